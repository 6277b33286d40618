#ifndef LAYOUTC_ICUSHIM_H
#define LAYOUTC_ICUSHIM_H
#include <stdint.h>

// UAX #14 line-break opportunities from ICU, behind plain C names: ICU renames its symbols
// per version (ubrk_open -> ubrk_open_72) with macros Swift cannot see.

/// ICU's line iterator with the root locale, opened once and given each text in turn
/// (opening one built its rule tables anew: half of a short text's measurement). NULL on an
/// ICU error. Not thread-safe: one per text measurer.
void *icushim_line_breaker_open(void);
void icushim_line_breaker_close(void *breaker);

/// Writes the UTF-16 offsets where a line may break (after offset 0, up to and including
/// `length`) into `out` (capacity `capacity`). Returns how many were written, or -1 on an
/// ICU error (or a NULL breaker). The iterator keeps no pointer to `text` that is used later.
int32_t icushim_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *out,
                            int32_t capacity);

/// The Unicode version of ICU's data, e.g. "15.0", into `out` (at least 16 bytes).
void icushim_unicode_version(char *out);

#endif

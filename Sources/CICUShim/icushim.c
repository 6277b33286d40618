#include "icushim.h"
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

void *icushim_line_breaker_open(void) {
  UErrorCode status = U_ZERO_ERROR;
  // "root" explicitly: never the process locale, so results do not depend on LANG.
  UBreakIterator *it = ubrk_open(UBRK_LINE, "root", NULL, 0, &status);
  if (U_FAILURE(status)) return NULL;
  return it;
}

void icushim_line_breaker_close(void *breaker) {
  if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t icushim_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *out,
                            int32_t capacity) {
  if (!breaker) return -1;
  UBreakIterator *it = (UBreakIterator *)breaker;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(it, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  ubrk_first(it);
  for (int32_t b = ubrk_next(it); b != UBRK_DONE && count < capacity; b = ubrk_next(it)) {
    out[count++] = b;
  }
  return count;
}

void icushim_unicode_version(char *out) {
  UVersionInfo v;
  u_getUnicodeVersion(v);
  u_versionToString(v, out);
}

/* The floor of the end-to-end benchmark (bench_front.py): the least a program can do with a
 * `.view` file and its output. It reads FILE line by line and writes, per line, one JSON
 * record holding the line's text, padded so that all records together are BYTES long (the
 * size of layoutc's JSON for the same file), to standard output. No parsing, no layout.
 *
 * usage: floor FILE LINES BYTES   (LINES: the file's line count, to spread BYTES evenly)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char spaces[4096];

/* Writes n spaces (a record's padding). */
static void pad(long long n) {
  for (; n > 0; n -= (long long)sizeof spaces)
    fwrite(spaces, 1, n < (long long)sizeof spaces ? (size_t)n : sizeof spaces, stdout);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: floor FILE LINES BYTES\n");
    return 64;
  }
  FILE *in = fopen(argv[1], "r");
  if (!in) {
    perror(argv[1]);
    return 2;
  }
  long long lines = atoll(argv[2]), total = atoll(argv[3]), written = 0, index = 0;
  if (lines < 1) lines = 1;
  memset(spaces, ' ', sizeof spaces);
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;
  while ((length = getline(&line, &capacity, in)) > 0) {
    if (line[length - 1] == '\n') length--;
    long long target = total * (index + 1) / lines;
    written += printf("{\"index\": %lld, \"text\": \"", index);
    for (ssize_t i = 0; i < length; i++) {
      if (line[i] == '"' || line[i] == '\\') {
        putchar('\\');
        written++;
      }
      putchar(line[i]);
    }
    putchar('"');
    written += length + 1;
    /* Whitespace before the brace makes the record as long as its share of BYTES. */
    if (written + 2 < target) {
      pad(target - 2 - written);
      written = target - 2;
    }
    written += printf("}\n");
    index++;
  }
  pad(total - written);
  free(line);
  fclose(in);
  return 0;
}

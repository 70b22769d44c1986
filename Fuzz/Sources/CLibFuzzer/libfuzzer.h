// libFuzzer's entry point for a program with its own main (provided by the runtime that
// `-sanitize=fuzzer` links).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

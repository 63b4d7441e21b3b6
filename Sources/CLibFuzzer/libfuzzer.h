// libFuzzer's driver, linked in by `-sanitize=fuzzer` (only in `./dev fuzz` builds, where the
// fuzzer calls it; ordinary builds never reference it). Declared here because libFuzzer ships
// no header: https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));

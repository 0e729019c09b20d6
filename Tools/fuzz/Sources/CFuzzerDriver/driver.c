#include "fuzzer_driver.h"

/// libFuzzer's entry point for a program with a `main` of its own (libclang_rt.fuzzer).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int fuzzer_run_driver(int *_Nonnull argc, char *_Nullable *_Nonnull *_Nonnull argv,
                      int (*_Nonnull test)(const uint8_t *_Nonnull data, size_t size)) {
    return LLVMFuzzerRunDriver(argc, argv, test);
}

#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (its command line, corpus, mutations) on one test function: what
/// libFuzzer's own `main` does, for a program that has a `main` of its own.
int fuzzer_run_driver(int *_Nonnull argc, char *_Nullable *_Nonnull *_Nonnull argv, int (*_Nonnull test)(const uint8_t *_Nonnull data, size_t size));

#endif

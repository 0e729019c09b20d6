#!/usr/bin/env bash
# `swift build` or `swift test` in the fuzzing configuration: optimised, with AddressSanitizer and
# libFuzzer's coverage counters (the instrumentation `-sanitize=fuzzer` adds) in every module,
# in one scratch folder at the root, .build-fuzz. The fuzz targets (this folder's package) and
# the root package's tests build there with the same commands, so one optimised compile of
# CellShot serves both. Only the fuzz targets link libFuzzer (Package.swift here); a test
# product links AddressSanitizer alone, whose runtime answers the coverage calls with nothing.
#
#   Tools/fuzz/swiftpm.sh build --package-path Tools/fuzz     the fuzz targets (run.sh does this)
#   Tools/fuzz/swiftpm.sh test --filter CellShotDeterminismTests
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
command=$1
shift
flags=(-c release --scratch-path "$root/.build-fuzz" --sanitize=address
    -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
    -Xcc -fsanitize=fuzzer-no-link)
if [ "$command" = test ]; then
    # `swift test` would otherwise compile every module with -enable-testing, unlike the fuzz build.
    flags+=(--disable-testable-imports)
    # Leak checks off, as in run.sh: Swift enums keep pointers with tag bits in spare bits, which
    # LeakSanitizer cannot see, so long-lived caches show up as false leaks.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
fi
exec swift "$command" "${flags[@]}" "$@"

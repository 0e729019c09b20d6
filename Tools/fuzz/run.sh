#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer + AddressSanitizer and runs each for SECONDS (default
# 30), one after the other: first the committed regression inputs (each must pass), then
# fuzzing from the committed seeds. New corpus entries go to .work/corpus/TARGET (not
# committed); a crash, timeout or OOM stops the run and leaves its input in .work/artifacts/.
#
#   Tools/fuzz/run.sh [SECONDS] [TARGET…]        e.g. Tools/fuzz/run.sh 600 FuzzPNG
#   RUNS=1000000 Tools/fuzz/run.sh 0 FuzzSVG     stop after a number of executions instead
#   JOBS=2 Tools/fuzz/run.sh 25                  two targets at a time
#   RUNS=smoke JOBS=2 Tools/fuzz/run.sh 0        CI's smoke run: a fixed number of executions
#                                                per target (about 10 s each at CI's speed)
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-30}
# Leak checks off: Swift enums keep pointers with tag bits in spare bits, which LeakSanitizer
# cannot see, so long-lived caches show up as false "direct leaks". Memory growth is caught
# by -rss_limit_mb instead. ASan keeps freed memory in a quarantine (to catch use after free)
# that counts in the RSS libFuzzer limits: 256 MB by default, which alone took FuzzShape from
# 69 MB to 350 MB; 64 MB still holds the last few inputs' frees.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=64}
# Swift's own crash backtracer reads memory ASan reports on; libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzPNG FuzzFont FuzzShape FuzzSVG FuzzDiffOptions FuzzCatalog FuzzCatalogWhole FuzzReport)

# BUILT=1: the targets are built already (CI builds them first, then runs this beside other
# work in the same scratch folder, which SwiftPM would lock).
if [ "${BUILT:-}" != 1 ]; then
    ./swiftpm.sh build --package-path .
    echo "fuzz targets built ($SECONDS s)"
fi
bin=../../.build-fuzz/release

# A binary without coverage counters or ASan would fuzz blindly: refuse it.
for t in "${targets[@]}"; do
    symbols=$(nm "$bin/$t")
    grep -q '__sancov' <<<"$symbols" || { echo "$t: no coverage instrumentation" >&2; exit 1; }
    grep -q '__asan_init' <<<"$symbols" || { echo "$t: no AddressSanitizer" >&2; exit 1; }
done

# One target: replay its regression inputs, then fuzz; its summary is printed when it ends.
fuzz_one() {
    local t=$1 max_len=4096 status=0
    mkdir -p ".work/corpus/$t" ".work/artifacts"
    case $t in FuzzFont) max_len=8192 ;; FuzzShape) max_len=40960 ;; esac  # FuzzShape: the colour-bitmap seed is 38 KB
    local regressions=(Regressions/"$t"/*)
    if [ -e "${regressions[0]}" ]; then
        "$bin/$t" -rss_limit_mb=512 -timeout=10 -detect_leaks=0 "${regressions[@]}" > ".work/$t.replay.log" 2>&1 || {
            tail -n 80 ".work/$t.replay.log"
            echo "$t: a committed regression input fails" >&2
            return 1
        }
    fi
    local limit=(-max_total_time="$seconds") runs=${RUNS:-}
    # The smoke counts: roughly 10 s of each target's speed on the CI machine (a third to a
    # half of the executions 25 s gave there), so the work, not the clock, bounds the run.
    if [ "$runs" = smoke ]; then
        case $t in
            FuzzShape | FuzzCatalogWhole) runs=5000 ;;
            FuzzFont | FuzzCatalog) runs=20000 ;;
            FuzzPNG | FuzzReport) runs=80000 ;;
            *) runs=150000 ;;
        esac
    fi
    [ -n "$runs" ] && limit=(-runs="$runs")
    # The whole output goes to .work/TARGET.log; the summary (or, on a finding, the report) here.
    "$bin/$t" ".work/corpus/$t" "Corpus/$t" -rss_limit_mb=512 -timeout=10 -detect_leaks=0 -max_len=$max_len \
        -artifact_prefix=".work/artifacts/$t-" -print_final_stats=1 "${limit[@]}" > ".work/$t.log" 2>&1 || status=$?
    if [ $status -ne 0 ]; then
        tail -n 80 ".work/$t.log"
        echo "$t: finding (exit $status); input in .work/artifacts/" >&2
        return $status
    fi
    echo "$t:"
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^Done |^stat::' ".work/$t.log"
}

# JOBS targets at a time (default 1); each still fuzzes for SECONDS. A finding in any of them
# fails the run after the running ones end.
jobs_max=${JOBS:-1}
failed=0
running=0
for t in "${targets[@]}"; do
    if [ $running -ge "$jobs_max" ]; then
        wait -n || failed=1
        running=$((running - 1))
    fi
    fuzz_one "$t" &
    running=$((running + 1))
done
while [ $running -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
done
echo "fuzzing done ($SECONDS s)"
exit $failed

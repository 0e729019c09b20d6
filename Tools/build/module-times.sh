#!/usr/bin/env bash
# Times each module's compile in a build, slowest first: CPU seconds (user + sys of the
# compiler and the jobs it starts) and the wall seconds of its invocations.
#   Tools/build/module-times.sh [swift build arguments…]
#   e.g. Tools/build/module-times.sh -c release --target CellShotRaster --scratch-path /tmp/cold
# It runs `swift build` with itself as the compiler (SWIFT_EXEC), which runs the real swiftc
# under /usr/bin/time. Use a fresh --scratch-path to time a cold build. SwiftPM finds the test
# discovery tools beside SWIFT_EXEC, so `--build-tests` stops there: time test modules with
# `--target NAME`.
set -uo pipefail
if [ -n "${MODULE_TIMES_LOG:-}" ]; then
    # The compiler side: one swiftc invocation, its arguments possibly in response files.
    args=()
    for arg in "$@"; do
        if [[ $arg == @* && -f ${arg#@} ]]; then
            while IFS= read -r line; do args+=("$line"); done < "${arg#@}"
        else
            args+=("$arg")
        fi
    done
    module=$(printf '%s\n' "${args[@]}" | tr -d '"' | grep -A1 -x -- '-module-name' | tail -n 1)
    times=$(mktemp)
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$times" "$MODULE_TIMES_SWIFTC" "$@"
    status=$?
    end=$(date +%s%N)
    read -r user sys < "$times"
    rm -f "$times"
    echo "${module:-(other)} $user $sys $(( (end - start) / 1000000 ))" >> "$MODULE_TIMES_LOG"
    exit $status
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
MODULE_TIMES_LOG=$log MODULE_TIMES_SWIFTC=$(command -v swiftc) SWIFT_EXEC=$(realpath "$0") swift build "$@" >&2
status=$?
awk '{ cpu[$1] += $2 + $3; wall[$1] += $4 / 1000 }
     END { for (m in cpu) printf "%8.1f s CPU %8.1f s wall  %s\n", cpu[m], wall[m], m }' "$log" | sort -rn
awk '{ cpu += $2 + $3 } END { printf "%8.1f s CPU in all\n", cpu }' "$log"
exit $status

#!/bin/sh
# Type-checks the twelve census rows written in SwiftUI (SwiftUIRows.swift, against the `SwiftUI`
# module) and the same rows in CellShot's views (CellShotRows.swift), RUNS times each, alternating,
# pinned to one core, and prints each run and the medians in milliseconds.
# Build first: `swift build --target SwiftUI` (the debug modules under .build/debug/Modules).
# Usage: Tools/typecheck/compare.sh [RUNS]   (default 7)
set -eu
cd "$(dirname "$0")/../.."
runs=${1:-7}
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "no $modules: run swift build --target SwiftUI first" >&2; exit 1; }
check() {
    start=$(date +%s%N)
    taskset -c 1 swiftc -typecheck -swift-version 6 -I "$modules" -I .build/debug -module-cache-path .build/typecheck-cache \
        -Xcc -fmodule-map-file=Sources/CLibPNG/module.modulemap -Xcc -I -Xcc Sources/CPNGShim/include "$1" >&2
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
check Tools/typecheck/SwiftUIRows.swift >/dev/null   # warm the module cache
swiftui="" cellshot=""
i=0
while [ "$i" -lt "$runs" ]; do
    swiftui="$swiftui $(check Tools/typecheck/SwiftUIRows.swift)"
    cellshot="$cellshot $(check Tools/typecheck/CellShotRows.swift)"
    i=$((i + 1))
done
median() { echo "$@" | tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "SwiftUI rows:  $swiftui ms  (median $(median $swiftui) ms)"
echo "CellShot rows: $cellshot ms  (median $(median $cellshot) ms)"

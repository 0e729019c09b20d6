#!/bin/sh
# Type-checks one test file against the built debug modules and prints the slowest function
# bodies and the total wall time. Build first (`swift build --target CellShotTesting`).
# Usage: Tools/typecheck-time.sh [FILE]   (default: the fifty-assertion file)
set -eu
cd "$(dirname "$0")/.."
file=${1:-Tests/CellShotTestingTests/FiftyAssertions.swift}
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "no $modules: run swift build --target CellShotTesting first" >&2; exit 1; }
start=$(date +%s%N)
swiftc -typecheck -swift-version 6 -I "$modules" -I .build/debug -module-cache-path .build/typecheck-cache \
    -Xcc -fmodule-map-file=Sources/CLibPNG/module.modulemap -Xcc -I -Xcc Sources/CPNGShim/include \
    -Xfrontend -debug-time-function-bodies "$file" 2>&1 | sort -rn | head -5
end=$(date +%s%N)
echo "$file: $(( (end - start) / 1000000 )) ms to type-check"

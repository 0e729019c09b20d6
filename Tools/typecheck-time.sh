#!/bin/sh
# Type-checks one test file against the built debug modules and prints the slowest function
# bodies and the total wall time; fails when the file does not type-check. Build first
# (`swift build --target CellShotTesting`).
# Usage: Tools/typecheck-time.sh [FILE]   (default: the fifty-assertion file)
set -eu
cd "$(dirname "$0")/.."
file=${1:-Tests/CellShotTestingTests/FiftyAssertions.swift}
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "no $modules: run swift build --target CellShotTesting first" >&2; exit 1; }
# The C modules' maps named one by one: `-I .build/debug` would find each twice (the tool copies).
maps=""
for m in CPNGShim CRasterKernels CPreviewSection; do
    maps="$maps -Xcc -fmodule-map-file=.build/debug/$m.build/module.modulemap"
done
out=$(mktemp)
start=$(date +%s%N)
# shellcheck disable=SC2086
if ! swiftc -typecheck -swift-version 6 -I "$modules" -module-cache-path .build/typecheck-cache \
    -Xcc -fmodule-map-file=Sources/CLibPNG/module.modulemap $maps \
    -Xfrontend -debug-time-function-bodies "$file" >"$out" 2>&1; then
    grep -v '^[0-9.]*ms' "$out" >&2; rm -f "$out"; exit 1
fi
end=$(date +%s%N)
sort -rn "$out" | head -5
rm -f "$out"
echo "$file: $(( (end - start) / 1000000 )) ms to type-check"

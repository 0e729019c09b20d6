#!/usr/bin/env bash
# Times the whole `snapshot diff` process (PNG decode included) on two synthetic card PNGs
# (1125×264: base card vs badge moved 1 px + one glyph changed) against a plain `cmp` of
# the files, with hyperfine (apt-get install hyperfine). Figures go to BENCHMARKS.md "## Diff".
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product snapshot >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
CELLSHOT_DIFF_CARDS_DIR="$dir" .build/release/snapshot bench --filter diff.changed.card --min-seconds 0.01 >/dev/null
cp "$dir/card-0.png" "$dir/card-0-copy.png"
bin=.build/release/snapshot
hyperfine -N --warmup 5 --runs "${RUNS:-200}" -i --export-json "${JSON_OUT:-/dev/null}" \
    "cmp $dir/card-0.png $dir/card-0-copy.png" \
    "$bin diff $dir/card-0.png $dir/card-0-copy.png" \
    "cmp $dir/card-0.png $dir/card-2.png" \
    "$bin diff $dir/card-0.png $dir/card-2.png" \
    "$bin diff --metric ciede2000 $dir/card-0.png $dir/card-2.png"
$bin diff "$dir/card-0.png" "$dir/card-2.png" || true

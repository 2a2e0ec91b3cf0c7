#!/usr/bin/env bash
# `make bench`: the in-process benchmarks (Benchmarks/, ordo-one's package-benchmark, mallocs
# counted), then the terminal measurements (tools/termbench.py): the release demo at 1,000,000
# and 100 items, the grid at 1,000,000, the picker over a million lines, and fzf over the same
# lines when it is installed, all in one run and printed side by side.
#
# Environment: SWIFT (swift), BENCH_JOBS (1: build jobs on a shared 2-core machine),
# BENCH_KEYS (80 keys per run: fewer than the 100-item table has items, so every key moves
# the cursor), BENCH_REPEAT (5 runs per program), BENCH_FILTER (a regex passed to
# package-benchmark's --filter; all benchmarks when empty), BENCH_SKIP_SWIFT=1 (terminal
# measurements only). The terminal figures are also written to bench-results/.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
JOBS=${BENCH_JOBS:-1}
KEYS=${BENCH_KEYS:-80}
REPEAT=${BENCH_REPEAT:-5}
mkdir -p bench-results

echo "== building termcells-demo (release) =="
"$SWIFT" build -c release --product termcells-demo -j "$JOBS"
demo="$("$SWIFT" build -c release --show-bin-path)/termcells-demo"

if [ "${BENCH_SKIP_SWIFT:-0}" != "1" ]; then
    echo
    echo "== in-process benchmarks: swift package --package-path Benchmarks benchmark =="
    filter=()
    if [ -n "${BENCH_FILTER:-}" ]; then filter=(--filter "$BENCH_FILTER"); fi
    "$SWIFT" package --package-path Benchmarks --jobs "$JOBS" benchmark --no-progress "${filter[@]}"
fi

echo
echo "== terminal: tools/termbench.py =="
runs=(
    --run "termcells table 1M" "Item 0" - "$demo table --items 1000000"
    --run "termcells table 100" "Item 0" - "$demo table --items 100"
    --run "termcells grid 1M" "1000000 tiles" - "$demo grid --items 1000000"
)
lines="$(mktemp)"
trap 'rm -f "$lines"' EXIT
seq 1000000 > "$lines"
# The picker's first frame counts once every line is read and shown in the count, as fzf's.
runs+=(--run "termcells pick 1M" "1,000,000/1,000,000" "$lines" "$demo pick")
if command -v fzf >/dev/null 2>&1; then
    # Reverse layout: the list runs top-down and Down moves through it, as in the table.
    runs+=(--run "fzf 1M" "1000000/1000000" "$lines" "fzf --layout=reverse")
else
    echo "(fzf is not installed: measuring TermCells alone; apt-get install fzf to compare)"
fi
python3 tools/termbench.py --compare --keys "$KEYS" --repeat "$REPEAT" "${runs[@]}" \
    --ratio "termcells table 1M" "termcells table 100" --json bench-results/termbench.json

#!/usr/bin/env bash
# `pick --filter` beside `fzf --filter` in one run: 1,000,000 file paths (`find / -xdev`,
# repeated when the disk has fewer), a short and a long query, each program run REPEAT times in
# turn; prints the median wall time and peak RSS (GNU time -v), the match counts, and whether
# pick's first line is among fzf's first five.
#
# Environment: SWIFT (swift), DEMO (a built termcells-demo; else the release build is made),
# BENCH_REPEAT (5), FILTERBENCH_LINES (a file of lines to use instead of the paths),
# FILTERBENCH_QUERIES ("abc scrpyth": space-separated queries), BASELINE (another termcells-demo,
# run in the same turns: its time and memory are printed beside pick's). Results also go to
# bench-results/filterbench.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
REPEAT=${BENCH_REPEAT:-5}
read -r -a queries <<< "${FILTERBENCH_QUERIES:-abc scrpyth}"
mkdir -p bench-results

if ! command -v fzf >/dev/null 2>&1; then
    echo "filterbench: fzf is not installed (apt-get install fzf)" >&2
    exit 2
fi
if [ ! -x /usr/bin/time ]; then
    echo "filterbench: GNU time is needed at /usr/bin/time (apt-get install time)" >&2
    exit 2
fi
if [ -z "${DEMO:-}" ]; then
    "$SWIFT" build -c release --static-swift-stdlib --product termcells-demo -j "${BENCH_JOBS:-1}"
    DEMO="$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path)/termcells-demo"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
lines="${FILTERBENCH_LINES:-}"
if [ -z "$lines" ]; then
    lines="$work/paths.txt"
    find / -xdev 2>/dev/null | head -1000000 > "$work/found.txt" || true
    if [ ! -s "$work/found.txt" ]; then echo "filterbench: find / gave nothing" >&2; exit 2; fi
    : > "$lines"
    while [ "$(wc -l < "$lines")" -lt 1000000 ]; do cat "$work/found.txt" >> "$lines"; done
    head -1000000 "$lines" > "$work/cut.txt" && mv "$work/cut.txt" "$lines"
fi
echo "lines: $(wc -l < "$lines") ($(du -h "$lines" | cut -f1)), $REPEAT runs each, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"

# measure NAME QUERY COMMAND...: appends "name query wall_seconds max_rss_kb" per run.
measure() {
    local name=$1 query=$2
    shift 2
    /usr/bin/time -v -o "$work/time.txt" "$@" "$query" < "$lines" > "$work/$name.out" || true
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
    echo "$name $query $wall $rss" >> "$work/runs.txt"
}

: > "$work/runs.txt"
: > "$work/checks.txt"
for query in "${queries[@]}"; do
    for _ in $(seq "$REPEAT"); do
        measure pick "$query" "$DEMO" pick --filter
        if [ -n "${BASELINE:-}" ]; then measure base "$query" "$BASELINE" pick --filter; fi
        measure fzf "$query" fzf --filter
    done
    first=$(head -1 "$work/pick.out")
    rank=$(head -5 "$work/fzf.out" | grep -nxF -- "$first" | head -1 | cut -d: -f1 || true)
    echo "$query $(wc -l < "$work/pick.out") $(wc -l < "$work/fzf.out") ${rank:-none} $(cmp -s "$work/pick.out" "$work/fzf.out" && echo yes || echo no)" >> "$work/checks.txt"
done

python3 - "$work/runs.txt" "$work/checks.txt" <<'PY' | tee bench-results/filterbench.txt
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    name, query, wall, rss = line.split()
    runs.setdefault((query, name), []).append((float(wall), int(rss)))
checks = {q: rest for q, *rest in (l.split() for l in open(sys.argv[2]))}
print(f"{'query':<10} {'pick s':>7} {'fzf s':>7} {'time':>6} {'pick MB':>8} {'fzf MB':>7} {'memory':>7} {'matches pick/fzf':>17} {'1st in fzf top 5':>16} {'same output':>11}")
for query in checks:
    pick, fzf = runs[(query, "pick")], runs[(query, "fzf")]
    pw, fw = statistics.median(w for w, _ in pick), statistics.median(w for w, _ in fzf)
    pm, fm = statistics.median(r for _, r in pick) / 1024, statistics.median(r for _, r in fzf) / 1024
    mp, mf, rank, same = checks[query]
    print(f"{query:<10} {pw:7.2f} {fw:7.2f} {pw / fw:6.0%} {pm:8.1f} {fm:7.1f} {pm / fm:7.0%} {mp + '/' + mf:>17} {rank:>16} {same:>11}")
    base = runs.get((query, "base"))
    if base:
        bw, bm = statistics.median(w for w, _ in base), statistics.median(r for _, r in base) / 1024
        print(f"{'  baseline':<10} {bw:7.2f} {fw:7.2f} {bw / fw:6.0%} {bm:8.1f} {fm:7.1f} {bm / fm:7.0%}")
PY
echo "load at the end: $(cut -d" " -f1 /proc/loadavg)"

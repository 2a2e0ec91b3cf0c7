#!/usr/bin/env bash
# `make bench`: the in-process benchmarks (Benchmarks/, ordo-one's package-benchmark, mallocs
# counted), then the terminal measurements (tools/termbench.py), all in one run and printed side
# by side: the floor probe (tools/floor/floor.c: a bare ncurses list, getch / mvprintw / refresh),
# the release demo's table at 1,000,000 and 100 items and its grid at 1,000,000, the picker over a
# million lines, fzf over the same lines when it is installed, each with its CPU per key as a
# multiple of the floor's and its system calls per key (strace -f -c, when strace is installed);
# then CPU per streamed line of `live` at 20, 1,000 and 100,000 lines a second, each frame's CPU
# beside the table's Down key at 1M sent back to back and sent one every 50 ms (the pace of the
# 20/s stream's frames: a key after idle costs more than one right after the last frame), the same
# one-line frame made by a key instead of the stream's timer (both paces), and the floor probe's
# own stream (`floor --rate 20`: its frame is its key's frame, woken by its timer; beside its key
# sent every 50 ms, it tells what a timer's wake-up costs on this machine by itself), and the
# table's memory per item (its models are made on demand); then how long each typed key of a query takes
# to show its result in the picker and in fzf over a million paths (tools/typebench.py); then
# start-up: `pick --filter` beside `fzf --filter` over 100 and 1,000,000 lines, the statically
# linked demo beside the dynamically linked one, and their sizes (tools/startbench.py); then the
# chat demo streaming into a growing message (tools/chatbench.py); then the images demo's grid
# over 10,000 pictures beside chafa's and timg's grids (tools/imagebench.py).
#
# Environment: SWIFT (swift), BENCH_JOBS (1: build jobs on a shared 2-core machine),
# BENCH_KEYS (1500 keys per run), BENCH_REPEAT (3 runs per program), BENCH_FILTER (a
# regex passed to package-benchmark's --filter, which must match a benchmark's whole name, such as
# 'Outline.*'; all benchmarks when empty), BENCH_SKIP_SWIFT=1
# (terminal measurements only), BENCH_SKIP_IMAGES=1 (no images), FLOOR (the built floor probe;
# `make bench` builds .build/floor), CHAFA and TIMG (the peers of the images demo: chafa 1.14 or
# later, for its --grid).
# Every tool writes its figures to bench-results/ (termbench.json, typebench.json, csvbench.json,
# benchmarks.md), and at the end tools/benchreport.py rewrites BENCHMARKS.md's tables from them,
# each with the run's date, machine and load: a partial run rewrites only what it measured.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
JOBS=${BENCH_JOBS:-1}
KEYS=${BENCH_KEYS:-1500}
REPEAT=${BENCH_REPEAT:-3}
FLOOR=${FLOOR:-.build/floor}
mkdir -p bench-results
# Clears the last run's figures and notes when, where and at what load this one starts.
python3 tools/benchreport.py --check
python3 tools/benchreport.py --start

if [ ! -x "$FLOOR" ]; then
    mkdir -p "$(dirname "$FLOOR")"
    ${CC:-cc} -O2 -Wall -o "$FLOOR" tools/floor/floor.c $(pkg-config --cflags --libs ncursesw)
fi

# The release demo as `make demo` builds it (the Swift runtime linked in), and the same linked
# against the toolchain's shared libraries, in a build folder of its own (the two link flags
# compile differently, so sharing one folder would rebuild everything each time): what static
# linking changes at start-up and per key, measured in the same run.
echo "== building termcells-demo (release: static, and dynamic in .build-dynamic) =="
"$SWIFT" build -c release --product termcells-demo -j "$JOBS" --scratch-path .build-dynamic
dynamic="$("$SWIFT" build -c release --scratch-path .build-dynamic --show-bin-path)/termcells-demo"
"$SWIFT" build -c release --static-swift-stdlib --product termcells-demo -j "$JOBS"
demo="$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path)/termcells-demo"

if [ "${BENCH_SKIP_SWIFT:-0}" != "1" ]; then
    echo
    echo "== in-process benchmarks: swift package --package-path Benchmarks benchmark =="
    filter=()
    if [ -n "${BENCH_FILTER:-}" ]; then filter=(--filter "$BENCH_FILTER"); fi
    # Markdown tables on standard output, kept for BENCHMARKS.md's in-process table, and the list
    # of benchmarks, so that the page names any that did not finish. A benchmark that crashes
    # does not stop the terminal measurements.
    "$SWIFT" package --package-path Benchmarks --jobs "$JOBS" benchmark list 2>/dev/null > bench-results/benchmarks-list.txt || true
    if ! "$SWIFT" package --package-path Benchmarks --jobs "$JOBS" benchmark --no-progress --format markdown "${filter[@]}" \
        | tee bench-results/benchmarks.md; then
        echo "(some in-process benchmarks did not finish: BENCHMARKS.md names them)"
    fi
fi

echo
echo "== terminal: tools/termbench.py =="
runs=(
    --run "floor (C ncurses) 1M" "Item 0" - "$FLOOR 1000000"
    --run "floor (C ncurses) 100" "Item 0" - "$FLOOR 100"
    --run "termcells table 1M" "Item 0" - "$demo table --items 1000000"
    --run "termcells table 1M, dynamic" "Item 0" - "$dynamic table --items 1000000"
    --run "termcells table 100" "Item 0" - "$demo table --items 100"
    # A streamed frame woken by input, as a key is: under this test switch each Down brings the
    # log's next line (and nothing else), where `live` otherwise takes lines from its own timer.
    --run "termcells live, a line a Down" "lines" - "env TERMCELLS_TEST_LIVE_STEP=1 $demo live"
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
strace=()
if command -v strace >/dev/null 2>&1; then strace=(--strace); else echo "(strace is not installed: no system call counts)"; fi
# One pair of runs of each stream per round, after the round's keyed runs; a streamed frame is
# set beside the table's Down key at 1M (--stream-anchor) at both paces: back to back, and one key
# every 50 ms (--paced: a 20/s stream's frame also comes after 50 ms of idle). 20 lines a second
# streams for 10 s (200 frames), so that start-up's variation weighs little on each frame. The
# same one-line frame, made by a Down key (the "live, a line a Down" run), is measured at both
# paces too: beside the timer's frames, it tells what a frame costs and what its wake-up costs.
# The floor probe streams too, as `live` does (its own clock, a line a frame): its frame is
# the same work as its key's frame, so the two, both after 50 ms of idle, differ by the wake-up
# alone (a timer's, an input's). That is the machine's share of a streamed frame's cost beside a key's.
streams=(
    --stream "floor (C ncurses) 20/s" 20 10 "$FLOOR"
    --stream "live 20/s" 20 10 "$demo live"
    --stream "live 1,000/s" 1000 5 "$demo live"
    --stream "live 100,000/s" 100000 5 "$demo live"
)
python3 tools/termbench.py --compare "${strace[@]}" --keys "$KEYS" --repeat "$REPEAT" "${runs[@]}" "${streams[@]}" \
    --paced "floor (C ncurses) 1M" 50 --paced "termcells table 1M" 50 --paced "termcells live, a line a Down" 50 \
    --floor "floor (C ncurses) 1M" --stream-anchor "termcells table 1M" \
    --stream-anchor "floor (C ncurses) 1M, a key every 50 ms" \
    --stream-anchor "termcells table 1M, a key every 50 ms" --json bench-results/termbench.json

# Memory per item of the table: the peak at 1,000,000 items minus the peak at 100, per item. The
# table's models are made on demand (a ProviderStorage, none stored), so all of it is the
# layout's and the storage's share, which should stay O(runs): about nothing per item.
python3 - bench-results/termbench.json <<'PY'
import json, sys
keys = {r["name"]: r for r in json.load(open(sys.argv[1]))["keys"] if "error" not in r}
big, small = keys.get("termcells table 1M"), keys.get("termcells table 100")
if big and small:
    per_item = (big["peak_mib"] - small["peak_mib"]) * 1024 * 1024 / (1_000_000 - 100)
    print(f"\ntable memory: {per_item:.1f} bytes per item at 1,000,000 items (peak RSS growth; "
          f"the models are made on demand, none stored)")
PY

# Start-up as a script meets it: `pick --filter` over 100 and 1,000,000 lines beside `fzf
# --filter` (CPU and peak memory of each finished process, from wait4), the dynamic build beside
# the static one, and the binaries' sizes (tools/startbench.py).
echo
echo "== start-up: tools/startbench.py =="
python3 tools/startbench.py --demo "$demo" --dynamic "$dynamic" --repeat "$((REPEAT * 7))" \
    --json bench-results/startbench.json | tee bench-results/startbench.txt

# pyte (a terminal emulator) reads the screens of the typing and csv steps.
python3 -c "import pyte" 2>/dev/null || python3 -m pip install --quiet pyte || true

# Typing into the picker beside fzf: each key of a six-letter query over a million paths, from
# the key to its result on the screen (tools/typebench.py; needs fzf and pyte).
if command -v fzf >/dev/null 2>&1 && python3 -c "import pyte" 2>/dev/null; then
    echo
    echo "== typing: tools/typebench.py =="
    paths="$(mktemp)"
    find / -xdev 2>/dev/null | head -1000000 > "$paths.found" || true
    : > "$paths"
    while [ -s "$paths.found" ] && [ "$(wc -l < "$paths")" -lt 1000000 ]; do cat "$paths.found" >> "$paths"; done
    head -1000000 "$paths" > "$paths.cut" && mv "$paths.cut" "$paths"
    python3 tools/typebench.py --lines "$paths" --query scrpyt --repeat "$REPEAT" --demo "$demo" \
        --json bench-results/typebench.json | tee bench-results/typebench.txt
    rm -f "$paths" "$paths.found"
else
    echo "(typing: needs fzf and pyte (pip install pyte); skipped)"
fi
# The csv demo beside VisiData (pip install visidata) on one generated 1,000,000-row, 40 MB
# file of 5 columns (tools/csvgen.py; not kept): first screen, every row indexed, sort by the
# numeric column, CPU per Down key (wait4 rusage of runs with and without keys, every thread) and
# peak memory, all by tools/csvbench.py, which reads the screen through pyte (VisiData updates
# its row count digit by digit, so termbench's ready text would never match).
echo
echo "== csv: termcells-demo csv beside VisiData =="
csvfile="$(mktemp --suffix=.csv)"
trap 'rm -f "$lines" "$csvfile"' EXIT
python3 tools/csvgen.py "$csvfile" 1000000
command -v vd >/dev/null 2>&1 || echo "(VisiData is not installed: measuring TermCells alone; pip install visidata to compare)"
python3 tools/csvbench.py "$csvfile" --demo "$demo" --repeat "$REPEAT" --keys 200 --json bench-results/csvbench.json

# The csv demo with a wrapped note column (0 to 400 characters a row, tools/wrapbench.py
# writes it) beside the same table unwrapped, at 1,000,000 rows in 100×30: first screen, CPU a
# Down, a Page Down and a resize, peak memory.
echo
echo "== csv: a wrapped column beside the same table unwrapped =="
python3 tools/wrapbench.py --demo "$demo" --repeat "$REPEAT" --keys 300 --json bench-results/wrapbench.json

# The chat demo streaming into a growing message over a 10,000-message transcript at 50, 500
# and 5,000 words a second (tools/chatbench.py writes the script): CPU, bytes and frames a
# second, peak memory, beside CPU a key over the same transcript.
echo
echo "== chat: a growing message over 10,000 messages =="
python3 tools/chatbench.py --demo "$demo" --repeat "$REPEAT" --json bench-results/chatbench.json

# The interactive chat over 100 and 1,000,000 messages of a ChatTranscript: first frame, CPU a
# Down key, an answer streamed at 5,000 words a second through a reply (CPU, frames, bytes a
# frame), peak memory.
echo
echo "== chat --interactive: a million messages =="
python3 tools/transcriptbench.py --demo "$demo" --repeat "$REPEAT" --json bench-results/transcriptbench.json

# The images demo's grid over 10,000 pictures, generated and a folder of PNG and JPEG files (made
# once in ~/.cache/termcells-bench), blocks and the alt text alone: the first full screen (no
# decoding placeholder left), CPU, bytes and time a Page Down, peak memory after 50; beside them
# chafa's and timg's grids of one screen of the same files (tools/imagebench.py; needs pyte).
echo
if [ "${BENCH_SKIP_IMAGES:-0}" = "1" ]; then
    echo "(images: BENCH_SKIP_IMAGES=1; skipped)"
elif python3 -c "import pyte" 2>/dev/null; then
    echo "== images: a grid of 10,000 beside chafa and timg =="
    python3 tools/imagebench.py --demo "$demo" --chafa "${CHAFA:-chafa}" --timg "${TIMG:-timg}" --repeat "$REPEAT" \
        --json bench-results/imagebench.json
else
    echo "(images: needs pyte (pip install pyte); skipped)"
fi

echo
echo "== BENCHMARKS.md =="
python3 tools/benchreport.py --write BENCHMARKS.md

#!/usr/bin/env python3
"""csvbench: the csv demo and VisiData on the same CSV file, in one run, in a pseudo-terminal.

For each program, the median of --repeat runs of:
  first screen  time from start until the header line shows (the column titles)
  indexed       time from start until every row is loaded (the status says so)
  sort          time from the sort key until the screen shows the sorted table: the status's
                "sorted by" for the csv demo (its cursor stays on its row, so the first rows
                are elsewhere), the smallest value on the first row for VisiData (the cursor
                moved to the numeric column first, typed as a number with % before [, as a
                user must)
  peak memory   VmHWM at the end

CPU per Down key (every thread, wait4 rusage of runs with and without keys) is measured by
tools/termbench.py --cpu rusage, which tools/bench.sh runs beside this.

    tools/csvbench.py FILE --demo PATH/termcells-demo [--column amount] [--repeat 3]
"""
import argparse
import csv
import os
import re
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

try:
    import pyte
except ImportError:
    sys.exit("csvbench: needs pyte (pip install pyte) to read the screen")


def smallest(path, column):
    """The header, the column's index and its smallest value as the file writes it."""
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        index = header.index(column)
        best = None
        for row in reader:
            if index < len(row) and row[index] and (best is None or float(row[index]) < float(best)):
                best = row[index]
    return header, index, best


def run(program, args, header, index, least, env):
    name, argv, indexed_text, sort_keys, sorted_text = program
    session = termbench.Session(argv, args.cols, args.rows, env=env)
    first = session.wait_for(header[-1], args.timeout)
    indexed = session.wait_for(indexed_text, args.timeout)
    if first is None or indexed is None:
        session.close()
        return None
    while session.read(0.2):
        pass
    right = termbench.key_bytes("right", env["TERM"])
    for _ in range(index):
        session.answer(right, 30.0, False)
    *prepare, sort_key = sort_keys
    for key in prepare:
        session.answer(key, 30.0, False)
    screen = pyte.Screen(args.cols, args.rows)
    stream = pyte.ByteStream(screen)
    stream.feed(bytes(session.output))
    sent = time.monotonic()
    os.write(session.fd, sort_key)
    sorted_at = None
    deadline = sent + args.timeout
    while time.monotonic() < deadline:
        chunk = session.read(0.01)
        if chunk:
            stream.feed(chunk)
        if sorted_text:
            done = any(sorted_text in line for line in screen.display)
        else:
            # The first row under the header (line 2) shows the smallest value.
            done = least in re.split(r"[\s│|║]+", screen.display[2])
        if done:
            sorted_at = time.monotonic() - sent
            break
    peak = termbench.peak_kib(session.pid)
    session.close()
    if sorted_at is None:
        return None
    return {"first": first, "indexed": indexed, "sort": sorted_at, "peak": peak}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--demo", required=True)
    parser.add_argument("--column", default="amount")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()

    header, index, least = smallest(args.file, args.column)
    with open(args.file, "rb") as f:
        rows = sum(1 for _ in f) - 1
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    programs = [
        ("termcells csv", [args.demo, "csv", args.file], f"{rows:,} rows", [b"s"], f"sorted by {args.column} ascending")
    ]
    if shutil.which("vd"):
        programs.append(("visidata", ["vd", args.file], f" {rows} rows", [b"%", b"["], None))
    else:
        print("(VisiData is not installed: pip install visidata to compare)", file=sys.stderr)
    samples = {name: [] for name, *_ in programs}
    for round_number in range(args.repeat):
        for program in programs:
            print(f"csvbench: {program[0]} (round {round_number + 1} of {args.repeat})", file=sys.stderr, flush=True)
            result = run(program, args, header, index, least, env)
            if result:
                samples[program[0]].append(result)
    print(f"{'program':<16}{'first screen':>14}{'indexed':>10}{'sort':>10}{'peak MiB':>10}")
    for name, runs in samples.items():
        if not runs:
            print(f"{name:<16}  (failed)")
            continue
        def ms(key):
            return f"{statistics.median(r[key] for r in runs) * 1000:.0f} ms"
        peak = max(r["peak"] or 0 for r in runs) / 1024
        print(f"{name:<16}{ms('first'):>14}{ms('indexed'):>10}{ms('sort'):>10}{peak:>10.1f}")


if __name__ == "__main__":
    main()

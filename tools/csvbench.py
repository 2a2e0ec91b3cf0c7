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

  cpu/key       CPU per Down key, every thread the process ever had: wait4 rusage of a run
                with --keys Down keys after every row is loaded, minus a run without keys,
                divided by the keys (termbench's method; its ready text cannot be used here,
                as VisiData updates its row count digit by digit). Each run's CPU up to its
                first key (/proc/PID/stat process totals: start-up and indexing, which vary by
                tens of milliseconds from run to run) is taken out of its rusage first, so
                what is left is the keys and the end of the run. The same keys counted by
                /proc/PID/stat totals alone (first key to last answer) go to stderr per round,
                with the median: the two must agree.

  --pace        how keys follow each other: "quiet" (the default) sends the next key once the
                program has written nothing for --quiet-ms (30 ms: about a held key's repeat
                rate); "frames" as soon as a frame's end marker (synchronized output) arrives,
                termbench's way (a program without markers falls back to "quiet"). The CPU a
                key costs depends on it: after 30 ms idle, caches and the core's clock are
                cold (about 0.1 ms more a key for the csv demo on the 2-core test machine).

    tools/csvbench.py FILE --demo PATH/termcells-demo [--demo OTHER/termcells-demo] [--column amount]
        [--repeat 3] [--pace quiet]
"""
import argparse
import csv
import json
import os
import re
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

try:
    import pyterep  # noqa: E402
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


def wait_loaded(session, screen, stream, loaded, timeout):
    """Feeds the screen until `loaded` is true of it; returns the time since start, or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        chunk = session.read(0.01)
        if chunk:
            stream.feed(chunk)
        if loaded(screen.display):
            return time.monotonic() - session.started
    return None


def key_cpu(program, args, env, keys):
    """A run that loads the file and answers `keys` Downs: (the CPU seconds, all threads, of
    the whole run by wait4 rusage, less those before the first key; the CPU seconds from the
    first key to the last answer by /proc/PID/stat totals), or None."""
    name, argv, loaded = program[0], program[1], program[5]
    session = termbench.Session(argv, args.cols, args.rows, env=env)
    screen, stream = pyterep.screen_and_stream(args.cols, args.rows)
    if wait_loaded(session, screen, stream, loaded, args.timeout) is None:
        session.close()
        return None
    while session.read(0.2):
        pass
    uses_frames = args.pace == "frames" and termbench.FRAME_END in session.output
    down = termbench.key_bytes("down", env["TERM"])
    before = termbench.process_cpu_seconds(session.pid)
    for _ in range(keys):
        session.answer(down, args.quiet_ms, uses_frames)
    after = termbench.process_cpu_seconds(session.pid)
    total = session.close()
    if before is None or after is None:
        return None
    return total - before, after - before


def run(program, args, header, index, least, env):
    name, argv, indexed_text, sort_keys, sorted_text, loaded = program
    session = termbench.Session(argv, args.cols, args.rows, env=env)
    first = session.wait_for(header[-1], args.timeout)
    screen, stream = pyterep.screen_and_stream(args.cols, args.rows)
    stream.feed(bytes(session.output))
    indexed = wait_loaded(session, screen, stream, loaded, args.timeout)
    if first is None or indexed is None:
        session.close()
        return None
    while True:
        chunk = session.read(0.2)
        if not chunk:
            break
        stream.feed(chunk)
    right = termbench.key_bytes("right", env["TERM"])
    for key in [right] * index + sort_keys[:-1]:
        before = len(session.output)
        session.answer(key, 30.0, False)
        stream.feed(bytes(session.output[before:]))
    sort_key = sort_keys[-1]
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
    parser.add_argument(
        "--demo", required=True, action="append",
        help="the demo binary; give it again (a build of main, a branch's) to measure the builds in turns "
             "in one run, each named by its file name")
    parser.add_argument("--column", default="amount")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--pace", choices=["quiet", "frames"], default="quiet")
    parser.add_argument("--quiet-ms", type=float, default=30.0)
    parser.add_argument("--no-visidata", action="store_true", help="measure the csv demo alone")
    parser.add_argument("--json", help="also write the figures to this file (tools/benchreport.py reads it)")
    args = parser.parse_args()

    header, index, least = smallest(args.file, args.column)
    with open(args.file, "rb") as f:
        rows = sum(1 for _ in f) - 1
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    status = f"{rows:,} rows"
    programs = [
        (
            "termcells csv" if len(args.demo) == 1 else os.path.basename(demo), [demo, "csv", args.file], status,
            [b"s"], f"sorted by {args.column} ascending",
            lambda lines: any(status in line and "indexing" not in line for line in lines),
        )
        for demo in args.demo
    ]
    if args.no_visidata:
        pass
    elif shutil.which("vd"):
        count = f" {rows} rows"
        programs.append((
            "visidata", ["vd", args.file], count, [b"%", b"["], None,
            lambda lines: any(count in line and "loading" not in line for line in lines),
        ))
    else:
        print("(VisiData is not installed: pip install visidata to compare)", file=sys.stderr)
    samples = {name: [] for name, *_ in programs}
    for round_number in range(args.repeat):
        for program in programs:
            print(f"csvbench: {program[0]} (round {round_number + 1} of {args.repeat})", file=sys.stderr, flush=True)
            result = run(program, args, header, index, least, env)
            keyed = key_cpu(program, args, env, args.keys)
            base = key_cpu(program, args, env, 0)
            if result and keyed is not None and base is not None:
                result["per_key"] = max(0.0, keyed[0] - base[0]) / args.keys
                result["stat_per_key"] = keyed[1] / args.keys
                print(
                    f"csvbench: {program[0]} round {round_number + 1}: cpu/key {result['per_key'] * 1000:.3f} ms "
                    f"(rusage), {result['stat_per_key'] * 1000:.3f} ms (/proc/PID/stat over the keys); "
                    f"load {os.getloadavg()[0]:.2f}",
                    file=sys.stderr, flush=True)
                samples[program[0]].append(result)
    print(f"{'program':<16}{'first screen':>14}{'indexed':>10}{'sort':>10}{'cpu/key':>11}{'peak MiB':>10}")
    figures = []
    for name, runs in samples.items():
        if not runs:
            print(f"{name:<16}  (failed)")
            figures.append({"name": name, "error": "failed"})
            continue
        figures.append({
            "name": name, "runs": len(runs),
            "first_screen_ms": round(statistics.median(r["first"] for r in runs) * 1000, 1),
            "indexed_ms": round(statistics.median(r["indexed"] for r in runs) * 1000, 1),
            "sort_ms": round(statistics.median(r["sort"] for r in runs) * 1000, 1),
            "cpu_per_key_ms": round(statistics.median(r["per_key"] for r in runs) * 1000, 3),
            "stat_cpu_per_key_ms": round(statistics.median(r["stat_per_key"] for r in runs) * 1000, 3),
            "peak_mib": round(max(r["peak"] or 0 for r in runs) / 1024, 1),
        })
        def ms(key):
            return f"{statistics.median(r[key] for r in runs) * 1000:.0f} ms"
        peak = max(r["peak"] or 0 for r in runs) / 1024
        per_key = f"{statistics.median(r['per_key'] for r in runs) * 1000:.3f} ms"
        print(f"{name:<16}{ms('first'):>14}{ms('indexed'):>10}{ms('sort'):>10}{per_key:>11}{peak:>10.1f}")
        stat = statistics.median(r["stat_per_key"] for r in runs) * 1000
        print(f"csvbench: {name}: cpu/key by /proc/PID/stat over the keys {stat:.3f} ms (median; pace {args.pace})",
              file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"file_rows": rows, "column": args.column, "keys": args.keys, "pace": args.pace,
                       "size": [args.cols, args.rows], "load_end": os.getloadavg()[0], "programs": figures}, f, indent=2)


if __name__ == "__main__":
    main()

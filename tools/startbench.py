#!/usr/bin/env python3
"""startbench: what a run costs before any key, beside fzf: `pick --filter` as a script runs it.

For each line count (100 and 1,000,000 by default) it runs `termcells-demo pick --filter Q` and
`fzf --filter Q` on the same lines (a file on standard input, the matches to /dev/null), in
turns, --repeat times each, and reports for each program:
  cpu        user + system time of the finished process and every thread it had, from wait4's
             rusage (median of runs)
  wall       time from start to exit (median)
  peak       its peak resident memory, ru_maxrss (median)
  × fzf      the CPU and peak as multiples of fzf's
With --dynamic, the same demo linked against the toolchain's shared libraries runs in the same
turns (what static linking saves at start-up). It also reports each binary's size.

    startbench.py --demo PATH [--dynamic PATH] [--query 1] [--lines 100 --lines 1000000]
                  [--repeat 21] [--json FILE]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(argv, lines_path):
    """(cpu seconds, wall seconds, peak KiB) of one finished run."""
    with open(lines_path, "rb") as lines:
        started = time.monotonic()
        process = subprocess.Popen(argv, stdin=lines, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.monotonic() - started
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"startbench: {' '.join(argv)} exited with {os.waitstatus_to_exitcode(status)}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss


def measure(programs, lines_path, repeat):
    """Each program's medians, the programs run in turns so that the load falls on all alike."""
    samples = {name: [] for name, _ in programs}
    for _ in range(repeat):
        for name, argv in programs:
            samples[name].append(run_once(argv, lines_path))
    results = []
    for name, argv in programs:
        runs = samples[name]
        results.append({
            "name": name,
            "cpu_ms": round(statistics.median(r[0] for r in runs) * 1000.0, 2),
            "wall_ms": round(statistics.median(r[1] for r in runs) * 1000.0, 2),
            "peak_mib": round(statistics.median(r[2] for r in runs) / 1024.0, 1),
            "runs": repeat,
        })
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True, help="the release termcells-demo")
    parser.add_argument("--dynamic", help="the same demo linked dynamically, to compare")
    parser.add_argument("--query", default="1")
    parser.add_argument("--lines", type=int, action="append", help="line counts (100 and 1000000 when none)")
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--json")
    args = parser.parse_args()

    fzf = shutil.which("fzf")
    if not fzf:
        print("(fzf is not installed: measuring TermCells alone; apt-get install fzf to compare)")
    programs = [("termcells-demo pick --filter", [args.demo, "pick", "--filter", args.query])]
    if args.dynamic:
        programs.append(("termcells-demo pick --filter, dynamic", [args.dynamic, "pick", "--filter", args.query]))
    if fzf:
        programs.append(("fzf --filter", [fzf, "--filter", args.query]))

    report = {"query": args.query, "filter": [], "sizes": {}}
    for label, path in (("static", args.demo), ("dynamic", args.dynamic)):
        if path:
            report["sizes"][label] = os.path.getsize(path)
            print(f"termcells-demo, {label}: {os.path.getsize(path) / 1024 / 1024:.1f} MiB")
    with tempfile.TemporaryDirectory() as scratch:
        for count in args.lines or [100, 1_000_000]:
            lines_path = os.path.join(scratch, f"{count}.txt")
            with open(lines_path, "w") as f:
                f.write("".join(f"{i}\n" for i in range(1, count + 1)))
            results = measure(programs, lines_path, args.repeat)
            anchor = next((r for r in results if r["name"] == "fzf --filter"), None)
            print(f"\n{count:,} lines, --filter {args.query} ({args.repeat} runs each, medians)")
            print(f"{'program':<40} {'cpu':>10} {'wall':>10} {'peak':>10} {'cpu × fzf':>10} {'peak × fzf':>10}")
            for r in results:
                r["lines"] = count
                if anchor:
                    r["cpu_vs_fzf"] = round(r["cpu_ms"] / anchor["cpu_ms"], 2) if anchor["cpu_ms"] else None
                    r["peak_vs_fzf"] = round(r["peak_mib"] / anchor["peak_mib"], 2) if anchor["peak_mib"] else None
                print(f"{r['name']:<40} {r['cpu_ms']:>7.2f} ms {r['wall_ms']:>7.2f} ms {r['peak_mib']:>6.1f} MiB"
                      f" {r.get('cpu_vs_fzf') or '':>9}× {r.get('peak_vs_fzf') or '':>9}×")
                report["filter"].append(r)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""typebench: how long each keystroke of a query takes to show its result, pick beside fzf.

Each program runs in a pseudo-terminal (its controlling terminal) with the lines on standard
input. Once every line is read, the query is typed one character at a time; after each
character the harness reads the screen (a pyte terminal emulator fed with the program's
output) until it shows that prefix's result, twice over:
- first screen: pick shows the prefix's best rows with the count still being finished
  (`≥N/TOTAL ⋯`, the rows final) or already exact; fzf, as below (it has no such mark);
- final: the query on its line and the match count that `fzf --filter PREFIX` gives, with pick
  no longer ranking (no "⋯").
The time from writing the key to the arrival of the output that completes that screen is the
key's latency: the time is taken when the bytes are read from the terminal, before the emulator
parses them, so the harness's own parsing is not counted. Keys go one at a time, each after the
previous one's final result. Prints, per program, the median over --repeat runs of each key's
latency (first screen, then final) and of all keys together, and the CPU time per key: the
user + system time of /proc/PID/stat (the kernel's totals over every thread the process ever
had) just before the first key and after the last key's final result, divided by the keys.

  typebench.py --lines /tmp/paths.txt --query scrpyt --repeat 5 --demo .build/release/termcells-demo

Needs pyte (pip install pyte) and fzf.
"""
import argparse
import json
import os
import pty
import re
import select
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import pyterep
except ImportError:
    sys.exit("typebench: needs pyte (pip install pyte)")

COLUMNS, ROWS = 100, 30


def expected_counts(lines, query):
    counts = []
    for n in range(1, len(query) + 1):
        with open(lines, "rb") as f:
            out = subprocess.run(["fzf", "--filter", query[:n]], stdin=f, capture_output=True).stdout
        counts.append(out.count(b"\n"))
    return counts


class Session:
    def __init__(self, command, lines):
        self.screen, self.stream = pyterep.screen_and_stream(COLUMNS, ROWS)
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["TERM"] = "xterm-256color"
            os.environ["LINES"], os.environ["COLUMNS"] = str(ROWS), str(COLUMNS)
            stdin = os.open(lines, os.O_RDONLY)
            os.dup2(stdin, 0)
            devnull = os.open("/dev/null", os.O_WRONLY)
            os.dup2(devnull, 1)
            os.execvp(command[0], command)
        self.pid, self.fd = pid, fd
        import fcntl, struct, termios
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))

    def pump(self, timeout):
        """Reads what the program wrote, if anything; returns when it was read (before parsing)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return None
        try:
            data = os.read(self.fd, 1 << 20)
        except OSError:
            return None
        arrived = time.monotonic()
        self.stream.feed(data)
        return arrived

    def wait_for(self, predicate, deadline_seconds):
        """Waits until the screen satisfies `predicate`; returns when the output that made it so
        was read (the previous check's time when it already did), or None at the deadline."""
        deadline = time.monotonic() + deadline_seconds
        arrived = time.monotonic()
        while True:
            if predicate(self.screen.display):
                return arrived
            if time.monotonic() >= deadline:
                return None
            read_at = self.pump(min(0.05, max(0, deadline - time.monotonic())))
            if read_at is not None:
                arrived = read_at

    def close(self):
        try:
            os.write(self.fd, b"\x1b")
            time.sleep(0.05)
            os.kill(self.pid, 9)
        except OSError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def process_cpu_seconds(pid):
    """User + system time of the whole process (every thread it ever had), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def shows_first_screen(program, prefix, count, total):
    """pick: the prefix's rows are shown, their count exact or still being finished."""
    if not program.startswith("pick"):
        return shows(program, prefix, count, total)
    counting = re.compile(r"(^|\s)≥[\d,]+/%s .*⋯" % format(total, ","))
    final = shows(program, prefix, count, total)
    def check(rows):
        return final(rows) or (
            any(r.startswith("> " + prefix + "▏") or r.rstrip() == "> " + prefix for r in rows[:1])
            and any(counting.search(r) for r in rows[1:2]))
    return check


def shows(program, prefix, count, total):
    if program.startswith("pick"):
        pattern = re.compile(r"(^|\s)%s/%s( · |$)" % (format(count, ","), format(total, ",")))
        def check(rows):
            return any(r.startswith("> " + prefix) for r in rows[:1]) and any(
                pattern.search(r.rstrip()) for r in rows[:2])
    else:
        pattern = re.compile(r"(^|\s)%d/%d(\s|$)" % (count, total))
        def check(rows):
            return any(r.startswith("> " + prefix) for r in rows[:1]) and any(pattern.search(r) for r in rows[:2])
    return check


def run(program, command, lines, query, counts, total):
    session = Session(command, lines)
    try:
        ready = shows(program, "", total, total)
        if session.wait_for(ready, 120) is None:
            sys.exit(f"typebench: {program} never showed all {total} lines:\n" + "\n".join(session.screen.display))
        # Let the first frame settle.
        session.wait_for(lambda rows: False, 0.3)
        latencies, firsts = [], []
        cpu_before = process_cpu_seconds(session.pid)
        for n in range(1, len(query) + 1):
            started = time.monotonic()
            os.write(session.fd, query[n - 1].encode())
            first = session.wait_for(shows_first_screen(program, query[:n], counts[n - 1], total), 30)
            shown = session.wait_for(shows(program, query[:n], counts[n - 1], total), 30)
            if first is None or shown is None:
                sys.exit(f"typebench: {program} never showed {query[:n]!r} → {counts[n - 1]}:\n"
                         + "\n".join(session.screen.display))
            firsts.append(first - started)
            latencies.append(shown - started)
        cpu_per_key = (process_cpu_seconds(session.pid) - cpu_before) / len(query)
        return latencies, cpu_per_key, firsts
    finally:
        session.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", required=True)
    parser.add_argument("--query", default="scrpyt")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--demo", required=True)
    parser.add_argument("--programs", default="pick,fzf", help="comma-separated: pick, fzf (default both)")
    parser.add_argument("--baseline", help="another termcells-demo, run in turns as 'pick-base'")
    parser.add_argument("--json", help="also write the figures to this file (tools/benchreport.py reads it)")
    args = parser.parse_args()
    counts = expected_counts(args.lines, args.query)
    with open(args.lines, "rb") as f:
        total = sum(1 for _ in f)
    print(f"{total} lines; query {args.query!r}: matches per prefix {counts}")
    programs = [
        ("pick", [args.demo, "pick"]),
        ("fzf", ["fzf", "--layout=reverse", "--no-mouse"]),
    ]
    programs = [p for p in programs if p[0] in args.programs.split(",")]
    if args.baseline:
        programs.insert(1, ("pick-base", [args.baseline, "pick"]))
    results = {name: [] for name, _ in programs}
    for _ in range(args.repeat):
        for name, command in programs:  # in turns: the machine's load falls on both
            results[name].append(run(name, command, args.lines, args.query, counts, total))
    print(f"{'program':14} " + " ".join(f"{args.query[:n]:>9}" for n in range(1, len(args.query) + 1))
          + "   all keys   cpu/key")
    figures = []
    for name, runs in results.items():
        cpu = statistics.median(run[1] for run in runs) * 1000
        entry = {"name": name, "cpu_per_key_ms": round(cpu, 1)}
        for label, field in (("first screen", 2), ("final", 0)):
            per_key = [statistics.median(run[field][n] for run in runs) * 1000 for n in range(len(args.query))]
            every = statistics.median(value for run in runs for value in run[field]) * 1000
            print(f"{name + ' ' + label:14} " + " ".join(f"{v:7.1f}ms" for v in per_key)
                  + f" {every:8.1f}ms {cpu:7.1f}ms")
            key = "first_screen" if field == 2 else "final"
            entry[key + "_ms"] = [round(v, 1) for v in per_key]
            entry[key + "_all_keys_ms"] = round(every, 1)
        figures.append(entry)
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"lines": total, "query": args.query, "matches": counts, "runs": args.repeat,
                       "size": [COLUMNS, ROWS], "load_end": os.getloadavg()[0], "programs": figures}, f, indent=2)


if __name__ == "__main__":
    main()

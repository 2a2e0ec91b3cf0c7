#!/usr/bin/env python3
"""termbench: run a terminal program in a pseudo-terminal and measure what a person's keys cost.

For each program it reports, side by side:
  first frame   time from start until the screen shows --ready text
  bytes/key     bytes the program wrote to the terminal per key (median of keys)
  cpu/key       CPU time per key. With --cpu schedstat (the default): the CPU time all the
                program's threads spent (/proc/PID/task/*/schedstat) from just before the first
                key until the last key was answered, divided by N; the median of --repeat runs.
                With --cpu rusage: the program's total CPU (wait4's rusage) in a run with N keys
                minus a run with none, divided by N; the median of --repeat such pairs.
  peak memory   VmHWM of the program at the end

Keys are sent one at a time; the next key goes only after the program has answered the previous
one: after a frame end marker (synchronized output, ESC [ ? 2026 l) when the program uses one, or
after its output has been quiet for --quiet-ms otherwise.

Several programs side by side in one run (--compare): give each with --run NAME READY STDIN
COMMAND (STDIN may be "-" for none; COMMAND is split as a shell would), e.g.

  termbench.py --compare \
    --run "termcells 1M" "Item 0" - "termcells-demo table --items 1000000" \
    --run "fzf 1M" "1000000/1000000" /tmp/lines "fzf --layout=reverse"

and one table is printed; --json FILE also writes the figures as JSON.

Only the Python standard library is used (pty, os, select).
"""
import argparse
import fcntl
import json
import os
import pty
import select
import shlex
import signal
import statistics
import struct
import sys
import termios
import time

FRAME_END = b"\x1b[?2026l"
# terminfo names of the keys; their bytes are looked up for the TERM the programs run under
# (keypad mode changes what arrows send, so hard-coded CSI sequences would be wrong).
KEY_CAPABILITIES = {"down": "kcud1", "up": "kcuu1", "right": "kcuf1", "left": "kcub1", "pgdn": "knp", "pgup": "kpp", "home": "khome", "end": "kend"}


def key_bytes(name, term):
    import subprocess
    value = subprocess.run(["tput", "-T", term, KEY_CAPABILITIES[name]], capture_output=True).stdout
    if not value:
        sys.exit(f"termbench: terminal type {term} has no {KEY_CAPABILITIES[name]}")
    return value


def thread_cpu_ns(pid):
    """CPU time (ns) each live thread of `pid` has run, by thread id, from its schedstat."""
    times = {}
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        tasks = [str(pid)]
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                times[task] = int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return times


def cpu_ns_since(pid, before):
    """CPU time (ns) the threads of `pid` ran since `before` (a thread_cpu_ns reading): each
    live thread's growth, new threads counted whole. A thread that ended in between is lost
    (its time after `before` is not counted), so this never goes below zero."""
    return sum(now - before.get(task, 0) for task, now in thread_cpu_ns(pid).items() if now >= before.get(task, 0))


def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class Session:
    def __init__(self, argv, cols, rows, env=None, stdin_path=None):
        self.started = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            if stdin_path:
                data = os.open(stdin_path, os.O_RDONLY)
                os.dup2(data, 0)
            os.environ.update(env or {})
            os.execvp(argv[0], argv)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.output = bytearray()

    def read(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return b""
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return b""
        self.output += chunk
        return chunk

    def wait_for(self, text, timeout):
        deadline = time.monotonic() + timeout
        needle = text.encode()
        while time.monotonic() < deadline:
            self.read(0.05)
            if needle in self.output:
                return time.monotonic() - self.started
        return None

    def answer(self, key, quiet_ms, uses_frames, timeout=5.0):
        """Sends one key; returns the bytes written in answer."""
        before = len(self.output)
        os.write(self.fd, key)
        sent = time.monotonic()
        deadline = sent + timeout
        while time.monotonic() < deadline:
            if uses_frames:
                chunk = self.read(timeout)
                if FRAME_END in self.output[before:]:
                    # Drain anything written right after the frame.
                    while self.read(0.002):
                        pass
                    break
            else:
                if not self.read(quiet_ms / 1000.0):
                    if len(self.output) > before:
                        break
                    # A key with no visible effect (the cursor already on the last item) gets
                    # no answer at all: stop waiting after a while instead of the full timeout.
                    if time.monotonic() - sent > max(0.5, 10 * quiet_ms / 1000.0):
                        break
        return len(self.output) - before

    def close(self):
        """Ends the program; returns its total CPU seconds (user + system)."""
        try:
            os.kill(self.pid, signal.SIGTERM)
        except OSError:
            pass
        while self.read(0.05):
            pass
        try:
            _, _, usage = os.wait4(self.pid, 0)
            return usage.ru_utime + usage.ru_stime
        except OSError:
            return 0.0


def run_once(argv, args, ready, env, stdin_path, keys):
    """One run: start, wait for the first frame, send `keys` keys; returns its figures."""
    session = Session(argv, args.cols, args.rows, env=env, stdin_path=stdin_path)
    first = session.wait_for(ready, args.timeout)
    if first is None:
        session.close()
        return None
    while session.read(0.2):
        pass
    uses_frames = FRAME_END in session.output
    key = key_bytes(args.key, env["TERM"])
    before = thread_cpu_ns(session.pid)
    sizes = [session.answer(key, args.quiet_ms, uses_frames) for _ in range(keys)]
    keys_cpu = cpu_ns_since(session.pid, before) / 1e9
    peak = peak_kib(session.pid)
    cpu = session.close()
    return {"first": first, "sizes": sizes, "peak": peak, "cpu": cpu, "keys_cpu": keys_cpu}


def measure(name, argv, args, ready, env=None, stdin_path=None):
    firsts, sizes, per_key, peaks = [], [], [], []
    for _ in range(args.repeat):
        keyed = run_once(argv, args, ready, env, stdin_path, args.keys)
        if keyed is None:
            return {"name": name, "error": f"'{ready}' never appeared"}
        firsts.append(keyed["first"])
        sizes += keyed["sizes"]
        peaks.append(keyed["peak"])
        if args.cpu == "rusage":
            base = run_once(argv, args, ready, env, stdin_path, 0)
            if base is None:
                return {"name": name, "error": f"'{ready}' never appeared"}
            firsts.append(base["first"])
            peaks.append(base["peak"])
            per_key.append(max(0.0, keyed["cpu"] - base["cpu"]) / args.keys)
        else:
            per_key.append(keyed["keys_cpu"] / args.keys)
    return {
        "name": name,
        "first_frame_ms": round(statistics.median(firsts) * 1000.0, 1),
        "bytes_per_key": statistics.median(sizes),
        "cpu_per_key_ms": round(statistics.median(per_key) * 1000.0, 3),
        "peak_mib": round(max(peaks) / 1024.0, 1),
        "keys": args.keys,
        "runs": args.repeat,
        "cpu_method": args.cpu,
    }


COLUMNS = [
    ("first frame", "first_frame_ms", "ms"),
    ("bytes/key", "bytes_per_key", ""),
    ("cpu/key", "cpu_per_key_ms", "ms"),
    ("peak memory", "peak_mib", "MiB"),
]


def format_table(results):
    """The programs side by side: one row each, one column per measure."""
    header = ["program"] + [title for title, _, _ in COLUMNS]
    rows = []
    for result in results:
        if "error" in result:
            rows.append([result["name"], result["error"]] + [""] * (len(COLUMNS) - 1))
            continue
        row = [result["name"]]
        for _, field, unit in COLUMNS:
            value = result[field]
            text = f"{value:g}" if isinstance(value, (int, float)) else str(value)
            row.append(f"{text} {unit}".strip())
        rows.append(row)
    widths = [max(len(str(line[i])) for line in [header] + rows) for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                 for i, (c, w) in enumerate(zip(cells, widths))) + " |"

    rule = "|" + "|".join("-" * (w + 2) if i == 0 else "-" * (w + 1) + ":" for i, w in enumerate(widths)) + "|"
    return "\n".join([line(header), rule] + [line(r) for r in rows])


def compare(args, env):
    results = []
    for name, ready, stdin, command in args.run:
        stdin_path = None if stdin in ("", "-") else stdin
        print(f"termbench: {name}: {command}", file=sys.stderr, flush=True)
        results.append(measure(name, shlex.split(command), args, ready, env=env, stdin_path=stdin_path))
    print(f"termbench: {args.cols}x{args.rows}, {args.keys} '{args.key}' keys per run, {args.repeat} runs each, "
          f"medians; cpu/key by {args.cpu}")
    print(format_table(results), flush=True)
    for numerator, denominator in args.ratio or []:
        by_name = {r["name"]: r for r in results if "error" not in r}
        if numerator in by_name and denominator in by_name and by_name[denominator]["cpu_per_key_ms"] > 0:
            ratio = by_name[numerator]["cpu_per_key_ms"] / by_name[denominator]["cpu_per_key_ms"]
            print(f"cpu/key {numerator} ÷ {denominator}: {ratio:.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--keys", type=int, default=500)
    parser.add_argument("--key", choices=sorted(KEY_CAPABILITIES), default="down")
    parser.add_argument("--quiet-ms", type=float, default=30.0)
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs with keys (with --cpu rusage: pairs of runs without and with keys)")
    parser.add_argument("--cpu", choices=["schedstat", "rusage"], default="schedstat",
                        help="how CPU per key is measured (see above)")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--ready", default="Item 0", help="text that marks the first frame")
    parser.add_argument("--stdin", help="file given to the program as standard input")
    parser.add_argument("--name", default="program")
    parser.add_argument("--compare", action="store_true", help="measure every --run program, print one table")
    parser.add_argument("--run", action="append", nargs=4, metavar=("NAME", "READY", "STDIN", "COMMAND"),
                        help="a program for --compare (STDIN: a file, or - for none)")
    parser.add_argument("--ratio", action="append", nargs=2, metavar=("NAME", "OVER"),
                        help="with --compare: also print cpu/key of NAME divided by that of OVER")
    parser.add_argument("--json", help="with --compare: write the figures to this file")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    env = {"TERM": os.environ.get("TERM_BENCH", "xterm-256color"), "LANG": "C.UTF-8"}
    if args.compare:
        if not args.run:
            parser.error("--compare needs at least one --run")
        compare(args, env)
        return
    if not args.command:
        parser.error("give the command to run after --")
    command = args.command[1:] if args.command[0] == "--" else args.command
    result = measure(args.name, command, args, args.ready, env=env, stdin_path=args.stdin)
    print(result)


if __name__ == "__main__":
    main()

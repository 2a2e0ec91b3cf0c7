#!/usr/bin/env python3
"""termbench: run a terminal program in a pseudo-terminal and measure what a person's keys cost.

For each program it reports, side by side:
  first frame   time from start until the screen shows --ready text (median of runs)
  start cpu     CPU time (all threads) spent before the first key: start-up, first frame, then
                idle (from /proc/PID/stat; with --cpu rusage, a keyless run's whole CPU), what
                the first frame costs whatever the machine's load
  bytes/key     bytes the program wrote to the terminal per key (median of keys)
  cpu/key       CPU time per key, counted by the kernel for the whole process (every thread it
                ever had, those that ended included). With --cpu stat (the default): the user +
                system time of /proc/PID/stat (the process totals) just before the first key and
                after the last key's frame, divided by N; the median of --repeat runs. With
                --cpu rusage: the time wait4() reports for the finished program in a run with N
                keys, minus the same for a run with none, divided by N; the median of --repeat
                such pairs (the start-up's own variation, milliseconds at a million items, then
                weighs on every key: use many keys). The programs' pairs are taken
                in turns (a round of every program, then the next), so a change in the machine's
                load falls on all of them alike. (Earlier versions summed the
                schedstat of the threads alive at the end, which lost every thread that had
                exited in between: Dispatch's workers come and go, so it under-counted.)
  syscalls/key  with --strace: system calls per key, from `strace -f -c` of a run with N keys
                minus a run with none (every thread); writes/key is the `write` share
  peak memory   VmHWM of the program at the end

Keys are sent one at a time; the next key goes only after the program has answered the previous
one: after a frame end marker (synchronized output, ESC [ ? 2026 l) when the program uses one, or
after its output has been quiet for --quiet-ms otherwise. By default the next key goes as soon as
that answer is in (back to back: the program's caches stay warm). With --key-interval-ms MS each
key goes MS milliseconds after the previous one was sent (its answer still awaited; at once when
the answer took longer), so that every key comes after an idle pause, as a person's keys or a
stream's frames do: a key after 30-50 ms of idle costs more than one sent back to back (cold
caches). The CPU counted over the keys then includes the idle time in between, which costs a
program without timers nothing. --paced NAME MS measures the --run NAME a second time at that
pace, in the same rounds, as a program of its own named "NAME, a key every MS ms".

Several programs side by side in one run (--compare): give each with --run NAME READY STDIN
COMMAND (STDIN may be "-" for none; COMMAND is split as a shell would), e.g.

  termbench.py --compare --strace \
    --run "floor 1M" "Item 0" - ".build/floor 1000000" \
    --run "termcells 1M" "Item 0" - "termcells-demo table --items 1000000" \
    --run "fzf 1M" "1000000/1000000" /tmp/lines "fzf --layout=reverse" --floor "floor 1M"

and one table is printed, with each program's cpu/key as a multiple of the --floor program's;
--json FILE also writes the figures as JSON.

Streaming (--stream NAME RATE SECONDS COMMAND): CPU per streamed line and per frame of a program
that draws lines a background task produces (`termcells-demo live --rate RATE --duration
SECONDS`, or the floor probe, `floor --rate RATE --duration SECONDS`, whose streamed frame is its
key's frame woken by its own timer): the wait4 rusage of the streaming run (every thread it ever
had) minus that of a run
that streams nothing (duration 0), each left running SECONDS + 1 s after its first frame, divided
by the lines (RATE x SECONDS) and by the frames it drew (synchronized-output frame ends counted on
the pty). One such pair per --repeat round, taken in turns with the keyed programs' runs (a round
of every program, then a pair of every stream), so the streams and the keys share the machine's
load; the medians are reported, with each round's figure. --stream-anchor NAME (repeatable) sets
each stream's CPU per frame beside a --run's CPU per key: a stream at 20 lines a second draws a
frame every 50 ms, so the fair anchor is a key at the same pace (--paced NAME 50, anchored by its
name "NAME, a key every 50 ms"), besides the same key sent back to back, e.g.

  termbench.py --compare --keys 1500 \
    --run "table 1M" "Item 0" - "termcells-demo table --items 1000000" --paced "table 1M" 50 \
    --stream "live 20/s" 20 10 "termcells-demo live" \
    --stream-anchor "table 1M" --stream-anchor "table 1M, a key every 50 ms"

Only the Python standard library is used (pty, os, select), and strace for --strace.
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


def process_cpu_seconds(pid):
    """CPU time (user + system) of the whole process so far, from /proc/PID/stat: the kernel's
    total over every thread it ever had, exited ones included (in clock ticks of 10 ms)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        # After the command name: state is field 3, utime field 14, stime field 15.
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def streaming_window(session, seconds, settle=1.0):
    """Reads what `session` writes for `settle` seconds, then for `seconds` more: returns the
    bytes written in the second part, its length and the process's CPU seconds over it."""
    deadline = time.monotonic() + settle
    while time.monotonic() < deadline:
        session.read(deadline - time.monotonic())
    start, cpu = len(session.output), process_cpu_seconds(session.pid)
    began = time.monotonic()
    deadline = began + seconds
    while time.monotonic() < deadline:
        session.read(deadline - time.monotonic())
    return session.output[start:], time.monotonic() - began, process_cpu_seconds(session.pid) - cpu


def cpu_per_up_and_down(session, keys, term):
    """Milliseconds of the process's CPU a key over `keys` keys, 20 Ups and 20 Downs in turns
    (after 20 Ups to move off the end), each answered by a frame before the next."""
    for _ in range(20):
        session.answer(key_bytes("up", term), 30, True)
    before = process_cpu_seconds(session.pid)
    for index in range(keys):
        session.answer(key_bytes("up" if index % 40 < 20 else "down", term), 30, True)
    return (process_cpu_seconds(session.pid) - before) * 1000 / keys


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
        # The whole process group: under strace, the traced program as well as strace.
        try:
            os.killpg(self.pid, signal.SIGTERM)
        except OSError:
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


def strace_counts(path):
    """Calls by syscall name from an `strace -c` summary file."""
    counts = {}
    try:
        with open(path) as f:
            for line in f:
                fields = line.split()
                # % time, seconds, usecs/call, calls, [errors], syscall
                if len(fields) >= 5 and fields[-1] != "total" and fields[3].isdigit():
                    counts[fields[-1]] = int(fields[3])
    except OSError:
        pass
    return counts


def paced_name(name, interval_ms):
    """The name of a --run measured again with a key every `interval_ms` (see --paced)."""
    return f"{name}, a key every {interval_ms:g} ms"


def run_once(argv, args, ready, env, stdin_path, keys, strace_to=None, interval_ms=None):
    """One run: start, wait for the first frame, send `keys` keys, end it; returns its figures.
    Keys go back to back, or each `interval_ms` after the previous one was sent (by default
    --key-interval-ms)."""
    interval = (args.key_interval_ms if interval_ms is None else interval_ms) / 1000.0
    if strace_to:
        argv = ["strace", "-f", "-c", "-o", strace_to, "--"] + argv
    session = Session(argv, args.cols, args.rows, env=env, stdin_path=stdin_path)
    first = session.wait_for(ready, args.timeout)
    if first is None:
        session.close()
        return None
    while session.read(0.2):
        pass
    uses_frames = FRAME_END in session.output
    key = key_bytes(args.key, env["TERM"])
    started_cpu = process_cpu_seconds(session.pid)
    sizes = []
    sent = None
    for _ in range(keys):
        if interval > 0 and sent is not None:
            # Idle until the pace's time, reading whatever the program writes meanwhile.
            while (remaining := sent + interval - time.monotonic()) > 0:
                session.read(remaining)
        sent = time.monotonic()
        sizes.append(session.answer(key, args.quiet_ms, uses_frames))
    ended_cpu = process_cpu_seconds(session.pid)
    peak = peak_kib(session.pid)
    cpu = session.close()
    keys_cpu = ended_cpu - started_cpu if started_cpu is not None and ended_cpu is not None else None
    return {"first": first, "sizes": sizes, "peak": peak, "cpu": cpu, "start_cpu": started_cpu, "keys_cpu": keys_cpu}


def syscalls_per_key(argv, args, ready, env, stdin_path, interval_ms=None):
    """System calls per key by name: strace -f -c of a run with keys minus one without."""
    import tempfile
    with tempfile.TemporaryDirectory() as directory:
        keyed_path, base_path = os.path.join(directory, "keys"), os.path.join(directory, "base")
        if run_once(argv, args, ready, env, stdin_path, args.keys, strace_to=keyed_path, interval_ms=interval_ms) is None:
            return None
        if run_once(argv, args, ready, env, stdin_path, 0, strace_to=base_path) is None:
            return None
        keyed, base = strace_counts(keyed_path), strace_counts(base_path)
    per_key = {name: (calls - base.get(name, 0)) / args.keys for name, calls in keyed.items()}
    return {name: round(value, 2) for name, value in sorted(per_key.items(), key=lambda item: -item[1]) if value > 0.005}


def measure_pair(argv, args, ready, env, stdin_path, samples, interval_ms=None):
    """One measurement added to `samples`: with --cpu stat one run with keys, with --cpu rusage
    a pair of runs (with keys, without); False when the program never showed its first frame."""
    keyed = run_once(argv, args, ready, env, stdin_path, args.keys, interval_ms=interval_ms)
    if keyed is None:
        return False
    samples["firsts"].append(keyed["first"])
    samples["sizes"] += keyed["sizes"]
    samples["peaks"].append(keyed["peak"])
    if args.cpu == "stat" and keyed["keys_cpu"] is not None:
        samples["start_cpu"].append(keyed["start_cpu"])
        samples["per_key"].append(keyed["keys_cpu"] / args.keys)
        return True
    base = run_once(argv, args, ready, env, stdin_path, 0)
    if base is None:
        return False
    samples["firsts"].append(base["first"])
    samples["peaks"].append(base["peak"])
    samples["start_cpu"].append(base["cpu"])
    samples["per_key"].append(max(0.0, keyed["cpu"] - base["cpu"]) / args.keys)
    return True


def summarize(name, samples, args):
    return {
        "name": name,
        "first_frame_ms": round(statistics.median(samples["firsts"]) * 1000.0, 1),
        "start_cpu_ms": round(statistics.median(samples["start_cpu"]) * 1000.0, 1),
        "bytes_per_key": statistics.median(samples["sizes"]),
        "cpu_per_key_ms": round(statistics.median(samples["per_key"]) * 1000.0, 3),
        "cpu_per_key_runs_ms": [round(value * 1000.0, 3) for value in samples["per_key"]],
        "peak_mib": round(max(samples["peaks"]) / 1024.0, 1),
        "keys": args.keys,
        "runs": args.repeat,
    }


def add_syscalls(result, argv, args, ready, env, stdin_path, interval_ms=None):
    calls = syscalls_per_key(argv, args, ready, env, stdin_path, interval_ms)
    if calls is not None:
        result["syscalls_per_key"] = round(sum(calls.values()), 1)
        result["writes_per_key"] = calls.get("write", 0.0)
        result["syscalls_by_name"] = calls


def measure_all(programs, args, env, after_round=None):
    """Every program's pairs of runs, taken in turns (one pair of each program, then the next
    round), so a change in the machine's load falls on all of them alike; `after_round(n)`, when
    given, runs at the end of each round (the streams' pairs)."""
    samples = {name: {"firsts": [], "sizes": [], "peaks": [], "start_cpu": [], "per_key": []} for name, *_ in programs}
    failed = set()
    for round_number in range(args.repeat):
        for name, argv, ready, stdin_path, interval_ms in programs:
            if name in failed:
                continue
            print(f"termbench: {name} (round {round_number + 1} of {args.repeat})", file=sys.stderr, flush=True)
            if not measure_pair(argv, args, ready, env, stdin_path, samples[name], interval_ms):
                failed.add(name)
        if after_round:
            after_round(round_number)
    results = []
    for name, argv, ready, stdin_path, interval_ms in programs:
        if name in failed:
            results.append({"name": name, "error": f"'{ready}' never appeared"})
            continue
        result = summarize(name, samples[name], args)
        result["key_interval_ms"] = args.key_interval_ms if interval_ms is None else interval_ms
        if args.strace:
            add_syscalls(result, argv, args, ready, env, stdin_path, interval_ms)
        results.append(result)
    return results


def measure(name, argv, args, ready, env=None, stdin_path=None):
    return measure_all([(name, argv, ready, stdin_path, None)], args, env)[0]


def stream_pair(rate, seconds, command, args, env):
    """One streaming measurement: a run streaming `seconds` at `rate` and one streaming nothing,
    each left running seconds + 1 s after its first frame. Returns (extra CPU seconds of the
    streaming run, frames it drew), or None when the first frame never appeared."""
    figures = []
    for duration in (seconds, 0):
        argv = shlex.split(command) + ["--rate", str(rate), "--duration", f"{duration:g}"]
        session = Session(argv, args.cols, args.rows, env=env)
        if session.wait_for(args.stream_ready, args.timeout) is None:
            session.close()
            return None
        start = len(session.output)
        deadline = time.monotonic() + seconds + 1.0
        while time.monotonic() < deadline:
            session.read(deadline - time.monotonic())
        frames = session.output[start:].count(FRAME_END)
        figures.append((session.close(), frames))
    (streamed_cpu, frames), (idle_cpu, _) = figures
    return max(0.0, streamed_cpu - idle_cpu), frames


def stream_summary(name, rate, seconds, pairs):
    """The medians of a stream's pairs (see stream_pair)."""
    if not pairs:
        return {"name": name, "error": "the first frame never appeared"}
    lines = rate * seconds
    per_frame = [extra / max(frames, 1) for extra, frames in pairs]
    return {
        "name": name, "rate": rate, "seconds": seconds, "runs": len(pairs),
        "frames": statistics.median(frames for _, frames in pairs),
        "cpu_per_line_us": round(statistics.median(extra for extra, _ in pairs) / lines * 1e6, 2),
        "cpu_per_frame_ms": round(statistics.median(per_frame) * 1000.0, 3),
        "cpu_per_frame_runs_ms": [round(value * 1000.0, 3) for value in per_frame],
        "cpu_per_second_ms": round(statistics.median(extra for extra, _ in pairs) / seconds * 1000.0, 1),
    }


COLUMNS = [
    ("first frame", "first_frame_ms", "ms"),
    ("start cpu", "start_cpu_ms", "ms"),
    ("bytes/key", "bytes_per_key", ""),
    ("cpu/key", "cpu_per_key_ms", "ms"),
    ("× floor", "floor_ratio", ""),
    ("syscalls/key", "syscalls_per_key", ""),
    ("writes/key", "writes_per_key", ""),
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
            value = result.get(field, "–")
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
    programs = [(name, shlex.split(command), ready, None if stdin in ("", "-") else stdin, None)
                for name, ready, stdin, command in args.run or []]
    # Each --paced run measured again at its pace, right after the run itself in every round.
    for paced, interval in args.paced or []:
        base = next((i for i, program in enumerate(programs) if program[0] == paced), None)
        if base is None:
            sys.exit(f"termbench: --paced {paced!r} names no --run")
        name, argv, ready, stdin_path, _ = programs[base]
        programs.insert(base + 1, (paced_name(name, float(interval)), argv, ready, stdin_path, float(interval)))
    stream_specs = [(name, int(rate), float(seconds), command) for name, rate, seconds, command in args.stream or []]
    stream_pairs = {name: [] for name, *_ in stream_specs}
    stream_failed = set()

    def measure_streams(round_number):
        for name, rate, seconds, command in stream_specs:
            if name in stream_failed:
                continue
            print(f"termbench: {name}: {command} at {rate} lines/s (round {round_number + 1} of {args.repeat})",
                  file=sys.stderr, flush=True)
            pair = stream_pair(rate, seconds, command, args, env)
            if pair is None:
                stream_failed.add(name)
            else:
                stream_pairs[name].append(pair)

    load = os.getloadavg()
    results = measure_all(programs, args, env, after_round=measure_streams)
    load_after = os.getloadavg()
    floor = next((r for r in results if r["name"] == args.floor and "error" not in r), None)
    for result in results:
        if floor and "error" not in result and floor["cpu_per_key_ms"] > 0:
            result["floor_ratio"] = f"{result['cpu_per_key_ms'] / floor['cpu_per_key_ms']:.2f}"
    pace = (f"a key every {args.key_interval_ms:g} ms" if args.key_interval_ms > 0 else "keys back to back")
    print(f"termbench: {args.cols}x{args.rows}, {args.keys} '{args.key}' keys per run ({pace} unless named), "
          f"{args.repeat} runs each, "
          f"medians; cpu/key from " + ("/proc/PID/stat process totals over the keys" if args.cpu == "stat"
                                       else "wait4 rusage (run with keys minus run without)")
          + (f"; × floor: cpu/key over '{args.floor}'" if floor else "")
          + f"; load average {load[0]:.1f} at the start, {load_after[0]:.1f} at the end")
    if results:
        print(format_table(results), flush=True)
        for result in results:
            if "syscalls_by_name" in result:
                calls = ", ".join(f"{n} {v:g}" for n, v in result["syscalls_by_name"].items())
                print(f"  {result['name']}: syscalls/key {calls}")
    streams = [stream_summary(name, rate, seconds, stream_pairs[name]) for name, rate, seconds, _ in stream_specs]
    if streams:
        print()
        anchors = [next((r for r in results if r["name"] == name and "error" not in r), None)
                   for name in args.stream_anchor or []]
        print("streaming: wait4 rusage of a run streaming for the seconds given minus a run streaming nothing, "
              "medians of the rounds; cpu/frame runs: each round's figure"
              + "".join(f"; × anchor {i + 1}: cpu/frame over the cpu/key of '{anchor['name']}' "
                        f"({anchor['cpu_per_key_ms']:g} ms)" for i, anchor in enumerate(anchors) if anchor))
        anchor_titles = "".join(f" × anchor {i + 1} |" for i in range(len(anchors)))
        print(f"| streaming | lines/s | frames | cpu/line | cpu/frame | × floor key |{anchor_titles} cpu/second "
              "| cpu/frame runs |")
        print("|---|--:|--:|--:|--:|--:|" + "--:|" * len(anchors) + "--:|--:|")
        for s in streams:
            if "error" in s:
                print(f"| {s['name']} | {s['error']} |" + " |" * (6 + len(anchors)))
                continue
            ratios = []
            for key_program in [floor] + anchors:
                ratio = "–"
                if key_program and key_program["cpu_per_key_ms"] > 0:
                    ratio = f"{s['cpu_per_frame_ms'] / key_program['cpu_per_key_ms']:.2f}"
                    s["frame_over_" + key_program["name"]] = float(ratio)
                ratios.append(ratio)
            runs = ", ".join(f"{value:g}" for value in s["cpu_per_frame_runs_ms"])
            print(f"| {s['name']} | {s['rate']} | {s['frames']:g} | {s['cpu_per_line_us']:g} µs | "
                  f"{s['cpu_per_frame_ms']:g} ms | {' | '.join(ratios)} | {s['cpu_per_second_ms']:g} ms | "
                  f"{runs} ms |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"keys": results, "streaming": streams, "load": [load[0], load_after[0]]}, f, indent=2)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--keys", type=int, default=500)
    parser.add_argument("--key", choices=sorted(KEY_CAPABILITIES), default="down")
    parser.add_argument("--quiet-ms", type=float, default=30.0)
    parser.add_argument("--repeat", type=int, default=3, help="pairs of runs (with keys, without) per program")
    parser.add_argument("--cpu", choices=["stat", "rusage"], default="stat",
                        help="CPU per key from /proc/PID/stat process totals over the keys, or from "
                             "wait4 rusage of a run with keys minus a run without (see above)")
    parser.add_argument("--strace", action="store_true", help="also count system calls per key (strace -f -c)")
    parser.add_argument("--floor", help="with --compare: the --run NAME other programs are divided by")
    parser.add_argument("--stream", action="append", nargs=4, metavar=("NAME", "RATE", "SECONDS", "COMMAND"),
                        help="with --compare: CPU per streamed line of COMMAND --rate RATE --duration SECONDS")
    parser.add_argument("--stream-ready", default="lines", help="text that marks a streaming program's first frame")
    parser.add_argument("--stream-anchor", action="append",
                        help="with --stream: a --run NAME whose cpu/key a streamed frame is compared to (besides "
                             "--floor); repeatable, e.g. the same key back to back and at the stream's pace")
    parser.add_argument("--key-interval-ms", type=float, default=0.0,
                        help="send each key this many ms after the previous one was sent (its answer still "
                             "awaited), so that each comes after idle as a stream's frame does; 0 (the "
                             "default): back to back, each key as soon as the previous frame is out")
    parser.add_argument("--paced", action="append", nargs=2, metavar=("NAME", "MS"),
                        help="with --compare: measure the --run NAME also with a key every MS ms, as a program "
                             "named 'NAME, a key every MS ms' (e.g. 50: the pace of a stream of 20 frames a second)")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--ready", default="Item 0", help="text that marks the first frame")
    parser.add_argument("--stdin", help="file given to the program as standard input")
    parser.add_argument("--name", default="program")
    parser.add_argument("--compare", action="store_true", help="measure every --run program, print one table")
    parser.add_argument("--run", action="append", nargs=4, metavar=("NAME", "READY", "STDIN", "COMMAND"),
                        help="a program for --compare (STDIN: a file, or - for none)")
    parser.add_argument("--json", help="with --compare: write the figures to this file")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    env = {"TERM": os.environ.get("TERM_BENCH", "xterm-256color"), "LANG": "C.UTF-8"}
    if args.compare:
        if not args.run and not args.stream:
            parser.error("--compare needs at least one --run or --stream")
        compare(args, env)
        return
    if not args.command:
        parser.error("give the command to run after --")
    command = args.command[1:] if args.command[0] == "--" else args.command
    result = measure(args.name, command, args, args.ready, env=env, stdin_path=args.stdin)
    print(result)


if __name__ == "__main__":
    main()

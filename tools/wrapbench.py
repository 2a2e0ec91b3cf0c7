#!/usr/bin/env python3
"""wrapbench: the csv demo's wrapped column beside the same table unwrapped, in one run.

Writes a CSV of ROWS rows (default 1,000,000) whose note column holds 0 to 400 characters of
words, then runs `termcells-demo csv FILE` and `termcells-demo csv FILE --wrap note` in a
pseudo-terminal of 100×30, in turns, REPEAT times each, and reports medians of:

- the first screen: from the start to the first frame showing the header;
- CPU a key for Down and for Page Down: the process's CPU (utime + stime from /proc, every
  thread it had) over KEYS keys, each answered (its frame ended) before the next, divided;
- CPU a resize: the window alternating between 100 and 90 columns, each answered, divided;
- peak memory (VmHWM) at the end.

    tools/wrapbench.py --demo PATH [--rows N] [--keys N] [--repeat N] [--json OUT]

Standard-library Python only; reuses termbench's pty session.
"""
import argparse
import fcntl
import json
import os
import random
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

TERM = "xterm-256color"
COLS, ROWS = 100, 30


def write_csv(path, rows):
    rng = random.Random(20261128)
    words = ["moon", "orbit", "ring", "tidal", "locked", "retrograde", "captured", "icy", "crater",
             "plume", "geyser", "resonance", "shepherd", "co-orbital", "trojan", "irregular"]
    with open(path, "w") as out:
        out.write("id,name,note,size\n")
        chunk = []
        for index in range(rows):
            note, length = [], rng.randint(0, 400)
            while sum(len(w) + 1 for w in note) < length:
                note.append(rng.choice(words))
            chunk.append(f"{index + 1},item {index + 1},{' '.join(note)},{rng.randint(1, 99999)}\n")
            if len(chunk) == 10_000:
                out.write("".join(chunk))
                chunk = []
        out.write("".join(chunk))


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def resize(session, cols):
    fcntl.ioctl(session.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, cols, 0, 0))
    os.kill(session.pid, signal.SIGWINCH)
    before = len(session.output)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        session.read(1)
        if termbench.FRAME_END in session.output[before:]:
            while session.read(0.002):
                pass
            return


def run(demo, path, wrapped, keys, rows):
    argv = [demo, "csv", path] + (["--wrap", "note", "--max-lines", "4"] if wrapped else [])
    session = termbench.Session(argv, COLS, ROWS, env={"TERM": TERM, "LANG": "C.UTF-8"})
    first = session.wait_for("id", 30)
    if session.wait_for(f"{rows:,} rows", 120) is None:
        session.close()
        return None
    while session.read(0.2):
        pass
    figures = {"first_screen_ms": (first or 0) * 1000}
    for name in ["down", "pgdn"]:
        key = termbench.key_bytes(name, TERM)
        before = termbench.process_cpu_seconds(session.pid)
        for _ in range(keys):
            session.answer(key, 30, True)
        figures[f"{name}_ms"] = (termbench.process_cpu_seconds(session.pid) - before) * 1000 / keys
        session.answer(termbench.key_bytes("home", TERM), 30, True)
    before = termbench.process_cpu_seconds(session.pid)
    resizes = max(10, keys // 10)
    for index in range(resizes):
        resize(session, COLS - 10 if index % 2 == 0 else COLS)
    figures["resize_ms"] = (termbench.process_cpu_seconds(session.pid) - before) * 1000 / resizes
    figures["peak_mib"] = peak_kib(session.pid) / 1024
    session.close()
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json")
    args = parser.parse_args()
    with tempfile.NamedTemporaryFile(suffix=".csv", delete=False) as handle:
        path = handle.name
    try:
        write_csv(path, args.rows)
        samples = {False: [], True: []}
        for _ in range(args.repeat):
            for wrapped in (False, True):
                figures = run(args.demo, path, wrapped, args.keys, args.rows)
                if figures is None:
                    sys.exit(f"wrapbench: the {'wrapped' if wrapped else 'unwrapped'} table never finished indexing")
                samples[wrapped].append(figures)
    finally:
        os.unlink(path)
    medians = {
        ("wrapped" if wrapped else "unwrapped"): {key: statistics.median(s[key] for s in runs) for key in runs[0]}
        for wrapped, runs in samples.items()
    }
    plain, wrapped = medians["unwrapped"], medians["wrapped"]
    print(f"{'':24}{'unwrapped':>12}{'wrapped':>12}{'ratio':>8}")
    for key, label in [("first_screen_ms", "first screen (ms)"), ("down_ms", "CPU a Down (ms)"),
                       ("pgdn_ms", "CPU a Page Down (ms)"), ("resize_ms", "CPU a resize (ms)"),
                       ("peak_mib", "peak memory (MiB)")]:
        ratio = wrapped[key] / plain[key] if plain[key] else float("nan")
        print(f"{label:24}{plain[key]:12.3f}{wrapped[key]:12.3f}{ratio:8.2f}")
    print(f"wrapped: a resize costs {wrapped['resize_ms'] / wrapped['pgdn_ms']:.2f} Page Downs")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"rows": args.rows, "keys": args.keys, "repeat": args.repeat, "medians": medians}, out, indent=1)


if __name__ == "__main__":
    main()

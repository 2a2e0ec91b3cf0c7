#!/usr/bin/env python3
"""transcriptbench: `termcells-demo chat --interactive` over a transcript of a million messages.

Runs `termcells-demo chat --interactive --messages N` (a `ChatTranscript` of N made-up messages,
then the prompt) in a pseudo-terminal of 100×30 for each N (default 100 and 1,000,000, so the
cost of a long transcript shows beside a short one), REPEAT times in turns, and reports the
medians of:

- first frame: the time from the start of the process to the first frame that shows the
  transcript's end and the status counting its messages;
- a Down key: Esc gives the transcript the focus, then KEYS keys (Up and Down in turns, each
  answered before the next); the process's CPU over them (utime + stime from /proc/PID/stat:
  every thread it had), divided by their number;
- a token appended at RATE words a second: a question whose answer is long enough to stream
  for the whole window (`--answer-words`), streamed from a task through the transcript's reply
  handle; over SECONDS seconds, the CPU a second (and its share of a core), the frames a second
  (synchronized-output frame ends, ESC [ ? 2026 l) and the bytes a frame;
- peak memory (VmHWM) at the end.

    tools/transcriptbench.py --demo PATH [--messages 100,1000000] [--rate 5000] [--seconds S]
                             [--keys N] [--repeat N] [--json OUT]

Standard-library Python only; reuses termbench's pty session.
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

TERM = "xterm-256color"
COLS, ROWS = 100, 30


def run(demo, messages, rate, seconds, keys):
    words = int(rate * (seconds + 5))
    argv = [demo, "chat", "--interactive", "--messages", str(messages), "--tokens-per-second", str(rate),
            "--answer-words", str(words)]
    session = termbench.Session(argv, COLS, ROWS, env={"TERM": TERM, "LANG": "C.UTF-8"})
    try:
        first_frame = session.wait_for(f" {messages} messages", 120)
        if first_frame is None:
            return None
        # The transcript takes the keys.
        session.answer(b"\x1b", 30, True)
        if session.wait_for("· transcript", 10) is None:
            return None
        key_ms = termbench.cpu_per_up_and_down(session, keys, TERM)
        # Back to the prompt, and a question whose answer streams for the whole window.
        session.answer(b"i", 30, True)
        os.write(session.fd, b"how long is a long answer?\r")
        if session.wait_for("answering", 10) is None:
            return None
        written, elapsed, cpu = termbench.streaming_window(session, seconds)
        frames = written.count(termbench.FRAME_END)
        return {
            "first_frame_ms": first_frame * 1000,
            "key_ms": key_ms,
            "cpu_per_second_ms": cpu * 1000 / elapsed,
            "frames_per_second": frames / elapsed,
            "bytes_per_frame": len(written) / max(1, frames),
            "peak_mib": termbench.peak_kib(session.pid) / 1024,
        }
    finally:
        session.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True)
    parser.add_argument("--messages", default="100,1000000")
    parser.add_argument("--rate", type=int, default=5000)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json")
    args = parser.parse_args()
    counts = [int(count) for count in args.messages.split(",")]
    samples = {count: [] for count in counts}
    for _ in range(args.repeat):
        for count in counts:
            figures = run(args.demo, count, args.rate, args.seconds, args.keys)
            if figures is None:
                sys.exit(f"transcriptbench: the chat of {count:,} messages never showed its transcript or answer")
            samples[count].append(figures)
    medians = {count: {key: statistics.median(s[key] for s in runs) for key in runs[0]} for count, runs in samples.items()}
    print(f"100×30, {args.rate:,} words a second for {args.seconds:g} s, {args.keys} keys, medians of {args.repeat}")
    print(f"{'messages':>10}{'first frame':>13}{'Down (ms)':>11}{'CPU/s (ms)':>12}{'core':>7}"
          f"{'frames/s':>10}{'B/frame':>9}{'MiB':>8}")
    for count, figures in medians.items():
        print(f"{count:>10,}{figures['first_frame_ms']:10.0f} ms{figures['key_ms']:11.3f}"
              f"{figures['cpu_per_second_ms']:12.1f}{figures['cpu_per_second_ms'] / 1000:7.1%}"
              f"{figures['frames_per_second']:10.1f}{figures['bytes_per_frame']:9.0f}{figures['peak_mib']:8.1f}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"rate": args.rate, "seconds": args.seconds, "repeat": args.repeat, "keys": args.keys,
                       "medians": {str(count): figures for count, figures in medians.items()}}, out, indent=1)


if __name__ == "__main__":
    main()

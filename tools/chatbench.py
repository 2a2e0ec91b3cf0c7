#!/usr/bin/env python3
"""chatbench: `termcells-demo chat` streaming into a growing message over a long transcript.

Writes a script of MESSAGES messages (default 10,000: questions and answers of a few
paragraphs, some with a code block) whose last answer is long enough to stream for the whole
measurement, and runs `termcells-demo chat SCRIPT --from MESSAGES --tokens-per-second RATE` in a
pseudo-terminal of 100×30 (every message before the last shown at once, the last one streaming)
for each RATE (default 50, 500 and 5,000 words a second), REPEAT times in turns, and reports
the medians over SECONDS seconds of streaming of:

- CPU a second: the process's CPU (utime + stime from /proc/PID/stat: every thread it had)
  over the window, divided by its length;
- bytes a second written to the terminal, and frames a second (synchronized-output frame
  ends, ESC [ ? 2026 l, counted on the pty);
- peak memory (VmHWM) at the end;

beside a key's cost in the same run: the same transcript with nothing streaming, CPU a Down
key over KEYS keys, each answered before the next.

    tools/chatbench.py --demo PATH [--messages N] [--rates 50,500,5000] [--seconds S]
                       [--keys N] [--repeat N] [--json OUT]

Standard-library Python only; reuses termbench's pty session.
"""
import argparse
import json
import os
import random
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

TERM = "xterm-256color"
COLS, ROWS = 100, 30
WORDS = ["orbit", "moon", "ring", "tidal", "cell", "row", "frame", "token", "stream", "terminal",
         "layout", "height", "cursor", "storage", "mapping", "message", "screen", "update"]


def paragraph(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def write_script(path, messages, last_words):
    rng = random.Random(20261128)
    with open(path, "w") as out:
        for index in range(messages - 1):
            if index % 2 == 0:
                out.write(f"user: question {index + 1}: {paragraph(rng, rng.randint(5, 20))}\n\n")
                continue
            parts = [paragraph(rng, rng.randint(20, 60)) for _ in range(rng.randint(1, 3))]
            if index % 7 == 1:
                parts.insert(1, "```\nfor row in rows { print(row.height, row.text) }\n```")
            out.write("assistant:\n" + "\n\n".join(parts) + "\n\n")
        # The last answer streams for the whole measurement at the highest rate.
        out.write("assistant:\n")
        written = 0
        while written < last_words:
            out.write(paragraph(rng, 40) + "\n\n")
            written += 40


def stream(demo, path, messages, rate, seconds):
    argv = [demo, "chat", path, "--from", str(messages), "--tokens-per-second", str(rate)]
    session = termbench.Session(argv, COLS, ROWS, env={"TERM": TERM, "LANG": "C.UTF-8"})
    if session.wait_for("streaming", 60) is None:
        session.close()
        return None
    written, elapsed, cpu = termbench.streaming_window(session, seconds)
    figures = {
        "cpu_per_second_ms": cpu * 1000 / elapsed,
        "bytes_per_second": len(written) / elapsed,
        "frames_per_second": written.count(termbench.FRAME_END) / elapsed,
        "peak_mib": termbench.peak_kib(session.pid) / 1024,
    }
    session.close()
    return figures


def key_cost(demo, path, messages, keys):
    """CPU a Down key over the transcript, nothing streaming (the replay paused at once)."""
    argv = [demo, "chat", path, "--from", str(messages), "--tokens-per-second", "1"]
    session = termbench.Session(argv, COLS, ROWS, env={"TERM": TERM, "LANG": "C.UTF-8"})
    if session.wait_for("streaming", 60) is None:
        session.close()
        return None
    session.answer(b"p", 30, True)
    cost = termbench.cpu_per_up_and_down(session, keys, TERM)
    session.close()
    return cost


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True)
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--rates", default="50,500,5000")
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json")
    args = parser.parse_args()
    rates = [int(rate) for rate in args.rates.split(",")]
    with tempfile.NamedTemporaryFile(suffix=".chat", delete=False) as handle:
        path = handle.name
    try:
        write_script(path, args.messages, int(max(rates) * (args.seconds + 5)))
        samples = {rate: [] for rate in rates}
        keys = []
        for _ in range(args.repeat):
            for rate in rates:
                figures = stream(args.demo, path, args.messages, rate, args.seconds)
                if figures is None:
                    sys.exit(f"chatbench: the chat at {rate} words a second never started streaming")
                samples[rate].append(figures)
            cost = key_cost(args.demo, path, args.messages, args.keys)
            if cost is None:
                sys.exit("chatbench: the chat never showed its transcript")
            keys.append(cost)
    finally:
        os.unlink(path)
    medians = {rate: {key: statistics.median(s[key] for s in runs) for key in runs[0]} for rate, runs in samples.items()}
    key_ms = statistics.median(keys)
    print(f"{args.messages:,} messages, 100×30, {args.seconds:g} s a run, medians of {args.repeat}")
    print(f"{'words/s':>8}{'CPU/s (ms)':>12}{'core':>7}{'KB/s':>9}{'frames/s':>10}{'MiB':>7}")
    for rate, figures in medians.items():
        print(f"{rate:>8}{figures['cpu_per_second_ms']:12.1f}{figures['cpu_per_second_ms'] / 1000:7.1%}"
              f"{figures['bytes_per_second'] / 1000:9.1f}{figures['frames_per_second']:10.1f}{figures['peak_mib']:7.1f}")
    print(f"CPU a Down key over the same transcript: {key_ms:.3f} ms")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"messages": args.messages, "seconds": args.seconds, "repeat": args.repeat, "keys": args.keys,
                       "medians": {str(rate): figures for rate, figures in medians.items()}, "key_ms": key_ms},
                      out, indent=1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""termbench: run a terminal program in a pseudo-terminal and measure what a person's keys cost.

For each program it reports, side by side:
  first frame   time from start until the screen shows --ready text
  bytes/key     bytes the program wrote to the terminal per key (median of keys)
  cpu/key       CPU time (user + system, from /proc/PID/schedstat, ns precision) per key (median)
  peak memory   VmHWM of the program at the end

Keys are sent one at a time; the next key goes only after the program has answered the previous
one: after a frame end marker (synchronized output, ESC [ ? 2026 l) when the program uses one, or
after its output has been quiet for --quiet-ms otherwise.

Only the Python standard library is used (pty, os, select).
"""
import argparse
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import sys
import termios
import time

FRAME_END = b"\x1b[?2026l"
KEYS = {"down": b"\x1b[B", "up": b"\x1b[A", "right": b"\x1b[C", "left": b"\x1b[D", "pgdn": b"\x1b[6~"}


def cpu_ns(pid):
    try:
        with open(f"/proc/{pid}/schedstat") as f:
            return int(f.read().split()[0])
    except OSError:
        return 0


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
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if uses_frames:
                chunk = self.read(timeout)
                if FRAME_END in self.output[before:]:
                    # Drain anything written right after the frame.
                    while self.read(0.002):
                        pass
                    break
            else:
                if not self.read(quiet_ms / 1000.0) and len(self.output) > before:
                    break
        return len(self.output) - before

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


def measure(name, argv, args, ready, env=None, stdin_path=None):
    session = Session(argv, args.cols, args.rows, env=env, stdin_path=stdin_path)
    first = session.wait_for(ready, args.timeout)
    if first is None:
        session.close()
        return {"name": name, "error": f"'{ready}' never appeared"}
    # Let the first screen settle.
    while session.read(0.2):
        pass
    uses_frames = FRAME_END in session.output
    key = KEYS[args.key]
    sizes, cpus = [], []
    for _ in range(args.keys):
        cpu_before = cpu_ns(session.pid)
        sizes.append(session.answer(key, args.quiet_ms, uses_frames))
        cpus.append(cpu_ns(session.pid) - cpu_before)
    peak = peak_kib(session.pid)
    session.close()
    return {
        "name": name,
        "first_frame_ms": first * 1000.0,
        "bytes_per_key": statistics.median(sizes),
        "cpu_per_key_ms": statistics.median(cpus) / 1e6,
        "cpu_mean_ms": statistics.mean(cpus) / 1e6,
        "peak_mib": peak / 1024.0,
        "keys": args.keys,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--keys", type=int, default=500)
    parser.add_argument("--key", choices=sorted(KEYS), default="down")
    parser.add_argument("--quiet-ms", type=float, default=30.0)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--ready", default="Item 0", help="text that marks the first frame")
    parser.add_argument("--stdin", help="file given to the program as standard input")
    parser.add_argument("--name", default="program")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if not args.command:
        parser.error("give the command to run after --")
    command = args.command[1:] if args.command[0] == "--" else args.command
    env = {"TERM": os.environ.get("TERM_BENCH", "xterm-256color"), "LANG": "C.UTF-8"}
    result = measure(args.name, command, args, args.ready, env=env, stdin_path=args.stdin)
    print(result)


if __name__ == "__main__":
    main()

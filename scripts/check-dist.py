#!/usr/bin/env python3
"""Checks `make dist`'s tarball as a user meets it on a machine without a Swift toolchain.

Unpacks the tarball into an empty temporary folder; fails when ldd lists a Swift library (or any
library it cannot find) for a binary, or one found in the toolchain's library folder. Then runs
each command of the demo from the unpacked folder in a pseudo-terminal of 80x24, with
LD_LIBRARY_PATH unset, and waits (with a deadline) for what its screen shows, read through pyte:
hello, table (the header from the template file beside the binary), pick (lines on standard
input, Enter prints the choice), screen Examples/Screens/Mail.screen (the path resolves from the
unpacked folder) and csv (a file written for the check), then table from a copy of the binary
alone (its templates left behind, the header drawn in code); each must then exit with status 0.
Exit status 1, naming each failure, when anything differs.

    check-dist.py TARBALL --toolchain-lib DIR [--hidden DIR]...

--hidden names a folder hidden under an empty mount (scripts/dist.sh hides the toolchain's
library folder and the build folder): it must then be empty, so that the runs prove the
binaries never reach for it.
"""

import argparse
import os
import pty
import select
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
try:
    from pyterep import screen_and_stream
except ImportError:
    sys.exit("check-dist: needs pyte (python3 -m pip install pyte)")

DEADLINE = 10.0
ENTER = b"\r"


class Run:
    """A program in a pseudo-terminal, its screen read through pyte."""

    def __init__(self, argv, cwd, env, stdin_path=None):
        self.screen, self.stream = screen_and_stream(80, 24)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(cwd)
            if stdin_path:
                os.dup2(os.open(stdin_path, os.O_RDONLY), 0)
            os.execve(argv[0], argv, env)
        self.output = bytearray()
        self.status = None

    def pump(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return False
        self.output += chunk
        self.stream.feed(chunk)
        return bool(chunk)

    def text(self):
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, *needles):
        """Whether every needle shows on the screen before the deadline."""
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            if all(needle in self.text() for needle in needles):
                return True
            self.pump(0.05)
        return False

    def send(self, data):
        os.write(self.fd, data)

    def exit_status(self):
        """The exit status once the program ends, None when it outlives the deadline."""
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            self.pump(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
        return None

    def close(self):
        """Ends the program if it still runs; closes the terminal."""
        if self.status is None:
            try:
                os.kill(self.pid, 9)
                os.waitpid(self.pid, 0)
            except OSError:
                pass
        os.close(self.fd)


def check_libraries(binary, toolchain_lib):
    """The problems ldd shows for one binary."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    problems = []
    for line in listing.splitlines():
        if "swift" in line.lower() or "not found" in line or toolchain_lib in line:
            problems.append(f"{os.path.basename(binary)}: ldd lists {line.strip()}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tarball")
    parser.add_argument("--toolchain-lib", required=True, help="the toolchain's runtime library folder")
    parser.add_argument("--hidden", action="append", default=[], help="a folder hidden under an empty mount")
    args = parser.parse_args()

    failures = []
    for folder in args.hidden:
        if os.path.isdir(folder) and os.listdir(folder):
            failures.append(f"{folder} should be hidden but is not empty")

    scratch = tempfile.mkdtemp(prefix="termcells-dist-")
    try:
        with tarfile.open(args.tarball) as archive:
            archive.extractall(scratch, filter="data")
        (folder,) = os.listdir(scratch)
        root = os.path.join(scratch, folder)
        demo = os.path.join(root, "termcells-demo")
        for binary in (demo, os.path.join(root, "termcells-embedding")):
            failures += check_libraries(binary, args.toolchain_lib)

        lines = os.path.join(scratch, "lines.txt")
        with open(lines, "w") as f:
            f.write("alpha\nbeta\ngamma\n")
        table = os.path.join(scratch, "sizes.csv")
        with open(table, "w") as f:
            f.write("name,size\nalpha,1\nbeta,22\n")

        env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
        env.update(TERM="xterm-256color", LANG="C.UTF-8")
        # The binary copied by itself, its templates left behind: the header draws its code design.
        alone = os.path.join(scratch, "alone")
        os.mkdir(alone)
        shutil.copy2(demo, alone)

        # Each: the binary, the arguments, standard input, what the first screen shows, the keys
        # that end the program, and what the screen then shows (pick prints its choice).
        cases = [
            (demo, ["hello"], None, ["TermCells — hello", "Terminal: 80×24"], b"q", None),
            (demo, ["table"], None, ["▌Section 0", "Item 0"], b"q", None),
            (demo, ["pick"], lines, ["3/3", "alpha"], ENTER, "alpha"),
            (demo, ["screen", "Examples/Screens/Mail.screen"], None, ["Focus: folders"], b"q", None),
            (demo, ["csv", table], None, ["2 rows", "beta"], b"q", None),
            (os.path.join(alone, "termcells-demo"), ["table"], None, ["▌Section 0", "Item 0"], b"q", None),
        ]
        for binary, arguments, stdin_path, shown, keys, after in cases:
            label = " ".join(os.path.relpath(a, scratch) if a.startswith(scratch) else a for a in [binary] + arguments)
            run = Run([binary] + arguments, os.path.dirname(binary), env, stdin_path)
            try:
                if not run.wait_for(*shown):
                    failures.append(f"{label}: the screen never showed {shown}:\n{run.text()}")
                    continue
                run.send(keys)
                status = run.exit_status()
                if status != 0:
                    failures.append(f"{label}: exit status {status} after {keys!r}:\n{run.text()}")
                elif after and after.encode() not in run.output.split(b"\x1b[?1049l")[-1]:
                    failures.append(f"{label}: '{after}' was not printed after the screen closed")
                else:
                    print(f"ok: {label}")
            finally:
                run.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    for failure in failures:
        print(f"check-dist: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    hidden = f", with {' and '.join(args.hidden)} hidden" if args.hidden else ""
    print(f"check-dist: {os.path.basename(args.tarball)} runs from an empty folder{hidden}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""soak: long runs of the release demo in a pseudo-terminal, watching resident memory.

1. Scroll soak: `table --items 1000000`, STEPS keys (a mix of Down, Up, PgDn, PgUp, End, Home),
   one at a time, each answered (frame end marker) before the next. VmRSS is read after a
   warm-up of WARMUP keys and at the end; the growth after warm-up must stay under 1 MB.
2. Stream soak: `live --rate 100000 --duration 10 --keep 1000000` streams 1,000,000 lines from a background
   task; the run must end showing every line ("Received 1000000 (done) · Showing 1000000"),
   and the memory per streamed line is reported.
3. Endless preview soak: `pick --preview 'yes {}'` over 2,000 lines, the cursor moved down
   STEPS/500 lines (200 by default), each step waiting for the new line's preview in the
   pane. Each preview keeps 64 KiB and ends its command there: after the last step no `yes`
   may be left running, pick's RSS may grow by at most 2 MB after a warm-up of 20 steps, and
   pick must be idle (under 0.25 s of CPU over 2 s).

4. Chat soak: `chat SCRIPT --height 8 --tokens-per-second 5000` in tmux for CHAT_SECONDS
   (600 by default): answers of 2,000 words streamed inline, each printed to the scrollback when
   it ends and gone from the table. The resident memory may grow by at most 4 MiB between the
   end of the first minute and the end, and the program may use at most a quarter of a core.

5. Endless CSV input: `csv /dev/zero` (one endless line) and `csv - < /dev/urandom` (endless
   random rows) must stop at the stream limit (1 GiB) saying so on the status line, with the
   resident memory at most the limit and 256 MiB more, and exit 1 on q.

Standard-library Python only; reuses termbench's pty session.
"""
import argparse
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def scroll_soak(demo, steps, warmup, seed):
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8"}
    session = termbench.Session([demo, "table", "--items", "1000000"], 80, 24, env=env)
    if session.wait_for("Item 0", 30) is None:
        return False, "the table never showed"
    while session.read(0.2):
        pass
    names = ["down"] * 6 + ["up"] * 2 + ["pgdn", "pgup", "end", "home"]
    keys = {name: termbench.key_bytes(name, env["TERM"]) for name in set(names)}
    rng = random.Random(seed)
    warm = None
    started = time.monotonic()
    for step in range(steps):
        session.answer(keys[rng.choice(names)], 30, True, timeout=2.0)
        if len(session.output) > 1 << 20:
            del session.output[:]
        if step + 1 == warmup:
            warm = rss_kib(session.pid)
    end = rss_kib(session.pid)
    alive = os.waitpid(session.pid, os.WNOHANG)[0] == 0
    session.close()
    growth = end - (warm or end)
    seconds = time.monotonic() - started
    ok = alive and growth < 1024
    return ok, (f"scroll soak: {steps} keys in {seconds:.0f} s, RSS after {warmup} keys {warm} KiB, "
                f"at the end {end} KiB, growth {growth} KiB (limit 1024), alive={alive}")


def tmux_soak_session(name, command):
    """Starts `command` in a 100x10 tmux pane on a server of its own; returns the tmux command
    prefix, a function that reads the pane's text and the pane's first process id."""
    import subprocess
    tmux = ["tmux", "-u", "-L", f"termcells-soak-{name}-{os.getpid()}", "-f", "/dev/null"]
    subprocess.run(tmux + ["new-session", "-d", "-x", "100", "-y", "10", "-s", "soak", command], check=True)
    subprocess.run(tmux + ["set-option", "-t", "soak", "status", "off"], capture_output=True)

    def screen():
        return subprocess.run(tmux + ["capture-pane", "-p", "-t", "soak"], capture_output=True, text=True).stdout

    pane = int(subprocess.run(tmux + ["display-message", "-p", "-t", "soak", "#{pane_pid}"],
                              capture_output=True, text=True).stdout.strip() or 0)
    return tmux, screen, pane


def stream_soak(demo):
    """Runs in tmux, because the status line is checked as the screen shows it: ncurses sends
    only the characters that changed, so the byte stream never holds the whole line."""
    import subprocess
    command = f"LANG=C.UTF-8 TERM=xterm-256color exec {demo} live --rate 100000 --duration 10 --keep 1000000"
    tmux, screen, pid = tmux_soak_session("live", command)
    try:
        started = time.monotonic()
        while "Received" not in screen() and time.monotonic() - started < 30:
            time.sleep(0.05)
        start = rss_kib(pid)
        done = None
        while time.monotonic() - started < 120:
            if "Received 1000000 (done) \xb7 Showing 1000000" in screen():
                done = time.monotonic() - started
                break
            time.sleep(0.1)
        end = rss_kib(pid)
        last = [line for line in screen().splitlines() if "Received" in line]
    finally:
        subprocess.run(tmux + ["kill-session", "-t", "soak"], capture_output=True)
        subprocess.run(tmux + ["kill-server"], capture_output=True)
    if done is None:
        return False, f"stream soak: the stream did not finish showing 1,000,000 lines (last: {last[-1:]})"
    per_line = (end - start) * 1024 / 1_000_000
    return True, (f"stream soak: 1,000,000 lines streamed and shown in {done:.1f} s, RSS {start} -> {end} KiB, "
                  f"{per_line:.0f} bytes per line")


def chat_soak(demo, seconds, rate=5000, answer_words=2000):
    """Streams answers inline for `seconds`; memory and CPU must stay flat (see the docstring)."""
    import subprocess
    import tempfile
    import chatbench
    rng = random.Random(20261128)
    messages = rate * (seconds + 60) // answer_words + 2
    with tempfile.NamedTemporaryFile("w", suffix=".chat", delete=False) as script:
        for index in range(messages):
            script.write(f"user: question {index + 1}\n\nassistant:\n")
            for _ in range(answer_words // 40):
                script.write(chatbench.paragraph(rng, 40) + "\n\n")
    command = (f"LANG=C.UTF-8 TERM=xterm-256color exec {demo} chat {script.name} --height 8 "
               f"--tokens-per-second {rate}")
    tmux, screen, pid = tmux_soak_session("chat", command)
    try:
        started = time.monotonic()
        while "streaming" not in screen() and time.monotonic() - started < 60:
            time.sleep(0.1)
        time.sleep(60)
        warm, cpu = rss_kib(pid), termbench.process_cpu_seconds(pid)
        measured = time.monotonic()
        while time.monotonic() - started < seconds:
            time.sleep(1)
        end = rss_kib(pid)
        core = (termbench.process_cpu_seconds(pid) - cpu) / (time.monotonic() - measured)
        shown = [line for line in screen().splitlines() if "message" in line]
    finally:
        subprocess.run(tmux + ["kill-session", "-t", "soak"], capture_output=True)
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        os.unlink(script.name)
    detail = (f"chat soak: {seconds} s inline at {rate} words a second, RSS {warm} -> {end} KiB after the first "
              f"minute, {core:.1%} of a core ({shown[-1:]})")
    return end - warm <= 4096 and core <= 0.25, detail


def csv_endless_soak(demo, source, label):
    """Runs `csv SOURCE` (a shell redirection allowed) in tmux until the status line says it
    stopped at the limit, sampling resident memory all along."""
    import subprocess
    command = f"LANG=C.UTF-8 TERM=xterm-256color {demo} csv {source}; echo exit=$?; sleep 30"
    tmux, screen, shell = tmux_soak_session("csv", command)
    limit_kib = 1 << 20
    margin_kib = 256 << 10
    try:
        started = time.monotonic()
        pid = None
        while pid is None and time.monotonic() - started < 10:
            children = subprocess.run(["pgrep", "-P", str(shell)], capture_output=True, text=True).stdout.split()
            pid = int(children[0]) if children else None
            time.sleep(0.05)
        peak = 0
        stopped = None
        while pid and time.monotonic() - started < 300:
            peak = max(peak, rss_kib(pid))
            if "stopped at the 1 GiB limit" in screen():
                stopped = time.monotonic() - started
                break
            time.sleep(0.1)
        if stopped is not None:
            peak = max(peak, rss_kib(pid))
            subprocess.run(tmux + ["send-keys", "-t", "soak", "q"], capture_output=True)
        exited = None
        while stopped is not None and time.monotonic() - started < 330:
            if "exit=" in screen():
                exited = screen().split("exit=")[1].split()[0]
                break
            time.sleep(0.1)
    finally:
        subprocess.run(tmux + ["kill-session", "-t", "soak"], capture_output=True)
        subprocess.run(tmux + ["kill-server"], capture_output=True)
    if stopped is None:
        return False, f"csv {label}: never said it stopped at the 1 GiB limit (peak RSS {peak} KiB)"
    ok = peak <= limit_kib + margin_kib and exited == "1"
    return ok, (f"csv {label}: stopped at the 1 GiB limit after {stopped:.1f} s, peak RSS {peak} KiB "
                f"(limit {limit_kib + margin_kib}), exit status {exited} (expected 1)")


def preview_soak(demo, steps, warmup=20):
    """Runs in tmux, as the stream soak does: the pane is checked as the screen shows it."""
    import subprocess
    socket = f"termcells-soak-preview-{os.getpid()}"
    tmux = ["tmux", "-u", "-L", socket, "-f", "/dev/null"]
    command = f"seq 1 2000 | LANG=C.UTF-8 TERM=xterm-256color {demo} pick --preview 'yes {{}}'"
    subprocess.run(tmux + ["new-session", "-d", "-x", "80", "-y", "20", "-s", "soak", command], check=True)
    subprocess.run(tmux + ["set-option", "-t", "soak", "status", "off"], capture_output=True)

    def screen():
        return subprocess.run(tmux + ["capture-pane", "-p", "-t", "soak"], capture_output=True, text=True).stdout

    def shows_preview_of(number):
        lines = [line.rstrip() for line in screen().splitlines()]
        return (any(line.startswith(f"\u258c  {number} ") for line in lines)
                and any(line.endswith(f"\u2502 {number}") for line in lines))

    def wait_for_preview(number, timeout=10):
        deadline = time.monotonic() + timeout
        while not shows_preview_of(number):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True

    def processes(name, session):
        found = []
        for entry in os.listdir("/proc"):
            try:
                with open(f"/proc/{entry}/stat") as f:
                    stat = f.read()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            if stat[stat.index("(") + 1:stat.rindex(")")] == name and fields[0] != "Z" and int(fields[3]) == session:
                found.append(int(entry))
        return found

    def cpu_ticks(pid):
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    try:
        pane = int(subprocess.run(tmux + ["display-message", "-p", "-t", "soak", "#{pane_pid}"],
                                  capture_output=True, text=True).stdout.strip() or 0)
        if not wait_for_preview(1, 30):
            return False, "preview soak: the first preview never showed"
        pick = processes("termcells-demo", pane)
        if len(pick) != 1:
            return False, f"preview soak: pick not found in the pane's session ({pick})"
        pid = pick[0]
        started = time.monotonic()
        warm = None
        for step in range(1, steps + 1):
            subprocess.run(tmux + ["send-keys", "-t", "soak", "Down"], capture_output=True)
            if not wait_for_preview(step + 1):
                return False, f"preview soak: the preview of line {step + 1} never showed"
            if step == warmup:
                warm = rss_kib(pid)
        seconds = time.monotonic() - started
        end = rss_kib(pid)
        deadline = time.monotonic() + 10
        while processes("yes", pane) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = processes("yes", pane)
        before = cpu_ticks(pid)
        time.sleep(2)
        idle = cpu_ticks(pid) - before
    finally:
        subprocess.run(tmux + ["kill-session", "-t", "soak"], capture_output=True)
        subprocess.run(tmux + ["kill-server"], capture_output=True)
    growth = end - (warm or end)
    hertz = os.sysconf("SC_CLK_TCK")
    ok = not left and growth < 2048 and idle < hertz / 4
    return ok, (f"preview soak: {steps} endless previews in {seconds:.0f} s, RSS after {warmup} {warm} KiB, "
                f"at the end {end} KiB, growth {growth} KiB (limit 2048), `yes` left running: {len(left)}, "
                f"CPU over 2 s idle: {idle / hertz:.2f} s (limit 0.25)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True)
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--warmup", type=int, default=5_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chat-seconds", type=int, default=600)
    args = parser.parse_args()
    results = [
        scroll_soak(args.demo, args.steps, args.warmup, args.seed),
        stream_soak(args.demo),
        csv_endless_soak(args.demo, "/dev/zero", "/dev/zero"),
        csv_endless_soak(args.demo, "- < /dev/urandom", "- < /dev/urandom"),
        preview_soak(args.demo, max(40, args.steps // 500)),
        chat_soak(args.demo, args.chat_seconds),
    ]
    for ok, line in results:
        print(("PASS " if ok else "FAIL ") + line)
    passed = sum(1 for ok, _ in results if ok)
    print(f"soak: {passed} passed, {len(results) - passed} failed")
    sys.exit(0 if passed == len(results) else 1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""imagebench: the images demo's grid over 10,000 pictures, beside chafa's and timg's grids.

Runs `termcells-demo images --generated N` and `termcells-demo images DIR` (DIR: a folder of N
small PNG and JPEG files this script writes once into a cache folder) in a pseudo-terminal of
100×30 (TERM=xterm-256color, COLORTERM=truecolor: 24-bit colour for every program), once for
each way of drawing images it is given (TERMCELLS_IMAGES=NAME; PROTOCOLS below), and reads the
screen through pyte (tools/pyterep.py). For each it reports:

  first full screen  time from the spawn until the screen shows the grid with no decoding
                     placeholder left (`⋯` in an image's middle row while it decodes): the read
                     time of the frame end (synchronized output, ESC [ ? 2026 l) after which the
                     screen first holds every visible image. The bytes are parsed once the
                     output has been quiet for --quiet-ms, so parsing never delays a read
                     (median of every run)
  CPU to it          the process's CPU at that screen (see process_cpu: every thread it had,
                     exited ones included, in nanoseconds; what wait4 reports at its end); the
                     rusage of the runs ended there by SIGTERM, their exit included, goes to the
                     JSON
  written to it      bytes written to the terminal until then
  CPU a Page Down    a run with --keys Page Downs (50), each sent once the previous one's
                     images are all shown and the status names the new cursor, the process's
                     CPU over the keys; minus the CPU of a run left idle as long after its first
                     screen; divided by the keys (median of the rounds). Two checks go to the
                     JSON: the two runs' whole wait4 rusage (their start-ups' variation falls on
                     the keys) and /proc/PID/stat over the keys (10 ms ticks)
  Page Down to all shown  from the key to the frame end that shows the page's every image
                     (median over the keys of all rounds; the slowest goes to the JSON)
  written a Page Down     bytes a key, every frame until the next key (median of the rounds)
  peak memory        VmHWM after the Page Downs: the target is at most 160 MiB (TARGET_MIB);
                     the report says so when a run exceeds it

Each round runs every program --first-runs times (at least 3: the runs ended at their first
screen, the keyed run, the idle run), then the peers.

The peers, on the same folder, each put one screen of thumbnails on the same 100×30
pseudo-terminal: the folder's first files, as many as one screen of the demo shows and in the
demo's grid of columns and rows, in symbol mode (chafa `-f symbols` with the demo's symbols,
half and quarter blocks; timg `-pq`, quarter blocks), with the file names under or over the
pictures as the demo's captions are. For each: the time from the spawn to its last byte, its CPU
and peak memory (wait4's rusage of the finished process) and the bytes it wrote (medians of
--first-runs runs a round). chafa's terminal probe and timg's query of the background colour are
off (`--probe=off`, `-b none`): no terminal answers them in a pseudo-terminal, and they would wait
5 s and 1.5 s for one (the pictures are opaque: no background shows). chafa needs --grid (1.14
and later; Debian 12 has 1.12): an older one is left out, and the report says so. Each peer's
exact command line goes to the JSON and the table.

    tools/imagebench.py --demo PATH/termcells-demo [--chafa PATH] [--timg PATH] [--count 10000]
        [--keys 50] [--repeat 3] [--first-runs 3] [--protocols blocks,none,kitty,kitty-placements,sixel,iterm2]
        [--folder-protocols blocks,sixel] [--cache DIR]
        [--json FILE]

Standard-library Python, pyte (pip install pyte) for the screen, and ImageMagick's `mogrify`
(when installed) to make every other file of the folder a JPEG; the folder is made once and kept
in --cache (default ~/.cache/termcells-bench).
"""
import argparse
import bisect
import json
import os
import re
import shlex
import select
import shutil
import statistics
import subprocess
import sys
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import termbench  # noqa: E402

try:
    import pyterep  # noqa: E402
except ImportError:
    sys.exit("imagebench: needs pyte (pip install pyte) to read the screen")

# The TERMCELLS_IMAGES values the demo is measured with: "blocks" (chafa's symbols in colour),
# "none" (the alt text: the grid without pictures), "kitty" (the kitty graphics protocol: a PNG
# upload once an image, APC `ESC _ G … ESC \`, and Unicode placeholder cells), "kitty-placements"
# (the same uploads, each placed over marked cells after the frame's text), "sixel" (DEC
# sixel, DCS `ESC P … q … ESC \`, after each frame's text for its new placements) and "iterm2"
# (OSC 1337 File=, as sixel is). The generated pictures are drawn in every one; the folder, whose
# runs are long (its listing), in FOLDER_PROTOCOLS (--folder-protocols): blocks and one protocol
# in pixels, to keep a run of the benchmark within minutes.
PROTOCOLS = ["blocks", "none", "kitty", "kitty-placements", "sixel", "iterm2"]
FOLDER_PROTOCOLS = ["blocks", "sixel"]
PLACEHOLDER = "⋯"
TARGET_MIB = 160
COLS, ROWS = 100, 30
ENV = {"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
# The folder's pictures: 192×128 pixels, every other one a JPEG.
WIDTH, HEIGHT = 192, 128
FOLDER_VERSION = 1
NAME = re.compile(r"(?:image|img)-\d{5}(?:\.(?:png|jpg))?")


def process_cpu(pid):
    """CPU seconds of the whole process so far, every thread it ever had (exited ones included):
    its CPU-time clock (clock_gettime of the clock clock_getcpuclockid gives for `pid`, made here
    as Linux makes it: ~pid << 3 | CPUCLOCK_SCHED), in nanoseconds where /proc/PID/stat counts in
    10 ms ticks; what wait4's rusage says at its end. /proc/PID/stat where the clock cannot be read."""
    try:
        return time.clock_gettime(((~pid) << 3) | 2)
    except OSError:
        return termbench.process_cpu_seconds(pid)


# ---- the folder of pictures -------------------------------------------------------------------

def rgb(hue, value):
    """A colour of full saturation from its hue (0 to 1) and value, as bytes."""
    sector = (hue % 1.0) * 6
    rising = sector - int(sector)
    r, g, b = [(1, rising, 0), (1 - rising, 1, 0), (0, 1, rising),
               (0, 1 - rising, 1), (rising, 0, 1), (1, 0, 1 - rising)][int(sector) % 6]
    return bytes(round(c * value * 255) for c in (r, g, b))


def picture(index):
    """Picture `index`'s rows of RGB bytes: a sky of one hue fading to another, a sun of a
    third (its place and size from the index) and striped ground of a fourth, hues a golden
    angle apart from one picture to the next, so that no two are alike."""
    hue = (index * 0.61803398875) % 1.0
    top, bottom, sun = rgb(hue, 0.95), rgb(hue + 0.25, 0.45), rgb(hue + 0.5, 1.0)
    ground = (rgb(hue + 0.75, 0.6), rgb(hue + 0.75, 0.4))
    cx, cy = WIDTH * (0.2 + (index % 7) * 0.1), HEIGHT * (0.25 + (index % 3) * 0.1)
    radius = HEIGHT * (0.12 + (index % 5) * 0.03)
    horizon = int(HEIGHT * 0.72)
    rows = []
    for y in range(HEIGHT):
        if y >= horizon:
            rows.append(ground[(y // 4) % 2] * WIDTH)
            continue
        f = y / (horizon - 1)
        sky = bytes(round(t * (1 - f) + b * f) for t, b in zip(top, bottom))
        dy = y - cy
        if abs(dy) < radius:
            half = int((radius * radius - dy * dy) ** 0.5)
            left, right = max(0, int(cx) - half), min(WIDTH, int(cx) + half)
            rows.append(sky * left + sun * (right - left) + sky * (WIDTH - right))
        else:
            rows.append(sky * WIDTH)
    return rows


def png(rows):
    """A PNG file of RGB rows (8 bits a channel, no filter), written with zlib alone."""
    def chunk(kind, data):
        return (len(data).to_bytes(4, "big") + kind + data
                + (zlib.crc32(kind + data) & 0xFFFFFFFF).to_bytes(4, "big"))
    header = WIDTH.to_bytes(4, "big") + HEIGHT.to_bytes(4, "big") + bytes([8, 2, 0, 0, 0])
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def imagemagick():
    """ImageMagick's mogrify, when it is installed (and is ImageMagick)."""
    path = shutil.which("mogrify")
    if not path:
        return None
    try:
        version = subprocess.run([path, "-version"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return path if "ImageMagick" in version else None


def make_folder(cache, count):
    """The folder of `count` pictures, made once: img-00001.png, img-00002.jpg, … (every other
    one a JPEG of quality 85 when ImageMagick's mogrify is installed, else all PNG). Returns its
    path and what it holds."""
    mogrify = imagemagick()
    folder = os.path.join(cache, f"images-{count}-v{FOLDER_VERSION}-{'png+jpeg' if mogrify else 'png'}")
    manifest = os.path.join(folder, "manifest.json")
    try:
        with open(manifest) as f:
            return folder, json.load(f)
    except (OSError, ValueError):
        pass
    print(f"imagebench: writing {count:,} pictures into {folder} (once)", file=sys.stderr, flush=True)
    started = time.monotonic()
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    jpegs = []
    for index in range(count):
        name = f"img-{index + 1:05d}"
        with open(os.path.join(folder, name + ".png"), "wb") as f:
            f.write(png(picture(index)))
        if mogrify and index % 2 == 1:
            jpegs.append(name)
    for start in range(0, len(jpegs), 500):
        batch = jpegs[start:start + 500]
        subprocess.run([mogrify, "-format", "jpg", "-quality", "85"] + [name + ".png" for name in batch],
                       cwd=folder, check=True)
        for name in batch:
            os.remove(os.path.join(folder, name + ".png"))
    files = sorted(name for name in os.listdir(folder) if name.endswith((".png", ".jpg")))
    contents = {
        "files": len(files),
        "png": sum(name.endswith(".png") for name in files),
        "jpeg": sum(name.endswith(".jpg") for name in files),
        "pixels": [WIDTH, HEIGHT],
        "bytes": sum(os.path.getsize(os.path.join(folder, name)) for name in files),
    }
    with open(manifest, "w") as f:
        json.dump(contents, f, indent=1)
    print(f"imagebench: {contents['png']:,} PNG and {contents['jpeg']:,} JPEG files, "
          f"{contents['bytes'] / 1e6:.1f} MB, in {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    return folder, contents


# ---- the screen -------------------------------------------------------------------------------

class StringFilter:
    """Drops the control strings — DCS (sixel), OSC (iTerm2's images, titles), APC (kitty's
    graphics), PM and SOS: `ESC P`, `ESC ]`, `ESC _`, `ESC ^`, `ESC X` up to ST (`ESC \\`), or BEL
    for an OSC — from bytes fed in pieces, a string may straddle two. pyte reads an OSC to its end
    but takes `ESC P`, `ESC _`… for two-byte escapes and would draw a sixel's or a PNG's payload as
    text over the screen. Counts the bytes it drops (the images' bytes, but for a few of titles);
    the bytes written are counted raw, before this."""

    STARTS = b"P]_^X"

    def __init__(self):
        self.inside = None      # the introducer's byte inside a string
        self.tail = b""         # an ESC at the end of a piece, its next byte not read yet
        self.dropped = 0

    def filter(self, data):
        data = self.tail + bytes(data)
        self.tail = b""
        out, i, n = [], 0, len(data)
        while i < n:
            if self.inside is None:
                j = data.find(b"\x1b", i)
                if j < 0:
                    out.append(data[i:])
                    break
                if j + 1 == n:
                    out.append(data[i:j])
                    self.tail = data[j:]
                    break
                if data[j + 1] in self.STARTS:
                    out.append(data[i:j])
                    self.inside = data[j + 1]
                    self.dropped += 2
                    i = j + 2
                else:
                    out.append(data[i:j + 1])
                    i = j + 1
            else:
                end, length = data.find(b"\x1b\\", i), 2
                if self.inside == ord("]"):
                    bell = data.find(b"\x07", i)
                    if bell >= 0 and (end < 0 or bell < end):
                        end, length = bell, 1
                if end < 0:
                    last = n - 1 if data.endswith(b"\x1b") else n
                    self.tail = data[last:]
                    self.dropped += last - i
                    break
                self.dropped += end + length - i
                self.inside = None
                i = end + length
        return b"".join(out)


class Screen:
    """A program in a pseudo-terminal and the screen it draws. Reading only reads (and notes each
    chunk's time); the bytes are parsed into the screen afterwards, a frame at a time, so the
    times are those the bytes were read at, whatever parsing costs."""

    def __init__(self, argv, env):
        self.session = termbench.Session(argv, COLS, ROWS, env=env)
        self.screen, self.stream = pyterep.screen_and_stream(COLS, ROWS)
        self.strings = StringFilter()
        self.fed = 0
        self.read_times, self.read_ends = [], []

    @property
    def output(self):
        return self.session.output

    def read(self, timeout):
        chunk = self.session.read(timeout)
        if chunk:
            self.read_times.append(time.monotonic())
            self.read_ends.append(len(self.session.output))
        return chunk

    def read_until_quiet(self, quiet, deadline):
        """Reads until nothing comes for `quiet` seconds, or the deadline."""
        while (left := deadline - time.monotonic()) > 0:
            if not self.read(min(quiet, left)):
                return

    def read_time(self, offset):
        """When the byte before `offset` was read."""
        return self.read_times[bisect.bisect_left(self.read_ends, offset)]

    def frame_where(self, test):
        """Parses what was read and not yet parsed, a frame at a time, until `test(lines)`
        holds at a frame's end; returns that frame end's offset, or None (all parsed)."""
        output = self.session.output
        while self.fed < len(output):
            end = output.find(termbench.FRAME_END, self.fed)
            if end < 0:
                self.stream.feed(self.strings.filter(output[self.fed:]))
                self.fed = len(output)
                return None
            end += len(termbench.FRAME_END)
            self.stream.feed(self.strings.filter(output[self.fed:end]))
            self.fed = end
            if test(self.screen.display):
                return end
        return None

    def catch_up(self):
        self.frame_where(lambda lines: False)

    def wait_for(self, test, quiet, timeout):
        """The offset of the first frame end after which `test` holds, reading until it does
        (parsing each time the output goes quiet); None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            self.read_until_quiet(quiet, deadline)
            found = self.frame_where(test)
            if found is not None:
                return found
            if time.monotonic() >= deadline:
                return None

    def close(self):
        return self.session.close()


def placeholders(lines):
    return sum(line.count(PLACEHOLDER) for line in lines)


def status(lines):
    """The demo's status row: "N of COUNT · name"."""
    return lines[ROWS - 2]


def full_screen(count):
    """Whether the demo's grid is drawn with every visible image: its title, its status, and no
    placeholder."""
    def test(lines):
        return "TermCells — images" in lines[0] and f" of {count}" in status(lines) and not placeholders(lines)
    return test


def shown_names(lines):
    """The names of the images on screen, by row (a caption, or the alt text's name)."""
    rows = [[] for _ in lines]
    seen = set()
    for number, line in enumerate(lines[1:ROWS - 2], start=1):
        for name in NAME.findall(line):
            if name not in seen:
                seen.add(name)
                rows[number].append(name)
    return [row for row in rows if row]


# ---- the demo ---------------------------------------------------------------------------------

def first_screen(program, args):
    """A run to its first full screen: (its figures, the open Screen), or (None, None)."""
    screen = Screen(program["argv"], dict(ENV, TERMCELLS_IMAGES=program["protocol"]))
    end = screen.wait_for(full_screen(args.count), args.quiet_ms / 1000, args.timeout)
    if end is None:
        print(f"imagebench: {program['name']}: no full screen in {args.timeout:g} s "
              f"({placeholders(screen.screen.display)} placeholders left)", file=sys.stderr)
        screen.close()
        return None, None
    cpu = process_cpu(screen.session.pid)
    image_bytes = screen.strings.dropped
    screen.catch_up()
    rows = shown_names(screen.screen.display)
    figures = {
        "first_ms": (screen.read_time(end) - screen.session.started) * 1000,
        "first_cpu_ms": cpu * 1000 if cpu is not None else None,
        "first_bytes": end,
        "first_string_bytes": image_bytes,
        "shown": sum(len(row) for row in rows),
        "grid": [max((len(row) for row in rows), default=0), len(rows)],
    }
    return figures, screen


def page_downs(screen, program, args):
    """--keys Page Downs, each once the last one's images are all shown and the status names the
    new cursor. Returns the keys' bytes and latencies, how long they took, their CPU by
    /proc/PID/stat (a check on the rusage pairs) and the peak memory after them, or None."""
    key = termbench.key_bytes("pgdn", ENV["TERM"])
    quiet = args.quiet_ms / 1000
    test_all = full_screen(args.count)
    pid = screen.session.pid
    screen.read_until_quiet(quiet, time.monotonic() + args.timeout)
    screen.catch_up()
    latencies, sizes, string_sizes = [], [], []
    started, cpu_before, stat_before = time.monotonic(), process_cpu(pid), termbench.process_cpu_seconds(pid)
    for _ in range(args.keys):
        before_status, before_bytes = status(screen.screen.display), len(screen.output)
        before_strings = screen.strings.dropped
        sent = time.monotonic()
        os.write(screen.session.fd, key)
        end = screen.wait_for(lambda lines: status(lines) != before_status and test_all(lines), quiet, args.timeout)
        if end is None:
            print(f"imagebench: {program['name']}: a Page Down's images never all showed "
                  f"({placeholders(screen.screen.display)} placeholders left)", file=sys.stderr)
            return None
        latencies.append((screen.read_time(end) - sent) * 1000)
        screen.catch_up()
        sizes.append(len(screen.output) - before_bytes)
        string_sizes.append(screen.strings.dropped - before_strings)
    return {
        "keys_seconds": time.monotonic() - started,
        "keys_cpu_ms": (process_cpu(pid) - cpu_before) * 1000,
        "stat_keys_cpu_ms": (termbench.process_cpu_seconds(pid) - stat_before) * 1000,
        "pgdn_bytes": sum(sizes) / len(sizes),
        "pgdn_string_bytes": sum(string_sizes) / len(string_sizes),
        "pgdn_latencies_ms": latencies,
        "peak_kib": termbench.peak_kib(pid),
    }


def idle(screen, seconds, quiet, timeout):
    """Leaves the program alone for `seconds` after its first screen is quiet, reading; returns
    its CPU seconds over them."""
    screen.read_until_quiet(quiet, time.monotonic() + timeout)
    before = process_cpu(screen.session.pid)
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        screen.read(left)
    return process_cpu(screen.session.pid) - before


def measure_round(program, args, firsts, keyed):
    """One round of a program: --first-runs minus 2 runs to their first full screen; a run with
    --keys Page Downs; a run left idle as long as those keys took. Every run gives its first
    screen's figures."""
    for _ in range(max(1, args.first_runs - 2)):
        figures, screen = first_screen(program, args)
        if figures:
            figures["rusage_cpu_ms"] = screen.close() * 1000
            firsts.append(figures)
    figures, screen = first_screen(program, args)
    if not figures:
        return
    keys = page_downs(screen, program, args)
    keyed_total = screen.close()
    firsts.append(figures)
    if not keys:
        return
    figures, screen = first_screen(program, args)
    if not figures:
        return
    idle_cpu = idle(screen, keys["keys_seconds"], args.quiet_ms / 1000, args.timeout)
    idle_total = screen.close()
    firsts.append(figures)
    keys.update({
        "idle_cpu_ms": idle_cpu * 1000,
        "pgdn_cpu_ms": max(0.0, keys["keys_cpu_ms"] - idle_cpu * 1000) / args.keys,
        # The same by wait4: the keyed run's whole rusage minus the idle run's (their start-ups'
        # own variation, tens of milliseconds with a folder to list, falls on the keys), and by
        # /proc/PID/stat over the keys (10 ms ticks): checks on the clock.
        "rusage_pgdn_cpu_ms": (keyed_total - idle_total) * 1000 / args.keys,
        "stat_pgdn_cpu_ms": keys["stat_keys_cpu_ms"] / args.keys,
    })
    print(f"imagebench: {program['name']}: CPU a Page Down {keys['pgdn_cpu_ms']:.3f} ms (keys minus idle by the "
          f"process's CPU clock), {keys['rusage_pgdn_cpu_ms']:.3f} ms (wait4 of the runs), "
          f"{keys['stat_pgdn_cpu_ms']:.3f} ms (/proc/PID/stat over the keys); peak {keys['peak_kib'] / 1024:.1f} MiB; "
          f"load {os.getloadavg()[0]:.2f}", file=sys.stderr, flush=True)
    keyed.append(keys)


def demo_programs(args, folder):
    programs = []
    for source in ("generated", "folder"):
        for protocol in (args.protocols if source == "generated" else args.folder_protocols):
            if source == "generated":
                argv = [args.demo, "images", "--generated", str(args.count)]
                command = f"images --generated {args.count}"
            else:
                argv = [args.demo, "images", folder]
                command = "images DIR"
            programs.append({"name": f"{command}, {protocol}", "source": source, "protocol": protocol,
                             "argv": argv, "command": f"TERMCELLS_IMAGES={protocol} termcells-demo {command}"})
    return programs


def summarize_demo(program, firsts, keyed):
    row = {key: program[key] for key in ("name", "source", "protocol", "command")}
    if not firsts or not keyed:
        row["error"] = "failed"
        return row
    peaks = [run["peak_kib"] / 1024 for run in keyed]
    row.update({
        "first_runs": len(firsts), "keyed_runs": len(keyed),
        "first_frame_ms": round(statistics.median(run["first_ms"] for run in firsts), 1),
        "first_frame_runs_ms": [round(run["first_ms"], 1) for run in firsts],
        "first_cpu_ms": round(statistics.median(run["first_cpu_ms"] for run in firsts), 1),
        "first_rusage_cpu_ms": round(statistics.median(run["rusage_cpu_ms"] for run in firsts if "rusage_cpu_ms" in run), 1),
        "first_bytes": round(statistics.median(run["first_bytes"] for run in firsts)),
        "first_string_bytes": round(statistics.median(run["first_string_bytes"] for run in firsts)),
        "shown": statistics.median(run["shown"] for run in firsts),
        "grid": firsts[0]["grid"],
        "pgdn_cpu_ms": round(statistics.median(run["pgdn_cpu_ms"] for run in keyed), 3),
        "pgdn_cpu_runs_ms": [round(run["pgdn_cpu_ms"], 3) for run in keyed],
        "rusage_pgdn_cpu_ms": round(statistics.median(run["rusage_pgdn_cpu_ms"] for run in keyed), 3),
        "stat_pgdn_cpu_ms": round(statistics.median(run["stat_pgdn_cpu_ms"] for run in keyed), 3),
        "keys_cpu_ms": [round(run["keys_cpu_ms"], 1) for run in keyed],
        "idle_cpu_ms": [round(run["idle_cpu_ms"], 1) for run in keyed],
        "keys_seconds": [round(run["keys_seconds"], 2) for run in keyed],
        "pgdn_bytes": round(statistics.median(run["pgdn_bytes"] for run in keyed)),
        "pgdn_string_bytes": round(statistics.median(run["pgdn_string_bytes"] for run in keyed)),
        "pgdn_shown_ms": round(statistics.median(ms for run in keyed for ms in run["pgdn_latencies_ms"]), 1),
        "pgdn_shown_max_ms": round(max(ms for run in keyed for ms in run["pgdn_latencies_ms"]), 1),
        "peak_mib": round(max(peaks), 1),
        "peak_runs_mib": [round(peak, 1) for peak in peaks],
        "over_target": max(peaks) > TARGET_MIB,
    })
    return row


# ---- the peers --------------------------------------------------------------------------------

def version_of(path, flag="--version"):
    try:
        out = subprocess.run([path, flag], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return ""
    match = re.search(r"\d+\.\d+(?:\.\d+)?", out.stdout + out.stderr)
    return match.group(0) if match else ""


def peer_programs(args, files, grid):
    """The peers that are installed, with their command lines for one screen of `files`."""
    columns, rows = grid
    peers = []
    chafa = shutil.which(args.chafa)
    if chafa:
        help_text = subprocess.run([chafa, "--help"], capture_output=True, text=True).stdout
        version = version_of(chafa)
        if "--grid" in help_text:
            options = ["-f", "symbols", "--symbols", "space+solid+half+quad", "-c", "full",
                       f"--grid={columns}x{rows}", f"--view-size={COLS}x{ROWS}", "--label=on", "--link=off",
                       "--probe=off"]
            peers.append({"name": "chafa", "version": version, "path": chafa, "argv": [chafa] + options + files,
                          "command": shlex.join(["chafa"] + options) + " FILE…"})
        else:
            peers.append({"name": "chafa", "version": version, "path": chafa,
                          "error": f"chafa {version} has no --grid (chafa 1.14 and later)"})
    timg = shutil.which(args.timg)
    if timg:
        options = [f"--grid={columns}x{rows}", f"-g{COLS}x{ROWS}", "-pq", "--title=%b", "-b", "none"]
        peers.append({"name": "timg", "version": version_of(timg), "path": timg, "argv": [timg] + options + files,
                      "command": shlex.join(["timg"] + options) + " FILE…"})
    return peers


def peer_run(peer):
    """One run of a peer to its exit: (seconds from spawn to its last byte, CPU seconds, bytes,
    peak KiB), or None when it failed."""
    session = termbench.Session(peer["argv"], COLS, ROWS, env=ENV)
    last = session.started
    while True:
        ready, _, _ = select.select([session.fd], [], [], 30)
        if not ready:
            break
        try:
            chunk = os.read(session.fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        session.output += chunk
        last = time.monotonic()
    _, status_code, usage = os.wait4(session.pid, 0)
    os.close(session.fd)
    if os.waitstatus_to_exitcode(status_code) != 0:
        print(f"imagebench: {peer['name']} exited with {os.waitstatus_to_exitcode(status_code)}: "
              f"{bytes(session.output[-300:])!r}", file=sys.stderr)
        return None
    return last - session.started, usage.ru_utime + usage.ru_stime, len(session.output), usage.ru_maxrss


def summarize_peer(peer, runs, files):
    figures = {key: peer[key] for key in ("name", "version", "path", "command") if key in peer}
    if "error" in peer:
        figures["error"] = peer["error"]
        return figures
    if not runs:
        figures["error"] = "failed"
        return figures
    figures.update({
        "argv": [os.path.basename(peer["argv"][0])] + peer["argv"][1:len(peer["argv"]) - len(files)]
                + [os.path.basename(path) for path in files],
        "runs": len(runs),
        "first_frame_ms": round(statistics.median(run[0] for run in runs) * 1000, 1),
        "first_frame_runs_ms": [round(run[0] * 1000, 1) for run in runs],
        "first_cpu_ms": round(statistics.median(run[1] for run in runs) * 1000, 1),
        "first_bytes": round(statistics.median(run[2] for run in runs)),
        "peak_mib": round(max(run[3] for run in runs) / 1024, 1),
    })
    return figures


# ---- the run ----------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True, help="the release termcells-demo")
    parser.add_argument("--chafa", default="chafa", help="chafa (1.14 or later, for --grid)")
    parser.add_argument("--timg", default="timg")
    parser.add_argument("--count", type=int, default=10_000, help="images generated, and files in the folder")
    parser.add_argument("--keys", type=int, default=50, help="Page Downs a run")
    parser.add_argument("--repeat", type=int, default=3, help="rounds: a run with keys of every program in each")
    parser.add_argument("--first-runs", type=int, default=3,
                        help="runs to the first full screen a round per program (at least 3: the keyed and the idle run included)")
    parser.add_argument("--protocols", default=",".join(PROTOCOLS),
                        help="TERMCELLS_IMAGES values for the generated pictures, comma-separated")
    parser.add_argument("--folder-protocols", default=",".join(FOLDER_PROTOCOLS),
                        help="TERMCELLS_IMAGES values for the folder, comma-separated")
    parser.add_argument("--quiet-ms", type=float, default=100.0,
                        help="the output is parsed once it has been quiet this long")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--cache", default=os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                                                        "termcells-bench"))
    parser.add_argument("--json", help="write the figures to this file (tools/benchreport.py reads it)")
    args = parser.parse_args()
    args.first_runs = max(3, args.first_runs)
    args.protocols = [name.strip() for name in args.protocols.split(",") if name.strip()]
    args.folder_protocols = [name.strip() for name in args.folder_protocols.split(",") if name.strip()]

    folder, contents = make_folder(args.cache, args.count)
    files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith((".png", ".jpg")))
    programs = demo_programs(args, folder)
    firsts = {program["name"]: [] for program in programs}
    keyed = {program["name"]: [] for program in programs}
    peers, peer_runs, grid = None, {}, None
    load = os.getloadavg()[0]
    for round_number in range(args.repeat):
        for program in programs:
            print(f"imagebench: {program['name']} (round {round_number + 1} of {args.repeat})",
                  file=sys.stderr, flush=True)
            measure_round(program, args, firsts[program["name"]], keyed[program["name"]])
            if grid is None and program["source"] == "folder" and program["protocol"] == "blocks" \
                    and firsts[program["name"]]:
                grid = firsts[program["name"]][0]["grid"]
        if peers is None:
            # One screen of the demo: the peers show as many images, in its columns and rows.
            grid = grid or next((runs[0]["grid"] for runs in firsts.values() if runs), [5, 3])
            peers = peer_programs(args, files[:grid[0] * grid[1]], grid)
            peer_runs = {peer["name"]: [] for peer in peers}
        for peer in peers:
            if "error" in peer:
                continue
            print(f"imagebench: {peer['name']} {peer['version']} (round {round_number + 1} of {args.repeat})",
                  file=sys.stderr, flush=True)
            for _ in range(args.first_runs):
                run = peer_run(peer)
                if run:
                    peer_runs[peer["name"]].append(run)
    shown_files = files[:grid[0] * grid[1]]
    report = {
        "size": [COLS, ROWS], "term": "TERM=xterm-256color COLORTERM=truecolor",
        "count": args.count, "keys": args.keys, "repeat": args.repeat, "first_runs": args.first_runs * args.repeat,
        "quiet_ms": args.quiet_ms, "folder": contents, "grid": grid, "shown": grid[0] * grid[1],
        "protocols": args.protocols, "folder_protocols": args.folder_protocols,
        "target_mib": TARGET_MIB, "load": [round(load, 1), round(os.getloadavg()[0], 1)],
        "demo": [summarize_demo(program, firsts[program["name"]], keyed[program["name"]]) for program in programs],
        "peers": [summarize_peer(peer, peer_runs.get(peer["name"], []), shown_files) for peer in peers or []],
    }
    print(f"\n{args.count:,} images, {COLS}×{ROWS}, {grid[0]}×{grid[1]} on a screen, {args.keys} Page Downs a run, "
          f"{args.repeat} rounds, medians")
    print(f"{'program':<40}{'full screen':>12}{'CPU to it':>11}{'written':>10}{'CPU/PgDn':>10}{'PgDn→shown':>12}"
          f"{'B/PgDn':>9}{'peak MiB':>10}")
    for row in report["demo"] + report["peers"]:
        if "error" in row:
            print(f"{row['name']:<40}  {row['error']}")
            continue
        print(f"{row['name']:<40}{row['first_frame_ms']:>9.1f} ms{row['first_cpu_ms']:>8.1f} ms{row['first_bytes']:>10,}"
              + (f"{row['pgdn_cpu_ms']:>7.2f} ms{row['pgdn_shown_ms']:>9.1f} ms{row['pgdn_bytes']:>9,}"
                 if "pgdn_cpu_ms" in row else " " * 31)
              + f"{row['peak_mib']:>10.1f}")
    over = [row["name"] for row in report["demo"] if row.get("over_target")]
    if over:
        print(f"imagebench: peak memory over the {TARGET_MIB} MiB target: {', '.join(over)}")
    for peer in report["peers"]:
        if "command" in peer:
            print(f"  {peer['name']} {peer.get('version', '')}: {peer['command']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""benchreport: writes BENCHMARKS.md's tables from the figures a `make bench` run left in
bench-results/, so that no person copies a number by hand.

BENCHMARKS.md is a hand-written page (what is measured, how, what the numbers mean) with
generated sections between markers:

    <!-- bench:keys -->
    ... replaced on every run that measured it ...
    <!-- /bench:keys -->

Each section is rewritten from one results file of the run, and says when and where it was
measured (date, machine, load average); a section whose file the run did not write (a partial
run: BENCH_SKIP_SWIFT=1, fzf or VisiData missing) keeps what an earlier run wrote, with that
run's own date. Sections:

  keys       bench-results/termbench.json   CPU, bytes, system calls per key, × the C floor
  streaming  bench-results/termbench.json   CPU per streamed frame, beside the keys' CPU
  memory     bench-results/termbench.json   the table's memory per item
  typing     bench-results/typebench.json   each key of a query, the picker beside fzf
  csv        bench-results/csvbench.json    a million-row CSV, the csv demo beside VisiData
  startup    bench-results/startbench.json  `pick --filter` beside `fzf --filter`, static beside dynamic
  chat       bench-results/chatbench.json   the chat demo streaming into a growing message
  transcript bench-results/transcriptbench.json  `chat --interactive` over a million messages
  images     bench-results/imagebench.json  the images demo's grid of 10,000, beside chafa's and timg's grids
  inprocess  bench-results/benchmarks.md    the Benchmarks/ package (package-benchmark)

    benchreport.py --start [--results DIR]        at the start of a run: clears DIR's old
                                                  figures, notes the time, machine and load
    benchreport.py [--results DIR] [--write FILE] at the end: rewrites FILE's sections
    benchreport.py --check [--write FILE]         fails when FILE lacks a section's markers

Only the Python standard library is used.
"""
import argparse
import datetime
import glob
import json
import os
import platform
import re
import subprocess
import sys

SECTIONS = ["keys", "streaming", "memory", "typing", "csv", "wrap", "startup", "transcript", "images", "inprocess"]

# tools/bench.sh's names for termbench's runs, as the tables show them.
KEY_LABELS = {
    "floor (C ncurses) 1M": "floor: a bare C ncurses list",
    "floor (C ncurses) 1M, a key every 50 ms": "floor, a key every 50 ms",
    "floor (C ncurses) 100": "floor, 100 items",
    "termcells table 1M": "`table`",
    "termcells table 1M, dynamic": "`table`, linked dynamically",
    "termcells table 1M, a key every 50 ms": "`table`, a key every 50 ms",
    "termcells table 100": "`table --items 100`",
    "termcells live, a line a Down": "`live`, a line a Down (a streamed frame woken by input)",
    "termcells live, a line a Down, a key every 50 ms": "`live`, a line a Down, every 50 ms",
    "termcells grid 1M": "`grid`",
    "termcells pick 1M": "`pick`, 1,000,000 lines",
    "fzf 1M": "fzf, 1,000,000 lines",
}
FLOOR = "floor (C ncurses) 1M"
# Each stream beside the key that draws the same frame at the same pace (20 lines a second is a
# frame every 50 ms): the floor's own stream beside its key, `live` beside the table's key.
STREAM_ANCHORS = {
    "floor (C ncurses) 20/s": "floor (C ncurses) 1M, a key every 50 ms",
    "live 20/s": "termcells table 1M, a key every 50 ms",
    "live 1,000/s": "termcells table 1M",
    "live 100,000/s": "termcells table 1M",
}
CSV_LABELS = {"termcells csv": "`termcells-demo csv`", "visidata": "VisiData"}
TYPE_LABELS = {"pick": "`pick`", "fzf": "fzf", "pick-base": "`pick` (baseline)"}
START_LABELS = {
    "termcells-demo pick --filter": "`pick --filter`",
    "termcells-demo pick --filter, dynamic": "`pick --filter`, linked dynamically",
    "fzf --filter": "`fzf --filter`",
}


def number(value, digits=1):
    """1234.5 → '1,234.5' (`digits` decimals; none for an int or digits=0)."""
    if value is None:
        return ""
    if isinstance(value, int) or digits == 0:
        return f"{round(value):,}"
    return f"{value:,.{digits}f}"


def ms(value, digits=1):
    return "" if value is None else f"{number(value, digits)} ms"


def medians(count, what="rounds"):
    """'medians of 3 rounds', or 'one round' (no median to take)."""
    return f"one {what[:-1]}" if count == 1 else f"medians of {count} {what}"


def ratio(value, anchor):
    if value is None or not anchor:
        return ""
    times = value / anchor
    return f"{times:.0f}×" if times >= 100 else f"{times:.1f}×" if times >= 10 else f"{times:.2f}×"


# ---- the run: machine, time, load -------------------------------------------------------------

def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as f:
            kib = int(next(line for line in f if line.startswith("MemTotal")).split()[1])
            memory = f", {kib / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration, ValueError):
        pass
    system = platform.system() + " " + platform.release()
    try:
        with open("/etc/os-release") as f:
            names = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
            system = names.get("PRETTY_NAME", "").strip('"') + ", " + system
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores{memory}; {system}"


def code_version():
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        # The page this run rewrites does not count as a change to what it measures.
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".", ":!BENCHMARKS.md"],
                               capture_output=True, text=True).stdout.strip()
        return head + (" with uncommitted changes" if dirty else "") if head else ""
    except OSError:
        return ""


def swift_version():
    try:
        out = subprocess.run([os.environ.get("SWIFT", "swift"), "--version"], capture_output=True, text=True)
        match = re.search(r"Swift version (\S+)", out.stdout + out.stderr)
        return match.group(1) if match else ""
    except OSError:
        return ""


def start(results):
    os.makedirs(results, exist_ok=True)
    for old in glob.glob(os.path.join(results, "*.json")) + glob.glob(os.path.join(results, "benchmarks*")):
        os.remove(old)
    run = {
        "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "load_start": round(os.getloadavg()[0], 1),
        "machine": machine(),
        "code": code_version(),
        "swift": swift_version(),
        "settings": {name: os.environ[name]
                     for name in ("BENCH_KEYS", "BENCH_REPEAT", "BENCH_FILTER", "BENCH_SKIP_SWIFT", "BENCH_SKIP_IMAGES")
                     if os.environ.get(name)},
    }
    with open(os.path.join(results, "run.json"), "w") as f:
        json.dump(run, f, indent=2)
    print(f"benchreport: run started {run['started']} at load {run['load_start']} on {run['machine']}")


def stamp(run, path, load_start=None, load_end=None, detail=""):
    """One line: when and where a section was measured, and at what load."""
    started = datetime.datetime.fromisoformat(run["started"]) if run.get("started") else None
    ended = datetime.datetime.fromtimestamp(os.path.getmtime(path), datetime.timezone.utc)
    when = ended.strftime("%Y-%m-%d %H:%M UTC")
    if started:
        when = started.strftime("%Y-%m-%d %H:%M") + "–" + (ended.strftime("%H:%M UTC") if started.date() == ended.date()
                                                          else ended.strftime("%Y-%m-%d %H:%M UTC"))
    load_start = run.get("load_start") if load_start is None else load_start
    load = f"load average {load_start:.1f} at the start, {load_end:.1f} at the end" if load_end is not None \
        else f"load average {load_start:.1f} at the start" if load_start is not None else ""
    parts = [f"Measured {when}", run.get("machine", machine())]
    if run.get("swift"):
        parts.append(f"Swift {run['swift']}")
    if run.get("code"):
        parts.append(f"code {run['code']}")
    if load:
        parts.append(load)
    if detail:
        parts.append(detail)
    return "_" + "; ".join(parts) + "._"


# ---- the sections -----------------------------------------------------------------------------

def keys_section(termbench, run, path):
    keys = [r for r in termbench.get("keys", [])]
    by_name = {r["name"]: r for r in keys if "error" not in r}
    floor = by_name.get(FLOOR, {}).get("cpu_per_key_ms")
    first = next((r for r in keys if "error" not in r), {})
    load = termbench.get("load", [None, None])
    detail = (f"80×24 pseudo-terminal, {number(first.get('keys'), 0)} Down keys a run, "
              f"{medians(first.get('runs', 0))}, the programs in turns")
    lines = [stamp(run, path, load[0], load[1], detail), "",
             "| 1,000,000 items | first frame | bytes/key | CPU per key | × floor | system calls/key | writes/key "
             "| peak memory |",
             "|---|--:|--:|--:|--:|--:|--:|--:|"]
    for r in keys:
        label = KEY_LABELS.get(r["name"], r["name"])
        if "error" in r:
            lines.append(f"| {label} | {r['error']} | | | | | | |")
            continue
        lines.append(f"| {label} | {ms(r.get('first_frame_ms'))} | {number(r.get('bytes_per_key'), 0)} | "
                     f"{ms(r.get('cpu_per_key_ms'), 3)} | {ratio(r.get('cpu_per_key_ms'), floor)} | "
                     f"{number(r.get('syscalls_per_key'))} | {number(r.get('writes_per_key'), 2)} | "
                     f"{number(r.get('peak_mib'))} MiB |")
    if not floor:
        lines += ["", "The floor probe did not run: no ratios."]
    if "fzf 1M" not in by_name:
        lines += ["", "fzf was not installed for this run (`apt-get install fzf`): the picker is measured alone."]
    return lines


def streaming_section(termbench, run, path):
    keys = {r["name"]: r for r in termbench.get("keys", []) if "error" not in r}
    floor = keys.get(FLOOR, {}).get("cpu_per_key_ms")
    load = termbench.get("load", [None, None])
    lines = [stamp(run, path, load[0], load[1], "the same run as the keys above"), "",
             "| stream | lines/s | frames | CPU per line | CPU per frame | × floor's key | beside the key it is set against "
             "| rounds |",
             "|---|--:|--:|--:|--:|--:|---|---|"]
    for s in termbench.get("streaming", []):
        if "error" in s:
            lines.append(f"| {s['name']} | {s['error']} | | | | | | |")
            continue
        anchor_name = STREAM_ANCHORS.get(s["name"])
        anchor = keys.get(anchor_name) if anchor_name else None
        beside = ""
        if anchor:
            beside = (f"{ratio(s['cpu_per_frame_ms'], anchor['cpu_per_key_ms'])} "
                      f"{KEY_LABELS.get(anchor_name, anchor_name)} ({ms(anchor['cpu_per_key_ms'], 3)})")
        rounds = ", ".join(f"{v:.3f}" for v in s.get("cpu_per_frame_runs_ms", []))
        lines.append(f"| {s['name']} | {number(s['rate'], 0)} | {number(s['frames'], 0)} | "
                     f"{number(s['cpu_per_line_us'], 2)} µs | {ms(s['cpu_per_frame_ms'], 3)} | "
                     f"{ratio(s['cpu_per_frame_ms'], floor)} | {beside} | {rounds} ms |")
    return lines


def memory_section(termbench, run, path):
    keys = {r["name"]: r for r in termbench.get("keys", []) if "error" not in r}
    big, small = keys.get("termcells table 1M"), keys.get("termcells table 100")
    if not (big and small):
        return None
    per_item = (big["peak_mib"] - small["peak_mib"]) * 1024 * 1024 / (1_000_000 - 100)
    return [stamp(run, path, detail="the same run as the keys above"), "",
            f"`table` peaks at {number(big['peak_mib'])} MiB with 1,000,000 items and at {number(small['peak_mib'])} MiB "
            f"with 100: {per_item:.1f} bytes an item beyond its models, which are made on demand "
            f"(peak resident memory, `VmHWM`"
            + ("; the two peaks differ by less than the measure's noise)." if abs(per_item) < 1 else ").")]


def typing_section(typebench, run, path):
    query = typebench["query"]
    programs = {p["name"]: p for p in typebench["programs"]}
    prefixes = [query[:n] for n in range(1, len(query) + 1)]
    detail = (f"{number(typebench['lines'], 0)} paths, {typebench['size'][0]}×{typebench['size'][1]}, "
              f"{medians(typebench['runs'], 'runs')}, the programs in turns")
    lines = [stamp(run, path, load_end=typebench.get("load_end"), detail=detail), "",
             "| per key | " + " | ".join(f"`{p}`" for p in prefixes) + " | all keys | CPU per key |",
             "|---|" + "--:|" * (len(prefixes) + 2),
             "| matches | " + " | ".join(number(c, 0) for c in typebench["matches"]) + " | | |"]
    for name, program in programs.items():
        label = TYPE_LABELS.get(name, name)
        if name.startswith("pick"):
            lines.append(f"| {label}, first screen | " + " | ".join(ms(v) for v in program["first_screen_ms"])
                         + f" | {ms(program['first_screen_all_keys_ms'])} | {ms(program['cpu_per_key_ms'])} |")
            lines.append(f"| {label}, exact count | " + " | ".join(ms(v) for v in program["final_ms"])
                         + f" | {ms(program['final_all_keys_ms'])} | |")
        else:
            lines.append(f"| {label} | " + " | ".join(ms(v) for v in program["final_ms"])
                         + f" | {ms(program['final_all_keys_ms'])} | {ms(program['cpu_per_key_ms'])} |")
    pick, fzf = programs.get("pick"), programs.get("fzf")
    if pick and fzf:
        lines += ["", f"fzf takes {ratio(fzf['final_all_keys_ms'], pick['first_screen_all_keys_ms'])} the picker's time to "
                      f"its first screen over all keys, and {ratio(fzf['cpu_per_key_ms'], pick['cpu_per_key_ms'])} its "
                      f"CPU a key."]
    return lines


def csv_section(csvbench, run, path):
    programs = csvbench["programs"]
    detail = (f"{number(csvbench['file_rows'], 0)} rows, {csvbench['size'][0]}×{csvbench['size'][1]}, "
              f"{number(csvbench['keys'], 0)} keys a run, "
              f"{medians(min((p.get('runs', 0) for p in programs if 'error' not in p), default=0), 'runs')}")
    lines = [stamp(run, path, load_end=csvbench.get("load_end"), detail=detail), "",
             f"| program | first screen | every row indexed | sort by `{csvbench['column']}` | CPU per key | peak memory |",
             "|---|--:|--:|--:|--:|--:|"]
    for p in programs:
        label = CSV_LABELS.get(p["name"], f"`{p['name']}`")
        if "error" in p:
            lines.append(f"| {label} | {p['error']} | | | | |")
            continue
        lines.append(f"| {label} | {ms(p['first_screen_ms'], 0)} | {ms(p['indexed_ms'], 0)} | {ms(p['sort_ms'], 0)} | "
                     f"{ms(p['cpu_per_key_ms'], 3)} | {number(p['peak_mib'])} MiB |")
    ours = next((p for p in programs if p["name"] != "visidata" and "error" not in p), None)
    theirs = next((p for p in programs if p["name"] == "visidata" and "error" not in p), None)
    if ours and theirs:
        lines.append("| VisiData ÷ `csv` | " + " | ".join(
            ratio(theirs[k], ours[k]) for k in ("first_screen_ms", "indexed_ms", "sort_ms", "cpu_per_key_ms", "peak_mib"))
            + " |")
    elif ours:
        lines += ["", "VisiData was not installed for this run (`pip install visidata`): the csv demo is measured alone."]
    return lines


def wrap_section(wrapbench, run, path):
    """The csv demo with its note column wrapped beside the same table unwrapped."""
    plain, wrapped = wrapbench["medians"]["unwrapped"], wrapbench["medians"]["wrapped"]
    detail = (f"{number(wrapbench['rows'], 0)} rows, 100×30, {number(wrapbench['keys'], 0)} keys a run, "
              f"medians of {wrapbench['repeat']} runs each")
    lines = [stamp(run, path, detail=detail), "",
             "| table | first screen | CPU a Down | CPU a Page Down | CPU a resize | peak memory |",
             "|---|--:|--:|--:|--:|--:|"]
    for label, figures in (("unwrapped", plain), ("`--wrap note --max-lines 4`", wrapped)):
        lines.append(f"| {label} | {ms(figures['first_screen_ms'], 0)} | {ms(figures['down_ms'], 3)} | "
                     f"{ms(figures['pgdn_ms'], 3)} | {ms(figures['resize_ms'], 3)} | {number(figures['peak_mib'])} MiB |")
    lines.append("| wrapped ÷ unwrapped | " + " | ".join(
        ratio(wrapped[k], plain[k]) for k in ("first_screen_ms", "down_ms", "pgdn_ms", "resize_ms", "peak_mib")) + " |")
    lines += ["", f"Wrapped, a resize costs {ratio(wrapped['resize_ms'], wrapped['pgdn_ms'])} a Page Down."]
    return lines


def chat_section(chatbench, run, path):
    """The chat demo streaming into a growing message, beside a key over the same transcript."""
    detail = (f"{number(chatbench['messages'], 0)} messages, 100×30, {number(chatbench['seconds'], 0)} s of "
              f"streaming a run, medians of {chatbench['repeat']} runs each")
    lines = [stamp(run, path, detail=detail), "",
             "| words a second | CPU a second | share of a core | written a second | frames a second | peak memory |",
             "|--:|--:|--:|--:|--:|--:|"]
    for rate, figures in sorted(chatbench["medians"].items(), key=lambda item: int(item[0])):
        lines.append(f"| {number(int(rate), 0)} | {ms(figures['cpu_per_second_ms'], 1)} | "
                     f"{figures['cpu_per_second_ms'] / 10:.1f}% | {number(figures['bytes_per_second'] / 1000, 1)} kB | "
                     f"{number(figures['frames_per_second'], 1)} | {number(figures['peak_mib'])} MiB |")
    lines += ["", f"A Down key over the same transcript, nothing streaming: {ms(chatbench['key_ms'], 3)} of CPU."]
    return lines


def transcript_section(transcriptbench, run, path):
    """`chat --interactive` over a short and a million-message transcript: first frame, a key,
    a stream through a reply, peak memory."""
    detail = (f"100×30, {number(transcriptbench['rate'], 0)} words a second for "
              f"{number(transcriptbench['seconds'], 0)} s, {number(transcriptbench['keys'], 0)} keys, "
              f"medians of {transcriptbench['repeat']} runs each")
    lines = [stamp(run, path, detail=detail), "",
             "| messages | first frame | CPU a Down | CPU a second streaming | share of a core | frames a second "
             "| written a frame | peak memory |",
             "|--:|--:|--:|--:|--:|--:|--:|--:|"]
    medians = sorted(transcriptbench["medians"].items(), key=lambda item: int(item[0]))
    for count, figures in medians:
        lines.append(f"| {number(int(count), 0)} | {ms(figures['first_frame_ms'], 0)} | {ms(figures['key_ms'], 3)} | "
                     f"{ms(figures['cpu_per_second_ms'], 1)} | {figures['cpu_per_second_ms'] / 10:.1f}% | "
                     f"{number(figures['frames_per_second'], 1)} | {number(figures['bytes_per_frame'], 0)} B | "
                     f"{number(figures['peak_mib'])} MiB |")
    if len(medians) == 2:
        (_, short), (_, long) = medians
        lines.append("| long ÷ short | " + " | ".join(
            ratio(long[k], short[k]) for k in ("first_frame_ms", "key_ms", "cpu_per_second_ms")) + " | | "
            + ratio(long["frames_per_second"], short["frames_per_second"]) + " | "
            + ratio(long["bytes_per_frame"], short["bytes_per_frame"]) + " | "
            + ratio(long["peak_mib"], short["peak_mib"]) + " |")
    return lines


IMAGE_PROTOCOL_LABELS = {"blocks": "blocks", "none": "none (the alt text)", "kitty": "kitty (PNG, placeholders)",
                         "kitty-placements": "kitty (PNG, direct placements)", "sixel": "sixel",
                         "iterm2": "iTerm2 (OSC 1337)"}


def kilobytes(value):
    return "" if value is None else f"{number(value / 1000, 1)} kB"


def images_section(imagebench, run, path):
    """The images demo's grid over 10,000 pictures, generated and a folder's, beside chafa's and
    timg's grid of one screen of the same files."""
    grid, keys = imagebench["grid"], imagebench["keys"]
    load = imagebench.get("load", [None, None])
    pairs = "one pair of runs" if imagebench["repeat"] == 1 else f"medians of {imagebench['repeat']} pairs of runs"
    detail = (f"{number(imagebench['count'], 0)} images, {imagebench['size'][0]}×{imagebench['size'][1]}, 24-bit colour, "
              f"{grid[0]}×{grid[1]} images a screen, {number(keys, 0)} Page Downs a run; the first screen "
              f"{medians(imagebench['first_runs'], 'runs')}, the keys {pairs}")
    lines = [stamp(run, path, load[0], load[1], detail), "",
             f"| {number(imagebench['count'], 0)} images | first full screen | CPU to it | written to it "
             f"| CPU a Page Down | Page Down to all shown | written a Page Down | peak memory |",
             "|---|--:|--:|--:|--:|--:|--:|--:|"]
    for row in imagebench["demo"]:
        command = row["command"].split("termcells-demo ", 1)[-1]
        label = f"`{command}`, {IMAGE_PROTOCOL_LABELS.get(row['protocol'], row['protocol'])}"
        if "error" in row:
            lines.append(f"| {label} | {row['error']} | | | | | | |")
            continue
        lines.append(f"| {label} | {ms(row['first_frame_ms'])} | {ms(row['first_cpu_ms'])} | "
                     f"{kilobytes(row['first_bytes'])} | {ms(row['pgdn_cpu_ms'], 2)} | {ms(row['pgdn_shown_ms'])} | "
                     f"{kilobytes(row['pgdn_bytes'])} | {number(row['peak_mib'])} MiB |")
    for peer in imagebench["peers"]:
        label = f"{peer['name']} {peer.get('version', '')}".strip() + ", one screen"
        if "error" in peer:
            lines.append(f"| {label} | {peer['error']} | | | | | | |")
            continue
        lines.append(f"| {label} | {ms(peer['first_frame_ms'])} | {ms(peer['first_cpu_ms'])} | "
                     f"{kilobytes(peer['first_bytes'])} | | | | {number(peer['peak_mib'])} MiB |")
    protocols, folder_protocols = imagebench.get("protocols"), imagebench.get("folder_protocols")
    if protocols and folder_protocols is not None and set(folder_protocols) != set(protocols):
        def listed(names):
            return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names) or "none of them"
        lines += ["", f"The generated pictures are drawn in {listed(protocols)}; the folder, whose runs wait for its "
                      f"listing, in {listed(folder_protocols)} only, to keep the run within minutes "
                      "(`--folder-protocols`)."]
    strings = [row for row in imagebench["demo"] if "error" not in row and row.get("pgdn_string_bytes")]
    if strings:
        lines += ["", "Of what is written, the images' own sequences (sixel's DCS, iTerm2's OSC 1337, kitty's APC "
                      "uploads; pyte skips them) a Page Down: "
                  + "; ".join(f"{row['protocol']} {'over the folder' if row['source'] == 'folder' else 'generated'} "
                              f"{kilobytes(row['pgdn_string_bytes'])} of {kilobytes(row['pgdn_bytes'])}"
                              for row in strings) + "."]
    measured = [peer for peer in imagebench["peers"] if "error" not in peer]
    for protocol in ["blocks"] + [name for name in (protocols or []) if name not in ("blocks", "none")]:
        ours = [row for row in imagebench["demo"] if row["protocol"] == protocol and "error" not in row]
        if not (ours and measured):
            continue
        # The folder first: the same files as the peers'; then the generated pictures, no listing.
        ours.sort(key=lambda row: row["source"] != "folder")
        lines += ["", f"To a full screen in {IMAGE_PROTOCOL_LABELS.get(protocol, protocol)}, beside the peers' one "
                      "screen of the folder's first files in symbols (time, CPU): "
                  + "; ".join(f"`{row['command'].split('termcells-demo ', 1)[-1]}` "
                              + ", ".join(f"{ratio(row['first_frame_ms'], peer['first_frame_ms'])} and "
                                          f"{ratio(row['first_cpu_ms'], peer['first_cpu_ms'])} {peer['name']}'s"
                                          for peer in measured)
                              for row in ours) + "."]
    if not imagebench["peers"]:
        lines += ["", "chafa and timg were not installed for this run (`apt-get install chafa timg`): the demo is "
                      "measured alone."]
    keyed = [row for row in imagebench["demo"] if "error" not in row]
    if keyed:
        target = imagebench.get("target_mib", 160)
        top = max(keyed, key=lambda row: row["peak_mib"])
        over = [row for row in keyed if row["peak_mib"] > target]
        where = f"`{top['command'].split('termcells-demo ', 1)[-1]}`, {top['protocol']}"
        if over:
            lines += ["", f"**Peak memory is over the {target} MiB target**: {number(top['peak_mib'])} MiB after "
                          f"{number(keys, 0)} Page Downs ({where}); over it: "
                          + ", ".join(f"`{row['command'].split('termcells-demo ', 1)[-1]}`, {row['protocol']} "
                                      f"({number(row['peak_mib'])} MiB)" for row in over) + "."]
        else:
            lines += ["", f"Peak memory after {number(keys, 0)} Page Downs: {number(top['peak_mib'])} MiB at the most "
                          f"({where}), within the {target} MiB target."]
    folder = imagebench.get("folder", {})
    if folder:
        kinds = " and ".join(f"{number(folder[kind], 0)} {name}" for kind, name in (("png", "PNG"), ("jpeg", "JPEG"))
                             if folder.get(kind))
        lines += ["", f"DIR: {number(folder['files'], 0)} files of {folder['pixels'][0]}×{folder['pixels'][1]} pixels "
                      f"({kinds}, {number(folder['bytes'] / 1e6, 1)} MB). The peers show its first "
                      f"{number(imagebench['shown'], 0)} in the demo's grid of {grid[0]}×{grid[1]}:"]
        for peer in measured:
            lines.append(f"- {peer['name']} {peer.get('version', '')}: `{peer['command']}`")
    return lines


def listed_benchmarks(text):
    """The names `swift package benchmark list` prints under "Target '…' available benchmarks:"."""
    names, inside = [], False
    for line in text.splitlines():
        if re.match(r"^Target '.*' available benchmarks:", line):
            inside = True
        elif inside and line.strip():
            names.append(line.strip())
        elif inside:
            inside = False
    return names


def inprocess_section(markdown, run, path, listed=()):
    """The Benchmarks/ package's markdown tables (package-benchmark --format markdown): one row
    per benchmark, with the median (p50) of each metric it reports; then the benchmarks of the
    list (those the run's BENCH_FILTER matches) that have no table: they did not finish."""
    rows, metrics = [], []
    current = None
    for line in markdown.splitlines():
        heading = re.match(r"^#{2,4}\s+(.+?)\s*$", line)
        if heading:
            title = heading.group(1)
            current = re.sub(r"\s+metrics$", "", title)
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.strip().startswith("|") else []
        if not current or len(cells) < 4 or set(cells[1]) <= set("-: ") or cells[1] == "p0":
            continue
        header = cells[0]
        if header.lower().startswith(("metric", "test")):
            continue
        # A metric row: "Time (wall clock) (μs) *", p0, p25, p50, ...: the unit, which
        # package-benchmark scales per benchmark (ns, μs, ms; K, M for counts), goes with the value.
        metric = re.sub(r"\s*\*$", "", header)
        unit = re.search(r"\s*\((ns|μs|us|ms|s|K|M|G)\)$", metric)
        value = cells[3]
        if unit:
            metric = metric[:unit.start()]
            value = f"{value} {unit.group(1)}" if unit.group(1) in ("ns", "μs", "us", "ms", "s") else value + unit.group(1)
        if metric not in metrics:
            metrics.append(metric)
        if not rows or rows[-1][0] != current:
            rows.append((current, {}))
        rows[-1][1][metric] = value
    if not rows:
        return None
    lines = [stamp(run, path, detail="the Benchmarks/ package (package-benchmark, in process, 80×24 `ScreenBuffer`), "
                                     "medians (p50)"), "",
             "| benchmark | " + " | ".join(metrics) + " |",
             "|---|" + "--:|" * len(metrics)]
    for name, values in rows:
        lines.append(f"| {name} | " + " | ".join(values.get(m, "") for m in metrics) + " |")
    wanted = run.get("settings", {}).get("BENCH_FILTER")
    measured = {name for name, _ in rows}
    missing = [name for name in listed if name not in measured and (not wanted or re.fullmatch(wanted, name))]
    if missing:
        lines += ["", "Did not finish in this run (the benchmark process ended abnormally): "
                  + ", ".join(f"{name}" for name in missing) + "."]
    return lines


def startup_section(startbench, run, path):
    rows = startbench.get("filter", [])
    if not rows:
        return None
    lines = [stamp(run, path, detail=f"`--filter {startbench.get('query', '1')}`, the programs in turns, "
                                     f"{medians(rows[0].get('runs', 0), 'runs')}"), "",
             "| lines | program | CPU | × fzf | wall | peak memory | × fzf |",
             "|--:|---|--:|--:|--:|--:|--:|"]
    for r in rows:
        lines.append(f"| {number(r['lines'], 0)} | {START_LABELS.get(r['name'], r['name'])} | {ms(r['cpu_ms'], 2)} | "
                     f"{number(r.get('cpu_vs_fzf'), 2) + '×' if r.get('cpu_vs_fzf') else ''} | {ms(r['wall_ms'], 2)} | "
                     f"{number(r['peak_mib'])} MiB | "
                     f"{number(r.get('peak_vs_fzf'), 2) + '×' if r.get('peak_vs_fzf') else ''} |")
    sizes = startbench.get("sizes", {})
    if sizes:
        lines += ["", "Size of `termcells-demo`: " + ", ".join(
            f"{number(size / 1024 / 1024)} MiB {label}" for label, size in sizes.items()) + "."]
    return lines


# ---- the file ---------------------------------------------------------------------------------

def markers(name):
    return f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"


def replace_section(text, name, lines):
    begin, end = markers(name)
    if text.count(begin) != 1 or text.count(end) != 1 or text.index(begin) > text.index(end):
        raise SystemExit(f"benchreport: the file needs one '{begin}' … '{end}' pair")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    return head + begin + "\n" + "\n".join(lines) + "\n" + end + tail


def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def write(results, target):
    text = open(target, encoding="utf-8").read()
    for name in SECTIONS:  # every pair must be there, written or not
        replace_section(text, name, ["x"])
    run = load_json(os.path.join(results, "run.json")) or {}
    written = []

    def put(name, lines):
        nonlocal text
        if lines:
            text = replace_section(text, name, lines)
            written.append(name)

    path = os.path.join(results, "termbench.json")
    termbench = load_json(path)
    if termbench:
        put("keys", keys_section(termbench, run, path))
        put("streaming", streaming_section(termbench, run, path) if termbench.get("streaming") else None)
        put("memory", memory_section(termbench, run, path))
    path = os.path.join(results, "typebench.json")
    if (typebench := load_json(path)):
        put("typing", typing_section(typebench, run, path))
    path = os.path.join(results, "csvbench.json")
    if (csvbench := load_json(path)):
        put("csv", csv_section(csvbench, run, path))
    path = os.path.join(results, "wrapbench.json")
    if (wrapbench := load_json(path)):
        put("wrap", wrap_section(wrapbench, run, path))
    path = os.path.join(results, "chatbench.json")
    if (chatbench := load_json(path)):
        put("chat", chat_section(chatbench, run, path))
    path = os.path.join(results, "transcriptbench.json")
    if (transcriptbench := load_json(path)):
        put("transcript", transcript_section(transcriptbench, run, path))
    path = os.path.join(results, "imagebench.json")
    if (imagebench := load_json(path)):
        put("images", images_section(imagebench, run, path))
    path = os.path.join(results, "startbench.json")
    if (startbench := load_json(path)):
        put("startup", startup_section(startbench, run, path))
    path = os.path.join(results, "benchmarks.md")
    if os.path.exists(path):
        listed = os.path.join(results, "benchmarks-list.txt")
        listed = listed_benchmarks(open(listed, encoding="utf-8").read()) if os.path.exists(listed) else []
        put("inprocess", inprocess_section(open(path, encoding="utf-8").read(), run, path, listed))
    with open(target, "w", encoding="utf-8") as f:
        f.write(text)
    kept = [name for name in SECTIONS if name not in written]
    print(f"benchreport: {target}: wrote {', '.join(written) or 'nothing'}"
          + (f"; kept the earlier figures of {', '.join(kept)} (not measured in this run)" if kept else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", default="bench-results")
    parser.add_argument("--write", default="BENCHMARKS.md")
    parser.add_argument("--start", action="store_true", help="start a run: clear old figures, note time and load")
    parser.add_argument("--check", action="store_true", help="only check that the file has every section's markers")
    args = parser.parse_args()
    if args.start:
        start(args.results)
    elif args.check:
        text = open(args.write, encoding="utf-8").read()
        for name in SECTIONS:
            replace_section(text, name, [])
        print(f"benchreport: {args.write} has the markers of {', '.join(SECTIONS)}")
    else:
        write(args.results, args.write)


if __name__ == "__main__":
    sys.exit(main())

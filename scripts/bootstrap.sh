#!/usr/bin/env bash
# Installs what TermCells needs beyond the Swift toolchain: the wide-character ncurses
# headers (pkg-config ncursesw), tmux, which the end-to-end tests drive, and Debian's
# ncurses-term, whose terminfo entries (putty, xterm-color, rxvt-unicode-256color, ...) the
# terminal-type tests run under, and unicode-data, whose emoji-test.txt the grapheme width
# tests draw; and the image libraries TermCellsImages decodes and draws with: stb_image and
# libwebp (decoding), chafa (symbol art, sixel) with the GLib it is built on.
#
# `scripts/bootstrap.sh --tests` (make test) also installs what the tests in real terminals
# run: Xvfb, xterm, kitty with Mesa's software OpenGL, xdotool, ImageMagick and the DejaVu fonts. Those are no requirement:
# where they cannot be installed the tests that need them say so and are skipped.
set -euo pipefail

extras=()
if [ "${1:-}" = "--tests" ]; then
    if ! command -v Xvfb >/dev/null 2>&1; then extras+=(xvfb); fi
    if ! command -v xterm >/dev/null 2>&1; then extras+=(xterm); fi
    # kitty's GLFW opens these X libraries itself, and draws with Mesa's software OpenGL.
    if ! command -v kitty >/dev/null 2>&1; then
        extras+=(kitty libgl1 libgl1-mesa-dri libxcursor1 libxrandr2 libxinerama1 libxi6 libxext6 libxrender1 libxxf86vm1)
    fi
    if ! command -v xdotool >/dev/null 2>&1; then extras+=(xdotool); fi
    if ! command -v import >/dev/null 2>&1; then extras+=(imagemagick); fi
    if [ ! -d /usr/share/fonts/truetype/dejavu ]; then extras+=(fonts-dejavu-core); fi
fi
if [ ${#extras[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "bootstrap: installing ${extras[*]} for the tests in real terminals" >&2
        if ! { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${extras[@]}" >/dev/null; }; then
            echo "bootstrap: could not install ${extras[*]}: the tests in real terminals are skipped" >&2
        fi
    else
        echo "bootstrap: the tests in real terminals need ${extras[*]} (apt-get install as root); they are skipped" >&2
    fi
fi

missing=()
if ! command -v pkg-config >/dev/null 2>&1; then missing+=(pkg-config); fi
if ! pkg-config --exists ncursesw 2>/dev/null; then missing+=(libncursesw5-dev); fi
if ! command -v tmux >/dev/null 2>&1; then missing+=(tmux); fi
if ! infocmp putty >/dev/null 2>&1; then missing+=(ncurses-term); fi
if [ ! -f /usr/share/unicode/emoji/emoji-test.txt ]; then missing+=(unicode-data); fi
if ! pkg-config --exists stb 2>/dev/null; then missing+=(libstb-dev); fi
if ! pkg-config --exists libwebp 2>/dev/null; then missing+=(libwebp-dev); fi
if ! pkg-config --exists chafa 2>/dev/null; then missing+=(libchafa-dev libglib2.0-dev); fi

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
    echo "TermCells needs: ${missing[*]}" >&2
    echo "Run as root: $command" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "TermCells needs: ${missing[*]} (no apt-get here: install them with your package manager)" >&2
    exit 1
fi
echo "bootstrap: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

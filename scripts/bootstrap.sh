#!/usr/bin/env bash
# Installs what TermCells needs beyond the Swift toolchain: the wide-character ncurses
# headers (pkg-config ncursesw), tmux, which the end-to-end tests drive, and Debian's
# ncurses-term, whose terminfo entries (putty, xterm-color, rxvt-unicode-256color, ...) the
# terminal-type tests run under, and unicode-data, whose emoji-test.txt the grapheme width
# tests draw; and the image libraries TermCellsImages decodes and draws with: stb_image and
# libwebp (decoding), chafa (symbol art, sixel) with the GLib it is built on.
set -euo pipefail

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

#!/usr/bin/env bash
# `make test`'s API check: the 1.x promise (the API stability article), kept by a machine.
#
# 1. SwiftPM's own checker compares every library product's public API with the 1.0.0
#    release (API/baseline-commit), whose API digests are committed (API/baseline/<commit>/),
#    so a fresh clone builds nothing of the baseline. Any breaking change fails, listed.
# 2. That checker counts `package` declarations as API, so scripts/check-public-symbols.py also
#    compares the symbols public in 1.0.0 (API/public-symbols.txt) with today's public symbol
#    graphs: a declaration made `package`, internal or `@_spi` fails too.
#
# A break accepted within 1.x is a line of API/breakage-allowlist.txt (the message as printed
# here), with a CHANGELOG line saying what users must change. Runs on the debug build that
# `make test` made; adds the symbol-graph dump and the digester's comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
baseline="$(tr -d '[:space:]' < API/baseline-commit)"
allowlist="$PWD/API/breakage-allowlist.txt"
products=(TermCells TermCellsCurses TermCellsLines TermCellsTesting)
if [ ! -d "API/baseline/$baseline" ]; then
    echo "check-api: API/baseline/$baseline is missing (the digests of the baseline release)" >&2
    exit 1
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# The demo and the examples are what users copy: no `@_spi` import (their targets have no
# `package` access either: Package.swift's packageAccess: false).
if grep -rn --include='*.swift' -E '@_spi\(' Demo Examples; then
    echo "check-api: the demo and the examples import @_spi API (above); users cannot" >&2
    exit 1
fi

echo "== API check: ${products[*]} against $baseline (1.0.0) =="
if ! "$SWIFT" package diagnose-api-breaking-changes "$baseline" --products "${products[@]}" \
    --baseline-dir "$PWD/API/baseline" --breakage-allowlist-path "$allowlist" >"$log" 2>&1; then
    grep -v -E '^\[[0-9]+/[0-9]+\]' "$log" >&2
    echo "check-api: the public API breaks code written against 1.0.0 (above). Keep the old" \
        "declaration (deprecated, naming its replacement) beside the new one." >&2
    exit 1
fi
grep -E "breaking change|No breaking" "$log"

"$SWIFT" package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || {
    cat "$log" >&2
    exit 1
}
graphs="$(sed -n 's/^Files written to //p' "$log" | tail -n 1)"
python3 scripts/check-public-symbols.py check API/public-symbols.txt "$graphs" "$allowlist"

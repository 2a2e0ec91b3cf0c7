#!/usr/bin/env bash
# `make docs`: builds the DocC catalog (Sources/TermCells/TermCells.docc) with the toolchain's
# own docc — symbol graphs from the compiler, no plugin package — and fails on any warning
# (unresolved links, undocumented parameters the catalog names, malformed articles).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
out=.build-docs
# The symbol graphs are kept between runs: an incremental build with nothing to recompile
# emits none, and the catalog would then find no symbol at all.
rm -rf "$out/TermCells.doccarchive"
mkdir -p "$out/symbol-graphs"
"$SWIFT" build --target TermCells --scratch-path "$out/build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$out/symbol-graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
log="$out/docc.log"
docc convert Sources/TermCells/TermCells.docc \
    --additional-symbol-graph-dir "$out/symbol-graphs" \
    --fallback-display-name TermCells --fallback-bundle-identifier org.termcells.TermCells \
    --output-path "$out/TermCells.doccarchive" --warnings-as-errors 2>&1 | tee "$log"
echo "docs: $out/TermCells.doccarchive"

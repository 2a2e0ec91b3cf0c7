#!/usr/bin/env bash
# `make docs` (scripts/docs.sh --browser) and `make test` (scripts/docs.sh): builds the DocC
# catalog (Sources/TermCells/TermCells.docc) with the toolchain's own docc — symbol graphs from
# the compiler, no plugin package — and fails on any warning (unresolved links, undocumented
# parameters the catalog names, malformed articles). The archive is written for static hosting:
# .build-docs/TermCells.doccarchive is the site, served as it is by any file server.
#
# Then scripts/check-docs-curation.py fails when a public type or an article is on no named topic
# of the landing page (TermCells.md). With --browser (or DOCS_BROWSER=1), the site is also read as
# a reader sees it: served on localhost and opened in headless Chromium (scripts/check-docs-site.py,
# which installs Debian's chromium when it is missing). `make test` leaves that out: it takes a
# browser install and tens of seconds that CI's budget does not have, and it checks the rendering
# of pages whose content the two checks before it have already checked.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
browser=${DOCS_BROWSER:-0}
for argument in "$@"; do
    case "$argument" in
        --browser) browser=1 ;;
        *) echo "usage: scripts/docs.sh [--browser]" >&2; exit 2 ;;
    esac
done
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
    --transform-for-static-hosting \
    --output-path "$out/TermCells.doccarchive" --warnings-as-errors 2>&1 | tee "$log"
echo "docs: $out/TermCells.doccarchive (a static site: its documentation/termcells/index.html is the landing page)"
python3 scripts/check-docs-curation.py "$out/TermCells.doccarchive"
if [ "$browser" = "1" ]; then
    python3 scripts/check-docs-site.py "$out/TermCells.doccarchive"
fi

#!/usr/bin/env bash
# `make dist`: the release binaries, linked with the Swift runtime inside them
# (--static-swift-stdlib), in one tarball a user copies to another Linux machine of the same
# architecture (dist/termcells-linux-ARCH.tar.gz). It holds:
#   termcells-demo, termcells-embedding     the programs (they need only the C library and ncursesw)
#   TermCells_TermCellsDemo.resources/      the demo's template files, found beside the binary
#   Examples/Screens/                       the screen files, so that `termcells-demo screen
#                                           Examples/Screens/Mail.screen` works from the folder
# Then scripts/check-dist.py checks the tarball as a user would meet it: unpacked into an empty
# temporary folder, ldd naming no Swift library, and every command driven in a pseudo-terminal
# with LD_LIBRARY_PATH unset and, where unshare allows, the toolchain's library folder and the
# build folder hidden under empty mounts for the whole check.
#
# Environment: SWIFT (swift).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
static=(-c release --static-swift-stdlib)
"$SWIFT" build "${static[@]}" --product termcells-demo
"$SWIFT" build "${static[@]}" --product termcells-embedding
bin="$("$SWIFT" build "${static[@]}" --show-bin-path)"

name="termcells-linux-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/Examples/Screens" dist
cp "$bin/termcells-demo" "$bin/termcells-embedding" "$stage/$name/"
# The symbol tables serve debuggers only: the runtime finds types through its metadata sections.
strip "$stage/$name/termcells-demo" "$stage/$name/termcells-embedding"
cp -R "$bin/TermCells_TermCellsDemo.resources" "$stage/$name/"
cp Examples/Screens/*.screen "$stage/$name/Examples/Screens/"
tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
echo "wrote dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"

# The toolchain's library folder (where the dynamically linked build finds libswiftCore.so) and
# the build folder (where SwiftPM's resource accessors look when nothing is beside the binary):
# the check runs with both hidden under empty mounts where unshare allows it.
runtime="$("$SWIFT" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeLibraryPaths"][0])')"
hide=("$runtime" "$PWD/.build")
check=(python3 scripts/check-dist.py "dist/$name.tar.gz" --toolchain-lib "$runtime")
# shellcheck disable=SC2016 # $1 and $@ are the inner shell's.
mount_each='while [ "$1" != -- ]; do mount -t tmpfs none "$1" || exit 1; shift; done; shift; exec "$@"'
if unshare --mount --map-root-user sh -c "$mount_each" sh "${hide[@]}" -- true 2>/dev/null; then
    hidden=()
    for folder in "${hide[@]}"; do hidden+=(--hidden "$folder"); done
    unshare --mount --map-root-user sh -c "$mount_each" sh "${hide[@]}" -- "${check[@]}" "${hidden[@]}"
else
    echo "(unshare cannot mount here: the toolchain's libraries and the build folder stay in place)"
    "${check[@]}"
fi

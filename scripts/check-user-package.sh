#!/usr/bin/env bash
# The user's path, tested: copies Examples/ProcessViewer into a temporary directory, points its
# manifest at this checkout by path (as a user's package would: `.package(path:)` and the
# checkout's folder name as the package name), builds it and its tests, fails on any compiler
# or package warning, and runs its tests (which use TermCellsTesting) three times.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT=${SWIFT:-swift}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Examples/ProcessViewer" "$work/ProcessViewer"
rm -rf "$work/ProcessViewer/.build"
cd "$work/ProcessViewer"
name="$(basename "$root")"
sed -i.orig -e "s|^let termCellsPath = .*|let termCellsPath = \"$root\"|" \
    -e "s|^let termCellsPackage = .*|let termCellsPackage = \"$name\"|" Package.swift
rm -f Package.swift.orig
grep -q "\"$root\"" Package.swift || { echo "check-user-package: could not point the manifest at $root" >&2; exit 1; }

echo "== a user's package in $work depending on $root =="
# A scratch folder in the checkout keeps the build between runs (it is git-ignored).
scratch="$root/.build-user-package"
log="$work/build.log"
if ! "$SWIFT" build --build-tests --scratch-path "$scratch" 2>&1 | tee "$log"; then
    echo "check-user-package: the user's package does not build" >&2
    exit 1
fi
# FormerAPITests uses the names deprecated since 0.1 on purpose: deprecation warnings are the
# only ones it may print. Any other warning, there or anywhere else, fails. (The compiler
# repeats each warning under the source line it quotes, indented: those copies are skipped.)
unexpected="$(grep -E "^[^[:space:]|].*warning:" "$log" |
    grep -v -E "/Tests/FormerAPITests/[^:]+:[0-9]+:[0-9]+: warning: .* (is|was) deprecated" || true)"
if [ -n "$unexpected" ]; then
    echo "check-user-package: building the user's package printed warnings:" >&2
    echo "$unexpected" | sort -u >&2
    exit 1
fi
# Nothing only the demo needs is compiled (SwiftPM still fetches the argument parser's source
# when it resolves the graph; it compiles none of it).
for target in TermCellsDemo ArgumentParser TermCellsEmbedding; do
    if ls "$scratch"/debug/"$target".build/*.o >/dev/null 2>&1; then
        echo "check-user-package: the user's build compiled $target, which only the demo needs" >&2
        exit 1
    fi
done
# Three runs in a row: its application tests (two suites, not serialized, each test with an
# offscreen application of its own) run in parallel, and a crash or a screen drawn over by
# another test shows as a failure in one of them.
for run in 1 2 3; do
    echo "== the user's tests, run $run of 3 =="
    "$SWIFT" test --skip-build --scratch-path "$scratch"
done

#!/usr/bin/env bash
# Runs a test command (its arguments), showing its output as it comes, and when it fails,
# repeats at the end what failed: each failed test and the issues it recorded, and any
# sanitizer report's summary. CI shows only the tail of a long log, and the tests run in
# parallel, so without this the name of the failing test is thousands of lines up.
set -uo pipefail
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo
    echo "== what failed (exit status $status) =="
    grep -E -A3 "✘|error:|Fatal error|(Address|Thread|Leak|UndefinedBehavior)Sanitizer|^SUMMARY:|signal code" "$log" \
        | tail -n 80
fi
exit "$status"

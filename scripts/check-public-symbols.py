#!/usr/bin/env python3
"""The second half of the API check (scripts/check-api.sh): every symbol public in the
baseline is public now.

SwiftPM's checker counts `package` declarations as API, so a public declaration made
`package` passes it unseen. This reads the public symbol graphs SwiftPM dumps (`swift package
dump-symbol-graph --minimum-access-level public`) and compares their symbols, by precise
identifier, with the list written at the baseline (API/public-symbols.txt).

    check-public-symbols.py check  LIST GRAPH_DIR ALLOWLIST   fails naming each symbol gone
    check-public-symbols.py write  LIST GRAPH_DIR             writes LIST from the graphs

A symbol gone is allowed by a line of ALLOWLIST that is exactly its message.
"""
import glob
import json
import os
import sys

MODULES = ["TermCells", "TermCellsCurses", "TermCellsLines", "TermCellsTesting"]


def public_symbols(graph_dir):
    """{precise identifier: "Module kind path"} of the modules' public symbols."""
    symbols = {}
    for module in MODULES:
        files = glob.glob(os.path.join(graph_dir, module + ".symbols.json"))
        files += glob.glob(os.path.join(graph_dir, module + "@*.symbols.json"))
        if not files:
            sys.exit(f"check-public-symbols: no symbol graph of {module} in {graph_dir}")
        for path in files:
            with open(path) as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                identifier = symbol["identifier"]["precise"]
                # Members a type gets from a standard protocol (a Sequence's map) come and go
                # with the conformance, which its own symbol already stands for.
                if "::SYNTHESIZED::" in identifier:
                    continue
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                path_name = ".".join(symbol["pathComponents"])
                symbols[identifier] = f"{module} {kind} {path_name}"
    return symbols


def message(description):
    module, kind, path = description.split(" ", 2)
    return f"API breakage: {kind} {path} ({module}) is no longer public"


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("check", "write"):
        sys.exit(__doc__)
    mode, list_path, graph_dir = sys.argv[1:4]
    now = public_symbols(graph_dir)
    if mode == "write":
        with open(list_path, "w") as file:
            for identifier in sorted(now):
                file.write(f"{identifier}\t{now[identifier]}\n")
        print(f"check-public-symbols: {len(now)} public symbols written to {list_path}")
        return
    allowed = set()
    if len(sys.argv) > 4 and os.path.exists(sys.argv[4]):
        with open(sys.argv[4]) as file:
            allowed = {line.strip() for line in file if line.strip() and not line.startswith("#")}
    gone = []
    with open(list_path) as file:
        for line in file:
            identifier, description = line.rstrip("\n").split("\t", 1)
            if identifier not in now and message(description) not in allowed:
                gone.append(message(description))
    if gone:
        print(f"check-public-symbols: {len(gone)} symbol(s) public in the baseline are not public now:")
        for line in sorted(gone):
            print(f"  💔 {line}")
        sys.exit(1)
    print(f"check-public-symbols: every symbol public in the baseline is public ({len(now)} now)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks the built DocC archive's landing page: every public type and every article of the
TermCells module must be listed under a topic that TermCells.md names (Managers, Storage, …).

DocC puts whatever no page curates into automatic groups of its own ("Classes", "Structures",
"Articles", …), marked `"generated": true` in the landing page's JSON. A type curated only by an
article escapes those groups but is still missing from the landing page, so the check also
compares the module's top-level pages (data/documentation/termcells/*.json: one per public type
or article) with what the landing page's named topics list.

    scripts/check-docs-curation.py [ARCHIVE]     (default: .build-docs/TermCells.doccarchive)

Exits 1, naming each page and what to add, when anything is missing.
"""
import glob
import json
import os
import sys

LANDING_SOURCE = "Sources/TermCells/TermCells.docc/TermCells.md"


def main():
    archive = sys.argv[1] if len(sys.argv) > 1 else ".build-docs/TermCells.doccarchive"
    root = os.path.join(archive, "data", "documentation")
    landing_path = os.path.join(root, "termcells.json")
    if not os.path.isfile(landing_path):
        sys.exit(f"check-docs-curation: no landing page at {landing_path}: build the catalog first (scripts/docs.sh)")
    landing = json.load(open(landing_path))
    named, automatic = set(), []
    for section in landing.get("topicSections", []):
        if section.get("generated"):
            automatic += [(section.get("title", "?"), identifier) for identifier in section.get("identifiers", [])]
        else:
            named.update(section.get("identifiers", []))

    problems, reported = [], set()
    pages = 0
    for path in sorted(glob.glob(os.path.join(root, "termcells", "*.json"))):
        page = json.load(open(path))
        pages += 1
        identifier = page["identifier"]["url"]
        if identifier in named:
            continue
        metadata = page.get("metadata", {})
        title = metadata.get("title", os.path.basename(path))
        if page.get("kind") == "symbol":
            what = f"public {metadata.get('symbolKind', 'symbol')} {title}"
            line = f"- ``{title}``"
        else:
            name = identifier.rsplit("/", 1)[-1]
            what = f"article \"{title}\" ({name}.md)"
            line = f"- <doc:{name}>"
        group = next((group for group, automatic_id in automatic if automatic_id == identifier), None)
        where = f"DocC put it in its automatic \"{group}\" group" if group else "no topic of the landing page lists it"
        problems.append(f"{what}: {where}; add: {line}")
        reported.add(identifier)
    # Anything else in an automatic group (a page the loop above does not see, such as an extended module).
    for group, identifier in automatic:
        name = identifier.rsplit("/", 1)[-1]
        if identifier not in reported:
            problems.append(f"{name}: in DocC's automatic \"{group}\" group of the landing page; curate it")

    if pages == 0:
        sys.exit(f"check-docs-curation: no pages under {root}/termcells: was the archive built with symbol graphs?")
    if problems:
        print(f"check-docs-curation: {len(problems)} page(s) of the TermCells module are on no named topic of its "
              f"landing page; add each under the ### topic of {LANDING_SOURCE} where a reader would look for it:",
              file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"check-docs-curation: all {pages} public types and articles are under a named topic of the landing page, "
          f"and DocC made no automatic group")


if __name__ == "__main__":
    main()

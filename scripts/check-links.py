#!/usr/bin/env python3
"""Checks the links of the documents a reader opens first, without the network: run by `make test`.

In README.md, BENCHMARKS.md, SECURITY.md, CHANGELOG.md, Demo/README.md and the DocC articles
(Sources/TermCells/TermCells.docc/*.md):
  - every relative link, [text](path) or [text](path#heading), names a file or folder that
    exists, and a #heading names a heading of that Markdown file (GitHub's anchors);
  - outside the catalog, every <doc:Article> names an article of the catalog, and every
    ``Symbol`` (double backticks, DocC's symbol link) names a public declaration of Sources/
    (inside the catalog, docc's warnings-as-errors build checks both already);
  - README.md links every article of the catalog (the landing page, TermCells.md, aside).
Links to http(s) addresses are not fetched (CI has no network to rely on); code blocks and
code spans are not read as links.

    scripts/check-links.py            exits 1 naming each broken link, its file and line
"""
import glob
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
CATALOG = "Sources/TermCells/TermCells.docc"
LANDING = f"{CATALOG}/TermCells.md"
DOCUMENTS = ["README.md", "BENCHMARKS.md", "SECURITY.md", "CHANGELOG.md", "Demo/README.md"]

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
DOC_LINK = re.compile(r"<doc:([^>#]+)(?:#[^>]*)?>")
SYMBOL_LINK = re.compile(r"``([^`]+)``")
CODE_SPAN = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)")
DECLARATION = r"\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|case|init|subscript)\s+{name}\b"


def lines_outside_fences(text):
    """(line number, line) of every line that is not inside a fenced code block."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if marker:
            if fence is None:
                fence = marker.group(1)[0] * len(marker.group(1))
                continue
            if stripped.startswith(fence):
                fence = None
                continue
        if fence is None:
            yield number, line


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"<[^>]+>", "", heading)
    text = re.sub(r"`+", "", text).strip().lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        found, counts = set(), {}
        text = open(path, encoding="utf-8").read()
        for _, line in lines_outside_fences(text):
            match = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                base = slug(match.group(1))
                n = counts.get(base, 0)
                counts[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
        cache[path] = found
    return cache[path]


def public_names():
    """Names declared public (or open) anywhere in Sources/, for ``Symbol`` outside the catalog."""
    names = set()
    pattern = re.compile(r"\b(?:public|open)\b[^\n{=(:]*?\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|"
                         r"case|init|subscript)\s+`?([A-Za-z_][A-Za-z0-9_]*)")
    for path in glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True):
        names.update(pattern.findall(open(path, encoding="utf-8").read()))
    return names


def check(document, articles, symbols, problems):
    path = os.path.join(ROOT, document)
    text = open(path, encoding="utf-8").read()
    in_catalog = document.startswith(CATALOG + "/")
    targets = []
    for number, line in lines_outside_fences(text):
        if not in_catalog:
            for name in DOC_LINK.findall(line):
                if name.split("/")[-1] not in articles:
                    problems.append(f"{document}:{number}: <doc:{name}> names no article of {CATALOG}")
            for symbol in SYMBOL_LINK.findall(line):
                first = re.split(r"[/.(]", symbol.strip())[0]
                if first not in symbols:
                    problems.append(f"{document}:{number}: ``{symbol}`` names no public declaration in Sources/")
        prose = SYMBOL_LINK.sub("", line)
        prose = CODE_SPAN.sub("", prose)
        targets += [(number, target) for target in LINK.findall(prose)]
        reference = REFERENCE.match(prose)
        if reference:
            targets.append((number, reference.group(1)))
    for number, target in targets:
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
            continue  # http(s), mailto, doc: — not fetched, not files
        file_part, _, anchor = target.partition("#")
        if file_part.startswith("/"):
            problems.append(f"{document}:{number}: {target}: an absolute path; link relative to the file")
            continue
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
        if not resolved.startswith(ROOT + os.sep) and resolved != ROOT:
            problems.append(f"{document}:{number}: {target}: leaves the repository")
        elif not os.path.exists(resolved):
            problems.append(f"{document}:{number}: {target}: no such file ({os.path.relpath(resolved, ROOT)})")
        elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            problems.append(f"{document}:{number}: {target}: no heading #{anchor} in {os.path.relpath(resolved, ROOT)}")
    return text


def main():
    catalog_files = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, CATALOG, "*.md")))
    articles = {os.path.splitext(os.path.basename(p))[0] for p in catalog_files}
    symbols = public_names()
    problems = []
    documents = [d for d in DOCUMENTS if os.path.exists(os.path.join(ROOT, d))] + catalog_files
    for missing in sorted(set(DOCUMENTS) - set(documents)):
        problems.append(f"{missing}: missing")
    readme = ""
    for document in documents:
        text = check(document, articles, symbols, problems)
        if document == "README.md":
            readme = text
    for article in catalog_files:
        if article != LANDING and f"]({article})" not in readme:
            problems.append(f"README.md: links no article {article} (every article is linked from the README)")
    if problems:
        print(f"check-links: {len(problems)} broken link(s):", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"check-links: the relative links of {len(documents)} documents resolve; README.md links all "
          f"{len(catalog_files) - 1} articles")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Reads the built documentation site as a reader does: serves the archive on localhost, opens
the landing page in headless Chromium, and checks the page its scripts draw (DocC's pages are
rendered by JavaScript from the archive's JSON, so reading the files proves nothing about what a
browser shows). Then follows the landing page's link to the first article and checks that it
renders too.

On the landing page, the rendered DOM (`chromium --headless --dump-dom`) must have:
  - the module's title, in the window title and in the page's heading;
  - the Topics heading and every topic group the landing page's JSON names;
  - every article the landing page lists, as a link to its page with its title.

    scripts/check-docs-site.py [ARCHIVE]     (default: .build-docs/TermCells.doccarchive)

Chromium is Debian's `chromium` package; when it is missing this script installs it with
apt-get (as root; otherwise it prints the command). Only the standard library is used.
"""
import functools
import html.parser
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading


class Page(html.parser.HTMLParser):
    """The parts of a rendered page the checks read: the window title, the headings' text, the
    links (href and text) and the whole visible text."""

    def __init__(self):
        super().__init__()
        self.title, self.headings, self.links, self.text = "", [], [], []
        self._stack, self._link = [], None

    def handle_starttag(self, tag, attrs):
        self._stack.append(tag)
        if tag == "a":
            self._link = [dict(attrs).get("href", ""), ""]

    def handle_endtag(self, tag):
        while self._stack:
            if self._stack.pop() == tag:
                break
        if tag == "a" and self._link is not None:
            self.links.append((self._link[0], " ".join(self._link[1].split())))
            self._link = None

    def handle_data(self, data):
        if "script" in self._stack or "style" in self._stack or "noscript" in self._stack:
            return
        if "title" in self._stack:
            self.title += data
        if any(tag in self._stack for tag in ("h1", "h2", "h3")):
            self.headings.append(" ".join(data.split()))
        if self._link is not None:
            self._link[1] += data
        self.text.append(data)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def ensure_chromium():
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    command = "apt-get update && apt-get install -y --no-install-recommends chromium"
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        sys.exit(f"check-docs-site: needs headless Chromium; run as root: {command}")
    print("check-docs-site: installing chromium (Debian package)", file=sys.stderr, flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    return shutil.which("chromium")


def rendered(chromium, url, profile):
    """The DOM of `url` once its scripts have drawn it."""
    argv = [chromium, "--headless", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
            f"--user-data-dir={profile}", "--virtual-time-budget=15000", "--dump-dom", url]
    if os.geteuid() == 0:
        argv.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
    result = subprocess.run(argv, capture_output=True, text=True, timeout=180)
    if result.returncode != 0 or not result.stdout.strip():
        sys.exit(f"check-docs-site: chromium could not open {url} (exit {result.returncode}):\n{result.stderr[-2000:]}")
    page = Page()
    page.feed(result.stdout)
    return page


def main():
    archive = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build-docs/TermCells.doccarchive")
    landing_json = os.path.join(archive, "data", "documentation", "termcells.json")
    if not os.path.isfile(os.path.join(archive, "documentation", "termcells", "index.html")):
        sys.exit(f"check-docs-site: {archive} is not a static site (build it with scripts/docs.sh)")
    landing = json.load(open(landing_json))
    module_title = landing["metadata"]["title"]
    groups = [section["title"] for section in landing.get("topicSections", []) if not section.get("generated")]
    articles = []  # (path, title)
    for section in landing.get("topicSections", []):
        for identifier in section.get("identifiers", []):
            reference = landing["references"].get(identifier, {})
            if reference.get("kind") == "article" or reference.get("role") in ("article", "collectionGroup"):
                articles.append((reference["url"], reference["title"]))

    chromium = ensure_chromium()
    handler = functools.partial(QuietHandler, directory=archive)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    problems = []
    try:
        with tempfile.TemporaryDirectory() as profile:
            page = rendered(chromium, f"{base}/documentation/termcells", profile)
            if module_title not in page.title:
                problems.append(f"the window title is {page.title!r}, without {module_title!r}")
            if module_title not in page.headings:
                problems.append(f"no heading {module_title!r} (the page may not have rendered: "
                                f"headings {page.headings[:5]})")
            for heading in ["Topics"] + groups:
                if heading not in page.headings:
                    problems.append(f"no heading {heading!r} on the landing page")
            links = {href.rstrip("/"): text for href, text in page.links}
            for path, title in articles:
                text = links.get(path.rstrip("/"))
                if text is None:
                    problems.append(f"the landing page has no link to the article {title!r} ({path})")
                elif title not in text:
                    problems.append(f"the link to {path} reads {text!r}, not the article's title {title!r}")
            if articles and not problems:
                path, title = articles[0]
                article = rendered(chromium, base + path, profile)
                if title not in article.headings:
                    problems.append(f"the article {path} renders no heading {title!r} (headings {article.headings[:5]})")
    finally:
        server.shutdown()
    if problems:
        print(f"check-docs-site: the site as Chromium renders it ({base}):", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"check-docs-site: Chromium renders the landing page '{module_title}' with its {len(groups)} topic groups "
          f"and links to all {len(articles)} articles; '{articles[0][1] if articles else '-'}' opens from it")


if __name__ == "__main__":
    main()

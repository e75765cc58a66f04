#!/usr/bin/env python3
"""Opens the dashboard in headless Chromium and checks the rendered DOM:
the scene list, one SVG shape per view and guide, the red of a conflicting
scene, the orange of an ambiguous one, warnings drawn, and that a hostile
label stays text. Keeps a screenshot of every page. Stdlib only."""

import argparse
import json
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

from check_debugger import check_debugger, has_importers
from check_axe import check_axe
from check_explain import check_explain_page
from check_reading import check_reading, import_document

# A Pocket Casts screen with labels, buttons and hidden views, as Xcode shows it.
SLEEP_TIMER = Path("pocket-casts/podcasts_SleepTimerViewController.xib")
ABOUT_DIALOG = Path("textual/Sources_App_Resources_User_Interface_en.lproj_TDCAboutDialog.xib")

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
HOSTILE_LABEL = "<img src=x onerror=alert(1)>"
VIRTUAL_TIME_MS = "5000"
WINDOW = "1400,1000"


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], []

    def classes(self):
        return set((self.attrs.get("class") or "").split())

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def all_text(self):
        return "".join(self.text) + "".join(child.all_text() for child in self.children)


class TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text.append(data)


class Browser:
    def __init__(self, chromium, profile):
        self.base = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--no-first-run", "--disable-extensions", f"--user-data-dir={profile}",
                     f"--window-size={WINDOW}", f"--virtual-time-budget={VIRTUAL_TIME_MS}"]

    def dom(self, url):
        run = subprocess.run(self.base + ["--dump-dom", url], capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            raise SystemExit(f"chromium failed on {url}: {run.stderr[-2000:]}")
        builder = TreeBuilder()
        builder.feed(run.stdout)
        return builder.root, run.stdout

    def screenshot(self, url, path):
        run = subprocess.run(self.base + [f"--screenshot={path}", url], capture_output=True, text=True, timeout=120)
        if run.returncode != 0 or not path.is_file():
            raise SystemExit(f"no screenshot of {url}: {run.stderr[-2000:]}")


class Checks:
    def __init__(self):
        self.failures = []
        self.passed = 0

    def expect(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)
            print(f"FAIL {message}", file=sys.stderr)


def scene_items(path):
    document = json.loads(path.read_text())
    return [v["id"] for v in document.get("views", [])] + [g["id"] for g in document.get("guides", [])]


def canvas_rects(tree):
    canvases = [n for n in tree.walk() if n.tag == "svg" and "canvas" in n.classes()]
    if not canvases:
        return {}
    rects = {}
    for node in canvases[0].walk():
        if node.tag == "rect" and "data-id" in node.attrs:
            rects.setdefault(node.attrs["data-id"], []).append(node)
    return rects


def check_headers(base, checks):
    with urllib.request.urlopen(base + "/") as response:
        policy = response.headers.get("Content-Security-Policy") or ""
        checks.expect("script-src 'self'" in policy and "unsafe-inline" not in policy,
                      f"GET / carries a CSP without unsafe-inline (got {policy!r})")
        checks.expect((response.headers.get("X-Content-Type-Options") or "").lower() == "nosniff",
                      "GET / carries X-Content-Type-Options: nosniff")


def check_list(browser, base, path, scenes, checks, artifacts):
    tree, _ = browser.dom(base + path)
    body = next(n for n in tree.walk() if n.tag == "body")
    checks.expect(body.attrs.get("data-ready") == "list", f"{path}: the list page finished rendering")
    rows = {n.attrs["data-scene"]: n for n in tree.walk() if n.tag == "tr" and "data-scene" in n.attrs}
    for name in scenes:
        checks.expect(name in rows, f"{path}: scene {name} is listed")
    if "conflict-label-width" in rows:
        badges = [n for n in rows["conflict-label-width"].walk() if "status-conflicting" in n.classes()]
        checks.expect(bool(badges), f"{path}: conflict-label-width shows the red conflicting status")
        links = [n for n in rows["conflict-label-width"].walk() if n.tag == "a"]
        checks.expect(bool(links) and links[0].attrs.get("href") == "/ui/scenes/conflict-label-width",
                      f"{path}: conflict-label-width links to its page")
    browser.screenshot(base + path, artifacts / ("list.png" if path == "/" else "list-ui.png"))


def check_scene(browser, base, name, scenes_dir, checks, artifacts):
    url = f"{base}/ui/scenes/{name}"
    tree, raw = browser.dom(url)
    body = next(n for n in tree.walk() if n.tag == "body")
    checks.expect(body.attrs.get("data-ready") == "scene", f"{name}: the scene page finished rendering")
    rects = canvas_rects(tree)
    items = scene_items(scenes_dir / f"{name}.json")
    checks.expect(sorted(rects) == sorted(items) and all(len(r) == 1 for r in rects.values()),
                  f"{name}: one shape per view and guide (want {sorted(items)}, got {sorted(rects)})")
    checks.expect(not any(n.tag == "img" for n in tree.walk()), f"{name}: no <img> element in the page")
    checks.expect(all("src" in n.attrs and not n.all_text().strip() for n in tree.walk() if n.tag == "script"),
                  f"{name}: no inline script")
    browser.screenshot(url, artifacts / f"scene-{name}.png")
    return tree, rects


def nodes_with_class(tree, name):
    return [n for n in tree.walk() if name in n.classes()]


def check_links(browser, base, checks, artifacts):
    """The page state read from the query string: a selected view's report,
    a highlighted diagnostic, a variant, the ambiguity animation, the list's
    prefix, the history, and an API error shown as text."""
    tree, _ = browser.dom(f"{base}/ui/scenes/conflict-label-width?view=name")
    facts = " ".join(n.all_text() for n in tree.walk() if n.tag == "table" and "facts" in n.classes())
    checks.expect("(20, 20, 42, 21)" in facts, f"report of name shows its frame (got {facts[:200]!r})")
    rows = {n.attrs["data-constraint"]: n for n in tree.walk() if n.tag == "tr" and "data-constraint" in n.attrs}
    checks.expect("Label Width" in rows and "misses" in rows["Label Width"].classes(),
                  "report of name lists Label Width as not holding")
    checks.expect(len(rows) >= 3 and all(r.classes() & {"holds", "misses"} for r in rows.values()),
                  f"every constraint naming name says whether it holds ({len(rows)} rows)")
    rects = canvas_rects(tree)
    checks.expect("name" in rects and "selected" in rects["name"][0].classes(), "the selected view is marked")
    checks.expect(any(n.tag == "tr" and "data-solve" in n.attrs for n in tree.walk()), "the history table has solves")
    checks.expect(any(n.tag == "rect" and "bar" in n.classes() for n in tree.walk()), "the history chart has bars")
    browser.screenshot(f"{base}/ui/scenes/conflict-label-width?view=name", artifacts / "report-name.png")

    tree, _ = browser.dom(f"{base}/ui/scenes/conflict-label-width?diagnostic=0")
    rects = canvas_rects(tree)
    checks.expect(all(v in rects and "highlight" in rects[v][0].classes() for v in ("name", "field")),
                  "clicking the conflict highlights name and field")

    tree, _ = browser.dom(f"{base}/ui/scenes/rtl-mirror?variant=scene-rtl")
    rects = canvas_rects(tree)
    checks.expect("a" in rects and rects["a"][0].attrs.get("x") == "200", "the rtl variant draws a at x 200")
    tree, _ = browser.dom(f"{base}/ui/scenes/rtl-mirror?variant=x2")
    body = next(n for n in tree.walk() if n.tag == "body")
    checks.expect(body.attrs.get("data-ready") == "scene" and len(canvas_rects(tree)) == 3,
                  "the doubled-widths variant is drawn")

    tree, _ = browser.dom(f"{base}/ui/scenes/ambiguous-vertical?exercise=1")
    captions = [n.all_text() for n in nodes_with_class(tree, "caption")]
    checks.expect(captions and captions[0].strip() != "", f"exercising ambiguity steps the layout (caption {captions!r})")

    tree, _ = browser.dom(f"{base}/ui/scenes/no-such-scene")
    body = next(n for n in tree.walk() if n.tag == "body")
    problems = [n.all_text() for n in nodes_with_class(tree, "problem")]
    checks.expect(body.attrs.get("data-ready") == "error" and any("404" in p for p in problems),
                  f"an unknown scene shows the API's problem as text (got {problems!r})")

    tree, _ = browser.dom(f"{base}/?prefix=conf")
    names = [n.attrs["data-scene"] for n in tree.walk() if n.tag == "tr" and "data-scene" in n.attrs]
    checks.expect(names == ["conflict-label-width"], f"the prefix search lists only matching scenes (got {names})")


EXPLAIN_MESSAGE = """Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0x600002b0 V:[UILabel:0x7f01'Name'(36)]   (active)>",
    "<NSLayoutConstraint:0x600002b1 UILabel:0x7f01'Name'.top == UITableViewCellContentView:0x7f00.top + 8   (active)>",
    "<NSLayoutConstraint:0x600002b3 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00.height == 44   (active)>",
    "<NSLayoutConstraint:0x600002b2 V:[UILabel:0x7f01'Name']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )>"
)
Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x600002b0 V:[UILabel:0x7f01'Name'(36)]   (active)>
"""


def check_explain(browser, base, checks, artifacts):
    """The explain page: a message in the URL's fragment is explained at once,
    its views drawn with the conflicting ones red, the sentences as text."""
    if not has_importers(base):
        print("explain page: skipped, the server has no /v1/explain (the mock)")
        return
    tree, _ = browser.dom(f"{base}/ui/explain")
    body = next(n for n in tree.walk() if n.tag == "body")
    checks.expect(body.attrs.get("data-ready") == "explain-form", "explain: the empty page shows the form")
    url = f"{base}/ui/explain#message={urllib.parse.quote(EXPLAIN_MESSAGE, safe='')}"
    tree, _ = browser.dom(url)
    body = next(n for n in tree.walk() if n.tag == "body")
    checks.expect(body.attrs.get("data-ready") == "explained", f"explain: the message is explained ({body.attrs.get('data-ready')})")
    rects = canvas_rects(tree)
    for view in ("UILabel_0x7f01", "UITableViewCellContentView_0x7f00"):
        checks.expect(view in rects and "conflict" in rects[view][0].classes(), f"explain: {view} is drawn red")
    text = " ".join(n.all_text() for n in nodes_with_class(tree, "explanation"))
    checks.expect("UIKit broke 0x600002b0, which is in the minimal conflicting set" in text, "explain: what UIKit broke is said")
    checks.expect("your constraints need 52" in text, "explain: the encapsulated height's hint gives the height needed")
    checks.expect(len([n for n in tree.walk() if n.tag == "button" and "data-constraint" in n.attrs]) == 4,
                  "explain: one entry per printed constraint")
    checks.expect(all("src" in n.attrs and not n.all_text().strip() for n in tree.walk() if n.tag == "script"),
                  "explain: no inline script")
    browser.screenshot(url, artifacts / "explain.png")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--base", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--scenes", type=Path, required=True)
    parser.add_argument("--artifacts", type=Path, required=True)
    parser.add_argument("--open-base", help="a daemon with a token and reads open")
    parser.add_argument("--closed-base", help="a daemon with a token and reads protected")
    parser.add_argument("--token")
    parser.add_argument("--axe-wheel", type=Path, help="the wheel axe-requirements.txt pins")
    parser.add_argument("--corpus", type=Path, help="Interface Builder documents (Tests/Corpus/ib)")
    parser.add_argument("--mock", action="store_true", help="the stand-in server: it solves only its canned scenes")
    args = parser.parse_args()
    args.artifacts.mkdir(parents=True, exist_ok=True)
    checks = Checks()
    names = sorted(p.stem for p in args.scenes.glob("*.json"))
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(args.chromium, profile)
        check_headers(args.base, checks)
        check_list(browser, args.base, "/", names, checks, args.artifacts)
        check_list(browser, args.base, "/ui/", names, checks, args.artifacts)

        tree, rects = check_scene(browser, args.base, "conflict-label-width", args.scenes, checks, args.artifacts)
        for view in ("name", "field"):
            checks.expect(view in rects and "conflict" in rects[view][0].classes(),
                          f"conflict-label-width: {view} is drawn red (class conflict)")
        checks.expect(any("status-conflicting" in n.classes() for n in tree.walk()),
                      "conflict-label-width: the page shows the conflicting status")

        _, rects = check_scene(browser, args.base, "ambiguous-vertical", args.scenes, checks, args.artifacts)
        checks.expect("v0" in rects and "ambiguous" in rects["v0"][0].classes(),
                      "ambiguous-vertical: v0 is drawn orange (class ambiguous)")

        tree, rects = check_scene(browser, args.base, "xss-label", args.scenes, checks, args.artifacts)
        labels = [n.all_text() for n in tree.walk() if n.attrs.get("data-label-for") == "evil"]
        checks.expect(labels == [HOSTILE_LABEL], f"xss-label: the hostile label is shown as text (got {labels!r})")
        checks.expect(not any(n.tag == "script" and "src" not in n.attrs for n in tree.walk()),
                      "xss-label: the class name did not become a script element")

        tree, rects = check_scene(browser, args.base, "warnings-tour", args.scenes, checks, args.artifacts)
        checks.expect("spacer" in rects and "guide" in rects["spacer"][0].classes(), "warnings-tour: the guide is drawn as a guide")
        checks.expect(any(n.attrs.get("data-design-for") == "box" for n in tree.walk()),
                      "warnings-tour: the misplaced view's design frame is drawn")
        checks.expect(any(n.attrs.get("data-marker-for") == "dot" for n in tree.walk()),
                      "warnings-tour: the zero-size view has a marker")
        checks.expect("stray" in rects, "warnings-tour: the view outside its superview is drawn")

        check_links(browser, args.base, checks, args.artifacts)
        check_explain(browser, args.base, checks, args.artifacts)
    imported = import_document(args.base, args.corpus / SLEEP_TIMER, "ib") if args.corpus else []
    appkit = import_document(args.base, args.corpus.parent / "appkit" / ABOUT_DIALOG, "ak") if args.corpus else []
    with tempfile.TemporaryDirectory() as profile:
        check_reading(args.chromium, profile, args, imported[0] if imported else None, checks,
                      appkit[0] if appkit else None)
    if args.axe_wheel:
        with tempfile.TemporaryDirectory() as profile:
            check_axe(args.chromium, profile, args.base, args.axe_wheel, imported[0] if imported else None, checks, args.artifacts,
                      explain=not args.mock)
    with tempfile.TemporaryDirectory() as profile:
        check_debugger(args.chromium, profile, args.base, args.scenes, checks, args.artifacts)
    with tempfile.TemporaryDirectory() as profile:
        check_explain_page(args.chromium, profile, args.base, checks, args.artifacts)

    print(f"browser checks: {checks.passed} passed, {len(checks.failures)} failed; screenshots in {args.artifacts}")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())

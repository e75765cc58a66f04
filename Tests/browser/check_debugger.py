"""The dashboard as a constraint debugger, checked by driving Chromium
(cdp.py): constraints drawn with their colours and positions, the inspector
after a click, the address after a selection, keyboard use, zoom, the folding
view tree, a dropped and a pasted document, the exported SVG and PNG, and the
drawing time of large scenes (1,000 and 5,000 views, 7 constraints each)."""

import json
import math
import statistics
import tempfile
import threading
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

from cdp import Chromium, ProtocolError, ProtocolTimeout

BLUE, RED, ORANGE = "rgb(0, 122, 255)", "rgb(255, 59, 48)", "rgb(255, 149, 0)"
HOSTILE_LABEL = "<img src=x onerror=alert(1)>"
# The target (docs/dashboard.md, drawing time) is a figure to record, not a timed assertion: CI
# machines are shared, so only an order of magnitude past it fails.
DRAW_TARGET_MS = 200
DRAW_LIMIT_MS = 2000
DRAW_RUNS = 5
# The drawing-time targets on 1,000 views, every constraint drawn (docs/dashboard.md,
# "Drawing time"); as above, a figure to print beside its target, failing only an
# order of magnitude past it.
STEP_TARGETS_MS = {"first": 250, "redraw": 100, "select": 16, "select_warm": 16, "export": 500}
STEP_LIMIT_MS = 2500
FRAME_MS = 1000 / 60

# Every drawn constraint: id, classes, path, stroke colour, mark, centre on screen.
CONSTRAINTS_JS = """[...document.querySelectorAll("svg.canvas path.constraint")].map((path) => {
    const box = path.getBoundingClientRect();
    const text = [...document.querySelectorAll("svg.canvas text.constant")].find((t) => t.dataset.constraintLabel === path.dataset.constraint);
    return {id: path.dataset.constraint, classes: [...path.classList], d: path.getAttribute("d"),
        stroke: getComputedStyle(path).stroke, dashed: getComputedStyle(path).strokeDasharray !== "none",
        mark: text ? text.textContent : null, x: box.x + box.width / 2, y: box.y + box.height / 2};
})"""


def numbers(path):
    return [float(n) for n in __import__("re").findall(r"-?[0-9]+(?:\.[0-9]+)?", path)]


def by_id(browser):
    return {c["id"]: c for c in browser.evaluate(CONSTRAINTS_JS)}


def page_hash(browser):
    """The address's fragment once the page has written it: it follows a
    change in a task of its own (docs/dashboard.md, "Drawing time")."""
    browser.wait_for("currentPage && !currentPage.linkPending")
    return browser.evaluate("location.hash")


def text_of(browser, selector):
    return browser.evaluate(f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || ''")


def check_drawing(browser, base, checks, artifacts):
    browser.open(f"{base}/ui/scenes/conflict-label-width?constraints=all")
    drawn = by_id(browser)
    spacing = drawn.get("Space Between Controls.0")
    checks.expect(spacing and "spacing" in spacing["classes"] and spacing["stroke"] == RED,
                  f"conflict: name-8-field is a red I-beam ({spacing})")
    # A path starts with its main stroke: "M x y H x2" (horizontal) or "M x y V y2".
    checks.expect(spacing and sorted(numbers(spacing["d"])[0:3:2]) == [62.0, 70.0] and spacing["mark"] == "8",
                  f"conflict: the I-beam runs from name's trailing edge (62) to field's leading edge (70), marked 8 ({spacing})")
    width = drawn.get("Label Width")
    checks.expect(width and "size" in width["classes"] and width["stroke"] == RED and width["dashed"]
                  and width["mark"].startswith("≥ 400"), f"conflict: Label Width is a red dashed size bar marked ≥ 400 ({width})")
    center = drawn.get("Field Center")
    checks.expect(center and "align" in center["classes"] and center["stroke"] == BLUE,
                  f"conflict: Field Center is a blue alignment line ({center})")
    checks.expect(center and center["d"].split("H")[0].endswith(" 30.5"),
                  "conflict: the centre line lies at y 30.5, the centre of name and field")
    checks.expect("$name.hug.h" not in drawn, "content hugging is listed, not drawn")
    browser.screenshot(artifacts / "debugger-all-constraints.png")

    # b.leading == a.trailing + 8: in right to left, b's right edge and a's left edge.
    edges_js = """((rtl) => { const box = (id) => { const r = document.querySelector(`rect[data-id=${id}]`);
        return {x: Number(r.getAttribute("x")), w: Number(r.getAttribute("width"))}; }; const a = box("a"), b = box("b");
        return (rtl ? [a.x, b.x + b.w] : [a.x + a.w, b.x]).sort((p, q) => p - q); })"""
    for variant, rtl in (("", False), ("&variant=scene-rtl", True), ("&variant=rtl", True)):
        browser.open(f"{base}/ui/scenes/rtl-mirror?constraints=all{variant}")
        edges = browser.evaluate(f"{edges_js}({'true' if rtl else 'false'})")
        pair = by_id(browser).get("pair.0")
        checks.expect(pair and sorted(numbers(pair["d"])[0:3:2]) == edges,
                      f"rtl-mirror{variant}: a-8-b spans a's trailing and b's leading edge {edges} ({pair})")

    browser.open(f"{base}/ui/scenes/ambiguous-vertical?constraints=all")
    drawn = by_id(browser)
    states = {c["stroke"] for c in drawn.values()}
    checks.expect(RED in states and ORANGE not in states,
                  f"ambiguous: the constraints of the ambiguous view are red, as in Xcode ({states})")
    browser.screenshot(artifacts / "debugger-ambiguous.png")

    browser.open(f"{base}/ui/scenes/conflict-label-width")
    checks.expect(not by_id(browser), "without a selection and the toggle no constraint is drawn")


# A report's rows as a user sees them: every constraint its heading counts
# (those below the pane's fold come a frame after the selection), checked
# at each frame until they are.
ROWS_SHOWN_JS = """() => new Promise((resolve) => { const check = () => {
    const heading = document.querySelector(".report > .view-report > h3");
    const count = heading ? Number((/\\((\\d+)\\)/.exec(heading.textContent) || [])[1]) : NaN;
    const rows = document.querySelectorAll(".report > .view-report table.constraints tbody tr");
    if (rows.length === count) resolve(count); else requestAnimationFrame(check); }; check(); })"""


def check_inspecting(browser, base, checks, artifacts):
    browser.open(f"{base}/ui/scenes/conflict-label-width?constraints=all")
    spacing = by_id(browser)["Space Between Controls.0"]
    browser.click(spacing["x"], spacing["y"])
    card = text_of(browser, "[data-inspected]")
    # Equations name views as the outline does (the label "Name"); the id is on hover.
    for part in ("field.leading == Name.trailing + 8", "H:[name]-(8)-[field]", "visualFormat", "1000", "holds"):
        checks.expect(part in card, f"inspector after a click on the I-beam shows {part!r} (got {card[:300]!r})")
    tied = browser.evaluate("[...document.querySelectorAll('svg.canvas rect.tied')].map((r) => r.dataset.id).sort()")
    checks.expect(tied == ["field", "name"], f"the views the constraint ties are highlighted (got {tied})")
    hash_ = page_hash(browser)
    checks.expect(hash_ == "#constraint=Space+Between+Controls.0", f"the address names the constraint (got {hash_!r})")
    browser.screenshot(artifacts / "debugger-inspector.png")

    field = browser.evaluate("(() => { const b = document.querySelector('rect[data-id=field]').getBoundingClientRect();"
                             " return {x: b.x + b.width * 0.75, y: b.y + 5}; })()")
    browser.click(field["x"], field["y"])
    hash_ = page_hash(browser)
    checks.expect(hash_ == "#view=field", f"a click on a view puts it in the address ({hash_!r})")
    browser.evaluate(f"({ROWS_SHOWN_JS})()")
    rows = browser.evaluate("[...document.querySelectorAll('.report tr[data-constraint]')].map((r) => r.dataset.constraint)")
    checks.expect("Text Field Trailing" in rows, f"a click on a view lists its constraints ({rows})")

    browser.open(f"{base}/ui/scenes/conflict-label-width#constraint=Label+Width")
    card = text_of(browser, "[data-inspected]")
    checks.expect("Name.width >= 400" in card and "misses" in card, f"a #constraint= link opens the inspector ({card[:200]!r})")
    drawn = by_id(browser)
    checks.expect(list(drawn) == ["Label Width"], f"only the inspected constraint is drawn ({list(drawn)})")

    browser.open(f"{base}/ui/scenes/conflict-label-width#view=name")
    drawn = by_id(browser)
    checks.expect({"Label Leading", "Space Between Controls.0", "Label Width"} <= set(drawn),
                  f"the selected view's constraints are drawn by default ({sorted(drawn)})")
    checks.expect("Text Field Trailing" not in drawn, "constraints of other views are not drawn by default")


def check_report_in_place(browser, base, checks):
    """Another view's report replaces the shown one in place (its tables kept,
    their cells changed), and each row's button then inspects that row's
    constraint, not the one the row showed before."""
    browser.open(f"{base}/ui/scenes/conflict-label-width#view=name")
    shown = browser.evaluate(f"""(async () => {{ const before = document.querySelector(".report table.facts");
        selectItem(currentPage, "field"); const after = document.querySelector(".report table.facts");
        await ({ROWS_SHOWN_JS})();
        return {{kept: before === after, id: after.querySelector("td").textContent,
                rows: [...document.querySelectorAll(".report tr[data-constraint]")].map((row) => row.dataset.constraint)}}; }})()""")
    checks.expect(shown["kept"] and shown["id"] == "field" and "Text Field Trailing" in shown["rows"],
                  f"selecting another view updates the inspector's tables in place ({shown})")
    inspected = browser.evaluate(f"""(async () => {{ const page = currentPage; const out = [];
        for (const id of {json.dumps(shown["rows"])}) {{
            selectItem(page, "name"); selectItem(page, "field");
            await ({ROWS_SHOWN_JS})();
            document.querySelector(`.report tr[data-constraint="${{CSS.escape(id)}}"] button.inspect`).click();
            out.push(page.constraint);
        }}
        return out; }})()""")
    checks.expect(inspected == shown["rows"], f"each row of a report updated in place inspects its own constraint ({inspected})")


def check_prepared_inspector(browser, base, checks):
    """Once the page is idle after its first canvas, a view's report waits
    hidden in the inspector, in the room it takes shown; the first selection
    changes it in place and moves nothing below it."""
    browser.open(f"{base}/ui/scenes/conflict-label-width")
    try:
        browser.wait_for("document.querySelector('.report > .view-report.prepared') !== null", timeout=30)
    except Exception:
        pass
    before = browser.evaluate("""(() => { const report = document.querySelector(".report > .view-report");
        window.preparedReport = report;
        const message = document.querySelector(".report > p.muted");
        return report ? {prepared: report.classList.contains("prepared"), visibility: getComputedStyle(report).visibility,
                         height: report.getBoundingClientRect().height,
                         id: report.querySelector("table.facts td").textContent,
                         over: message ? message.getBoundingClientRect().top === report.getBoundingClientRect().top : false,
                         tree: document.getElementById("items-list").getBoundingClientRect().top,
                         message: message?.textContent || ""} : null; })()""")
    checks.expect(before is not None and before["prepared"] and before["visibility"] == "hidden" and before["height"] > 0
                  and before["over"] and before["message"].startswith("Click a view"),
                  f"with no selection, a view's report is prepared hidden in its room, the inviting message over it ({before})")
    if before is None:
        return
    # Its own view first: the report keeps its height, so the tree stays put.
    same = browser.evaluate(f"""(() => {{ selectItem(currentPage, {json.dumps(before["id"])});
        const report = document.querySelector(".report > .view-report");
        return {{kept: report === window.preparedReport, visibility: getComputedStyle(report).visibility,
                 tree: document.getElementById("items-list").getBoundingClientRect().top}}; }})()""")
    checks.expect(same["kept"] and same["visibility"] == "visible" and same["tree"] == before["tree"],
                  f"the first selection shows the prepared report where it was, the view tree unmoved ({before}, {same})")
    after = browser.evaluate(f"""(async () => {{ selectItem(currentPage, "field"); const report = document.querySelector(".report > .view-report");
        const prepared = report.classList.contains("prepared");
        await ({ROWS_SHOWN_JS})();
        return {{kept: report === window.preparedReport, prepared,
                visibility: getComputedStyle(report).visibility, id: report.querySelector("table.facts td").textContent,
                children: document.querySelector(".report").childElementCount,
                rows: [...report.querySelectorAll("tr[data-constraint]")].map((row) => row.dataset.constraint)}}; }})()""")
    checks.expect(after["kept"] and not after["prepared"] and after["visibility"] == "visible" and after["id"] == "field"
                  and after["children"] == 1 and "Text Field Trailing" in after["rows"],
                  f"another view's report is changed in place ({after})")
    # Escape keeps it hidden in its room: neither the clear nor the next
    # selection moves the tree.
    cleared = browser.evaluate("""(() => { const tree = () => document.getElementById("items-list").getBoundingClientRect().top;
        const shown = tree(); clearSelection(currentPage); const report = document.querySelector(".report > .view-report");
        const out = {moved: tree() - shown, kept: report === window.preparedReport, visibility: report ? getComputedStyle(report).visibility : null,
                     message: document.querySelector(".report > p.muted")?.textContent || ""};
        selectItem(currentPage, "field");
        return {...out, movedAgain: tree() - shown, keptAgain: document.querySelector(".report > .view-report") === window.preparedReport}; })()""")
    checks.expect(cleared == {"moved": 0, "kept": True, "visibility": "hidden", "message": "Click a view or a constraint to inspect it.",
                              "movedAgain": 0, "keptAgain": True},
                  f"a cleared selection keeps the report hidden in its room, the tree unmoved ({cleared})")


def check_link_written_once(browser, base, checks):
    """The address follows the selection in a task of its own, once for all
    the changes made before it, not in the input's task."""
    browser.open(f"{base}/ui/scenes/conflict-label-width")
    written = browser.evaluate("""(async () => { const writes = [];
        const replace = history.replaceState.bind(history);
        history.replaceState = (state, title, url) => { writes.push(String(url)); replace(state, title, url); };
        selectItem(currentPage, "name"); selectItem(currentPage, "field");
        const inTask = writes.length;
        while (currentPage.linkPending) await new Promise((resolve) => setTimeout(resolve, 10));
        history.replaceState = replace;
        return {inTask, writes: writes.map((url) => url.slice(url.indexOf("#"))), hash: location.hash}; })()""")
    checks.expect(written == {"inTask": 0, "writes": ["#view=field"], "hash": "#view=field"},
                  f"two selections in one task write the address once, after it ({written})")


# The inspector's pane with no selection takes at most this share of the
# window's height, heading included: a report's room left empty above the
# tree was 623 px on conflict-label-width.
INSPECTOR_ROOM_SHARE = 0.45


def check_inspector_pane(browser, base, checks):
    """The inspector is a pane of its own (Interface Builder's): bounded in
    height with no selection, a longer report scrolling inside it (reachable
    by keyboard), the tree below unmoved by a selection and by Escape; narrow
    and wide windows, light and dark."""
    try:
        for width, dark in ((800, False), (800, True), (1400, False), (1400, True)):
            browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=900,
                         deviceScaleFactor=1, mobile=False)
            browser.call("Emulation.setEmulatedMedia", session=True,
                         features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
            label = f"{width} px wide, {'dark' if dark else 'light'}"
            browser.open(f"{base}/ui/scenes/conflict-label-width")
            try:
                browser.wait_for("document.querySelector('.report > .view-report.prepared') !== null", timeout=30)
            except Exception:
                pass
            idle = browser.evaluate("""(() => { const pane = document.querySelector(".report").getBoundingClientRect();
                const heading = document.querySelector(".side h2").getBoundingClientRect();
                const tree = document.getElementById("items-list").getBoundingClientRect().top;
                return {room: tree - heading.top, tree,
                        pane: pane.height, window: innerHeight, reportHeight: document.querySelector(".report > .view-report")
                            ?.getBoundingClientRect().height || 0}; })()""")
            checks.expect(idle["room"] <= INSPECTOR_ROOM_SHARE * idle["window"] and idle["reportHeight"] > 0,
                          f"{label}: with no selection the inspector and its heading take at most "
                          f"{INSPECTOR_ROOM_SHARE:.0%} of the window above the tree ({idle})")
            browser.click(**center_of(browser, "rect[data-id=field]"))
            browser.wait_for("currentPage.selected === 'field'")
            shown = browser.evaluate("""(() => { const pane = document.querySelector(".report");
                return {tree: document.getElementById("items-list").getBoundingClientRect().top,
                        scrolls: pane.scrollHeight > pane.clientHeight && getComputedStyle(pane).overflowY === "auto",
                        focusable: pane.tabIndex === 0 && pane.getAttribute("role") === "region" && Boolean(pane.getAttribute("aria-label")),
                        pane: pane.getBoundingClientRect().height}; })()""")
            browser.key("Escape", key_code=27)
            browser.wait_for("currentPage.selected === null")
            cleared = browser.evaluate("""({tree: document.getElementById("items-list").getBoundingClientRect().top,
                pane: document.querySelector(".report").getBoundingClientRect().height})""")
            before = browser.evaluate("""(() => { const tree = document.getElementById("items-list").getBoundingClientRect().top;
                selectItem(currentPage, "name"); return tree; })()""")
            checks.expect(shown["scrolls"] and shown["focusable"] and shown["pane"] == idle["pane"] == cleared["pane"]
                          and idle["tree"] == shown["tree"] == cleared["tree"] == before,
                          f"{label}: a longer report scrolls inside the pane (a region with a tab stop), which keeps its "
                          f"height, so neither a click nor Escape moves the tree ({idle}, {shown}, {cleared}, {before})")
            # Scrolled down in one view's report, the pane shows the next one's from its top.
            browser.evaluate("document.querySelector('.report').scrollTop = 200")
            browser.wait_for("currentPage.reportScrolled")
            browser.click(**center_of(browser, "rect[data-id=field]"))
            browser.wait_for("currentPage.selected === 'field'")
            top = browser.evaluate("document.querySelector('.report').scrollTop")
            checks.expect(top == 0, f"{label}: another view's report shows from the pane's top (scrolled to {top})")
    finally:
        browser.call("Emulation.clearDeviceMetricsOverride", session=True)
        browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": "light"}])


def check_keyboard(browser, base, checks):
    browser.open(f"{base}/ui/scenes/conflict-label-width#view=name")
    browser.evaluate("document.querySelector('rect[data-id=field]').focus()")
    browser.key("Enter", key_code=13)
    checks.expect(page_hash(browser) == "#view=field", "Enter on a focused view selects it")
    browser.evaluate("document.querySelector('path.constraint').focus()")
    browser.key("Tab", key_code=9)
    focused = browser.evaluate("document.activeElement.dataset.constraint || document.activeElement.dataset.id || ''")
    checks.expect(bool(focused), f"Tab moves through the canvas's views and constraints (now {focused!r})")
    browser.evaluate("document.querySelector('path.constraint').focus()")
    browser.key("Enter", key_code=13)
    checks.expect("constraint=" in page_hash(browser), "Enter on a focused constraint inspects it")
    browser.key("Escape", key_code=27)
    checks.expect(page_hash(browser) == "" and not text_of(browser, "[data-inspected]"),
                  "Escape clears the selection")
    labels = browser.evaluate("""({
        landmarks: [...document.querySelectorAll("header, main, aside[aria-label], section[aria-label]")].length,
        unlabelled: [...document.querySelectorAll("button, input, select")].filter((c) =>
            !(c.getAttribute("aria-label") || c.textContent.trim() || (c.id && document.querySelector(`label[for="${c.id}"]`)))).length,
        described: document.querySelector("svg.canvas").getAttribute("aria-describedby"),
        list: !!document.getElementById("items-list")})""")
    checks.expect(labels["landmarks"] >= 4 and labels["unlabelled"] == 0,
                  f"landmarks and a label on every control ({labels})")
    checks.expect(labels["described"] == "items-list" and labels["list"], "the canvas is described by the list beside it")


def check_zoom_and_tree(browser, base, checks, artifacts):
    browser.open(f"{base}/ui/scenes/warnings-tour")
    before = browser.evaluate("document.querySelector('svg.canvas').getAttribute('viewBox')")
    browser.evaluate("document.getElementById('zoom-in').click()")
    after = browser.evaluate("document.querySelector('svg.canvas').getAttribute('viewBox')")
    level = text_of(browser, ".zoom-level")
    checks.expect(abs(float(before.split()[2]) / float(after.split()[2]) - 1.5) < 0.01 and level == "150 %",
                  f"zoom in shows a third less of the scene ({before} → {after}, {level})")
    browser.evaluate("document.getElementById('zoom-fit').click()")
    checks.expect(browser.evaluate("document.querySelector('svg.canvas').getAttribute('viewBox')") == before, "fit restores the view")
    box = browser.evaluate("(() => { const b = document.querySelector('svg.canvas').getBoundingClientRect();"
                           " return {x: b.x + b.width / 2, y: b.y + b.height / 2}; })()")
    browser.evaluate("document.getElementById('zoom-in').click()")
    zoomed = browser.evaluate("document.querySelector('svg.canvas').getAttribute('viewBox')")
    for kind, x in (("mousePressed", box["x"]), ("mouseMoved", box["x"] + 40), ("mouseReleased", box["x"] + 40)):
        browser.call("Input.dispatchMouseEvent", session=True, type=kind, x=x, y=box["y"], button="left",
                     buttons=0 if kind == "mouseReleased" else 1, clickCount=1)
    panned = browser.evaluate("document.querySelector('svg.canvas').getAttribute('viewBox')")
    checks.expect(float(panned.split()[0]) < float(zoomed.split()[0]), f"dragging pans the canvas ({zoomed} → {panned})")
    browser.screenshot(artifacts / "debugger-zoomed.png")

    browser.evaluate("document.querySelector('.fold').click()")
    hidden = browser.evaluate("[...document.querySelectorAll('li[data-tree-item]')].filter((li) => li.hidden).length")
    total = browser.evaluate("document.querySelectorAll('li[data-tree-item]').length")
    checks.expect(hidden == total - 1, f"folding the root hides the rest of the tree ({hidden} of {total})")


def drop_file(browser, text, name):
    browser.evaluate(f"""(() => {{ const data = new DataTransfer();
        data.items.add(new File([{json.dumps(text)}], {json.dumps(name)}, {{type: "application/json"}}));
        document.body.dispatchEvent(new DragEvent("drop", {{dataTransfer: data, bubbles: true, cancelable: true}})); }})()""")


def check_drop(browser, base, scenes_dir, checks, artifacts):
    names_before = scene_names(base)
    browser.open(f"{base}/ui/")
    browser.evaluate("document.body.removeAttribute('data-ready')")
    drop_file(browser, (scenes_dir / "conflict-label-width.json").read_text(), "label.json")
    checks.expect(browser.wait_for("document.body.dataset.ready") == "scene", "a dropped scene JSON is drawn")
    rects = browser.evaluate("[...document.querySelectorAll('svg.canvas rect[data-id]')].map((r) => r.dataset.id).sort()")
    checks.expect(rects == ["field", "name", "root"], f"the dropped scene's views are drawn ({rects})")
    checks.expect(text_of(browser, ".scene-status") == "conflicting", "the dropped scene is solved (conflicting)")
    checks.expect(scene_names(base) == names_before, "a dropped scene is not stored")
    browser.screenshot(artifacts / "debugger-dropped.png")
    browser.evaluate("document.getElementById('store-name').value = 'dropped-label'; document.getElementById('store-scene').click()")
    browser.wait_for("location.pathname === '/ui/scenes/dropped-label' && document.body.dataset.ready")
    checks.expect("dropped-label" in scene_names(base), "the Store button stores the dropped scene under its name")

    browser.open(f"{base}/ui/")
    drop_file(browser, "neither a scene nor a document nor a message", "notes.txt")
    browser.wait_for("document.body.dataset.ready === 'drop-error'")
    message = text_of(browser, ".drop-problem")
    checks.expect("cannot read this" in message and "scene JSON" in message and "console message" in message,
                  f"another format gets a clear message ({message!r})")
    check_dropped_documents(browser, base, checks, artifacts)
    browser.open(f"{base}/ui/")
    scene = (scenes_dir / "rtl-mirror.json").read_text()
    browser.evaluate(f"""(() => {{ const data = new DataTransfer(); data.setData("text/plain", {json.dumps(scene)});
        document.dispatchEvent(new ClipboardEvent("paste", {{clipboardData: data, bubbles: true, cancelable: true}})); }})()""")
    browser.wait_for("document.body.dataset.ready === 'scene' && document.querySelectorAll('svg.canvas rect[data-id]').length === 3")
    checks.expect(True, "a pasted scene JSON is drawn")


CORPUS = Path(__file__).resolve().parent.parent / "Corpus"
CONSOLE_MESSAGE = """Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0x600002c0 UILabel:0x7f11'Title'.width == 120   (active)>",
    "<NSLayoutConstraint:0x600002c1 UILabel:0x7f11'Title'.width == 200   (active)>"
)
Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x600002c1 UILabel:0x7f11'Title'.width == 200   (active)>"""


def has_importers(base):
    """Whether the server reads console messages (the daemon does, the mock not)."""
    probe = urllib.request.Request(f"{base}/v1/explain", data=b"", method="POST", headers={"Content-Type": "text/plain"})
    try:
        urllib.request.urlopen(probe, timeout=10)
    except urllib.error.HTTPError as error:
        return error.code not in (404, 405, 501)
    return True


def check_dropped_documents(browser, base, checks, artifacts):
    """An Interface Builder document and a console message dropped onto the
    dashboard go through the daemon's importers and are drawn, not stored."""
    if not has_importers(base):
        print("dropped documents: skipped, the server has no importers (the mock)")
        return
    names_before = scene_names(base)
    browser.open(f"{base}/ui/")
    browser.evaluate("document.body.removeAttribute('data-ready')")
    drop_file(browser, (CORPUS / "ib" / "ibdecodable" / "View.xib").read_text(), "View.xib")
    checks.expect(browser.wait_for("document.body.dataset.ready") == "scene", "a dropped Interface Builder document is drawn")
    title = text_of(browser, "h1")
    checks.expect("Interface Builder document" in title, f"the page says the scene came from the document ({title!r})")
    rects = browser.evaluate("document.querySelectorAll('svg.canvas rect[data-id]').length")
    checks.expect(rects >= 1, f"the document's views are drawn ({rects})")
    browser.screenshot(artifacts / "debugger-dropped-xib.png")
    browser.open(f"{base}/ui/")
    browser.evaluate("document.body.removeAttribute('data-ready')")
    drop_file(browser, CONSOLE_MESSAGE, "console.log")
    checks.expect(browser.wait_for("document.body.dataset.ready") == "scene", "a dropped console message is drawn")
    checks.expect(text_of(browser, ".scene-status") == "conflicting", "the message's rebuilt scene conflicts")
    ids = browser.evaluate("[...document.querySelectorAll('svg.canvas rect[data-id]')].map((r) => r.dataset.id)")
    checks.expect(any("0x7f11" in i for i in ids), f"the message's label is drawn ({ids})")
    checks.expect(scene_names(base) == names_before, "dropped documents are not stored")


def scene_names(base):
    with urllib.request.urlopen(f"{base}/v1/scenes?limit=500") as response:
        return sorted(item["name"] for item in json.load(response)["items"])


def check_export(browser, base, checks, artifacts):
    browser.open(f"{base}/ui/scenes/xss-label?constraints=all")
    text = browser.evaluate("exportSvgText(currentPage)")
    (artifacts / "export-xss-label.svg").write_text(text)
    root = ET.fromstring(text.encode())
    ns = "{http://www.w3.org/2000/svg}"
    labels = [t.text for t in root.iter(f"{ns}text") if t.get("data-label-for") == "evil"]
    checks.expect(labels == [HOSTILE_LABEL], f"exported SVG parses and keeps the hostile label as text ({labels})")
    tags = {element.tag.replace(ns, "") for element in root.iter()}
    checks.expect(not tags & {"img", "image", "script", "foreignObject"}, f"exported SVG has no active elements ({tags})")
    checks.expect(root.find(f"{ns}style") is not None and root.find(f".//{ns}rect") is not None,
                  "exported SVG carries its own style and the views")
    png = browser.evaluate("""exportPngBlob(currentPage).then(async (blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer()); let s = ""; for (const b of bytes) s += String.fromCharCode(b);
        return btoa(s); })""")
    data = __import__("base64").b64decode(png)
    (artifacts / "export-xss-label.png").write_bytes(data)
    checks.expect(data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 1000, f"exported PNG is a PNG ({len(data)} bytes)")

    browser.open(f"{base}/ui/scenes/conflict-label-width?constraints=all")
    root = ET.fromstring(browser.evaluate("exportSvgText(currentPage)").encode())
    groups = [p.get("data-constraint") for p in root.iter(f"{ns}path") if p.get("data-constraint")]
    checks.expect("Space Between Controls.0" in groups, "exported SVG holds the drawn constraints")


def large_scene(count):
    """A grid of `count` views, 7 constraints each, and the result a solve
    would give (so the test measures drawing, not the debug-build solver)."""
    columns = math.ceil(math.sqrt(count))
    views = [{"id": "root"}]
    constraints = []
    frames = {}
    for n in range(count):
        row, column = divmod(n, columns)
        view, left, above = f"v{n}", f"v{n - 1}", f"v{n - columns}"
        views.append({"id": view, "parent": "root"})
        frames[view] = {"x": 8 + column * 48, "y": 8 + row * 38, "width": 40, "height": 30}
        constraints += [
            f"{view}.leading == {left}.trailing + 8" if column else f"{view}.leading == root.leading + 8",
            f"{view}.top == {above}.bottom + 8" if row else f"{view}.top == root.top + 8",
            f"{view}.width == 40", f"{view}.height == 30",
            f"{view}.centerY == {left}.centerY" if column else f"{view}.leading >= root.leading + 8 @750",
            f"{view}.width == {left}.width" if column else f"{view}.height <= 100",
            f"{view}.trailing <= root.trailing - 8 @750"]
    rows = math.ceil(count / columns)
    frames["root"] = {"x": 0, "y": 0, "width": 8 + columns * 48, "height": 8 + rows * 38}
    scene = {"format": "layoutd.scene/1", "views": views, "constraints": constraints}
    result = {"format": "layoutd.result/1", "status": "satisfied", "frames": frames, "diagnostics": [],
              "constraints": [{"id": f"#{k}", "origin": "scene", "priority": 750 if "@750" in e else 1000,
                               "equation": e, "holds": True, "miss": 0} for k, e in enumerate(constraints)],
              "stats": {"views": count + 1, "constraints": len(constraints), "solveMicroseconds": 0}, "variants": []}
    return scene, result


# Each user step is timed from its input event to the first frame presented
# that shows it (docs/dashboard.md, "Drawing time"). In the input's own
# listener (capturing, so before the page's) the harness asks for a frame:
# its callback runs in the first frame after the input, and if the DOM does
# not show the change yet (`shown`), in the next. A message posted there runs
# once that frame's main-thread work (style, layout, paint, commit) is done:
# its end. Event Timing's duration runs to the frame presented (raster
# included), but Chromium reports it in 8 ms steps and only from 16 ms. A
# run's figure is the larger of the two. Beside it: in which frame after the
# input the change shows (1: the first drawn after it), and the page's own
# main-thread time, the input's task (from this listener, the first, to the
# end of the last, bubbling on the window) and the work of the frame that
# shows the change (from this callback, the frame's first, to its end).
STEP_TIMER_JS = """window.stepTimer = (type, shown) => new Promise((resolve) => {
    const heard = (event) => {
        window.removeEventListener(type, heard, true);
        const start = event.timeStamp, taskStart = performance.now();
        let taskEnd = null, frames = 0;
        window.addEventListener(type, () => queueMicrotask(() => { taskEnd = performance.now(); }), {once: true});
        const frame = () => requestAnimationFrame(() => {
            frames += 1;
            if (!shown()) return frame();
            const frameStart = performance.now();
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
                const end = performance.now();
                resolve({start, frame: end - start, frames, task: taskEnd - taskStart, work: end - frameStart});
            };
            channel.port2.postMessage(null);
        });
        frame();
    };
    window.addEventListener(type, heard, true);
});
window.presented = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.presented.push(
    {name: entry.name, start: entry.startTime, duration: entry.duration}); })
    .observe({type: "event", durationThreshold: 16, buffered: true});"""

# What the DOM shows once each timed step is done.
SHOWN_ALL_JS = """() => document.getElementById("show-all").checked
    && !document.querySelector("svg.canvas.above g.batches").hasAttribute("display")"""


# The least a click can do on the same page: a small button whose handler
# toggles one class on one small element, both fixed in a corner so that
# adding them lays out nothing else (a constructed style sheet: the page's
# policy refuses inline styles). Timed as a select is, it is the floor
# the browser's pipeline sets for any click.
ANCHOR_JS = """(() => { const sheet = new CSSStyleSheet();
    sheet.replaceSync("#anchor-mark { position: fixed; right: 0; bottom: 0; width: 8px; height: 8px; background: #fff; }"
        + " #anchor-mark.on { background: #000; } #anchor-click { position: fixed; right: 8px; bottom: 0; width: 24px; height: 16px; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const mark = document.createElement("span"), button = document.createElement("button");
    mark.id = "anchor-mark"; button.id = "anchor-click"; button.textContent = "a";
    button.addEventListener("click", () => mark.classList.toggle("on"));
    document.body.append(mark, button); })()"""
ANCHOR_SHOWN_JS = '() => document.getElementById("anchor-mark").classList.contains("on")'
# The page's frame interval: the median of 60 intervals between frame callbacks.
FRAME_INTERVAL_JS = """(async () => { const at = [];
    for (let n = 0; n < 61; n++) at.push(await new Promise((r) => requestAnimationFrame(r)));
    const gaps = at.slice(1).map((t, k) => t - at[k]).sort((a, b) => a - b);
    return gaps[gaps.length >> 1]; })()"""


def shown_selected_js(view):
    return (f'() => document.querySelector("rect[data-id={view}]").classList.contains("selected")'
            f' && document.querySelector(".report table.facts td")?.textContent === "{view}"')


def center_of(browser, selector):
    return browser.evaluate(f"""(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();
        return {{x: r.x + r.width / 2, y: r.y + r.height / 2}}; }})()""")


def timed_click(browser, selector, shown):
    """A real click (through the DevTools input pipeline) on `selector`, timed
    to the first frame in which `shown` (a JavaScript function) holds: the
    time to that frame, in which frame after the click it is, and the page's
    main-thread time for it (the click's task and that frame's work)."""
    point = center_of(browser, selector)
    browser.evaluate(f"window.step = window.stepTimer('click', {shown}); 1")
    browser.click(point["x"], point["y"])
    step = browser.evaluate("window.step", timeout=120)
    # Event Timing reports after the frame is presented, and not at all under 16 ms: wait up to a second.
    presented = browser.evaluate(f"""(async () => {{ for (let n = 0; n < 20; n++) {{
        const found = window.presented.filter((e) => e.name === "click" && Math.abs(e.start - {step["start"]}) < 1);
        if (found.length) return found.map((e) => e.duration);
        await new Promise((r) => setTimeout(r, 50)); }} return []; }})()""")
    return {"ms": max([step["frame"], *presented]), "frame": step["frames"], "task_ms": step["task"],
            "work_ms": step["work"], "main_ms": step["task"] + step["work"]}


def check_step_timer(browser, checks):
    """A click whose change the page shows only later is timed to the frame
    that shows it, not to the first frame after the input."""
    browser.evaluate(STEP_TIMER_JS)
    browser.evaluate("""(() => { const button = document.createElement("button");
        button.id = "late-change"; button.textContent = "late";
        button.addEventListener("click", () => setTimeout(() => { button.dataset.done = "yes"; }, 300));
        document.querySelector(".toolbar").appendChild(button); })()""")
    late = timed_click(browser, "#late-change", '() => document.getElementById("late-change").dataset.done === "yes"')
    browser.evaluate("document.getElementById('late-change').remove()")
    checks.expect(late["ms"] >= 300 and late["frame"] > 1,
                  f"a change shown 300 ms after its click is timed to the frame that shows it, not the first ({late})")
    # A change made in the click's handler shows in the first frame; the
    # page's main-thread time counts the handler's 30 ms and the 20 ms of
    # work it asked of that frame.
    browser.evaluate("""(() => { const button = document.createElement("button");
        button.id = "busy-change"; button.textContent = "busy";
        const busy = (ms) => { const until = performance.now() + ms; while (performance.now() < until) {} };
        button.addEventListener("click", () => { busy(30); button.dataset.done = "yes"; requestAnimationFrame(() => busy(20)); });
        document.querySelector(".toolbar").appendChild(button); })()""")
    busy = timed_click(browser, "#busy-change", '() => document.getElementById("busy-change").dataset.done === "yes"')
    browser.evaluate("document.getElementById('busy-change').remove()")
    checks.expect(busy["frame"] == 1 and busy["task_ms"] >= 30 and busy["work_ms"] >= 20 and busy["main_ms"] >= 50,
                  f"a change made in the click's handler shows in the first frame after it, the handler's 30 ms and "
                  f"its frame's 20 ms counted as the page's main-thread time ({busy})")


def timed_export(browser):
    """Export PNG clicked, timed to the download it starts (the link the page clicks)."""
    point = center_of(browser, "#export-png")
    browser.evaluate("""window.step = new Promise((resolve) => {
        let start = null;
        const heard = (event) => {
            if (event.target.closest("#export-png")) start = event.timeStamp;
            else if (start !== null && event.target.matches("a[download]")) {
                window.removeEventListener("click", heard, true);
                resolve(performance.now() - start);
            }
        };
        window.addEventListener("click", heard, true); }); 1""")
    browser.click(point["x"], point["y"])
    return browser.evaluate("window.step", timeout=120)


# Installed before the page's own script: the end of the main-thread work of
# the first frame with the canvas in it, and of the first with the views'
# name tags, in the page's time (0 is when the navigation began). Each is
# drawn in one task, and the recent solves load after them.
FIRST_FRAME_JS = """(() => { const frameWith = (selector) => new Promise((resolve) => new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
}).observe(document, {subtree: true, childList: true}));
window.firstFrame = frameWith(".canvas-wrap svg.canvas");
window.namedFrame = frameWith(".canvas-wrap svg.canvas.above text.label"); })();"""


def user_steps(browser, base, scene, result, count, runs):
    """What a developer waits for on a large scene with every constraint drawn,
    each from the input to the frame: the scene's page opened at
    `?constraints=all` (from the navigation; the solve answered by the test;
    and to the frame that names the views),
    "All constraints" switched off and on again (the second redraws every
    constraint), the first click that selects a view after the page opened and
    a second one (warm), and Export PNG (to the download). The first input
    waits for the page to go idle, as a user's does."""
    name = f"grid-{count}"
    request = urllib.request.Request(f"{base}/v1/scenes/{name}", data=json.dumps(scene).encode(), method="PUT",
                                     headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=60).close()
    browser.intercept({f"/v1/scenes/{name}/solve": json.dumps(result).encode()})
    script = browser.call("Page.addScriptToEvaluateOnNewDocument", session=True, source=FIRST_FRAME_JS)["identifier"]
    out = {"first": [], "first_named": [], "first_from_answer": [], "redraw": [], "select": [], "select_warm": [], "export": [],
           "anchor": []}
    parts = {"select": [], "select_warm": [], "anchor": []}
    try:
        for n in range(runs):
            browser.open(f"{base}/ui/scenes/{name}?constraints=all", timeout=300)
            first = browser.evaluate("window.firstFrame", timeout=120)
            out["first"].append(first)
            out["first_named"].append(browser.evaluate("window.namedFrame", timeout=120))
            # Of which the page's own share: from the solve's answer to that frame.
            answered = browser.evaluate("""Math.max(...performance.getEntriesByType("resource")
                .filter((e) => e.name.includes("/solve")).map((e) => e.responseEnd))""")
            out["first_from_answer"].append(first - answered)
            if not browser.evaluate("currentPage.showAll && document.querySelectorAll('svg.canvas path.batch').length > 0"):
                raise AssertionError("the scene's page does not show every constraint")
            browser.evaluate(STEP_TIMER_JS)
            # A user's first input comes once the page has settled.
            browser.evaluate("new Promise((resolve) => requestIdleCallback(resolve))")
            browser.click(**center_of(browser, "#show-all"))
            out["redraw"].append(timed_click(browser, "#show-all", SHOWN_ALL_JS)["ms"])
            # The first select after the page opened, then another view's.
            for step, view in (("select", f"v{count // 2 + n}"), ("select_warm", f"v{count // 2 + n + 40}")):
                clicked = timed_click(browser, f"rect[data-id={view}]", shown_selected_js(view))
                out[step].append(clicked["ms"])
                parts[step].append(clicked)
                if browser.evaluate("currentPage.selected") != view:
                    raise AssertionError(f"the click did not select {view}")
            # The anchor, after the selects so that they run as before: added,
            # left to settle, clicked, removed before the export.
            browser.evaluate(ANCHOR_JS)
            browser.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve)))")
            clicked = timed_click(browser, "#anchor-click", ANCHOR_SHOWN_JS)
            out["anchor"].append(clicked["ms"])
            parts["anchor"].append(clicked)
            browser.evaluate("""for (const id of ["anchor-mark", "anchor-click"]) document.getElementById(id).remove();
                document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1); 1""")
            out["export"].append(timed_export(browser))
    finally:
        browser.call("Page.removeScriptToEvaluateOnNewDocument", session=True, identifier=script)
    return out, parts


def select_parts(clicks):
    """Of a select's runs: the frame after the click that shows it (each run)
    and the page's main-thread time, its task and its frame's work (medians)."""
    out = {"frame_after_click_runs": [click["frame"] for click in clicks]}
    for part in ("main_ms", "task_ms", "work_ms"):
        values = [click[part] for click in clicks]
        out[part] = round(statistics.median(values), 1)
        out[f"{part[:-3]}_runs_ms"] = [round(value, 1) for value in values]
    return out


# Installed before the page's own script: what the page holds when the canvas
# is first in it (at the end of the task that drew it).
CANVAS_FIRST_JS = """window.atCanvas = new Promise((resolve) => new MutationObserver((_, observer) => {
    const above = document.querySelector(".canvas-wrap svg.canvas.above g.batches");
    if (!above) return;
    observer.disconnect();
    resolve({constraints: Number(above.dataset.count || 0), rows: document.querySelectorAll("li[data-tree-item]").length});
}).observe(document, {subtree: true, childList: true}));"""


def check_canvas_first(browser, base, count, checks):
    """The scene's page draws the canvas, every constraint in it, in a frame of
    its own, and lists the views in the tree after it."""
    script = browser.call("Page.addScriptToEvaluateOnNewDocument", session=True, source=CANVAS_FIRST_JS)["identifier"]
    try:
        browser.open(f"{base}/ui/scenes/grid-{count}?constraints=all#view=v10", timeout=300)
        first = browser.evaluate("window.atCanvas", timeout=120)
        after = browser.evaluate("""({rows: document.querySelectorAll("li[data-tree-item]").length,
            selected: document.querySelector("li[data-tree-item][aria-selected=true]")?.getAttribute("data-tree-item") || null,
            report: document.querySelectorAll(".report tr[data-constraint]").length})""")
        requests = browser.evaluate(f"""(() => {{ const at = (path) => performance.getEntriesByType("resource")
            .find((entry) => new URL(entry.name).pathname === path);
            const look = at("/v1/scenes/grid-{count}/solve"), scene = at("/v1/scenes/grid-{count}");
            return {{lookAsked: look.startTime, sceneAnswered: scene.responseEnd,
                     side: getComputedStyle(document.querySelector("aside.side > .side-body")).contain}}; }})()""")
    finally:
        browser.call("Page.removeScriptToEvaluateOnNewDocument", session=True, identifier=script)
    checks.expect(first == {"constraints": 7 * count, "rows": 0} and after["rows"] == count + 1
                  and after["selected"] == "v10" and after["report"] > 0,
                  f"the canvas comes first with all {7 * count} constraints, then the tree and the report ({first}, {after})")
    checks.expect(requests["lookAsked"] < requests["sceneAnswered"],
                  f"the stored look is asked for beside the scene's document, not after its answer ({requests})")
    checks.expect(requests["side"] == "strict",
                  f"the side panel is sized by the window: a selection lays out only inside it ({requests})")


def check_draw_allocations(browser, checks):
    """Drawing every constraint of the 1,000-view grid makes no set for each
    view or constraint it draws (the walks over ancestors allocated one each:
    garbage before the first canvas; docs/dashboard.md, "Drawing time"), and
    the walks and positions written without them answer as before."""
    counted = browser.evaluate("""(() => { const Original = window.Set; let sets = 0;
        window.Set = class extends Original { constructor(...args) { super(...args); sets += 1; } };
        try { const page = currentPage; page.batches = null; drawCanvas(page); } finally { window.Set = Original; }
        return {sets, views: currentPage.index.size,
                drawn: Number(document.querySelector("svg.canvas.above g.batches").dataset.count)}; })()""")
    checks.expect(counted["drawn"] == 7000 and counted["sets"] < 2 * counted["views"],
                  f"drawing 7,000 constraints on 1,001 views makes no set for each view or constraint ({counted})")
    answers = browser.evaluate("""(() => { const frame = {x: 10, y: 20, width: 100, height: 50};
        const spec = {layoutMargins: {left: 4, top: 6}, baselineOffsets: {first: 12}};
        const at = (rightToLeft) => Object.fromEntries(ATTRIBUTES.filter((name) => name !== "baseline")
            .map((name) => [name, attributePosition(frame, spec, name, rightToLeft)]));
        const index = itemIndex({views: [{id: "a", parent: "b"}, {id: "b", parent: "a"},
            {id: "h", appearance: {hidden: true}}, {id: "c", parent: "h"}]});
        return {ltr: at(false), rtl: at(true), bare: attributePosition(frame, {}, "lastBaseline", false),
                hidden: ["a", "b", "h", "c"].map((id) => isHidden(index, id)),
                ancestors: [isAncestor(index, "b", "a"), isAncestor(index, "h", "c"), isAncestor(index, "c", "a")]}; })()""")
    ltr = {"left": 10, "right": 110, "top": 20, "bottom": 70, "leading": 10, "trailing": 110, "centerX": 60, "centerY": 45,
           "leftMargin": 14, "rightMargin": 102, "topMargin": 26, "bottomMargin": 62, "leadingMargin": 14,
           "trailingMargin": 102, "centerXWithinMargins": 58, "centerYWithinMargins": 44, "firstBaseline": 32,
           "lastBaseline": 70}
    rtl = {**ltr, "leading": 110, "trailing": 10, "leadingMargin": 102, "trailingMargin": 14}
    checks.expect(answers == {"ltr": ltr, "rtl": rtl, "bare": 70, "hidden": [False, False, True, True],
                              "ancestors": [True, True, False]},
                  f"attribute positions (margins 8 unless given, leading and trailing mirrored), hidden views and "
                  f"ancestors through a parent cycle answer as the scene says ({answers})")


def check_line_index(browser, checks):
    """A click finds the constraint under it from the strokes of the cells
    around it, indexed when the page is idle, with the answer a look at every
    stroke gives."""
    browser.evaluate("constraintNear(currentPage, 0, 0, 1); new Promise((resolve) => requestIdleCallback(resolve))")
    compared = browser.evaluate("""(() => { const page = currentPage; const points = [];
        for (const {lines} of page.constraintLines.filter((_, k) => k % 20 === 0)) for (const [x1, y1, x2, y2] of lines) {
            points.push([x1, y1], [(x1 + x2) / 2 + 1.5, (y1 + y2) / 2 - 2], [x2 - 3, y2 + 4]); }
        let seed = 7; const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
        for (let n = 0; n < 500; n++) points.push([next() * 1600 - 20, next() * 1250 - 20]);
        let found = 0, differ = 0;
        for (const tolerance of [1, 6.4, 40]) for (const [x, y] of points) {
            const near = constraintNear(page, x, y, tolerance);
            if (near !== null) found++;
            if (near !== constraintNearAll(page, x, y, tolerance)) differ++;
        }
        return {fresh: Boolean(page.lineIndex) && page.lineIndex.drawn === page.constraintLines,
                strokes: page.lineIndex ? page.lineIndex.ids.length : 0, points: points.length, found, differ}; })()""")
    checks.expect(compared["fresh"] and compared["strokes"] > 7000 and compared["found"] > 1000 and compared["differ"] == 0,
                  f"clicks find constraints through the index of strokes, as through all of them ({compared})")


def check_batch_layer(browser, checks):
    """Past 1,000 shown constraints they lie in a layer over the canvas that a
    selection or an inspected constraint leaves alone (nothing there is
    repainted), drawn as the union of their strokes, and exported too."""
    layer = browser.evaluate("""(() => { const above = document.querySelector("svg.canvas.above");
        const style = getComputedStyle(above);
        return {willChange: style.willChange, pointerEvents: style.pointerEvents,
                paths: above.querySelectorAll("path.constraint.batch").length,
                moves: [...above.querySelectorAll("path.batch")].reduce((n, p) => n + p.getAttribute("d").split("M").length - 1, 0),
                strokes: [...constraintModel(currentPage).byId.values()].reduce((n, entry) => {
                    const shape = constraintShape(entry.parsed, currentPage.absolute, currentPage.index, currentPage.unit, false, false);
                    return n + (shape ? shapeSegments(shape, currentPage.unit).length : 0); }, 0),
                labels: above.querySelectorAll("text.label").length}; })()""")
    checks.expect(layer["willChange"] == "transform" and layer["pointerEvents"] == "none",
                  f"the layer over the canvas is composited apart and deaf to the pointer ({layer})")
    # The grid's 7,000 constraints have about 22,000 strokes (caps included): a
    # row's edges pinned to the root's trailing edge become one, a view's two
    # width bars one.
    checks.expect(0 < layer["moves"] < 0.7 * layer["strokes"] and layer["labels"] == 1001,
                  f"the batched constraints are drawn as the union of their strokes, the name tags above them ({layer})")
    checks.expect(browser.evaluate("JSON.stringify(unionOf([4, 6, 0, 2, 1, 3, 3, 3.5]))") == "[0,3.5,4,6]",
                  "overlapping spans join into the stretches they cover")
    mutations = browser.evaluate("""(() => { const above = document.querySelector("svg.canvas.above"); let count = 0;
        const observer = new MutationObserver((list) => { count += list.length; });
        observer.observe(above, {subtree: true, childList: true, attributes: true, characterData: true});
        selectItem(currentPage, "v10"); const selected = document.querySelector("rect[data-id=v10]").classList.contains("selected");
        inspectConstraint(currentPage, "#70"); const inspected = document.querySelectorAll("svg.canvas:not(.above) path.constraint.inspected").length;
        clearSelection(currentPage); count += observer.takeRecords().length; observer.disconnect();
        return {count, selected, inspected}; })()""")
    checks.expect(mutations == {"count": 0, "selected": True, "inspected": 1},
                  f"selecting a view and inspecting a constraint leave the layer of 7,000 constraints untouched ({mutations})")
    # "All constraints" off hides the layer; on again over the same frames, it
    # is shown as it was, none of its paths rebuilt.
    toggled = browser.evaluate("""(() => { const layer = document.querySelector("svg.canvas.above g.batches");
        const page = currentPage; let rebuilt = 0;
        const observer = new MutationObserver((list) => { rebuilt += list.filter((m) => m.type === "childList").length; });
        observer.observe(layer, {subtree: true, childList: true});
        page.showAll = false; redrawConstraints(page);
        const off = {display: getComputedStyle(layer).display,
                     exported: exportSvgText(page).includes("batches")};
        page.showAll = true; redrawConstraints(page);
        rebuilt += observer.takeRecords().filter((m) => m.type === "childList").length; observer.disconnect();
        return {off, rebuilt, on: getComputedStyle(layer).display, paths: layer.querySelectorAll("path.batch").length}; })()""")
    checks.expect(toggled["off"] == {"display": "none", "exported": False} and toggled["rebuilt"] == 0
                  and toggled["on"] != "none" and toggled["paths"] == layer["paths"],
                  f"switching all constraints off and on hides and shows the layer without rebuilding it ({toggled})")
    text = browser.evaluate("exportSvgText(currentPage)")
    root = ET.fromstring(text.encode())
    ns = "{http://www.w3.org/2000/svg}"
    batches = [g for g in root.iter(f"{ns}g") if "batches" in (g.get("class") or "").split()]
    labels = [t for t in root.iter(f"{ns}text") if t.get("data-label-for")]
    checks.expect(len(batches) == 1 and batches[0].get("data-count") == "7000" and len(labels) == 1001,
                  f"the exported SVG holds the batched constraints and the name tags ({len(batches)} layers, {len(labels)} tags)")


def check_select_work(browser, checks):
    """A click on a view's shape selects it without a hit test of every layer
    (its target is the view) and marks the canvas and the tree once, after the
    report (docs/dashboard.md, "Drawing time")."""
    browser.evaluate("""(() => { window.counted = {hitTests: 0, marks: 0};
        const hitTest = document.elementsFromPoint, marks = window.refreshMarks;
        window.uncount = () => { document.elementsFromPoint = hitTest; window.refreshMarks = marks; };
        document.elementsFromPoint = function (...args) { window.counted.hitTests += 1; return hitTest.apply(this, args); };
        window.refreshMarks = function (...args) { window.counted.marks += 1; return marks.apply(this, args); }; })()""")
    try:
        browser.click(**center_of(browser, "rect[data-id=v30]"))
        browser.wait_for("currentPage.selected === 'v30'", timeout=120)
        counted = browser.evaluate("""({...window.counted,
            row: document.querySelector("li.item.selected")?.dataset.item || null,
            shape: document.querySelector("svg.canvas rect.selected")?.dataset.id || null,
            report: document.querySelector(".report table.facts td")?.textContent || null})""")
    finally:
        browser.evaluate("window.uncount(); 1")
    checks.expect(counted == {"hitTests": 0, "marks": 1, "row": "v30", "shape": "v30", "report": "v30"},
                  f"a click on a view's shape selects it with no hit test of the layers and one pass over the marks ({counted})")


def check_rows_after_frame(browser, checks):
    """The frame that shows a selection carries the report's facts and the
    constraint rows the pane shows; the rows below its fold come after that
    frame, and a selection before then cancels them (docs/dashboard.md,
    "Drawing time")."""
    at_frame = browser.evaluate("""(async () => { const page = currentPage;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        selectItem(page, "v31");
        return await new Promise((resolve) => requestAnimationFrame(() => {
            const pane = document.querySelector(".report").getBoundingClientRect();
            const rows = [...document.querySelectorAll(".report table.constraints tbody tr")];
            resolve({facts: document.querySelector(".report table.facts td").textContent, rows: rows.length,
                     count: (constraintModel(page).byItem.get("v31") || []).length,
                     last: rows.length ? rows[rows.length - 1].getBoundingClientRect().bottom : 0, fold: pane.bottom});
        })); })()""", timeout=120)
    filled = browser.evaluate(f"({ROWS_SHOWN_JS})()", timeout=120)
    checks.expect(at_frame["facts"] == "v31" and 0 < at_frame["rows"] < at_frame["count"] and at_frame["last"] >= at_frame["fold"]
                  and filled == at_frame["count"],
                  f"the frame that shows a selection has its facts and the rows down to the pane's fold, the rest after it "
                  f"({at_frame}, then {filled} rows)")
    # Two selections in one task: the first one's rows are never filled in.
    rows = browser.evaluate(f"""(async () => {{ const page = currentPage;
        selectItem(page, "v32"); selectItem(page, "v33");
        await ({ROWS_SHOWN_JS})();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return {{shown: [...document.querySelectorAll(".report table.constraints tbody tr")].map((row) => row.dataset.constraint),
                 model: (constraintModel(page).byItem.get("v33") || []).map((entry) => entry.constraint.id)}}; }})()""",
                            timeout=120)
    checks.expect(rows["shown"] == rows["model"] and len(rows["model"]) > 0,
                  f"a selection before the rows are filled cancels them: the report lists the last view's rows only ({rows})")


def check_tree_repaint(browser, checks):
    """Selecting a view repaints its row and the one it leaves, not the whole
    side panel with the tree's 1,001 rows (docs/dashboard.md, "Drawing time")."""
    events = browser.traced(["devtools.timeline"], """(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        await frame();
        for (const view of ["v20", "v21", "v22", "v23"]) { selectItem(currentPage, view); await frame(); } })()""", timeout=120)
    row = browser.evaluate('[...document.querySelectorAll("li.item.selected")].map((r) => r.dataset.item).join()')
    painted = [e.get("args", {}).get("data", {}).get("nodeName", "") for e in events if e.get("name") == "Paint"]
    side = [name for name in painted if "side-body" in name]
    checks.expect(row == "v23" and len(painted) >= 4 and not side,
                  f"four selections repaint their rows, not the side panel ({len(side)} of {len(painted)} repaints, row {row!r})")


def step_verdict(step, target, value, figures):
    """A step's figure against its target. A select's target is one frame:
    Event Timing reads no click under 16 ms (the anchor, the least a click
    can do, reads 16 too; docs/dashboard.md, "Drawing time"), so a select
    meets it when every run shows it in the first frame after the click with
    the page's own main-thread time under a frame."""
    if step not in ("select", "select_warm"):
        return f"target {target} ms{', met' if value < target else ', MISSED on this run'}"
    parts = figures[f"{step}_parts"]
    frames, mains = parts["frame_after_click_runs"], parts["main_runs_ms"]
    first = sum(1 for frame, main in zip(frames, mains) if frame == 1 and main < FRAME_MS)
    met = first == len(frames)
    return (f"target one frame: shown in the first frame after the click, the page's work under {FRAME_MS:.1f} ms, "
            f"in {first} of {len(frames)} runs{', met' if met else ', MISSED on this run'}")


def check_anchor(figures, interval, checks):
    """The anchor's figures, printed beside the select's: the anchor shows in
    the first frame, its main-thread time no more than the select's and a
    frame; the page's frames come at the 60 Hz tick."""
    anchor = figures["anchor_parts"]
    print(f"1000 views: the anchor (a click toggling one class on one small element) "
          f"{figures['anchor_ms']} ms from the input to the frame, the select {figures['select_ms']} first, "
          f"{figures['select_warm_ms']} warm (medians of {DRAW_RUNS}); main-thread time: anchor {anchor['main_ms']} ms "
          f"(task {anchor['task_ms']}, frame {anchor['work_ms']}), select {figures['select_parts']['main_ms']} first, "
          f"{figures['select_warm_parts']['main_ms']} warm; anchor shown in frame "
          f"{', '.join(map(str, anchor['frame_after_click_runs']))} after the click")
    runs = figures["anchor_runs_ms"], anchor["main_runs_ms"]
    checks.expect(len(runs[0]) == DRAW_RUNS and set(anchor["frame_after_click_runs"]) == {1}
                  and all(ms >= main for ms, main in zip(*runs))
                  and anchor["main_ms"] < figures["select_warm_parts"]["main_ms"] + FRAME_MS
                  and figures["anchor_ms"] < STEP_LIMIT_MS,
                  f"the anchor click shows in the first frame, timed as the select is, its main-thread "
                  f"time under the warm select's and a frame ({anchor})")
    print(f"1000 views: the page's frame interval {interval:.1f} ms (median of 60)")
    checks.expect(interval > FRAME_MS / 2, f"the page's frames come at the 60 Hz tick ({interval})")


def step_figures(steps, parts):
    return {**{f"{step}_ms": round(statistics.median(values), 1) for step, values in steps.items()},
            **{f"{step}_runs_ms": [round(value, 1) for value in values] for step, values in steps.items()},
            **{f"{step}_parts": select_parts(clicks) for step, clicks in parts.items()}}


def measure_drawing(browser, base, checks, artifacts):
    figures = {}
    for count in (1000, 5000):
        scene, result = large_scene(count)
        browser.intercept({"/v1/solve": json.dumps(result).encode()})
        browser.open(f"{base}/ui/")
        drop_file(browser, json.dumps(scene), f"grid-{count}.json")
        browser.wait_for("document.body.dataset.ready === 'scene'", timeout=120)
        # A full draw with every constraint, timed to the next frame (script, layout, paint).
        runs = browser.evaluate(f"""(async () => {{ const page = currentPage; page.showAll = true; const runs = [];
            for (let n = 0; n < {DRAW_RUNS}; n++) {{
                await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
                const start = performance.now(); drawCanvas(page);
                const built = performance.now() - start;
                await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
                runs.push({{built, frame: performance.now() - start}});
            }}
            const above = document.querySelector("svg.canvas.above g.constraints");
            return {{runs, constraints: document.querySelectorAll("svg.canvas path.constraint:not(.batch)").length
                     + Number(above.dataset.count || 0),
                     views: document.querySelectorAll("svg.canvas rect[data-id]").length}}; }})()""", timeout=300)
        browser.screenshot(artifacts / f"debugger-grid-{count}.png")
        checks.expect(runs["constraints"] == 7 * count, f"all {7 * count} constraints of the {count}-view scene are drawn")
        if count == 1000:
            check_line_index(browser, checks)
            check_batch_layer(browser, checks)
            check_tree_repaint(browser, checks)
            check_select_work(browser, checks)
            check_rows_after_frame(browser, checks)
            check_draw_allocations(browser, checks)
        browser.intercept({})
        steps, parts = user_steps(browser, base, scene, result, count, DRAW_RUNS) if count == 1000 else ({}, {})
        if count == 1000:
            interval = browser.evaluate(FRAME_INTERVAL_JS, timeout=120)
            check_step_timer(browser, checks)
        if count == 1000:
            browser.intercept({f"/v1/scenes/grid-{count}/solve": json.dumps(result).encode()})
            check_canvas_first(browser, base, count, checks)
        browser.intercept({})
        built = statistics.median(r["built"] for r in runs["runs"])
        frame = statistics.median(r["frame"] for r in runs["runs"])
        figures[count] = {"views": runs["views"], "constraints": runs["constraints"],
                          "build_and_layout_ms": round(built, 1), "to_next_frame_ms": round(frame, 1),
                          **step_figures(steps, parts)}
        for step, target in STEP_TARGETS_MS.items():
            if steps:
                value = figures[count][f"{step}_ms"]
                print(f"{count} views, every constraint drawn: {step} {value} ms from the input to the frame "
                      f"({step_verdict(step, target, value, figures[count])}; median of {DRAW_RUNS})")
                checks.expect(value < STEP_LIMIT_MS, f"{step} on {count} views within {STEP_LIMIT_MS} ms ({figures[count]})")
        for step in ("select", "select_warm") if parts else ():
            figure = figures[count][f"{step}_parts"]
            print(f"{count} views: {'first' if step == 'select' else 'warm'} select shown in frame "
                  f"{', '.join(map(str, figure['frame_after_click_runs']))} after the click (each run); the page's "
                  f"main-thread time {figure['main_ms']} ms (the click's task {figure['task_ms']}, its frame's work "
                  f"{figure['work_ms']}; medians of {DRAW_RUNS})")
        if count == 1000:
            figures[count]["frame_interval_ms"] = round(interval, 2)
            check_anchor(figures[count], interval, checks)
        if steps:
            print(f"{count} views: of the first canvas, {figures[count]['first_from_answer_ms']} ms from the solve's "
                  f"answer to the frame; the views named in the frame at {figures[count]['first_named_ms']} ms")
        print(f"drawing {runs['views']} views with {runs['constraints']} constraints: "
              f"{built:.1f} ms built and laid out, {frame:.1f} ms to the next frame (median of {DRAW_RUNS})")
    drawn = figures[1000]["to_next_frame_ms"]
    print(f"1,000 views and 7,000 constraints drawn in {drawn} ms (target {DRAW_TARGET_MS} ms"
          f"{', met' if drawn < DRAW_TARGET_MS else ', MISSED on this run'}); 5,000 views: "
          f"{figures[5000]['to_next_frame_ms']} ms")
    checks.expect(drawn < DRAW_LIMIT_MS,
                  f"1,000 views and 7,000 constraints are drawn in under {DRAW_LIMIT_MS} ms ({figures[1000]})")
    (artifacts / "draw-times.json").write_text(json.dumps(figures, indent=2) + "\n")


# A script that never settles is given this long; the check waits far longer
# for the harness to give up on it, so a loaded machine cannot fail it.
NEVER_SETTLES_TIMEOUT_S = 3
NEVER_SETTLES_GRACE_S = 120


def check_evaluate_timeout(chromium, checks):
    """A promise that never settles fails its evaluate with a timeout, and
    the browser still answers afterwards. In a thread of its own: were the
    timeout not kept, the check fails instead of stalling the run."""
    with tempfile.TemporaryDirectory() as profile:
        browser = Chromium(chromium, profile)
        outcome = {}

        def never_settles():
            started = time.monotonic()
            try:
                outcome["value"] = browser.evaluate("new Promise(() => {})", timeout=NEVER_SETTLES_TIMEOUT_S)
            except ProtocolError as error:
                outcome["error"] = error
            outcome["seconds"] = time.monotonic() - started

        waiting = threading.Thread(target=never_settles, daemon=True)
        waiting.start()
        waiting.join(NEVER_SETTLES_GRACE_S)
        if waiting.is_alive():
            browser.process.kill()  # closes the pipe: the waiting read ends
            waiting.join(30)
            checks.expect(False, f"an evaluate of a promise that never settles, given {NEVER_SETTLES_TIMEOUT_S} s, "
                                 f"had not returned after {NEVER_SETTLES_GRACE_S} s")
            browser.close()
            return
        error = outcome.get("error")
        after = browser.evaluate("Promise.resolve(6 * 7)")
        browser.close()
        checks.expect(isinstance(error, ProtocolTimeout) and f"not settled within {NEVER_SETTLES_TIMEOUT_S} s" in str(error)
                      and outcome["seconds"] >= NEVER_SETTLES_TIMEOUT_S and after == 42,
                      f"a promise that never settles fails its evaluate as a timeout after {NEVER_SETTLES_TIMEOUT_S} s, "
                      f"the browser answering after it ({outcome}, then {after})")


def check_debugger(chromium, profile, base, scenes_dir, checks, artifacts):
    check_evaluate_timeout(chromium, checks)
    browser = Chromium(chromium, profile)
    try:
        check_drawing(browser, base, checks, artifacts)
        check_inspecting(browser, base, checks, artifacts)
        check_report_in_place(browser, base, checks)
        check_prepared_inspector(browser, base, checks)
        check_inspector_pane(browser, base, checks)
        check_link_written_once(browser, base, checks)
        check_keyboard(browser, base, checks)
        check_zoom_and_tree(browser, base, checks, artifacts)
        check_drop(browser, base, scenes_dir, checks, artifacts)
        check_export(browser, base, checks, artifacts)
        measure_drawing(browser, base, checks, artifacts)
    finally:
        browser.close()

"""The bugs a developer met when trying the dashboard as Xcode's canvas,
each driven in Chromium: the export matches the screen, a click in a
view's middle selects it, focus survives Enter and the ambiguity exercise,
focus and selection look different, dark mode, long ids, the canvas and
the inspector within the window, the tree's roles, the skip link."""

import json
import urllib.request

from check_debugger import page_hash

EXPORT_MATCHES_JS = """(() => {
    // The exported file in a shadow root: only its own <style> applies there.
    const host = document.createElement("div");
    document.body.appendChild(host);
    const shadow = host.attachShadow({mode: "open"});
    const copy = new DOMParser().parseFromString(exportSvgText(currentPage), "image/svg+xml").documentElement;
    // The page's CSP keeps a <style> element from applying; a constructed sheet of its text does.
    const style = copy.querySelector("style");
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style.textContent);
    style.remove();
    shadow.adoptedStyleSheets = [sheet];
    shadow.appendChild(document.importNode(copy, true));
    const paint = (node) => { const s = getComputedStyle(node); return [s.fill, s.stroke, s.strokeWidth, s.strokeDasharray].join(" "); };
    const live = [...document.querySelectorAll("svg.canvas rect[data-id], svg.canvas path.constraint")];
    const exported = [...shadow.querySelectorAll("rect[data-id], path.constraint")];
    const differ = live.map((node, k) => [node.dataset.id || node.dataset.constraint, paint(node), exported[k] ? paint(exported[k]) : null])
        .filter(([, a, b]) => a !== b);
    host.remove();
    return {count: live.length, exported: exported.length, differ};
})()"""


def window(browser, width, height):
    browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                 deviceScaleFactor=1, mobile=False)


def check_export_matches(browser, base, checks):
    for dark in (False, True):
        browser.call("Emulation.setEmulatedMedia", session=True,
                     features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        browser.open(f"{base}/ui/scenes/conflict-label-width?constraints=all&diagnostic=0#view=name")
        result = browser.evaluate(EXPORT_MATCHES_JS)
        checks.expect(result["count"] > 3 and result["count"] == result["exported"] and not result["differ"],
                      f"the export paints every view and constraint as the screen does, selection and "
                      f"highlight included ({'dark' if dark else 'light'}: {result})")
    browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": "light"}])


def check_centre_click(browser, base, checks):
    browser.open(f"{base}/ui/scenes/conflict-label-width?constraints=all")
    # field.centerY == name.centerY crosses the middle of both views.
    centre = browser.evaluate("(() => { const b = document.querySelector('rect[data-id=field]').getBoundingClientRect();"
                              " return {x: b.x + b.width / 2, y: b.y + b.height / 2}; })()")
    browser.click(centre["x"], centre["y"])
    hash_ = page_hash(browser)
    checks.expect(hash_ == "#view=field", f"with all constraints, a click in a view's middle selects the view ({hash_!r})")


def check_focus(browser, base, checks):
    browser.open(f"{base}/ui/scenes/conflict-label-width#view=name")
    browser.evaluate("document.querySelector('path.constraint').focus()")
    before = browser.evaluate("document.activeElement.dataset.constraint")
    browser.key("Enter", key_code=13)
    after = browser.evaluate("document.activeElement && document.activeElement.dataset.constraint")
    checks.expect(before and after == before, f"Enter on a constraint keeps the focus on it ({before!r} → {after!r})")
    looks = browser.evaluate("""(() => {
        const paint = (n) => { const s = getComputedStyle(n); return [s.stroke, s.strokeWidth, s.strokeDasharray].join(" "); };
        const selected = document.querySelector("rect[data-id=name]");
        const other = document.querySelector("rect[data-id=field]");
        other.focus();
        return {selected: paint(selected), focused: paint(other)}; })()""")
    checks.expect(looks["selected"] != looks["focused"], f"focus and selection look different ({looks})")


def check_exercise(browser, base, checks):
    browser.open(f"{base}/ui/scenes/ambiguous-vertical?exercise=1")
    browser.evaluate("document.querySelector('rect[data-id]').focus()")
    focused = browser.evaluate("document.activeElement.dataset.id")
    moved = browser.wait_for("document.querySelectorAll('rect.exercised').length > 0 && document.querySelectorAll('rect.ghost').length > 0"
                             " && currentPage.nodes.caption.textContent", timeout=10)
    still = browser.evaluate("document.activeElement && document.activeElement.dataset.id")
    checks.expect(focused and still == focused, f"exercising ambiguity leaves the focus where it was ({focused!r} → {still!r})")
    checks.expect(" pt " in str(moved), f"the moving views are outlined over their solved frames, the caption says by how much ({moved!r})")


def check_layout(browser, base, checks, artifacts):
    long_id = "view-" + "x" * 120
    scene = {"format": "layoutd.scene/1", "size": {"width": 320, "height": 480},
             "views": [{"id": "root"}, {"id": long_id, "parent": "root", "class": "UILabel"}],
             "constraints": [f"{long_id}.top == root.top + 20", f"{long_id}.leading == root.leading + 20",
                             f"{long_id}.width == 100", f"{long_id}.height == 20"]}
    name = "long-" + "n" * 100
    request = urllib.request.Request(f"{base}/v1/scenes/{name}", data=json.dumps(scene).encode(), method="PUT",
                                     headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request).read()
    window(browser, 800, 900)
    ready = browser.open(f"{base}/ui/scenes/{name}#view={long_id}")
    sizes = browser.evaluate("""({page: document.documentElement.scrollHeight,
        title: document.querySelector("h1").getBoundingClientRect().height,
        inspector: [...document.querySelectorAll("aside h2")].find((h) => h.textContent === "Inspector").getBoundingClientRect().top,
        height: innerHeight})""")
    browser.screenshot(artifacts / "long-id-800.png")
    checks.expect(ready == "scene" and sizes["page"] < 2500 and sizes["title"] < 120,
                  f"a long id wraps sanely at 800 px ({sizes})")
    checks.expect(sizes["inspector"] < sizes["height"], f"at 800 px the inspector starts within the window ({sizes})")

    window(browser, 2560, 1440)
    browser.open(f"{base}/ui/scenes/conflict-label-width")
    canvas = browser.evaluate("(() => { const b = document.querySelector('svg.canvas').getBoundingClientRect(); return {w: b.width, h: b.height}; })()")
    checks.expect(canvas["h"] > 1000, f"on a 2560 × 1440 window the canvas uses the height it has ({canvas})")
    browser.call("Emulation.clearDeviceMetricsOverride", session=True)


def check_dark(browser, base, checks):
    colours = {}
    for scheme in ("light", "dark"):
        browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": scheme}])
        browser.open(f"{base}/ui/scenes/conflict-label-width")
        colours[scheme] = browser.evaluate("[getComputedStyle(document.body).backgroundColor,"
                                           " getComputedStyle(document.documentElement).backgroundColor,"
                                           " getComputedStyle(document.querySelector('.canvas-wrap')).backgroundColor].join(' ')")
    browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": "light"}])
    checks.expect(colours["light"] != colours["dark"], f"the page follows the dark colour scheme ({colours})")


def check_tree(browser, base, checks):
    browser.open(f"{base}/ui/scenes/conflict-label-width#view=name")
    tree = browser.evaluate("""(() => { const rows = [...document.querySelectorAll("#items-list [role=treeitem]")];
        return {role: document.getElementById("items-list").getAttribute("role"), rows: rows.length,
            stops: rows.filter((r) => r.tabIndex === 0).length,
            selected: rows.filter((r) => r.getAttribute("aria-selected") === "true").map((r) => r.dataset.item)}; })()""")
    checks.expect(tree["role"] == "tree" and tree["rows"] == 3 and tree["stops"] == 1 and tree["selected"] == ["name"],
                  f"the view list is a tree with one tab stop and the selection exposed ({tree})")
    browser.evaluate("document.querySelector('#items-list [tabindex=\"0\"]').focus()")
    browser.key("ArrowDown", key_code=40)
    browser.key("ArrowDown", key_code=40)
    browser.key("Enter", key_code=13)
    hash_ = page_hash(browser)
    checks.expect(hash_ == "#view=field", f"arrow keys and Enter select in the tree ({hash_!r})")
    skip = browser.evaluate("""(() => { const link = document.querySelector("a.skip"); if (!link) return null;
        link.focus(); const first = document.activeElement === link; link.click();
        return {first: first, landed: document.activeElement.getAttribute("role")}; })()""")
    checks.expect(skip and skip["landed"] == "treeitem", f"a skip link leads past the canvas to the view tree ({skip})")


def check_canvas_bugs(browser, base, checks, artifacts, daemon=True):
    check_export_matches(browser, base, checks)
    check_centre_click(browser, base, checks)
    check_focus(browser, base, checks)
    check_exercise(browser, base, checks)
    if daemon:
        check_layout(browser, base, checks, artifacts)
    check_dark(browser, base, checks)
    check_tree(browser, base, checks)


def imported_drawing(browser, base, name, hidden, screenshot):
    """An imported scene's page at 1400 x 1000: whether it drew, the text
    drawn in its views, whether the view `hidden` is drawn and which views
    the tree lists as hidden, and the names it gives them."""
    window(browser, 1400, 1000)
    ready = browser.open(f"{base}/ui/scenes/{name}")
    drawn = browser.evaluate(f"""(() => ({{
        texts: [...document.querySelectorAll("svg.canvas text.content")].map((t) => t.textContent),
        hiddenDrawn: document.querySelectorAll("svg.canvas rect[data-id='{hidden}']").length,
        hiddenListed: [...document.querySelectorAll("#items-list li.hidden-view")].map((li) => li.dataset.item),
        names: [...document.querySelectorAll("#items-list .item-name")].map((n) => n.textContent)}}))()""")
    browser.screenshot(screenshot)
    browser.call("Emulation.clearDeviceMetricsOverride", session=True)
    return ready, drawn


def check_imported(browser, base, name, checks, artifacts):
    """An imported Pocket Casts screen reads as Xcode's canvas: its labels'
    and buttons' text drawn in the views, hidden views listed, not drawn."""
    ready, drawn = imported_drawing(browser, base, name, "nxz-IC-HCU", artifacts / "imported-sleep-timer.png")
    checks.expect(ready == "scene" and {"SLEEP TIMER", "5 minutes", "End of episode"} <= set(drawn["texts"]),
                  f"the imported Pocket Casts scene draws its labels' and buttons' text ({drawn['texts']})")
    checks.expect(drawn["hiddenDrawn"] == 0 and "nxz-IC-HCU" in drawn["hiddenListed"],
                  f"a view the document hides is listed, not drawn ({drawn['hiddenListed']})")
    checks.expect({"Current Option", "Safe Area"} <= set(drawn["names"]) and "Stack View" in " ".join(drawn["names"]),
                  f"the outline names views as Xcode does ({drawn['names'][:12]})")


def check_imported_appkit(browser, base, name, checks, artifacts):
    """An imported AppKit window (Textual's About dialog) reads the same
    way: its labels' and button's titles drawn in the views, its hidden
    button listed, not drawn, its views named as Xcode's outline does."""
    ready, drawn = imported_drawing(browser, base, name, "MDL-oh-scd", artifacts / "imported-about-dialog.png")
    checks.expect(ready == "scene" and {"Textual 7", "Acknowledgements"} <= set(drawn["texts"]),
                  f"the imported AppKit window draws its labels' and button's titles ({drawn['texts']})")
    checks.expect(drawn["hiddenDrawn"] == 0 and "MDL-oh-scd" in drawn["hiddenListed"],
                  f"an AppKit view the document hides is listed, not drawn ({drawn['hiddenListed']})")
    checks.expect({"Image View", "Textual 7"} <= set(drawn["names"]),
                  f"the outline names AppKit views as Xcode does ({drawn['names'][:12]})")


def check_edit(browser, base, scenes_dir, checks):
    """Inspector edits re-solve at once without storing; Store makes a version."""
    name = "edit-me"
    request = urllib.request.Request(f"{base}/v1/scenes/{name}", data=(scenes_dir / "conflict-label-width.json").read_bytes(),
                                     method="PUT", headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request).read()
    browser.open(f"{base}/ui/scenes/{name}#constraint=Label+Width")
    browser.evaluate("""(() => { const input = document.getElementById("edit-constant"); input.value = "100";
        input.dispatchEvent(new Event("change")); })()""")
    browser.wait_for("document.body.dataset.ready === 'edited'", timeout=30)
    state = browser.evaluate("""({status: document.querySelector(".scene-status").textContent,
        moved: [...document.querySelectorAll("svg.canvas rect.changed")].map((r) => r.dataset.id),
        note: currentPage.nodes.editBar.textContent, inspected: !!document.querySelector("[data-inspected='Label Width']")})""")
    with urllib.request.urlopen(f"{base}/v1/scenes/{name}/history") as answer:
        solves = len(json.loads(answer.read())["items"])
    with urllib.request.urlopen(f"{base}/v1/scenes/{name}") as answer:
        version = answer.headers.get("Layoutd-Scene-Version")
    checks.expect(state["status"] == "satisfied" and "name" in state["moved"] and state["inspected"],
                  f"changing Label Width's constant to 100 re-solves at once and outlines what moved ({state})")
    checks.expect(solves == 0 and version == "1", f"an edit stores nothing ({solves} solves, version {version})")
    browser.evaluate("document.getElementById('store-edit').click()")
    browser.wait_for("currentPage.nodes.editBar.textContent.startsWith('Stored as version')", timeout=30)
    with urllib.request.urlopen(f"{base}/v1/scenes/{name}") as answer:
        version = answer.headers.get("Layoutd-Scene-Version")
        stored = json.loads(answer.read())
    equations = [c.get("equation") for c in stored["constraints"] if isinstance(c, dict)]
    checks.expect(version == "2" and "name.width >= 100" in equations,
                  f"Store keeps the edit as a new version (version {version}, {equations[-3:]})")


def check_device(browser, base, name, checks):
    """View as iPhone 11 Pro: the imported scene is laid out with that
    phone's safe area (44 on top), and nothing is misplaced against frames
    drawn for the document's own device."""
    browser.open(f"{base}/ui/scenes/{name}?variant=retina5_9")
    laid = browser.evaluate("""(() => { const page = currentPage;
        const guide = [...page.index.values()].find((item) => item.kind === "guide" && !page.index.get(item.parent).parent
            && appearanceOf(item).displayName === "Safe Area");
        return {root: page.frames[page.document.root], guide: guide && page.frames[guide.id],
            misplaced: (page.result.diagnostics || []).filter((d) => d.kind === "misplaced").length}; })()""")
    guide = laid["guide"] or {}
    checks.expect(laid["root"]["height"] == 812 and guide.get("y") == 44 and guide.get("height") == 812 - 44 - 34
                  and laid["misplaced"] == 0,
                  f"View as iPhone 11 Pro lays the imported scene out on that phone, its safe area included ({laid})")

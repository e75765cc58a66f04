"""axe-core (the copy pinned in axe-requirements.txt) on the list, a scene
page, an imported Interface Builder scene and the explain page, in light and
dark: no serious or critical violation of WCAG 2.2 AA."""

import json
import zipfile
from pathlib import Path

from cdp import Chromium

AXE_IN_WHEEL = "axe_playwright_python/axe.min.js"
BLOCKING = {"serious", "critical"}
AXE_RUN = """(async () => {
    const results = await axe.run(document, {runOnly: {type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}});
    return {version: axe.version, violations: results.violations.map((v) => ({id: v.id, impact: v.impact,
        help: v.help, nodes: v.nodes.length, first: v.nodes[0] && v.nodes[0].target.join(" ")}))};
})()"""


def axe_source(wheel):
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(AXE_IN_WHEEL).decode()


def scheme(browser, dark):
    browser.call("Emulation.setEmulatedMedia", session=True,
                 features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])


def audit(browser, source, url, label, checks, artifacts):
    """Runs axe on the page at `url`; returns the violations it found."""
    found = {}
    for dark in (False, True):
        scheme(browser, dark)
        browser.open(url)
        # What the page adds once idle (the inspector prepared hidden) is audited too.
        browser.evaluate("new Promise((resolve) => requestIdleCallback(resolve))")
        # DevTools evaluation is not bound by the page's script-src: the page keeps its CSP.
        browser.evaluate(source + "\n;true")
        result = browser.evaluate(AXE_RUN, timeout=120)
        mode = "dark" if dark else "light"
        blocking = [v for v in result["violations"] if v["impact"] in BLOCKING]
        checks.expect(not blocking, f"axe {result['version']}, {label} ({mode}): no serious or critical violation "
                                    f"({json.dumps(blocking)})")
        found[mode] = result["violations"]
        browser.screenshot(artifacts / f"axe-{label.replace(' ', '-')}-{mode}.png")
    scheme(browser, False)
    return found


def check_axe(chromium, profile, base, wheel, imported, checks, artifacts, explain=True):
    source = axe_source(wheel)
    browser = Chromium(chromium, profile)
    report = {}
    try:
        pages = [("list", f"{base}/ui/"), ("scene page", f"{base}/ui/scenes/conflict-label-width#view=name")]
        if explain:
            pages.append(("explain page", f"{base}/ui/explain"))
        if imported:
            pages.append(("imported scene", f"{base}/ui/scenes/{imported}"))
        for label, url in pages:
            report[label] = audit(browser, source, url, label, checks, artifacts)
    finally:
        browser.close()
    (artifacts / "axe.json").write_text(json.dumps(report, indent=2) + "\n")

"""The explain page driven over the DevTools pipe (cdp.py): a `#message=` link
survives a click on a view and a second link in the same tab, Escape clears
the outlined constraint, no two view names overlap on the picture, the button stays disabled while a long paste is
explained, each conflict shows its numbers and its fixes; screenshots of
three real messages (Tests/Corpus/console-logs, Tests/ConsolePastes)."""

import json
import urllib.parse
from pathlib import Path

from cdp import Chromium
from check_debugger import has_importers

TESTS = Path(__file__).resolve().parent.parent
EXPLAINED = "document.body.dataset.ready === 'explained'"

# The centre of the first view drawn, to click on.
FIRST_VIEW_JS = """(() => {
    const rect = document.querySelector("svg.canvas rect[data-id]");
    if (!rect) return null;
    const box = rect.getBoundingClientRect();
    return {id: rect.dataset.id, x: box.x + box.width / 2, y: box.y + box.height / 2};
})()"""


# Pairs of view names drawn over each other on the picture.
LABEL_OVERLAPS_JS = """(() => {
    const boxes = [...document.querySelectorAll("svg.canvas g.labels text")].map((text) => text.getBBox());
    let pairs = 0;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i], b = boxes[j];
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) pairs++;
    }
    return {pairs, names: boxes.length};
})()"""


def expect_untangled(browser, checks, name):
    labels = browser.evaluate(LABEL_OVERLAPS_JS)
    checks.expect(labels["names"] > 0 and labels["pairs"] == 0,
                  f"explain page: no two view names overlap on the picture of {name} ({labels})")


def fragment(text):
    return "message=" + urllib.parse.quote(text, safe="")


def shown(browser):
    return browser.evaluate("""({
        fixes: [...document.querySelectorAll("ol.fixes li")].map((li) => li.dataset.action),
        numbers: [...document.querySelectorAll("p.numbers")].map((p) => p.textContent),
        text: (document.querySelector(".explanation") || {}).textContent || "",
    })""")


def check_explain_page(chromium, profile, base, checks, artifacts):
    if not has_importers(base):
        print("explain page (driven): skipped, the server has no /v1/explain (the mock)")
        return
    browser = Chromium(chromium, profile)
    try:
        cell = (TESTS / "Corpus" / "console-logs" / "Custom-custom9.log").read_text()
        browser.open(f"{base}/ui/explain#{fragment(cell)}", ready=EXPLAINED)
        first = shown(browser)
        checks.expect(first["numbers"] and "41.67 points apart" in first["numbers"][0],
                      f"explain page: the conflict's numbers are shown ({first['numbers']})")
        checks.expect(first["fixes"] and first["fixes"][0] == "lowerPriority",
                      f"explain page: the fixes are listed, most likely first ({first['fixes']})")
        checks.expect("UIView-Encapsulated-Layout-Width' (0x7f83b9a127e0)" in first["text"]
                      and "0x7f83b9a127e0 to 999" not in first["text"],
                      "explain page: the system's constraint is named, never one to change")
        view = browser.evaluate(FIRST_VIEW_JS)
        checks.expect(view is not None, "explain page: the views are drawn")
        if view:
            browser.click(view["x"], view["y"])
            link = browser.evaluate("location.hash")
            checks.expect(link == "#" + fragment(cell),
                          f"explain page: a click on {view['id']} keeps the #message= link ({link[:40]}…)")
        browser.evaluate("document.querySelector('.explanation button[data-constraint]').click(), true")
        checks.expect(browser.evaluate("document.querySelectorAll('.explanation button[data-constraint].active').length") == 1,
                      "explain page: a click on a constraint outlines it")
        browser.key("Escape", key_code=27)
        checks.expect(browser.evaluate("document.querySelectorAll('.explanation button[data-constraint].active').length") == 0,
                      "explain page: Escape clears the outlined constraint")
        expect_untangled(browser, checks, "Custom-custom9")
        browser.screenshot(artifacts / "explain-cell-width.png")

        # A second link in the same tab changes only the fragment.
        mac = (TESTS / "ConsolePastes" / "HeliPort-pr246-macos14.log").read_text()
        browser.evaluate(f"location.hash = {json.dumps(fragment(mac))}, true")
        browser.wait_for(f"{EXPLAINED} && document.querySelector('#console-message').value.includes('0x6000031c9770')"
                         " && document.querySelector('.explanation').textContent.includes('WifiMenuItemView')")
        second = shown(browser)
        checks.expect(second["fixes"][:1] == ["disableAutoresizingMask"],
                      f"explain page: a second link in the tab is explained ({second['fixes']})")
        expect_untangled(browser, checks, "HeliPort's macOS 14 message")
        browser.screenshot(artifacts / "explain-macos14.png")

        sheet = (TESTS / "ConsolePastes" / "ALRT-issue14-action-sheet.log").read_text()
        browser.open(f"{base}/ui/explain#{fragment(sheet)}", ready=EXPLAINED)
        third = shown(browser)
        checks.expect(third["fixes"] == ["nothingToFix"] and "Nothing to fix in the app" in third["text"],
                      f"explain page: UIKit's own action-sheet conflict has nothing to fix ({third['fixes']})")
        expect_untangled(browser, checks, "the action sheet")
        browser.screenshot(artifacts / "explain-action-sheet.png")

        # Views pinned at 0 to their superview share its corner: their names
        # would print over each other (6 pairs here) but are moved apart.
        nested = (TESTS / "ConsolePastes" / "coderlyn-cell-height.log").read_text()
        browser.open(f"{base}/ui/explain#{fragment(nested)}", ready=EXPLAINED)
        expect_untangled(browser, checks, "a cell's nested views")
        browser.screenshot(artifacts / "explain-cell-height.png")

        # A long paste: the button is disabled until the answer is shown.
        lines = [f'"<NSLayoutConstraint:0x{0x10000 + i:x} UIView:0x{0xa0001 + i:x}.leading == UIView:0x{0xa0000 + i:x}.leading + 1   (active)>",'
                 for i in range(299)]
        lines.append('"<NSLayoutConstraint:0x1ffff UIView:0xa012b.leading == UIView:0xa0000.leading   (active)>"')
        chain = "(\n" + "\n".join(lines) + "\n)\n"
        busy = browser.evaluate(f"""(() => {{
            document.querySelector("#console-message").value = {json.dumps(chain)};
            const button = document.querySelector("#explain-button");
            button.click();
            button.click();
            return {{disabled: button.disabled, status: document.querySelector(".scene-status").textContent}};
        }})()""")
        checks.expect(busy["disabled"] and "explaining 303 lines" in busy["status"],
                      f"explain page: the button is disabled while a long paste is explained ({busy})")
        browser.wait_for(f"{EXPLAINED} && !document.querySelector('#explain-button').disabled", timeout=300)
        done = shown(browser)
        checks.expect(any("300 of 300" in text for text in [done["text"]]),
                      "explain page: the long chain is one set of 300, said")
    finally:
        browser.close()

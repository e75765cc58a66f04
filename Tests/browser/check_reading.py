"""Looking writes nothing, and a daemon with a token still draws: page views
and variants leave the history and the listed status as they were; with a
token and reads open every page draws without it; with protected reads the
page asks for the token once and keeps it for the tab."""

import json
import urllib.request

from cdp import Chromium
from check_canvas import check_canvas_bugs, check_device, check_edit, check_imported, check_imported_appkit


def fetch_json(url, token=None, method="GET", body=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=body, method=method, headers=headers)
    with urllib.request.urlopen(request) as answer:
        text = answer.read()
    return json.loads(text) if text else None


def written_state(base, name):
    """What a solve writes: the history and the list's status of `name`."""
    listed = next(i for i in fetch_json(f"{base}/v1/scenes?prefix={name}")["items"] if i["name"] == name)
    history = fetch_json(f"{base}/v1/scenes/{name}/history")["items"]
    return {"lastStatus": listed["lastStatus"], "lastSolvedAt": listed["lastSolvedAt"], "solves": len(history)}


def check_looking_is_read(browser, base, checks):
    name = "conflict-label-width"
    before = written_state(base, name)
    browser.open(f"{base}/ui/scenes/{name}")
    keys = browser.evaluate("currentPage.variants.map((choice) => choice.key)")
    drawn = []
    for key in keys:
        ready = browser.open(f"{base}/ui/scenes/{name}?variant={key}")
        if ready == "scene":
            drawn.append(key)
    checks.expect(drawn == keys, f"every variant of {name} draws ({len(drawn)} of {len(keys)})")
    after = written_state(base, name)
    checks.expect(after == before, f"viewing {len(keys)} variants writes nothing ({before} → {after})")
    # The explicit stored solve still records, and only it.
    browser.evaluate("document.getElementById('record').click()")
    browser.wait_for(f"document.querySelectorAll('tr[data-solve]').length === {before['solves'] + 1}")
    recorded = written_state(base, name)
    checks.expect(recorded["solves"] == before["solves"] + 1, f"“Record solve” adds one history entry ({recorded})")


def check_token(browser, open_base, closed_base, token, scenes_dir, checks, artifacts):
    name = "conflict-label-width"
    document = (scenes_dir / f"{name}.json").read_bytes()
    for base in (open_base, closed_base):
        fetch_json(f"{base}/v1/scenes/{name}", token=token, method="PUT", body=document)
    ready = browser.open(f"{open_base}/ui/scenes/{name}")
    checks.expect(ready == "scene", f"with a token and reads open, a scene page draws (ready {ready!r})")
    ready = browser.open(f"{open_base}/ui/")
    checks.expect(ready == "list", f"with a token and reads open, the list draws (ready {ready!r})")

    ready = browser.open(f"{closed_base}/ui/")
    checks.expect(ready == "token", f"with protected reads, the page asks for the token (ready {ready!r})")
    focused = browser.evaluate("document.activeElement && document.activeElement.id")
    checks.expect(focused == "token", f"the token field has the focus ({focused!r})")
    browser.screenshot(artifacts / "token.png")
    browser.evaluate(f"""(() => {{ document.getElementById("token").value = {json.dumps(token)};
        document.querySelector("form.token-form").requestSubmit(); }})()""")
    ready = browser.wait_for("document.body.dataset.ready === 'list' && document.querySelectorAll('tr[data-scene]').length")
    checks.expect(bool(ready), "with the token given, the list draws")
    ready = browser.open(f"{closed_base}/ui/scenes/{name}")
    checks.expect(ready == "scene", f"the token is kept for the tab: the scene page draws without asking ({ready!r})")
    solves = len(fetch_json(f"{closed_base}/v1/scenes/{name}/history", token=token)["items"])
    checks.expect(solves == 0, f"looking with the token recorded nothing ({solves} solves)")


def check_reading(chromium, profile, args, imported, checks, appkit=None):
    browser = Chromium(chromium, profile)
    try:
        check_looking_is_read(browser, args.base, checks)
        # The mock answers only its canned scenes: edits and new scenes need the daemon.
        check_canvas_bugs(browser, args.base, checks, args.artifacts, daemon=not args.mock)
        if not args.mock:
            check_edit(browser, args.base, args.scenes, checks)
        if imported:
            check_imported(browser, args.base, imported, checks, args.artifacts)
            check_device(browser, args.base, imported, checks)
        if appkit:
            check_imported_appkit(browser, args.base, appkit, checks, args.artifacts)
        if args.open_base and args.closed_base:
            check_token(browser, args.open_base, args.closed_base, args.token, args.scenes, checks, args.artifacts)
        else:
            print("token checks skipped: no --open-base and --closed-base")
    finally:
        browser.close()


def import_document(base, path, prefix):
    """Stores the scenes of an Interface Builder document as `prefix-<scene>`; their stored names."""
    request = urllib.request.Request(f"{base}/v1/import?store={prefix}", data=path.read_bytes(), method="POST",
                                     headers={"Content-Type": "application/xml"})
    with urllib.request.urlopen(request) as answer:
        imported = json.loads(answer.read())
    return [item["stored"]["name"] for item in imported["scenes"]]

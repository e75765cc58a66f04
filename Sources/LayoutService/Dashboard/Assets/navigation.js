function readLink(page) {
    const params = new URLSearchParams(location.search);
    const diagnostic = Number.parseInt(params.get("diagnostic") || "", 10);
    return {variant: params.get("variant"), view: params.get("view"),
        diagnostic: Number.isInteger(diagnostic) ? diagnostic : null, exercise: params.get("exercise") === "1"};
}

/// Applied once, after the first solve has been drawn.
function applyLink(page, link) {
    if (link.view && page.index.has(link.view)) selectItem(page, link.view);
    if (link.diagnostic !== null && (page.result.diagnostics || [])[link.diagnostic]) highlightDiagnostic(page, link.diagnostic);
    if (link.exercise && !page.nodes.exercise.disabled) setExercise(page, true);
}

function writeLink(page) {
    if (page.restoring) return;
    const params = new URLSearchParams();
    const choice = page.variants[page.nodes.variant.selectedIndex];
    if (choice && choice.key !== "stored") params.set("variant", choice.key);
    if (page.selected) params.set("view", page.selected);
    if (page.highlight) params.set("diagnostic", String(page.highlight.position));
    if (page.exercise.timer) params.set("exercise", "1");
    const query = params.toString();
    history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}`);
}
function start() {
    const root = document.getElementById("app");
    const match = location.pathname.match(/^\/ui\/scenes\/([^/]+)\/?$/);
    if (/^\/ui\/explain\/?$/.test(location.pathname)) {
        showExplain(root);
    } else if (match) {
        let name = match[1];
        try {
            name = decodeURIComponent(name);
        } catch (error) {
            // A malformed escape: keep the raw segment, the API will say it is unknown.
        }
        showScene(root, name);
    } else {
        showList(root);
    }
}

document.addEventListener("DOMContentLoaded", start);

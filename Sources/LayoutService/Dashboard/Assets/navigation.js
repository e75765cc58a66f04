// Page state in the address: the variant, diagnostic, ambiguity animation and
// constraint toggle in the query; the selection in the fragment
// (`#view=…&constraint=…`) so that a shared link shows the same thing.
function readLink(page) {
    const params = new URLSearchParams(location.search);
    const selection = new URLSearchParams(location.hash.replace(/^#/, ""));
    const diagnostic = Number.parseInt(params.get("diagnostic") || "", 10);
    return {variant: params.get("variant"), view: selection.get("view") || params.get("view"),
        constraint: selection.get("constraint"), all: params.get("constraints") === "all",
        diagnostic: Number.isInteger(diagnostic) ? diagnostic : null, exercise: params.get("exercise") === "1"};
}

/// Applied once, after the first solve has been drawn.
function applyLink(page, link) {
    if (link.view && page.index.has(link.view)) selectItem(page, link.view);
    if (link.constraint) inspectConstraint(page, link.constraint);
    if (link.diagnostic !== null && (page.result.diagnostics || [])[link.diagnostic]) highlightDiagnostic(page, link.diagnostic);
    if (link.exercise && !page.nodes.exercise.disabled) setExercise(page, true);
}

/// The address follows the page once it is idle (100 ms at the latest),
/// once for however many changes came before: `replaceState` in an input's
/// task delayed the frame showing it, and in a timer it ran right after
/// that frame, ahead of what came next (docs/dashboard.md, "Drawing time").
function writeLink(page) {
    if (page.restoring || page.dropped || page.linkPending) return;
    page.linkPending = true;
    whenIdle(() => {
        page.linkPending = false;
        if (currentPage === page) history.replaceState(null, "", pageLink(page));
    }, LINK_WAIT_MS);
}

/// The longest the address lags behind the page.
const LINK_WAIT_MS = 100;

/// The address of what the page shows.
function pageLink(page) {
    const params = new URLSearchParams();
    const choice = page.variants[page.nodes.variant.selectedIndex];
    if (choice && choice.key !== "stored") params.set("variant", choice.key);
    if (page.highlight) params.set("diagnostic", String(page.highlight.position));
    if (page.exercise.timer) params.set("exercise", "1");
    if (page.showAll) params.set("constraints", "all");
    const selection = new URLSearchParams();
    if (page.selected) selection.set("view", page.selected);
    if (page.constraint) selection.set("constraint", page.constraint);
    const query = params.toString();
    const fragment = selection.toString();
    return `${location.pathname}${query ? `?${query}` : ""}${fragment ? `#${fragment}` : ""}`;
}

function start() {
    const root = document.getElementById("app");
    installDropTarget(root);
    document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && currentPage && currentPage.result) clearSelection(currentPage);
    });
    // A link pasted into the address bar of an open page changes only the fragment.
    window.addEventListener("hashchange", () => {
        const page = currentPage;
        if (!page || !page.result) return;
        const link = readLink(page);
        page.selected = null;
        page.constraint = null;
        page.restoring = true;
        if (link.view && page.index.has(link.view)) selectItem(page, link.view);
        if (link.constraint) inspectConstraint(page, link.constraint);
        if (!link.view && !link.constraint) clearSelection(page);
        page.restoring = false;
    });
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

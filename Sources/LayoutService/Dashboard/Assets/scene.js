/// A stored scene (`source.name`) or one dropped onto the page
/// (`source.document`, solved with POST /v1/solve and stored only on request).
function showScene(root, name, source = {}) {
    const nodes = {
        status: el("span", {class: "scene-status"}),
        stats: el("span", {class: "stats muted"}),
        variant: el("select", {id: "variant", "aria-label": "Variant"}),
        exercise: el("input", {type: "checkbox", id: "exercise", disabled: true}),
        caption: el("span", {class: "caption muted"}),
        note: el("span", {class: "note muted", role: "status"}),
        editBar: el("span", {class: "edit-bar"}),
        message: el("div", {class: "scene-message"}),
        showAll: el("input", {type: "checkbox", id: "show-all"}),
        zoom: el("output", {class: "zoom-level", "aria-live": "polite"}, "100 %"),
        canvas: el("div", {class: "canvas-wrap"}),
        views: el("ul", {class: "items", id: "items-list", "aria-label": "Views and guides of the canvas"}),
        diagnostics: el("ul", {class: "diagnostics"}),
        // Scrolls inside when a report is longer than the pane: reachable by keyboard.
        report: el("div", {class: "report", tabindex: "0", role: "region", "aria-label": "Inspector"},
            el("p", {class: "muted"}, "Click a view to see its report.")),
        chart: el("div", {class: "chart"}),
        history: el("tbody"),
    };
    const page = {name, nodes, restoring: false, document: source.document || null, dropped: Boolean(source.document),
        response: null, result: null, frames: null, variants: [], selected: null, constraint: null, showAll: false,
        viewport: null, highlight: null, marks: null, exercise: {timer: null, step: 0},
        reportShown: null, reportScrolled: false, linkPending: false};
    currentPage = page;
    nodes.report.addEventListener("scroll", () => { page.reportScrolled = nodes.report.scrollTop > 0; }, {passive: true});

    const skip = el("a", {class: "skip", href: "#items-list"}, "Skip to views and guides");
    // The fragment holds the selection: the skip link moves focus, not the address.
    skip.addEventListener("click", (event) => {
        event.preventDefault();
        const row = nodes.views.querySelector("li[tabindex='0']") || nodes.views.querySelector("li[data-tree-item]");
        if (row) row.focus();
    });
    appendChildren(clear(root), el("section", {class: "scene"}, skip,
        el("nav", {class: "crumbs"}, el("a", {href: "/ui/"}, "← Scenes")),
        el("div", {class: "scene-head"}, el("h1", {}, name), nodes.status, nodes.stats),
        el("div", {class: "toolbar"},
            el("label", {for: "variant"}, "View as "), nodes.variant,
            el("label", {class: "toggle", for: "exercise"}, nodes.exercise, " Exercise ambiguity"),
            el("label", {class: "toggle", for: "show-all"}, nodes.showAll, " All constraints"),
            nodes.caption),
        el("div", {class: "toolbar", role: "toolbar", "aria-label": "Canvas"},
            toolButton("zoom-in", "Zoom in", "+", () => zoomBy(page, ZOOM_STEP)),
            toolButton("zoom-out", "Zoom out", "−", () => zoomBy(page, 1 / ZOOM_STEP)),
            toolButton("zoom-fit", "Zoom to fit", "Fit", () => zoomToFit(page)), nodes.zoom,
            toolButton("export-svg", "Export the canvas as SVG", "Export SVG", () => downloadSvg(page)),
            toolButton("export-png", "Export the canvas as PNG", "Export PNG", () => downloadPng(page)),
            page.dropped ? storeForm(page)
                : toolButton("record", "Solve this variant and record it in the history", "Record solve", () => recordSolve(page)),
            nodes.editBar, nodes.note),
        nodes.message,
        el("div", {class: "workspace"},
            el("section", {class: "canvas-area", "aria-label": "Canvas"}, nodes.canvas),
            sidePanel({"aria-label": "Inspector, views and diagnostics"},
                el("h2", {}, "Inspector"), nodes.report,
                el("h2", {}, "Views and guides"), nodes.views,
                el("h2", {}, "Diagnostics"), nodes.diagnostics)),
        page.dropped ? null : el("section", {class: "history"},
            el("h2", {}, "Recent solves"), nodes.chart,
            el("table", {class: "solves"},
                el("thead", {}, el("tr", {}, ["#", "At", "Version", "Status", "Duration (µs)", "Diagnostics"]
                    .map((title) => el("th", {}, title)))),
                nodes.history))));
    document.title = `layoutd — ${name}`;

    nodes.variant.addEventListener("change", async () => {
        await solveScene(page);
        writeLink(page);
    });
    nodes.exercise.addEventListener("change", () => setExercise(page, nodes.exercise.checked));
    nodes.showAll.addEventListener("change", () => {
        page.showAll = nodes.showAll.checked;
        redrawConstraints(page);
        writeLink(page);
    });
    loadScene(page);
}

/// The page being shown: Escape and a dropped file act on it.
let currentPage = null;

function toolButton(id, label, text, action) {
    const button = el("button", {type: "button", id, "aria-label": label, title: label}, text);
    button.addEventListener("click", action);
    return button;
}

/// The direction a choice solves in: leading and trailing edges depend on it.
function layoutDirection(doc, overrides) {
    const variant = overrides && (overrides.variants || [])[0];
    return (variant && variant.layoutDirection) || (overrides && overrides.layoutDirection) || (doc && doc.layoutDirection);
}

async function loadScene(page) {
    const link = readLink(page);
    // The stored look needs nothing of the document: asked for beside it, its
    // answer does not wait for the document's (docs/dashboard.md, "Drawing time").
    const stored = page.dropped || link.variant ? null : api("GET", lookPath(page.name));
    if (stored) stored.catch(() => {}); // a refused document is the one reported
    try {
        if (!page.dropped) page.document = await api("GET", `/v1/scenes/${encodeURIComponent(page.name)}`);
    } catch (error) {
        appendChildren(clear(page.nodes.message), problemView(error));
        document.body.setAttribute("data-ready", "error");
        return;
    }
    page.variants = variantChoices(page.document);
    fillVariantSelect(page);
    const wanted = page.variants.findIndex((choice) => choice.key === link.variant);
    if (wanted >= 0) page.nodes.variant.selectedIndex = wanted;
    page.showAll = page.nodes.showAll.checked = link.all;
    page.restoring = true;
    await solveScene(page, stored);
    if (page.result) applyLink(page, link);
    page.restoring = false;
    writeLink(page);
}

/// `stored`: the stored look's answer when already asked for.
async function solveScene(page, stored = null) {
    const choice = page.variants[page.nodes.variant.selectedIndex] || page.variants[0];
    // A variant shows the stored scene: an unstored edit is left.
    page.edit = null;
    clear(page.nodes.editBar);
    setExercise(page, false);
    clear(page.nodes.message);
    try {
        page.rightToLeft = layoutDirection(page.document, choice.overrides) === "rightToLeft";
        // On a device, an imported scene's safe area is the device's: that
        // document is solved as it is, stored nowhere.
        const onDevice = choice.device ? deviceDocument(page.document, choice.device) : null;
        page.response = await (stored && choice.key === "stored" ? stored
            : page.dropped || onDevice ? api("POST", "/v1/solve?detail=full", {...(onDevice || page.document), ...(choice.overrides || {})})
            : api("GET", lookPath(page.name, choice.overrides)));
        page.result = choice.pick(page.response);
        if (!page.result) throw new Error(`The answer has no result for variant ${choice.label}.`);
        page.result = atAnotherSize(page, choice, page.result);
        page.highlight = null;
        await renderResult(page);
    } catch (error) {
        appendChildren(page.nodes.message, problemView(error));
    }
    if (!page.dropped) await loadHistory(page);
    document.body.setAttribute("data-ready", page.result ? "scene" : "error");
}

/// Design frames are drawn for the document's own size: at another one a
/// view is not "misplaced" against them, so those findings are left out.
function atAnotherSize(page, choice, result) {
    const size = choice.overrides && choice.overrides.size;
    const own = page.document.size || {};
    page.device = choice.device || null;
    if (!size || (size.width === own.width && size.height === own.height)) return result;
    const diagnostics = (result.diagnostics || []).filter((diagnostic) => diagnostic.kind !== "misplaced");
    if (diagnostics.length !== (result.diagnostics || []).length) {
        page.nodes.note.textContent = `Misplaced views are not reported at ${size.width} × ${size.height}: ` +
            `the document's frames are drawn for ${own.width ?? "?"} × ${own.height ?? "?"}.`;
    }
    return {...result, diagnostics};
}

/// The one way the page writes a solve: asked for, it goes in the history
/// and gives the list its status.
async function recordSolve(page) {
    const choice = page.variants[page.nodes.variant.selectedIndex] || page.variants[0];
    clear(page.nodes.message);
    try {
        await api("POST", `/v1/scenes/${encodeURIComponent(page.name)}/solve`, choice.overrides);
        page.nodes.note.textContent = `Recorded a solve of ${choice.label}.`;
    } catch (error) {
        appendChildren(page.nodes.message, problemView(error));
    }
    await loadHistory(page);
}

/// Looking is a read: the stored scene solved without a history entry, so a
/// page view or a variant leaves the listed status as it was.
function lookPath(name, overrides) {
    const query = new URLSearchParams({detail: "full"});
    if (overrides) query.set("overrides", JSON.stringify(overrides));
    return `/v1/scenes/${encodeURIComponent(name)}/solve?${query}`;
}

/// The canvas first, every shown constraint drawn, in a frame of its own; the
/// tree, the findings and the report follow in the next (docs/dashboard.md,
/// "Drawing time"). Resolves when all are there.
async function renderResult(page) {
    const result = page.result;
    page.index = itemIndex(page.document);
    page.namePattern = null;
    page.marks = markItems(page.index, result);
    page.frames = result.frames || {};
    appendChildren(clear(page.nodes.status), statusBadge(result.status));
    const stats = result.stats || {};
    page.nodes.stats.textContent = `${stats.views ?? "?"} views · ${stats.constraints ?? "?"} constraints · ` +
        `${stats.solveMicroseconds ?? "?"} µs`;
    page.nodes.exercise.disabled = ambiguousAlternatives(result).length === 0;
    drawCanvas(page);
    await afterNextFrame();
    // A newer result drew its own canvas meanwhile and lists its own views.
    if (page.result !== result) return;
    renderItemList(page);
    renderDiagnostics(page);
    renderReport(page);
    whenIdle(() => {
        if (page.result !== result) return;
        prepareInspector(page);
        indexLines(page);
    });
}

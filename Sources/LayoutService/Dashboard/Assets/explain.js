/// The explain page (/ui/explain): paste a console message, see the views
/// it names drawn with the conflicting ones marked, and the explanation.
function showExplain(root) {
    const nodes = {
        input: el("textarea", {id: "console-message", rows: 12, spellcheck: "false",
            placeholder: "Paste the message that starts with \u201cUnable to simultaneously satisfy constraints\u201d"}),
        explain: el("button", {type: "button", id: "explain-button"}, "Explain"),
        store: el("input", {type: "text", id: "store-name", placeholder: "scene name (optional)", "aria-label": "Store as"}),
        status: el("span", {class: "scene-status"}),
        message: el("div", {class: "scene-message"}),
        summary: el("div", {class: "explanation"}),
        canvas: el("div", {class: "canvas-wrap"}),
        views: el("ul", {class: "items"}),
        diagnostics: el("ul", {class: "diagnostics"}),
        report: el("div", {class: "report"}),
        variant: el("select", {hidden: true}),
        // The canvas's own: zoom level and the note on constants left off.
        zoom: el("output", {class: "zoom-level", "aria-live": "polite"}, "100 %"),
        note: el("span", {class: "note muted"}),
    };
    // `dropped`: the page's address is the message (`#message=…`), never
    // replaced by a selection (see writeLink in navigation.js).
    const page = {name: "console message", nodes, restoring: false, dropped: true, document: null, result: null, frames: null,
        variants: [], selected: null, highlight: null, marks: null, exercise: {timer: null, step: 0}, explanation: null,
        pending: null};
    appendChildren(clear(root), el("section", {class: "scene explain"},
        el("nav", {class: "crumbs"}, el("a", {href: "/ui/"}, "← Scenes")),
        el("div", {class: "scene-head"}, el("h1", {}, "Explain a console message"), nodes.status),
        el("p", {class: "muted"}, "The whole message, the parenthesised list or just the constraint lines."),
        nodes.input,
        el("div", {class: "toolbar"}, nodes.explain, el("label", {for: "store-name"}, "Store as "), nodes.store),
        nodes.message,
        el("div", {class: "toolbar", role: "toolbar", "aria-label": "Canvas"},
            toolButton("zoom-in", "Zoom in", "+", () => zoomBy(page, ZOOM_STEP)),
            toolButton("zoom-out", "Zoom out", "−", () => zoomBy(page, 1 / ZOOM_STEP)),
            toolButton("zoom-fit", "Zoom to fit", "Fit", () => zoomToFit(page)), nodes.zoom,
            toolButton("export-svg", "Export the canvas as SVG", "Export SVG", () => downloadSvg(page)),
            toolButton("export-png", "Export the canvas as PNG", "Export PNG", () => downloadPng(page)), nodes.note),
        el("div", {class: "workspace"},
            nodes.canvas,
            sidePanel({}, nodes.summary, el("h2", {}, "Views and guides"), nodes.views,
                el("h2", {}, "Report"), nodes.report))));
    document.title = "layoutd — explain";
    nodes.explain.addEventListener("click", () => explainMessage(page));
    // Each drawing of the picture (an explanation, a zoom that redraws) gets its tags untangled.
    new MutationObserver(() => untangleLabels(nodes.canvas)).observe(nodes.canvas, {childList: true});
    document.body.setAttribute("data-ready", "explain-form");
    // Escape and a link pasted into the open tab act on this page.
    currentPage = page;
    document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && currentPage === page) clearExplainSelection(page);
    });
    window.addEventListener("hashchange", () => {
        if (currentPage === page) explainSharedMessage(page);
    });
    explainSharedMessage(page);
}

/// `#message=…` (never sent to the server, so any length) fills the box
/// and explains at once: a link a build log or a colleague can share. A
/// second link in the same tab changes only the fragment: explained too.
function explainSharedMessage(page) {
    const shared = new URLSearchParams(location.hash.slice(1)).get("message");
    if (shared === null || shared === page.shown) return;
    page.nodes.input.value = shared;
    explainMessage(page);
}

/// Escape: no outlined constraint and no selected view.
function clearExplainSelection(page) {
    page.highlight = null;
    page.selected = null;
    for (const node of page.nodes.summary.querySelectorAll("button[data-constraint].active")) node.classList.remove("active");
    if (page.result) renderReport(page);
}

async function explainMessage(page) {
    const nodes = page.nodes;
    // One at a time: the button stays disabled, and says so, until the answer.
    if (page.pending) return page.pending;
    clear(nodes.message);
    const name = nodes.store.value.trim();
    const path = name ? `/v1/explain?store=${encodeURIComponent(name)}` : "/v1/explain";
    const text = nodes.input.value;
    const lines = text.split("\n").length;
    nodes.explain.disabled = true;
    nodes.explain.setAttribute("aria-busy", "true");
    appendChildren(clear(nodes.status), el("span", {class: "status", role: "status"},
        `explaining ${lines} line${lines === 1 ? "" : "s"}…`));
    document.body.setAttribute("data-ready", "explaining");
    page.pending = api("POST", path, text, "text/plain; charset=utf-8");
    let data;
    try {
        data = await page.pending;
    } catch (error) {
        appendChildren(clear(nodes.status));
        appendChildren(nodes.message, problemView(error));
        document.body.setAttribute("data-ready", "explain-error");
        return;
    } finally {
        page.pending = null;
        nodes.explain.disabled = false;
        nodes.explain.removeAttribute("aria-busy");
    }
    page.shown = text;
    page.explanation = data;
    page.document = data.scene;
    page.result = data.result;
    page.index = itemIndex(page.document);
    page.marks = markItems(page.index, page.result);
    page.frames = framedWindow(page.index, page.result.frames || {});
    page.selected = null;
    page.highlight = null;
    const conflicting = data.status === "conflicting";
    appendChildren(clear(nodes.status), el("span", {class: `status status-${conflicting ? "conflicting" : "satisfied"}`},
        conflicting ? "conflicting" : "no conflict"));
    drawCanvas(page);
    untangleLabels(nodes.canvas);
    renderItemList(page);
    renderReport(page);
    renderExplanation(page, name);
    document.body.setAttribute("data-ready", "explained");
}

function renderExplanation(page, stored) {
    const data = page.explanation;
    const byId = new Map();
    for (const line of data.constraints || []) for (const id of line.ids || []) byId.set(id, line);
    const sets = (data.conflicts || []).map((conflict, position) => el("li", {},
        el("strong", {}, `Set ${position + 1}: ${conflict.size} of ${(data.constraints || []).length} constraints cannot all hold`,
            conflict.minimal ? "" : " (not verified minimal)"),
        el("p", {class: "numbers"}, conflict.numbers),
        fixList(conflict.fixes || []),
        el("ul", {class: "conflict-set"}, conflict.constraints.slice(0, MAX_LISTED).map((id) => constraintButton(page, byId.get(id), id,
            id === conflict.broken ? "layoutd breaks this" : null))),
        conflict.constraints.length > MAX_LISTED
            ? el("p", {class: "muted"}, `… and ${conflict.constraints.length - MAX_LISTED} more of the ${conflict.size}`) : null,
        (conflict.implicit || []).length ? el("p", {class: "muted"}, "and ", conflict.implicit.join("; ")) : null));
    const others = (data.constraints || []).filter((line) => !line.inConflict);
    appendChildren(clear(page.nodes.summary),
        data.reason ? el("p", {class: "reason"}, data.reason) : null,
        sets.length ? el("ol", {class: "conflicts"}, sets) : null,
        data.uikitBroke ? el("p", {class: "uikit-broke"}, data.uikitBroke.sentence) : null,
        others.length ? [el("h2", {}, sets.length ? "Not in the conflict" : "Constraints"),
            el("ul", {class: "conflict-set"}, others.map((line) => constraintButton(page, line, line.address, null)))] : null,
        (data.skipped || []).length ? [el("h2", {}, "Skipped"), el("ul", {class: "hints"},
            data.skipped.map((skip) => el("li", {}, `line ${skip.line}: ${skip.reason}`)))] : null,
        el("details", {}, el("summary", {}, "Assumed"), el("ul", {class: "hints"}, (data.assumptions || []).map((text) => el("li", {}, text)))),
        stored && data.stored ? el("p", {}, "Stored as ", el("a", {href: sceneLink(data.stored.name)}, data.stored.name)) : null);
}

/// Sets longer than this show their first members and say how many more.
const MAX_LISTED = 40;

const FIX_WORDS = {
    changeConstant: (fix) => `Change the constant from ${fix.from} to ${fix.to}`,
    lowerPriority: (fix) => `Lower the priority from ${fix.from} to ${fix.to}`,
    disableAutoresizingMask: () => "Set translatesAutoresizingMaskIntoConstraints = false",
    addConstraints: () => "Add constraints in Interface Builder",
    selfSizingCell: () => "Size the cell from its constraints",
    changeStackView: () => "Change the stack view",
    changeContainerSize: () => "Fit the container's size",
    nothingToFix: () => "Nothing to fix in the app",
};

/// The conflict's fixes, most likely first, each saying what and why.
function fixList(fixes) {
    if (!fixes.length) return null;
    return [el("h3", {}, "What to change"), el("ol", {class: "hints fixes"}, fixes.map((fix) =>
        el("li", {"data-action": fix.action},
            el("strong", {}, (FIX_WORDS[fix.action] || (() => fix.action))(fix)), ": ", fix.why)))];
}

/// One printed constraint: its sentence, what the system means by it; a
/// click outlines the views it relates.
function constraintButton(page, line, id, note) {
    if (!line) return el("li", {}, el("code", {}, id));
    const tags = [];
    if (line.brokenByUIKit) tags.push("UIKit broke this");
    if (note) tags.push(note);
    if (line.origin !== "yours") tags.push(line.origin);
    // SnapKit's `File.swift#88` (the path cut to the file): where the code made it.
    const made = line.source ? line.source.split("/").pop() : line.identifier ? `'${line.identifier}'` : null;
    const button = el("button", {type: "button", class: "diagnostic", "data-constraint": line.address},
        el("code", {}, line.address), made ? [" ", el("code", {class: "source"}, made)] : null, " ", line.sentence, tags.map((tag) => el("span", {class: "tag"}, tag)),
        line.meaning ? el("div", {class: "muted"}, line.meaning) : null);
    button.addEventListener("click", () => {
        const items = new Set();
        const constraints = new Set(line.ids || []);
        for (const constraint of page.result.constraints || []) {
            if (constraints.has(constraint.id)) mentionedItems(constraint.equation, page.index).forEach((item) => items.add(item));
        }
        const same = page.highlight && page.highlight.line === line.address;
        page.highlight = same ? null : {position: null, line: line.address, items, constraints};
        for (const node of page.nodes.summary.querySelectorAll("button[data-constraint]")) {
            node.classList.toggle("active", page.highlight !== null && node.getAttribute("data-constraint") === line.address);
        }
        refreshMarks(page);
    });
    return el("li", {}, button);
}

/// The window is made up and fitted to nothing (zero size): drawn around
/// the views in it instead, so the picture has a frame and no zero marker.
function framedWindow(index, frames) {
    const root = frames.window;
    if (!root || (root.width > 0 && root.height > 0)) return frames;
    let right = 0;
    let bottom = 0;
    for (const item of index.values()) {
        const frame = frames[item.id];
        if (item.parent !== "window" || !frame) continue;
        right = Math.max(right, frame.x + Math.max(0, frame.width));
        bottom = Math.max(bottom, frame.y + Math.max(0, frame.height));
    }
    return {...frames, window: {x: root.x, y: root.y, width: right + 8, height: bottom + 8}};
}

/// The picture names each view at its top-left corner; a message's views
/// often share a corner (pinned at 0 to their superview) or are flat, so
/// the names would print over each other. Each name that meets one placed
/// before it moves down below that one, in drawing order (docs/dashboard.md).
/// Names are one font high, so one pass over the placed names, top to
/// bottom, ends below every one it met: n² checks, not more, for long chains.
function untangleLabels(canvas) {
    const placed = [];
    const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const text of canvas.querySelectorAll("svg.canvas g.labels text")) {
        const start = text.getBBox();
        const box = {x: start.x, y: start.y, width: start.width, height: start.height};
        for (const other of placed) if (meets(box, other)) box.y = other.y + other.height + 0.5;
        if (box.y !== start.y) text.setAttribute("y", formatNumber(Number(text.getAttribute("y")) + box.y - start.y));
        let at = placed.length;
        while (at > 0 && placed[at - 1].y > box.y) at--;
        placed.splice(at, 0, box);
    }
}

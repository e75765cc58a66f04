function showScene(root, name) {
    const nodes = {
        status: el("span", {class: "scene-status"}),
        stats: el("span", {class: "stats muted"}),
        variant: el("select", {id: "variant", "aria-label": "Variant"}),
        exercise: el("input", {type: "checkbox", id: "exercise", disabled: true}),
        caption: el("span", {class: "caption muted"}),
        message: el("div", {class: "scene-message"}),
        canvas: el("div", {class: "canvas-wrap"}),
        views: el("ul", {class: "items"}),
        diagnostics: el("ul", {class: "diagnostics"}),
        report: el("div", {class: "report"}, el("p", {class: "muted"}, "Click a view to see its report.")),
        chart: el("div", {class: "chart"}),
        history: el("tbody"),
    };
    const page = {name, nodes, restoring: false, document: null, response: null, result: null, frames: null,
        variants: [], selected: null, highlight: null, marks: null, exercise: {timer: null, step: 0}};

    appendChildren(clear(root), el("section", {class: "scene"},
        el("nav", {class: "crumbs"}, el("a", {href: "/ui/"}, "← Scenes")),
        el("div", {class: "scene-head"}, el("h1", {}, name), nodes.status, nodes.stats),
        el("div", {class: "toolbar"},
            el("label", {for: "variant"}, "Variant "), nodes.variant,
            el("label", {class: "toggle", for: "exercise"}, nodes.exercise, " Exercise ambiguity"),
            nodes.caption),
        nodes.message,
        el("div", {class: "workspace"},
            nodes.canvas,
            el("aside", {class: "side"},
                el("h2", {}, "Views and guides"), nodes.views,
                el("h2", {}, "Diagnostics"), nodes.diagnostics,
                el("h2", {}, "Report"), nodes.report)),
        el("section", {class: "history"},
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
    loadScene(page);
}

async function loadScene(page) {
    try {
        page.document = await api("GET", `/v1/scenes/${encodeURIComponent(page.name)}`);
    } catch (error) {
        appendChildren(clear(page.nodes.message), problemView(error));
        document.body.setAttribute("data-ready", "error");
        return;
    }
    page.variants = variantChoices(page.document);
    fillVariantSelect(page);
    const link = readLink(page);
    const wanted = page.variants.findIndex((choice) => choice.key === link.variant);
    if (wanted >= 0) page.nodes.variant.selectedIndex = wanted;
    page.restoring = true;
    await solveScene(page);
    if (page.result) applyLink(page, link);
    page.restoring = false;
    writeLink(page);
}

async function solveScene(page) {
    const choice = page.variants[page.nodes.variant.selectedIndex] || page.variants[0];
    setExercise(page, false);
    clear(page.nodes.message);
    try {
        const path = `/v1/scenes/${encodeURIComponent(page.name)}/solve?detail=full`;
        page.response = await api("POST", path, choice.overrides);
        page.result = choice.pick(page.response);
        if (!page.result) throw new Error(`The answer has no result for variant ${choice.label}.`);
        page.highlight = null;
        renderResult(page);
    } catch (error) {
        appendChildren(page.nodes.message, problemView(error));
    }
    await loadHistory(page);
    document.body.setAttribute("data-ready", page.result ? "scene" : "error");
}

function renderResult(page) {
    const result = page.result;
    page.index = itemIndex(page.document);
    page.marks = markItems(page.index, result);
    page.frames = result.frames || {};
    appendChildren(clear(page.nodes.status), statusBadge(result.status));
    const stats = result.stats || {};
    page.nodes.stats.textContent = `${stats.views ?? "?"} views · ${stats.constraints ?? "?"} constraints · ` +
        `${stats.solveMicroseconds ?? "?"} µs`;
    page.nodes.exercise.disabled = ambiguousAlternatives(result).length === 0;
    drawCanvas(page);
    renderItemList(page);
    renderDiagnostics(page);
    renderReport(page);
}

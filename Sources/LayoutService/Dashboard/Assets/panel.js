function renderItemList(page) {
    const list = clear(page.nodes.views);
    const items = [...page.index.values()].sort((a, b) => a.depth - b.depth || a.order - b.order);
    for (const item of items) {
        const frame = page.frames[item.id];
        const classes = itemClasses(page, item, frame);
        const tags = [];
        if (classes.includes("conflict")) tags.push("conflict");
        if (classes.includes("ambiguous")) tags.push("ambiguous");
        if (classes.includes("outside")) tags.push("outside");
        if (classes.includes("misplaced")) tags.push("misplaced");
        if (classes.includes("zero")) tags.push("zero size");
        const button = el("button", {type: "button", class: `item ${classes.join(" ")}`, "data-item": item.id},
            el("span", {class: "swatch"}), " ",
            el("span", {class: "item-name"}, "\u00a0".repeat(item.depth * 2), itemName(item)),
            item.spec.label ? el("span", {class: "muted"}, ` ${item.id}`) : null,
            tags.map((tag) => el("span", {class: "tag"}, tag)));
        button.addEventListener("click", () => selectItem(page, item.id));
        list.appendChild(el("li", {}, button));
    }
}

function renderDiagnostics(page) {
    const list = clear(page.nodes.diagnostics);
    const diagnostics = page.result.diagnostics || [];
    if (diagnostics.length === 0) list.appendChild(el("li", {class: "muted"}, "None."));
    diagnostics.forEach((diagnostic, position) => {
        const button = el("button", {type: "button", class: `diagnostic severity-${diagnostic.severity} kind-${diagnostic.kind}`,
            "data-diagnostic": position},
            el("span", {class: "kind"}, diagnostic.kind), " ", diagnostic.message || "",
            diagnostic.hints && diagnostic.hints.length ? el("ul", {class: "hints"}, diagnostic.hints.map((hint) => el("li", {}, hint))) : null,
            diagnostic.suggestions && diagnostic.suggestions.length
                ? el("ul", {class: "hints"}, diagnostic.suggestions.map((text) => el("li", {}, "suggest ", el("code", {}, text)))) : null);
        button.addEventListener("click", () => highlightDiagnostic(page, position));
        list.appendChild(el("li", {}, button));
    });
}

function highlightDiagnostic(page, position) {
    const diagnostic = (page.result.diagnostics || [])[position];
    const same = page.highlight && page.highlight.position === position;
    page.highlight = same || !diagnostic ? null : {position, ...diagnosticTargets(diagnostic, page.marks.byId, page.index)};
    for (const node of page.nodes.diagnostics.querySelectorAll("button.diagnostic")) {
        node.classList.toggle("active", page.highlight !== null && node.getAttribute("data-diagnostic") === String(position));
    }
    refreshMarks(page);
    writeLink(page);
}

function selectItem(page, id) {
    page.selected = page.selected === id ? null : id;
    refreshMarks(page);
    renderReport(page);
    writeLink(page);
}

/// Re-applies highlight and selection classes without redrawing.
function refreshMarks(page) {
    for (const shape of page.nodes.canvas.querySelectorAll("rect[data-id]")) {
        const id = shape.getAttribute("data-id");
        shape.classList.toggle("highlight", Boolean(page.highlight && page.highlight.items.has(id)));
        shape.classList.toggle("selected", page.selected === id);
    }
    for (const button of page.nodes.views.querySelectorAll("button[data-item]")) {
        const id = button.getAttribute("data-item");
        button.classList.toggle("highlight", Boolean(page.highlight && page.highlight.items.has(id)));
        button.classList.toggle("selected", page.selected === id);
    }
    for (const row of page.nodes.report.querySelectorAll("tr[data-constraint]")) {
        row.classList.toggle("highlight", Boolean(page.highlight && page.highlight.constraints.has(row.getAttribute("data-constraint"))));
    }
}

function renderReport(page) {
    const target = clear(page.nodes.report);
    const item = page.selected ? page.index.get(page.selected) : null;
    if (!item) {
        target.appendChild(el("p", {class: "muted"}, "Click a view to see its report."));
        return;
    }
    const spec = item.spec;
    const pair = (value, fallback) => value
        ? `${formatNumber(value.horizontal ?? fallback)} horizontal, ${formatNumber(value.vertical ?? fallback)} vertical`
        : `${fallback} horizontal, ${fallback} vertical (default)`;
    const intrinsic = spec.intrinsicContentSize
        ? `${dimension(spec.intrinsicContentSize.width)} × ${dimension(spec.intrinsicContentSize.height)}` : "none";
    const rows = [
        ["Id", item.id], ["Kind", item.kind], ["Class", spec.class || "—"], ["Label", spec.label || "—"],
        ["Parent", item.parent || "— (root)"], ["Frame", formatFrame(page.frames[item.id])],
        ["Design frame", formatFrame(spec.frame)],
    ];
    if (item.kind === "view") {
        rows.push(["Intrinsic size", intrinsic], ["Hugging", pair(spec.contentHugging, 250)],
            ["Resistance", pair(spec.compressionResistance, 750)]);
    }
    const constraints = constraintsMentioning(page.result, page.index, item.id);
    appendChildren(target,
        el("table", {class: "facts"}, rows.map(([key, value]) => el("tr", {}, el("th", {}, key), el("td", {}, value)))),
        el("h3", {}, `Constraints (${constraints.length})`),
        el("table", {class: "constraints"},
            el("thead", {}, el("tr", {}, ["", "Id", "Equation", "Priority", "Origin", "Miss"].map((title) => el("th", {}, title)))),
            el("tbody", {}, constraints.map((constraint) => constraintRow(constraint)))));
    refreshMarks(page);
}

function dimension(value) {
    return value === null || value === undefined || value === -1 ? "none" : formatNumber(value);
}

function constraintRow(constraint) {
    const holds = constraint.holds;
    const state = holds === true ? "holds" : holds === false ? "misses" : "unknown";
    return el("tr", {class: `constraint ${state}`, "data-constraint": constraint.id},
        el("td", {class: "holds-mark", title: state}, holds === true ? "✓" : holds === false ? "✗" : "?"),
        el("td", {}, el("code", {}, constraint.id)),
        el("td", {}, el("code", {}, constraint.equation || ""), constraint.description
            ? el("div", {class: "muted"}, constraint.description) : null),
        el("td", {class: "number"}, formatNumber(constraint.priority)),
        el("td", {}, constraint.origin || ""),
        el("td", {class: "number"}, typeof constraint.miss === "number" ? formatNumber(constraint.miss) : "—"));
}
const DEVICE_SIZES = [[320, 568], [375, 667], [390, 844], [768, 1024]];

function variantChoices(doc) {
    const top = (response) => response;
    const first = (response) => (response.variants || [])[0];
    const choices = [{key: "stored", label: "As stored", overrides: undefined, pick: top}];
    for (const variant of doc.variants || []) {
        choices.push({key: `scene-${variant.name}`, label: `Scene variant: ${variant.name}`, overrides: {variants: [variant]}, pick: first});
    }
    for (const [width, height] of DEVICE_SIZES) {
        choices.push({key: `${width}x${height}`, label: `${width} × ${height}`, overrides: {size: {width, height}}, pick: top});
        choices.push({key: `${height}x${width}`, label: `${height} × ${width} landscape`, overrides: {size: {width: height, height: width}}, pick: top});
    }
    choices.push({key: "rtl", label: "Right to left", overrides: {layoutDirection: "rightToLeft"}, pick: top});
    choices.push({key: "x2", label: "Doubled intrinsic widths", overrides: {variants: [{name: "x2", intrinsicWidthScale: 2}]}, pick: first});
    return choices;
}

function fillVariantSelect(page) {
    const select = clear(page.nodes.variant);
    page.variants.forEach((choice, position) => select.appendChild(el("option", {value: String(position)}, choice.label)));
    select.selectedIndex = 0;
}
const EXERCISE_INTERVAL_MS = 1000;

function ambiguousAlternatives(result) {
    return (result.diagnostics || []).filter((diagnostic) => diagnostic.kind === "ambiguous" && diagnostic.alternative);
}

function setExercise(page, on) {
    clearInterval(page.exercise.timer);
    page.exercise.timer = null;
    page.exercise.step = 0;
    page.nodes.exercise.checked = on;
    page.nodes.caption.textContent = "";
    if (page.result && page.index) drawCanvas(page);
    const alternatives = page.result ? ambiguousAlternatives(page.result) : [];
    if (!on || alternatives.length === 0) {
        page.nodes.exercise.checked = false;
        writeLink(page);
        return;
    }
    page.exercise.timer = setInterval(() => {
        page.exercise.step = (page.exercise.step + 1) % (alternatives.length + 1);
        const step = page.exercise.step;
        if (step === 0) {
            page.nodes.caption.textContent = "solved layout";
            drawCanvas(page);
        } else {
            const diagnostic = alternatives[step - 1];
            page.nodes.caption.textContent = `alternative: ${diagnostic.view} (${diagnostic.axis})`;
            drawCanvas(page, {...page.frames, ...diagnostic.alternative});
        }
    }, EXERCISE_INTERVAL_MS);
    writeLink(page);
}

/// The view tree as a list of buttons, one per item, children indented; an
/// item with children has a toggle that hides them (aria-expanded).
function renderItemList(page) {
    const list = clear(page.nodes.views);
    const items = treeOrder(page.index);
    const parents = new Set(items.map((item) => item.parent).filter(Boolean));
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
            el("span", {class: "item-name"}, itemName(item)),
            item.spec.label ? el("span", {class: "muted"}, ` ${item.id}`) : null,
            tags.map((tag) => el("span", {class: "tag"}, tag)));
        button.addEventListener("click", () => selectItem(page, item.id));
        const toggle = parents.has(item.id)
            ? el("button", {type: "button", class: "fold", "aria-expanded": "true", "aria-label": `Collapse ${itemName(item)}`,
                "data-fold": item.id}, "▾")
            : el("span", {class: "fold-space"});
        if (parents.has(item.id)) toggle.addEventListener("click", () => foldItem(page, item.id, toggle));
        list.appendChild(el("li", {"data-tree-item": item.id, class: `depth depth-${Math.min(item.depth, 12)}`},
            toggle, button));
    }
}

/// Depth first, children in document order, so a subtree is one run of rows.
function treeOrder(index) {
    const children = new Map();
    const roots = [];
    for (const item of index.values()) {
        if (item.parent && index.has(item.parent) && item.parent !== item.id) {
            if (!children.has(item.parent)) children.set(item.parent, []);
            children.get(item.parent).push(item);
        } else {
            roots.push(item);
        }
    }
    const order = [];
    const seen = new Set();
    const visit = (item) => {
        if (seen.has(item.id)) return;
        seen.add(item.id);
        order.push(item);
        for (const child of children.get(item.id) || []) visit(child);
    };
    roots.forEach(visit);
    // Items in a parent cycle are no one's descendants: list them last.
    for (const item of index.values()) visit(item);
    return order;
}

function foldItem(page, id, toggle) {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", `${open ? "Collapse" : "Expand"} ${itemName(page.index.get(id))}`);
    toggle.textContent = open ? "▾" : "▸";
    const folded = new Set();
    for (const node of page.nodes.views.querySelectorAll("button.fold[aria-expanded=false]")) folded.add(node.getAttribute("data-fold"));
    for (const row of page.nodes.views.querySelectorAll("li[data-tree-item]")) {
        row.hidden = hasFoldedAncestor(page.index, row.getAttribute("data-tree-item"), folded);
    }
}

function hasFoldedAncestor(index, id, folded) {
    const seen = new Set();
    for (let item = index.get(id); item && item.parent && !seen.has(item.parent); item = index.get(item.parent)) {
        if (folded.has(item.parent)) return true;
        seen.add(item.parent);
    }
    return false;
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
    page.selected = page.selected === id && !page.constraint ? null : id;
    page.constraint = null;
    redrawConstraints(page);
    refreshMarks(page);
    renderReport(page);
    writeLink(page);
}

/// Re-applies highlight and selection classes without redrawing.
function refreshMarks(page) {
    const tied = tiedItems(page);
    const mark = (node, id) => {
        node.classList.toggle("highlight", Boolean(page.highlight && page.highlight.items.has(id)));
        node.classList.toggle("selected", page.selected === id);
        node.classList.toggle("tied", tied.has(id));
    };
    for (const shape of page.nodes.canvas.querySelectorAll("rect[data-id]")) mark(shape, shape.getAttribute("data-id"));
    for (const button of page.nodes.views.querySelectorAll("button.item[data-item]")) mark(button, button.getAttribute("data-item"));
    for (const row of page.nodes.report.querySelectorAll("tr[data-constraint]")) {
        row.classList.toggle("highlight", Boolean(page.highlight && page.highlight.constraints.has(row.getAttribute("data-constraint"))));
    }
}

function renderReport(page) {
    const target = clear(page.nodes.report);
    if (page.constraint && constraintModel(page).byId.has(page.constraint)) {
        target.appendChild(constraintCard(page));
        refreshMarks(page);
        return;
    }
    const item = page.selected ? page.index.get(page.selected) : null;
    if (!item) {
        target.appendChild(el("p", {class: "muted"}, "Click a view or a constraint to inspect it."));
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
            el("tbody", {}, constraints.map((constraint) => constraintRow(page, constraint)))));
    refreshMarks(page);
}

function dimension(value) {
    return value === null || value === undefined || value === -1 ? "none" : formatNumber(value);
}

function constraintRow(page, constraint) {
    const holds = constraint.holds;
    const state = holds === true ? "holds" : holds === false ? "misses" : "unknown";
    return el("tr", {class: `constraint ${state}`, "data-constraint": constraint.id},
        el("td", {class: "holds-mark", title: state}, holds === true ? "✓" : holds === false ? "✗" : "?"),
        el("td", {}, inspectButton(page, constraint.id)),
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

function inspectButton(page, id) {
    const button = el("button", {type: "button", class: "inspect", "data-inspect": id, "aria-label": `Inspect constraint ${id}`},
        el("code", {}, id));
    button.addEventListener("click", () => inspectConstraint(page, id));
    return button;
}

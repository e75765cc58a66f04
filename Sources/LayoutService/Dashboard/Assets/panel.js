/// The view tree, as a tree (role tree, one tab stop, arrow keys as in
/// Xcode's outline): one row per item, children indented; an item with
/// children folds (aria-expanded), the selection is aria-selected.
function renderItemList(page) {
    const list = clear(page.nodes.views);
    setAttributes(list, {role: "tree"});
    const items = treeOrder(page.index);
    const parents = new Set(items.map((item) => item.parent).filter(Boolean));
    items.forEach((item, position) => {
        const frame = page.frames[item.id];
        const classes = itemClasses(page, item, frame);
        const tags = [];
        if (appearanceOf(item).hidden === true) tags.push("hidden");
        if (classes.includes("conflict")) tags.push("conflict");
        if (classes.includes("ambiguous")) tags.push("ambiguous");
        if (classes.includes("outside")) tags.push("outside");
        if (classes.includes("misplaced")) tags.push("misplaced");
        if (classes.includes("zero")) tags.push("zero size");
        const name = itemName(item);
        const row = el("li", {role: "treeitem", class: `item depth depth-${Math.min(item.depth, 12)} ${classes.join(" ")}`,
            "data-tree-item": item.id, "data-item": item.id, "aria-level": item.depth + 1, "aria-selected": "false",
            "aria-expanded": parents.has(item.id) ? "true" : false, tabindex: position === 0 ? "0" : "-1", title: item.id},
            parents.has(item.id) ? el("span", {class: "fold", "data-fold": item.id, "aria-hidden": "true"}, "▾")
                : el("span", {class: "fold-space", "aria-hidden": "true"}),
            el("span", {class: "swatch", "aria-hidden": "true"}), " ",
            el("span", {class: "item-name"}, name),
            name !== item.id ? el("span", {class: "muted item-id"}, ` ${item.id}`) : null,
            tags.map((tag) => el("span", {class: "tag"}, tag)));
        list.appendChild(row);
    });
    if (!list.dataset.wired) {
        list.dataset.wired = "true";
        list.addEventListener("click", (event) => {
            const row = event.target.closest("li[data-tree-item]");
            if (!row) return;
            focusTreeRow(page, row);
            if (event.target.closest(".fold")) foldItem(page, row.getAttribute("data-tree-item"));
            else selectItem(page, row.getAttribute("data-tree-item"));
        });
        list.addEventListener("keydown", (event) => treeKey(page, event));
    }
}

function treeRows(page) {
    return [...page.nodes.views.querySelectorAll("li[data-tree-item]")].filter((row) => !row.hidden);
}

/// One tab stop: the focused row takes tabindex 0 from the others.
function focusTreeRow(page, row) {
    for (const other of page.nodes.views.querySelectorAll("li[data-tree-item][tabindex='0']")) other.setAttribute("tabindex", "-1");
    row.setAttribute("tabindex", "0");
    row.focus({preventScroll: false});
}

function treeKey(page, event) {
    const row = event.target.closest("li[data-tree-item]");
    if (!row) return;
    const rows = treeRows(page);
    const at = rows.indexOf(row);
    const id = row.getAttribute("data-tree-item");
    const expanded = row.getAttribute("aria-expanded");
    const go = (target) => target && focusTreeRow(page, target);
    switch (event.key) {
    case "ArrowDown": go(rows[at + 1]); break;
    case "ArrowUp": go(rows[at - 1]); break;
    case "Home": go(rows[0]); break;
    case "End": go(rows[rows.length - 1]); break;
    case "ArrowRight":
        if (expanded === "false") foldItem(page, id);
        else if (expanded === "true") go(rows[at + 1]);
        break;
    case "ArrowLeft": {
        if (expanded === "true") { foldItem(page, id); break; }
        const parent = page.index.get(id) && page.index.get(id).parent;
        go(rows.find((other) => other.getAttribute("data-tree-item") === parent));
        break;
    }
    case "Enter":
    case " ":
        selectItem(page, id);
        break;
    default:
        return;
    }
    event.preventDefault();
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

function foldItem(page, id) {
    const row = [...page.nodes.views.querySelectorAll("li[data-tree-item]")].find((node) => node.getAttribute("data-tree-item") === id);
    if (!row || !row.hasAttribute("aria-expanded")) return;
    const open = row.getAttribute("aria-expanded") !== "true";
    row.setAttribute("aria-expanded", String(open));
    row.querySelector(".fold").textContent = open ? "▾" : "▸";
    const folded = new Set();
    for (const node of page.nodes.views.querySelectorAll("li[aria-expanded=false]")) folded.add(node.getAttribute("data-tree-item"));
    for (const other of page.nodes.views.querySelectorAll("li[data-tree-item]")) {
        other.hidden = hasFoldedAncestor(page.index, other.getAttribute("data-tree-item"), folded);
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
            el("span", {class: "kind"}, diagnostic.kind), " ", el("span", {title: diagnostic.message || ""}, withNames(page, diagnostic.message)),
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
    const inspected = page.constraint;
    page.selected = page.selected === id && !page.constraint ? null : id;
    page.constraint = null;
    // With every constraint drawn, a selection changes which are shown only
    // when a constraint was inspected: otherwise the layer stays (one frame).
    if (!page.showAll || inspected) redrawConstraints(page);
    renderReport(page);
    writeLink(page);
}

/// Re-applies highlight and selection classes without redrawing.
/// Only the items whose marks change are touched: on 1,000 views a
/// selection is a few class changes, not thousands.
function refreshMarks(page) {
    const tied = tiedItems(page);
    const marked = new Set([...tied, ...(page.highlight ? page.highlight.items : []), page.selected].filter(Boolean));
    const touched = new Set([...marked, ...(page.markedItems || [])]);
    page.markedItems = marked;
    const shapes = page.shapeById || new Map();
    const rows = new Map();
    for (const id of touched) {
        const row = page.nodes.views.querySelector(`li[data-item="${CSS.escape(id)}"]`);
        if (row) rows.set(id, row);
    }
    for (const id of touched) {
        for (const node of [shapes.get(id), rows.get(id)]) {
            if (!node) continue;
            node.classList.toggle("highlight", Boolean(page.highlight && page.highlight.items.has(id)));
            node.classList.toggle("selected", page.selected === id);
            node.classList.toggle("tied", tied.has(id));
        }
        if (rows.get(id)) rows.get(id).setAttribute("aria-selected", String(page.selected === id));
    }
    markRows(page, page.nodes.report.querySelectorAll("tr[data-constraint]"));
}

function markRows(page, rows) {
    for (const row of rows) {
        row.classList.toggle("highlight", Boolean(page.highlight && page.highlight.constraints.has(row.getAttribute("data-constraint"))));
    }
}

/// The inspector's report and the marks on the canvas and in the tree: the
/// marks once, after the report, whose rows carry them too.
function renderReport(page) {
    fillReport(page);
    refreshMarks(page);
}

function fillReport(page) {
    const target = page.nodes.report;
    page.rowsLater = (page.rowsLater || 0) + 1; // cancels the rows a previous selection left to fill
    if (page.constraint && constraintModel(page).byId.has(page.constraint)) {
        fromTop(page, `constraint ${page.constraint}`);
        target.classList.remove("waiting");
        clear(target).appendChild(constraintCard(page));
        return;
    }
    const item = page.selected ? page.index.get(page.selected) : null;
    fromTop(page, item ? `view ${item.id}` : null);
    if (!item) {
        const message = el("p", {class: "muted"}, "Click a view or a constraint to inspect it.");
        const shown = target.querySelector(":scope > .view-report");
        if (!shown) {
            clear(target).appendChild(message);
            return;
        }
        // Kept as prepared: the tree below stays put now and when the next
        // selection changes the report in place.
        for (const other of [...target.children]) if (other !== shown) other.remove();
        target.insertBefore(message, shown);
        keepPrepared(target, shown);
        return;
    }
    target.classList.remove("waiting");
    const constraints = reportConstraints(page, item);
    const report = viewReport(page, item, (facts) => foldRows(page, facts));
    // Another view's report, or the one prepared hidden, is changed in place.
    let shown = target.querySelector(":scope > .view-report");
    if (shown) {
        morph(shown, report);
        for (const other of [...target.children]) if (other !== shown) other.remove();
    } else {
        appendChildren(clear(target), report);
        shown = report;
    }
    const body = shown.querySelector("table.constraints tbody");
    if (body.rows.length < constraints.length) fillRowsLater(page, body, constraints.slice(body.rows.length));
}

/// The rows below the pane's fold, after the frame that shows the selection:
/// that frame lays out and paints only what the pane shows (docs/dashboard.md,
/// "Drawing time"). Another selection before then cancels them.
function fillRowsLater(page, body, constraints) {
    const ticket = page.rowsLater;
    page.rowsFilled = afterNextFrame().then(() => {
        if (page.rowsLater !== ticket || !body.isConnected) return;
        const rows = constraints.map((constraint) => constraintRow(page, constraint));
        markRows(page, rows);
        appendChildren(body, rows);
    });
}

/// Resolves once the shown report has all its rows (an export shows what
/// the screen does once they are there).
async function reportFilled(page) {
    let pending;
    while (pending !== page.rowsFilled) {
        pending = page.rowsFilled;
        await pending;
    }
}

/// How many constraint rows of a report with `facts` rows the pane shows
/// from its top, by the geometry measured on a report laid out before
/// (no layout in the click's task); every row until then.
function foldRows(page, facts) {
    const fold = page.reportFold;
    if (!fold || fold.width !== innerWidth || fold.height !== innerHeight) {
        whenIdle(() => measureFold(page));
        return Infinity;
    }
    const room = fold.pane - fold.firstRow - (facts - fold.facts) * fold.factHeight;
    // One row more than fits: a row cut at the fold is seen too.
    return Math.max(0, Math.ceil(room / fold.rowHeight)) + 1;
}

/// The pane's height, where the shown report's first constraint row starts
/// and the least height of a fact and a constraint row (rows taller than
/// that only put more rows below the fold).
function measureFold(page) {
    const pane = page.nodes.report;
    const report = pane.querySelector(":scope > .view-report");
    const facts = report ? [...report.querySelectorAll("table.facts tr")] : [];
    const rows = report ? [...report.querySelectorAll("table.constraints tbody tr")] : [];
    if (facts.length === 0 || rows.length === 0) return;
    const least = (list) => Math.min(...list.map((row) => row.getBoundingClientRect().height));
    page.reportFold = {width: innerWidth, height: innerHeight, pane: pane.clientHeight, facts: facts.length,
        firstRow: rows[0].getBoundingClientRect().top - pane.getBoundingClientRect().top - pane.clientTop + pane.scrollTop,
        factHeight: least(facts), rowHeight: Math.max(1, least(rows))};
}

/// When the page is idle after the first canvas, a view's report is built
/// and laid out hidden, in the room it takes shown, so the first selection
/// runs warm code over styles already matched and changes it in place, as
/// later ones do, without moving the view tree below (docs/dashboard.md,
/// "Drawing time").
function prepareInspector(page) {
    const target = page.nodes.report;
    if (page.selected || page.constraint || target.querySelector(":scope > .view-report")) return;
    const model = constraintModel(page);
    const items = [...page.index.values()];
    const item = items.find((candidate) => candidate.parent && model.byItem.has(candidate.id)) || items[0];
    if (!item) return;
    const report = viewReport(page, item, () => Infinity);
    target.appendChild(report);
    keepPrepared(target, report);
    measureFold(page);
}

/// The inspector's pane shows another view or constraint from its top. Only
/// once the developer has scrolled it: setting the offset lays the page out.
function fromTop(page, shown) {
    if (page.reportScrolled && page.reportShown !== shown) {
        page.nodes.report.scrollTop = 0;
        page.reportScrolled = false;
    }
    page.reportShown = shown;
}

/// A report hidden in the room it takes shown, the inviting message over it
/// (the pane not scrollable while it waits).
function keepPrepared(target, report) {
    target.classList.add("waiting");
    report.classList.add("prepared");
    for (const message of target.querySelectorAll(":scope > p")) message.classList.add("over-prepared");
}

function reportConstraints(page, item) {
    return (constraintModel(page).byItem.get(item.id) || []).map((entry) => entry.constraint);
}

/// A view's report: its facts, how many constraints mention it and the
/// rows of as many as `shown` gives for that many facts.
function viewReport(page, item, shown) {
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
    const constraints = reportConstraints(page, item);
    return el("div", {class: "view-report"},
        el("table", {class: "facts"}, rows.map(([key, value]) => el("tr", {}, el("th", {}, key), el("td", {}, value)))),
        el("h3", {}, `Constraints (${constraints.length})`),
        el("table", {class: "constraints"},
            el("thead", {}, el("tr", {}, el("th", {}, el("span", {class: "visually-hidden"}, "Holds")),
                ["Id", "Equation", "Priority", "Origin", "Miss"].map((title) => el("th", {}, title)))),
            el("tbody", {}, constraints.slice(0, shown(rows.length)).map((constraint) => constraintRow(page, constraint)))));
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
        el("td", {}, el("code", {title: constraint.equation || ""}, withNames(page, constraint.equation)), constraint.description
            ? el("div", {class: "muted"}, constraint.description) : null),
        el("td", {class: "number"}, formatNumber(constraint.priority)),
        el("td", {}, constraint.origin || ""),
        el("td", {class: "number"}, typeof constraint.miss === "number" ? formatNumber(constraint.miss) : "—"));
}
function variantChoices(doc) {
    const top = (response) => response;
    const first = (response) => (response.variants || [])[0];
    const choices = [{key: "stored", label: "As stored", overrides: undefined, pick: top}];
    for (const variant of doc.variants || []) {
        choices.push({key: `scene-${variant.name}`, group: "Scene variants", label: variant.name, overrides: {variants: [variant]}, pick: first});
    }
    choices.push(...deviceChoices());
    choices.push({key: "rtl", group: "Other", label: "Right to left", overrides: {layoutDirection: "rightToLeft"}, pick: top});
    choices.push({key: "x2", group: "Other", label: "Doubled intrinsic widths", overrides: {variants: [{name: "x2", intrinsicWidthScale: 2}]}, pick: first});
    return choices;
}

/// Options grouped as Xcode's device bar groups them; the option's value is
/// its position among the choices.
function fillVariantSelect(page) {
    const select = clear(page.nodes.variant);
    const groups = new Map();
    page.variants.forEach((choice, position) => {
        const option = el("option", {value: String(position)}, choice.label);
        if (!choice.group) return select.appendChild(option);
        if (!groups.has(choice.group)) groups.set(choice.group, select.appendChild(el("optgroup", {label: choice.group})));
        groups.get(choice.group).appendChild(option);
    });
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
    if (page.result && page.index) moveShapes(page, page.frames, new Set());
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
            moveShapes(page, page.frames, new Set());
            return;
        }
        const diagnostic = alternatives[step - 1];
        const frames = {...page.frames, ...diagnostic.alternative};
        const moved = new Set(Object.keys(diagnostic.alternative).filter((id) => !sameFrame(page.frames[id], frames[id])));
        page.nodes.caption.textContent = `alternative: ${[...moved].map((id) => `${displayName(page, id)} ${frameDelta(page.frames[id], frames[id])}`)
            .join(", ") || diagnostic.view} (${diagnostic.axis})`;
        moveShapes(page, frames, moved);
    }, EXERCISE_INTERVAL_MS);
    writeLink(page);
}

function sameFrame(a, b) {
    return Boolean(a && b) && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/// "moves 1 pt down, grows 2 pt wide": what an alternative changes, in words.
function frameDelta(from, to) {
    if (!from || !to) return "";
    const parts = [];
    const say = (amount, positive, negative) => {
        if (Math.abs(amount) >= 0.01) parts.push(`${formatNumber(Math.abs(amount))} pt ${amount > 0 ? positive : negative}`);
    };
    say(to.x - from.x, "right", "left");
    say(to.y - from.y, "down", "up");
    say(to.width - from.width, "wider", "narrower");
    say(to.height - from.height, "taller", "shorter");
    return parts.join(", ");
}

/// The exercise moves the drawn views in place (the canvas is not rebuilt,
/// so focus stays where it is); the views that move are outlined and their
/// solved frames stay as ghosts, so even a 1-pt alternative is seen.
function moveShapes(page, frames, moved) {
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    if (!svg) return;
    const absolute = absoluteFrames(page.index, frames);
    const solved = page.exercise.solved || page.absolute;
    page.exercise.solved = solved;
    for (const shape of svg.querySelectorAll("g.shapes rect[data-id]")) {
        const id = shape.getAttribute("data-id");
        const frame = absolute.get(id);
        if (!frame) continue;
        setAttributes(shape, {x: formatNumber(frame.x), y: formatNumber(frame.y),
            width: formatNumber(Math.max(0, frame.width)), height: formatNumber(Math.max(0, frame.height))});
        shape.classList.toggle("exercised", moved.has(id));
    }
    for (const label of page.nodes.canvas.querySelectorAll("g.labels text[data-label-for]")) {
        const frame = absolute.get(label.getAttribute("data-label-for"));
        if (frame) setAttributes(label, {x: formatNumber(frame.x + 3 * page.unit), y: formatNumber(frame.y + (LABEL_FONT_PX + 1) * page.unit)});
    }
    const ghosts = clear(svg.querySelector("g.ghosts") || svg.insertBefore(svgEl("g", {class: "ghosts"}), svg.querySelector("g.overlays")));
    for (const id of moved) {
        const frame = solved.get(id);
        if (frame) ghosts.appendChild(svgEl("rect", {class: "ghost", x: formatNumber(frame.x), y: formatNumber(frame.y),
            width: formatNumber(frame.width), height: formatNumber(frame.height)}));
    }
    page.absolute = absolute;
    redrawConstraints(page);
    if (moved.size === 0) page.exercise.solved = null;
}

function inspectButton(page, id) {
    const button = el("button", {type: "button", class: "inspect", "data-inspect": id, "aria-label": `Inspect constraint ${id}`},
        el("code", {}, id));
    // Read at the click: the inspector updated in place may have renamed it.
    button.addEventListener("click", () => inspectConstraint(page, button.getAttribute("data-inspect")));
    return button;
}

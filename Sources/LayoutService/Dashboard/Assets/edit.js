// Edit and re-solve, as Interface Builder's inspector does: a constraint's
// constant, priority or relation changed, or the constraint deactivated; the
// canvas re-solves at once with POST /v1/solve (nothing stored, nothing in
// the history) and outlines the views that moved; "Store" keeps the edited
// scene as a new version.
const EDITABLE_ORIGINS = new Set(["scene", "visualFormat"]);
const RELATIONS = ["==", "<=", ">="];

function isEditable(entry) {
    return Boolean(entry && entry.parsed && EDITABLE_ORIGINS.has(entry.constraint.origin));
}

/// The inspector's form for one constraint; every change re-solves.
function editForm(page, entry) {
    const id = entry.constraint.id;
    const edit = (page.edit && page.edit.changes.get(id)) || {};
    const parsed = entry.parsed;
    const constant = el("input", {type: "number", step: "any", id: "edit-constant", value: edit.constant ?? parsed.constant});
    const priority = el("input", {type: "number", min: "1", max: "1000", step: "1", id: "edit-priority",
        value: edit.priority ?? entry.constraint.priority ?? parsed.priority ?? 1000});
    const relation = el("select", {id: "edit-relation"},
        RELATIONS.map((mark) => el("option", {value: mark, selected: (edit.relation ?? parsed.relation) === mark}, mark)));
    const active = el("input", {type: "checkbox", id: "edit-active", checked: edit.active !== false});
    const apply = () => {
        const number = (input, fallback) => (Number.isFinite(input.valueAsNumber) ? input.valueAsNumber : fallback);
        editConstraint(page, id, {constant: number(constant, parsed.constant), priority: number(priority, 1000),
            relation: relation.value, active: active.checked});
    };
    for (const input of [constant, priority, relation, active]) input.addEventListener("change", apply);
    return el("fieldset", {class: "edit"}, el("legend", {}, "Edit (re-solves at once, stores nothing)"),
        el("label", {for: "edit-relation"}, "Relation "), relation, " ",
        el("label", {for: "edit-constant"}, "Constant "), constant, " ",
        el("label", {for: "edit-priority"}, "Priority "), priority, " ",
        el("label", {for: "edit-active"}, active, " Installed"));
}

/// The stored scene with its constraints written out one equation each
/// (ids as the result names them), so one piece of a visual format can
/// change alone. Generated constraints (content size, margins) stay generated.
function editableDocument(page) {
    const written = (page.storedResult.constraints || []).filter((constraint) => EDITABLE_ORIGINS.has(constraint.origin));
    return {...page.document, constraints: written.map((constraint) => ({id: constraint.id, equation: constraint.equation}))};
}

function equationText(parsed, change) {
    const first = `${parsed.first.item}.${parsed.first.attribute}`;
    const priority = change.priority < 1000 ? ` @${formatNumber(change.priority)}` : "";
    if (!parsed.second) return `${first} ${change.relation} ${formatNumber(change.constant)}${priority}`;
    const multiplier = parsed.multiplier !== 1 ? `${formatNumber(parsed.multiplier)} * ` : "";
    const constant = change.constant === 0 ? "" : ` ${change.constant < 0 ? "-" : "+"} ${formatNumber(Math.abs(change.constant))}`;
    return `${first} ${change.relation} ${multiplier}${parsed.second.item}.${parsed.second.attribute}${constant}${priority}`;
}

async function editConstraint(page, id, change) {
    if (!page.edit) {
        page.storedResult = page.result;
        page.edit = {changes: new Map(), base: page.frames};
    }
    page.edit.changes.set(id, change);
    const doc = editableDocument(page);
    const parsedById = new Map((page.storedResult.constraints || []).map((c) => [c.id, parseEquation(c.equation)]));
    doc.constraints = doc.constraints.flatMap((entry) => {
        const edited = page.edit.changes.get(entry.id);
        const parsed = parsedById.get(entry.id);
        if (!edited || !parsed) return [entry];
        return edited.active ? [{id: entry.id, equation: equationText(parsed, edited)}] : [];
    });
    page.edit.document = doc;
    const choice = page.variants[page.nodes.variant.selectedIndex] || page.variants[0];
    clear(page.nodes.message);
    try {
        const response = await api("POST", "/v1/solve?detail=full", {...doc, ...(choice.overrides || {})});
        page.result = atAnotherSize(page, choice, choice.pick(response));
        // The inspector stays on the edited constraint (gone when deactivated).
        page.constraint = page.edit.changes.get(id).active ? id : null;
        await renderResult(page);
        showEdits(page);
    } catch (error) {
        appendChildren(page.nodes.message, problemView(error));
    }
    document.body.setAttribute("data-ready", "edited");
}

/// What the edit changed: the views that moved are outlined, the toolbar
/// says how many and offers to store the edited scene or to go back.
function showEdits(page) {
    const moved = [...page.index.keys()].filter((id) => !sameFrame(page.edit.base[id], page.frames[id]));
    for (const id of moved) {
        const shape = page.shapeById && page.shapeById.get(id);
        if (shape) shape.classList.add("changed");
    }
    clear(page.nodes.editBar);
    page.nodes.editBar.appendChild(el("span", {class: "edit-summary"}, `Edited, not stored: ${page.edit.changes.size} constraint` +
        `${page.edit.changes.size === 1 ? "" : "s"} changed, ${moved.length} view${moved.length === 1 ? "" : "s"} moved. `));
    const store = el("button", {type: "button", id: "store-edit"}, "Store as a new version");
    const revert = el("button", {type: "button", id: "revert-edit"}, "Revert");
    store.addEventListener("click", () => storeEdit(page));
    revert.addEventListener("click", () => {
        page.edit = null;
        clear(page.nodes.editBar);
        solveScene(page);
    });
    appendChildren(page.nodes.editBar, store, " ", revert);
}

async function storeEdit(page) {
    try {
        const stored = await api("PUT", `/v1/scenes/${encodeURIComponent(page.name)}`, page.edit.document);
        page.edit = null;
        page.document = await api("GET", `/v1/scenes/${encodeURIComponent(page.name)}`);
        await solveScene(page);
        page.nodes.editBar.textContent = `Stored as version ${stored.version}.`;
    } catch (error) {
        appendChildren(clear(page.nodes.message), problemView(error));
    }
}

// The inspected constraint: its card in the side panel, the views it ties
// highlighted, and the constraint layer of the canvas redrawn to show it.
function inspectConstraint(page, id) {
    const model = constraintModel(page);
    page.constraint = model.byId.has(id) && page.constraint !== id ? id : null;
    redrawConstraints(page);
    renderReport(page);
    writeLink(page);
}

/// Escape: no view, no constraint, no diagnostic.
function clearSelection(page) {
    page.selected = null;
    page.constraint = null;
    page.highlight = null;
    for (const node of page.nodes.diagnostics.querySelectorAll("button.diagnostic.active")) node.classList.remove("active");
    redrawConstraints(page);
    renderReport(page);
    writeLink(page);
}

function tiedItems(page) {
    const entry = page.constraint && constraintModel(page).byId.get(page.constraint);
    return new Set(entry ? entry.items : []);
}

/// Only the constraint layer: the views stay as they are.
function redrawConstraints(page) {
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    const old = svg && svg.querySelector("g.constraints");
    if (!old || !page.absolute) return;
    // The focused constraint is redrawn too: focus moves to its new shape
    // rather than falling back to the page.
    const focused = old.contains(document.activeElement) ? document.activeElement.getAttribute("data-constraint") : null;
    const layer = drawConstraints(page, page.absolute, page.unit);
    svg.replaceChild(layer, old);
    if (focused !== null) {
        const again = [...layer.querySelectorAll("path[data-constraint]")].find((path) => path.getAttribute("data-constraint") === focused);
        if (again) again.focus({preventScroll: true});
    }
}

function constraintCard(page) {
    const entry = constraintModel(page).byId.get(page.constraint);
    const constraint = entry.constraint;
    const holds = constraint.holds === true ? "holds" : constraint.holds === false ? "misses" : "not reported";
    const miss = typeof constraint.miss === "number" ? formatNumber(constraint.miss) : "—";
    const rows = [["Id", constraint.id], ["Equation", el("code", {title: constraint.equation || ""}, withNames(page, constraint.equation))],
        ["Visual format", constraint.description ? el("code", {}, constraint.description) : "—"],
        ["Origin", constraint.origin || "—"], ["Priority", formatNumber(constraint.priority)],
        ["State", STATE_TEXT[entry.state]], ["Holds", holds], ["Miss", miss]];
    const views = entry.items.map((id) => {
        const button = el("button", {type: "button", class: "tied-item", "data-item": id, title: id}, displayName(page, id));
        button.addEventListener("click", () => {
            page.constraint = null;
            page.selected = null;
            selectItem(page, id);
        });
        return el("li", {}, button);
    });
    return el("div", {class: `inspector state-${entry.state}`, "data-inspected": constraint.id},
        el("h3", {}, "Constraint ", el("code", {}, constraint.id)),
        !page.dropped && isEditable(entry) ? editForm(page, entry) : null,
        el("table", {class: "facts"}, rows.map(([key, value]) => el("tr", {}, el("th", {}, key), el("td", {}, value)))),
        el("h3", {}, "Ties"), el("ul", {class: "tied"}, views));
}

const STATE_TEXT = {holds: "holds (blue)", conflict: "broken or in a conflicting set (red)", ambiguous: "involved in an ambiguity (red)",
    misplaced: "ties a misplaced view (orange)"};

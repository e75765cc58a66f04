extension DashboardScript {
    /// The scene's hierarchy, frames in root coordinates, and which items the
    /// diagnostics and constraints name.
    static let geometry = #"""
    const ATTRIBUTES = ["leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "centerYWithinMargins", "left", "right", "top", "bottom", "leading", "trailing",
        "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline", "baseline"];
    const ITEM_ATTRIBUTE = new RegExp(`([A-Za-z0-9_-][A-Za-z0-9_.-]*)\\.(?:${ATTRIBUTES.join("|")})(?![A-Za-z0-9_])`, "g");

    /// Every view and guide by id, in document order, with its parent.
    function itemIndex(doc) {
        const index = new Map();
        for (const view of doc.views || []) {
            index.set(view.id, {id: view.id, kind: "view", parent: view.parent || null, spec: view, order: index.size});
        }
        for (const guide of doc.guides || []) {
            index.set(guide.id, {id: guide.id, kind: "guide", parent: guide.owner || null, spec: guide, order: index.size});
        }
        for (const item of index.values()) item.depth = depthOf(index, item.id);
        return index;
    }

    function depthOf(index, id) {
        let depth = 0;
        const seen = new Set();
        for (let item = index.get(id); item && item.parent && !seen.has(item.id); item = index.get(item.parent)) {
            seen.add(item.id);
            depth += 1;
        }
        return depth;
    }

    /// Frames are relative to the parent; the canvas needs them in root coordinates.
    function absoluteFrames(index, frames) {
        const absolute = new Map();
        const resolve = (id, seen) => {
            if (absolute.has(id)) return absolute.get(id);
            const frame = frames[id] || {x: 0, y: 0, width: 0, height: 0};
            const item = index.get(id);
            let originX = 0;
            let originY = 0;
            if (item && item.parent && index.has(item.parent) && !seen.has(item.parent)) {
                seen.add(id);
                const parent = resolve(item.parent, seen);
                originX = parent.x;
                originY = parent.y;
            }
            const result = {x: originX + frame.x, y: originY + frame.y, width: frame.width, height: frame.height};
            absolute.set(id, result);
            return result;
        };
        for (const id of index.keys()) resolve(id, new Set());
        return absolute;
    }

    /// Ids of the items an equation mentions (`a.b.width` is item `a.b`).
    function mentionedItems(equation, index) {
        const found = new Set();
        for (const match of String(equation || "").matchAll(ITEM_ATTRIBUTE)) {
            if (index.has(match[1])) found.add(match[1]);
        }
        return found;
    }

    function constraintsMentioning(result, index, id) {
        return (result.constraints || []).filter((constraint) => mentionedItems(constraint.equation, index).has(id));
    }

    /// What the diagnostics say about each item: conflict (red), ambiguous
    /// (orange), outside its superview, misplaced (with its design frame).
    function markItems(index, result) {
        const byId = new Map((result.constraints || []).map((constraint) => [constraint.id, constraint]));
        const marks = {byId, conflict: new Set(), ambiguous: new Set(), outside: new Set(), misplaced: new Map(),
            zero: new Set()};
        for (const diagnostic of result.diagnostics || []) {
            const targets = diagnosticTargets(diagnostic, byId, index);
            if (diagnostic.kind === "unsatisfiable") targets.items.forEach((id) => marks.conflict.add(id));
            if (diagnostic.kind === "ambiguous") targets.items.forEach((id) => marks.ambiguous.add(id));
            if (diagnostic.kind === "outsideSuperview") targets.items.forEach((id) => marks.outside.add(id));
            if (diagnostic.kind === "zeroSize") targets.items.forEach((id) => marks.zero.add(id));
            if (diagnostic.kind === "misplaced" && diagnostic.designFrame) marks.misplaced.set(diagnostic.view, diagnostic.designFrame);
        }
        return marks;
    }

    /// The items and constraints a diagnostic names; for a conflict, the items
    /// that the equations of its conflicting set mention.
    function diagnosticTargets(diagnostic, byId, index) {
        const items = new Set();
        const constraints = new Set();
        if (diagnostic.kind === "unsatisfiable") {
            for (const id of [...(diagnostic.constraints || []), diagnostic.broken]) {
                if (id === undefined || id === null) continue;
                constraints.add(id);
                const constraint = byId.get(id);
                if (constraint) mentionedItems(constraint.equation, index).forEach((item) => items.add(item));
            }
        }
        for (const id of diagnostic.related || []) constraints.add(id);
        if (diagnostic.view && index.has(diagnostic.view)) items.add(diagnostic.view);
        return {items, constraints};
    }
    """#
}

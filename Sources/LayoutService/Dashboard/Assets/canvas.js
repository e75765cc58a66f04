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

/// What the diagnostics say about each item: conflict (red), ambiguous
/// (orange), outside its superview, misplaced (with its design frame).
function markItems(index, result) {
    // Set one by one: a [id, constraint] pair for each was garbage before the first canvas.
    const byId = new Map();
    for (const constraint of result.constraints || []) byId.set(constraint.id, constraint);
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
const CANVAS_MIN_WIDTH = 240;
const CANVAS_MIN_HEIGHT = 320;
const CANVAS_MAX_SCALE = 3;
const CANVAS_PADDING = 16;
const LABEL_FONT_PX = 11;
const MARKER_PX = 7;

/// The room the canvas has: its column's width and the window's height
/// below the canvas's top, so a large screen gets a large canvas.
function canvasRoom(page) {
    const wrap = page.nodes.canvas;
    const style = getComputedStyle(wrap);
    const inset = (a, b) => (Number.parseFloat(style[a]) || 0) + (Number.parseFloat(style[b]) || 0);
    const width = wrap.clientWidth - inset("paddingLeft", "paddingRight");
    const top = wrap.getBoundingClientRect().top + window.scrollY;
    const height = window.innerHeight - Math.min(top, window.innerHeight / 2) - inset("paddingTop", "paddingBottom") - 12;
    return {width: Math.max(CANVAS_MIN_WIDTH, width || 0), height: Math.max(CANVAS_MIN_HEIGHT, height || 0)};
}

function drawCanvas(page, frames) {
    const index = page.index;
    const marks = page.marks;
    const shown = frames || page.frames;
    const absolute = absoluteFrames(index, shown);
    const designs = new Map();
    for (const [id, design] of marks.misplaced) {
        const item = index.get(id);
        const origin = item && item.parent ? absolute.get(item.parent) : null;
        designs.set(id, {x: (origin ? origin.x : 0) + design.x, y: (origin ? origin.y : 0) + design.y,
            width: design.width, height: design.height});
    }
    const visible = [...index.values()].filter((item) => !isHidden(index, item.id));
    const box = boundsOf([...visible.map((item) => absolute.get(item.id)), ...designs.values()]);
    const width = box.width + 2 * CANVAS_PADDING;
    const height = box.height + 2 * CANVAS_PADDING;
    const room = canvasRoom(page);
    const scale = Math.min(CANVAS_MAX_SCALE, room.width / width, room.height / height);
    const unit = 1 / scale;
    page.fit = {x: box.x - CANVAS_PADDING, y: box.y - CANVAS_PADDING, width, height};
    // The list beside the canvas says in words what the picture shows.
    const svg = svgEl("svg", {class: "canvas", xmlns: SVG_NS, role: "group", "aria-label": `Layout of ${page.name}`,
        "aria-describedby": "items-list", viewBox: viewBoxText(page.viewport || page.fit),
        width: Math.round(width * scale), height: Math.round(height * scale), "font-size": formatNumber(LABEL_FONT_PX * unit)});
    const shapes = svgEl("g", {class: "shapes"});
    const overlays = svgEl("g", {class: "overlays"});
    const labels = svgEl("g", {class: "labels"});
    const items = visible.sort((a, b) => a.depth - b.depth || a.order - b.order);
    const shapeById = new Map();
    for (const item of items) {
        const frame = absolute.get(item.id);
        const fill = item.kind === "view" ? backgroundFill(appearanceOf(item).backgroundColor) : null;
        if (fill) shapes.appendChild(svgEl("rect", {class: "fill", fill, x: formatNumber(frame.x), y: formatNumber(frame.y),
            width: formatNumber(Math.max(0, frame.width)), height: formatNumber(Math.max(0, frame.height))}));
        const shape = svgEl("rect", {"data-id": item.id, class: itemClasses(page, item, frame).join(" "),
            x: formatNumber(frame.x), y: formatNumber(frame.y),
            width: formatNumber(Math.max(0, frame.width)), height: formatNumber(Math.max(0, frame.height))},
            svgEl("title", {}, `${itemName(item)} (${item.id}) ${formatFrame(shown[item.id])}`));
        setAttributes(shape, {tabindex: 0, role: "button", "aria-label": `View ${itemName(item)}`});
        shapes.appendChild(shape);
        shapeById.set(item.id, shape);
        if (item.kind === "view") appendChildren(shapes, viewContent(item, frame, unit));
        if (designs.has(item.id)) {
            const design = designs.get(item.id);
            overlays.appendChild(svgEl("rect", {class: "design", "data-design-for": item.id,
                x: formatNumber(design.x), y: formatNumber(design.y),
                width: formatNumber(design.width), height: formatNumber(design.height)},
                svgEl("title", {}, `${item.id} design frame ${formatFrame(item.spec.frame)}`)));
            overlays.appendChild(deltaBadge(item, frame, design, unit));
        }
        if (frame.width <= 0 || frame.height <= 0) overlays.appendChild(zeroMarker(page, item, frame, unit));
        // Views that show their own text need no name tag, nor guides (listed in
        // the tree, as Xcode's canvas leaves them unnamed); the others get one.
        if (!shownText(item) && item.kind !== "guide") {
            labels.appendChild(svgEl("text", {"data-label-for": item.id, class: "label",
                x: formatNumber(frame.x + 3 * unit), y: formatNumber(frame.y + (frame.height > 0 ? LABEL_FONT_PX + 1 : -3) * unit)},
                itemName(item)));
        }
    }
    // Above the canvas, composited apart and deaf to the pointer: thousands
    // of constraints (drawBatches) and the name tags, which stay on top of
    // them. Nothing there changes on a selection, so it is not repainted.
    // Decorative: the tree beside the canvas names the views, each view's
    // report lists its constraints.
    page.batchLayer = svgEl("g", {class: "constraints batches"});
    page.batches = null;
    const above = svgEl("svg", {class: "canvas above", xmlns: SVG_NS, "aria-hidden": "true", focusable: "false",
        viewBox: svg.getAttribute("viewBox"), width: svg.getAttribute("width"), height: svg.getAttribute("height"),
        "font-size": svg.getAttribute("font-size")}, page.batchLayer, labels);
    appendChildren(svg, shapes, overlays, drawConstraints(page, absolute, unit));
    page.absolute = absolute;
    page.unit = unit;
    page.shapeById = shapeById;
    // New shapes carry their marks from itemClasses: nothing to undo.
    page.markedItems = new Set([page.selected, ...(page.highlight ? page.highlight.items : [])].filter(Boolean));
    page.exercise.solved = null;
    appendChildren(clear(page.nodes.canvas), el("div", {class: "canvas-stack"}, svg, above));
    attachCanvasEvents(page, svg);
}

/// What Xcode's outline calls an item: its display name (label text, button
/// title, placeholder, userLabel, the class as Xcode names it), else the
/// scene's label, else its id.
function itemName(item) {
    return appearanceOf(item).displayName || item.spec.label || item.id;
}

/// The scene's `appearance` of an item (README, "Scene format"), or an
/// empty one, shared: read for every view and constraint before the first
/// canvas, it allocated an object each time (docs/dashboard.md, "Drawing time").
const NO_APPEARANCE = Object.freeze({});

function appearanceOf(item) {
    const appearance = item && item.spec && item.spec.appearance;
    return appearance && typeof appearance === "object" ? appearance : NO_APPEARANCE;
}

/// Ids in a text (an equation, a finding) written as display names; the
/// raw text stays on hover. One pattern per page, longest ids first.
function withNames(page, text) {
    if (!page.namePattern) {
        const named = [...page.index.values()].filter((item) => itemName(item) !== item.id).map((item) => item.id);
        const escaped = named.sort((a, b) => b.length - a.length).map((id) => id.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&"));
        page.namePattern = escaped.length ? new RegExp(`(?<![A-Za-z0-9_.-])(?:${escaped.join("|")})(?![A-Za-z0-9_-])`, "g") : null;
    }
    const source = String(text || "");
    return page.namePattern ? source.replace(page.namePattern, (id) => displayName(page, id)) : source;
}

function displayName(page, id) {
    const item = page.index && page.index.get(id);
    return item ? itemName(item) : id;
}

/// A view the document hides, or one inside it: laid out, listed, not drawn.
/// A parent cycle ends the walk after as many steps as there are items (no
/// set of the items seen, one for every view and constraint drawn).
function isHidden(index, id) {
    let steps = index.size;
    for (let item = index.get(id); item && steps >= 0; item = index.get(item.parent), steps--) {
        if (appearanceOf(item).hidden === true) return true;
    }
    return false;
}

function itemClasses(page, item, frame) {
    const marks = page.marks;
    const classes = [item.kind];
    if (!item.parent) classes.push("root");
    if (isHidden(page.index, item.id)) classes.push("hidden-view");
    if (marks.conflict.has(item.id)) classes.push("conflict");
    else if (marks.ambiguous.has(item.id)) classes.push("ambiguous");
    if (marks.outside.has(item.id)) classes.push("outside");
    if (marks.misplaced.has(item.id)) classes.push("misplaced");
    if (frame && (frame.width <= 0 || frame.height <= 0)) classes.push("zero");
    if (page.highlight && page.highlight.items.has(item.id)) classes.push("highlight");
    if (page.selected === item.id) classes.push("selected");
    return classes;
}

/// A zero-size item would be invisible: a cross marks where it is.
function zeroMarker(page, item, frame, unit) {
    const cx = frame.x + Math.max(0, frame.width) / 2;
    const cy = frame.y + Math.max(0, frame.height) / 2;
    const r = MARKER_PX * unit;
    const marker = svgEl("g", {class: "marker", "data-marker-for": item.id},
        svgEl("circle", {cx: formatNumber(cx), cy: formatNumber(cy), r: formatNumber(r * 1.4)}),
        svgEl("line", {x1: formatNumber(cx - r), y1: formatNumber(cy - r), x2: formatNumber(cx + r), y2: formatNumber(cy + r)}),
        svgEl("line", {x1: formatNumber(cx - r), y1: formatNumber(cy + r), x2: formatNumber(cx + r), y2: formatNumber(cy - r)}),
        svgEl("title", {}, `${item.id} has zero size`));
    marker.setAttribute("data-id-ref", item.id);
    return marker;
}

function boundsOf(frames) {
    if (frames.length === 0) return {x: 0, y: 0, width: 1, height: 1};
    const minX = Math.min(...frames.map((f) => f.x), 0);
    const minY = Math.min(...frames.map((f) => f.y), 0);
    const maxX = Math.max(...frames.map((f) => f.x + Math.max(0, f.width)));
    const maxY = Math.max(...frames.map((f) => f.y + Math.max(0, f.height)));
    return {x: minX, y: minY, width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY)};
}

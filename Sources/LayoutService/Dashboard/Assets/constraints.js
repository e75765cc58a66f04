// Constraints drawn as Interface Builder draws them. The result carries only
// the equation text, so its items and attributes are read back from it
// (contract: `a.attr REL [m *] b.attr [* m] [+|- c] [@p]` or `a.attr REL c`).
const NUMBER = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?";
const OPERAND = `([A-Za-z0-9_-][A-Za-z0-9_.-]*)\\.(${ATTRIBUTES.join("|")})`;
const EQUATION = new RegExp(`^\\s*${OPERAND}\\s*(==|<=|>=)\\s*(.*?)\\s*(?:@\\s*(${NUMBER}))?\\s*$`);
const RIGHT_ITEM = new RegExp(`^(?:(${NUMBER})\\s*\\*\\s*)?${OPERAND}(?:\\s*\\*\\s*(${NUMBER}))?(?:\\s*([+-])\\s*(${NUMBER}))?$`);
const RIGHT_CONSTANT = new RegExp(`^(${NUMBER})$`);
const RELATION_MARK = {"==": "", ">=": "≥ ", "<=": "≤ "};
// Generated content-size and system constraints are listed, not drawn (as in
// Interface Builder), unless they take part in a conflict.
const DRAWN_ORIGINS = new Set(["scene", "visualFormat", "autoresizing", "prototype"]);
const CAP_PX = 4;
const BAR_INSET_PX = 6;
// Above this many drawn constraints the constants are left off the picture
// (unreadable at that scale, and the text is most of the drawing time).
const LABEL_LIMIT = 1000;
// Batches are cut into cells of this many screen pixels: the browser
// rasterises the layer in tiles, and a tile then strokes only the paths
// that reach into it rather than every line of the scene.
const BATCH_CELL_PX = 128;

/// {first: {item, attribute}, relation, second: {item, attribute} | null,
/// multiplier, constant, priority} or null when the text is not an equation.
function parseEquation(text) {
    const match = EQUATION.exec(String(text || ""));
    if (!match) return null;
    const item = match[1], attribute = match[2], relation = match[3], right = match[4], priority = match[5];
    // Captures read by index and one object each, built once: this runs for
    // every constraint before the first canvas, where destructuring a match
    // and spreading a copy allocated (docs/dashboard.md, "Drawing time").
    const first = {item, attribute: canonicalAttribute(attribute)};
    const weight = priority === undefined ? null : Number(priority);
    const constant = RIGHT_CONSTANT.exec(right);
    if (constant) return {first, relation, second: null, multiplier: 1, constant: Number(constant[1]), priority: weight};
    const term = RIGHT_ITEM.exec(right);
    if (!term) return null;
    const before = term[1], secondItem = term[2], secondAttribute = term[3], after = term[4], sign = term[5], amount = term[6];
    return {first, relation, second: {item: secondItem, attribute: canonicalAttribute(secondAttribute)},
        multiplier: Number(before ?? after ?? 1), constant: amount === undefined ? 0 : Number(amount) * (sign === "-" ? -1 : 1),
        priority: weight};
}

function canonicalAttribute(attribute) {
    return attribute === "baseline" ? "lastBaseline" : attribute;
}

function attributeAxis(attribute) {
    return /^(left|right|leading|trailing|width|centerX)/.test(attribute) ? "x" : "y";
}

function isSizeAttribute(attribute) {
    return attribute === "width" || attribute === "height";
}

/// Where an attribute lies in root coordinates (docs/scenes.md, "Scene document": margins default
/// to 8; without baselineOffsets both baselines are the bottom edge). Only the one asked for is
/// worked out: this runs twice for each drawn constraint before the first canvas.
function attributePosition(frame, spec, attribute, rightToLeft) {
    const left = frame.x;
    const right = frame.x + frame.width;
    const top = frame.y;
    const bottom = frame.y + frame.height;
    const offsets = spec && spec.baselineOffsets;
    switch (attribute) {
    case "left": return left;
    case "right": return right;
    case "top": return top;
    case "bottom": return bottom;
    case "leading": return rightToLeft ? right : left;
    case "trailing": return rightToLeft ? left : right;
    case "centerX": return (left + right) / 2;
    case "centerY": return (top + bottom) / 2;
    case "leftMargin": return left + marginOf(spec, "left");
    case "rightMargin": return right - marginOf(spec, "right");
    case "topMargin": return top + marginOf(spec, "top");
    case "bottomMargin": return bottom - marginOf(spec, "bottom");
    case "leadingMargin": return rightToLeft ? right - marginOf(spec, "right") : left + marginOf(spec, "left");
    case "trailingMargin": return rightToLeft ? left + marginOf(spec, "left") : right - marginOf(spec, "right");
    case "centerXWithinMargins": return (left + marginOf(spec, "left") + right - marginOf(spec, "right")) / 2;
    case "centerYWithinMargins": return (top + marginOf(spec, "top") + bottom - marginOf(spec, "bottom")) / 2;
    case "firstBaseline": return !offsets || offsets.first === undefined ? bottom : top + offsets.first;
    case "lastBaseline": return !offsets || offsets.last === undefined ? bottom : bottom - offsets.last;
    default: return undefined;
    }
}

/// A view's layout margin on one side, as its scene gives it, else 8.
function marginOf(spec, side) {
    const margins = spec && spec.layoutMargins;
    return margins && typeof margins === "object" && Object.hasOwn(margins, side) ? margins[side] : 8;
}

/// Constraint id → "conflict" (broken or in a conflicting set), "ambiguous"
/// (related to an ambiguity or affecting an ambiguous view on its axis) or
/// "holds"; a required constraint that misses counts as broken.
function constraintStates(result) {
    const states = new Map();
    const affecting = result.affecting || {};
    for (const diagnostic of result.diagnostics || []) {
        if (diagnostic.kind === "ambiguous") {
            const axis = diagnostic.axis === "vertical" ? "vertical" : "horizontal";
            const ids = [...(diagnostic.related || []), ...((affecting[diagnostic.view] || {})[axis] || [])];
            for (const id of ids) if (!states.has(id)) states.set(id, "ambiguous");
        }
    }
    for (const diagnostic of result.diagnostics || []) {
        if (diagnostic.kind !== "unsatisfiable") continue;
        for (const id of [...(diagnostic.constraints || []), diagnostic.broken]) if (id) states.set(id, "conflict");
    }
    for (const constraint of result.constraints || []) {
        if (constraint.holds === false && constraint.priority >= 1000) states.set(constraint.id, "conflict");
        if (!states.has(constraint.id)) states.set(constraint.id, "holds");
    }
    return states;
}

/// Parsed constraints, once per result: what drawing and the inspector need.
/// Each view's constraints (`byItem`, the inspector's) are listed when first
/// asked for, after the first canvas (docs/dashboard.md, "Drawing time").
function constraintModel(page) {
    if (page.model && page.model.result === page.result) return page.model;
    const states = constraintStates(page.result);
    const misplaced = page.marks ? page.marks.misplaced : new Map();
    const byId = new Map();
    const entries = [];
    for (const constraint of page.result.constraints || []) {
        const parsed = parseEquation(constraint.equation);
        let items;
        if (!parsed) items = [...mentionedItems(constraint.equation, page.index)];
        else if (parsed.second && parsed.second.item) items = [parsed.first.item, parsed.second.item];
        else items = [parsed.first.item];
        let state = states.get(constraint.id) || "holds";
        // Xcode draws the constraints of a misplaced view orange.
        if (state === "holds" && misplaced.size > 0 && items.some((item) => misplaced.has(item))) state = "misplaced";
        const entry = {constraint, parsed, items, state};
        byId.set(constraint.id, entry);
        entries.push(entry);
    }
    let byItem = null;
    page.model = {result: page.result, byId, get byItem() {
        if (byItem) return byItem;
        byItem = new Map();
        for (const entry of entries) {
            for (const item of entry.items) {
                const list = byItem.get(item);
                if (list) list.push(entry);
                else byItem.set(item, [entry]);
            }
        }
        return byItem;
    }};
    return page.model;
}

function isDrawn(entry) {
    return entry.parsed !== null && (DRAWN_ORIGINS.has(entry.constraint.origin) || entry.state === "conflict");
}

/// Which constraints the canvas shows: all of them on the toggle, else the
/// selected view's, plus the inspected constraint.
function shownConstraints(page) {
    const model = constraintModel(page);
    let entries = [];
    // Hidden views are not drawn, nor their constraints.
    const drawn = (entry) => isDrawn(entry) && !entry.items.some((id) => isHidden(page.index, id));
    if (page.showAll) {
        for (const entry of model.byId.values()) if (drawn(entry)) entries.push(entry);
    } else if (page.selected) entries = (model.byItem.get(page.selected) || []).filter(drawn);
    const inspected = page.constraint && model.byId.get(page.constraint);
    if (inspected && inspected.parsed && !entries.includes(inspected)) entries.push(inspected);
    return entries;
}

/// One <path> per constraint (I-beam, bar or line) and its mark as a <text>
/// beside it. Past LABEL_LIMIT the constraints go to the batch layer
/// (`drawBatches`); the inspected one is drawn here too, on its own.
function drawConstraints(page, absolute, unit) {
    const layer = svgEl("g", {class: "constraints"});
    const entries = shownConstraints(page);
    const labelled = entries.length <= LABEL_LIMIT;
    const rightToLeft = page.rightToLeft === true;
    page.nodes.note.textContent = labelled ? "" : `${entries.length} constraints drawn: constants are written when ${LABEL_LIMIT} or fewer are shown.`;
    if (!labelled) {
        drawBatches(page, entries, absolute, unit);
        const inspected = page.constraint && entries.find((entry) => entry.constraint.id === page.constraint);
        const shape = inspected && constraintShape(inspected.parsed, absolute, page.index, unit, rightToLeft);
        if (shape) layer.appendChild(constraintPath(page, inspected, shape));
        return layer;
    }
    drawBatches(page, [], absolute, unit);
    const aligns = document.createDocumentFragment();
    const others = document.createDocumentFragment();
    page.constraintLines = [];
    for (const entry of entries) {
        const shape = constraintShape(entry.parsed, absolute, page.index, unit, rightToLeft);
        if (!shape) continue;
        page.constraintLines.push({id: entry.constraint.id, lines: shape.lines});
        // Alignment lines underneath: an I-beam on the same line stays clickable.
        const target = shape.kind === "align" ? aligns : others;
        target.appendChild(constraintPath(page, entry, shape));
        const mark = constraintMark(entry.parsed, constraintPriority(entry), shape.kind);
        if (mark) {
            target.appendChild(svgEl("text", {class: `constant state-${entry.state}`, "data-constraint-label": entry.constraint.id,
                x: formatNumber(shape.labelX), y: formatNumber(shape.labelY)}, mark));
        }
    }
    layer.appendChild(aligns);
    layer.appendChild(others);
    return layer;
}

function constraintPriority(entry) {
    return entry.constraint.priority ?? entry.parsed.priority ?? 1000;
}

/// The classes that give a constraint its look: state, kind, dashes.
function constraintLook(entry, kind) {
    let classes = `constraint state-${entry.state} ${kind}`;
    if (entry.parsed.relation !== "==") classes += " inequality";
    if (constraintPriority(entry) < 1000) classes += " optional";
    return classes;
}

function constraintPath(page, entry, shape) {
    const constraint = entry.constraint;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("class", constraintLook(entry, shape.kind) + (page.constraint === constraint.id ? " inspected" : ""));
    path.setAttribute("data-constraint", constraint.id);
    path.setAttribute("tabindex", "0");
    path.setAttribute("role", "button");
    path.setAttribute("aria-label", `${constraint.id}: ${constraint.equation}`);
    path.setAttribute("d", shape.d);
    return path;
}

/// Past LABEL_LIMIT the constraints go to the batch layer: an <svg> stacked
/// over the canvas, composited on its own and deaf to the pointer. The
/// browser rasterises thousands of lines there once; a selection, a
/// highlight or an inspected constraint repaints the canvas beneath, not
/// them. The layer is rebuilt only when the shown constraints or the frames
/// change, and a click still finds its constraint geometrically
/// (`constraintNear`). Constraints of one look (state, kind, dashes) are
/// drawn as their union: collinear strokes that overlap (the edges pinned
/// to one superview edge along a row) become one, so a dashed line is
/// dashed once rather than once per constraint, and the union is cut into
/// cells of BATCH_CELL_PX so that each tile of the layer strokes only what
/// reaches into it.
function drawBatches(page, entries, absolute, unit) {
    const layer = page.batchLayer;
    if (!layer) return;
    const rightToLeft = page.rightToLeft === true;
    const drawn = page.batches;
    // Switched off, the layer is hidden, not emptied: switched on again over
    // the same frames, it is shown as it was (docs/dashboard.md, "Drawing time").
    if (entries.length === 0) layer.setAttribute("display", "none");
    else layer.removeAttribute("display");
    if (entries.length === 0 && drawn) return;
    if (drawn && drawn.absolute === absolute && drawn.unit === unit && drawn.rightToLeft === rightToLeft
        && drawn.entries.length === entries.length && drawn.entries.every((entry, k) => entry === entries[k])) {
        page.constraintLines = drawn.lines;
        return;
    }
    // Flat numbers and numeric keys: on 7,000 constraints, an array per
    // stroke and a string per cell were most of the layer's script time
    // (docs/dashboard.md, "Drawing time").
    const runs = new Map();
    const lines = [];
    // One visitor for every stroke, reading the constraint's look and kind
    // from here: not a closure per constraint.
    let look = null;
    let align = false;
    const visit = (x1, y1, x2, y2) => {
        const across = y1 === y2;
        // Strokes on one line (to the hundredth, as written) share a run.
        const at = Math.round((across ? y1 : x1) * 100);
        const key = across ? 2 * at : 2 * at + 1;
        let run = look.get(key);
        if (!run) look.set(key, run = {across, at: at / 100, spans: [], align});
        if (across) run.spans.push(Math.min(x1, x2), Math.max(x1, x2));
        else run.spans.push(Math.min(y1, y2), Math.max(y1, y2));
    };
    for (const entry of entries) {
        const shape = constraintShape(entry.parsed, absolute, page.index, unit, rightToLeft, false);
        if (!shape) continue;
        lines.push({id: entry.constraint.id, lines: shape.lines});
        const classes = constraintLook(entry, shape.kind);
        look = runs.get(classes);
        if (!look) runs.set(classes, look = new Map());
        align = shape.kind === "align";
        eachSegment(shape, unit, visit);
    }
    const ordered = [];
    const cell = BATCH_CELL_PX * unit;
    for (const [classes, look] of runs) {
        // Cells of one look, keyed by their column and row.
        const cells = new Map();
        for (const run of look.values()) {
            const union = unionOf(run.spans);
            const at = formatNumber(run.at);
            for (let k = 0; k < union.length; k += 2) {
                const from = union[k];
                const x = run.across ? from : run.at;
                const y = run.across ? run.at : from;
                const key = Math.floor(x / cell) * 1048576 + Math.floor(y / cell);
                let batch = cells.get(key);
                if (!batch) cells.set(key, batch = {classes, d: [], align: run.align});
                batch.d.push(run.across ? `M${formatNumber(from)} ${at}H${formatNumber(union[k + 1])}`
                    : `M${at} ${formatNumber(from)}V${formatNumber(union[k + 1])}`);
            }
        }
        for (const batch of cells.values()) ordered.push(batch);
    }
    clear(layer);
    // Alignment lines underneath, as with one path per constraint.
    ordered.sort((a, b) => Number(b.align) - Number(a.align));
    for (const batch of ordered) layer.appendChild(svgEl("path", {class: `${batch.classes} batch`, d: batch.d.join("")}));
    layer.setAttribute("data-count", String(lines.length));
    page.batches = {entries, absolute, unit, rightToLeft, lines};
    if (entries.length) page.constraintLines = lines;
}

/// A shape's strokes as [x1, y1, x2, y2], each horizontal or vertical: its
/// lines, and for I-beams and bars the caps `capAt` draws at both ends.
function shapeSegments(shape, unit) {
    const segments = [];
    eachSegment(shape, unit, (x1, y1, x2, y2) => segments.push([x1, y1, x2, y2]));
    return segments;
}

/// The strokes of `shapeSegments`, handed to `visit` without an array each.
function eachSegment(shape, unit, visit) {
    const cap = CAP_PX * unit;
    // Indexed, not destructured: cold, `for (const [x1, ...] of lines)`
    // allocated an iterator and its results for every stroke.
    const lines = shape.lines;
    for (let k = 0; k < lines.length; k++) visit(lines[k][0], lines[k][1], lines[k][2], lines[k][3]);
    if (shape.kind === "align") return;
    for (let k = 0; k < lines.length; k++) {
        const x1 = lines[k][0], y1 = lines[k][1], x2 = lines[k][2], y2 = lines[k][3];
        if (y1 === y2) {
            visit(x1, y1 - cap, x1, y1 + cap);
            visit(x2, y2 - cap, x2, y2 + cap);
        } else {
            visit(x1 - cap, y1, x1 + cap, y1);
            visit(x2 - cap, y2, x2 + cap, y2);
        }
    }
}

/// Overlapping spans, flat as [from, to, from, to, ...], joined: the
/// stretches they cover, flat the same way.
function unionOf(spans) {
    const count = spans.length / 2;
    if (count === 1) return spans;
    const order = new Uint32Array(count);
    for (let k = 0; k < count; k++) order[k] = k;
    order.sort((a, b) => spans[2 * a] - spans[2 * b]);
    const union = [];
    for (let k = 0; k < count; k++) {
        const from = spans[2 * order[k]];
        const to = spans[2 * order[k] + 1];
        const last = union.length - 1;
        if (last > 0 && from <= union[last]) union[last] = Math.max(union[last], to);
        else union.push(from, to);
    }
    return union;
}

/// The id of the drawn constraint within `tolerance` of a scene point, nearest first.
function constraintNear(page, x, y, tolerance) {
    const index = page.lineIndex && page.lineIndex.drawn === page.constraintLines ? page.lineIndex : null;
    if (!index) {
        whenIdle(() => indexLines(page));
        return constraintNearAll(page, x, y, tolerance);
    }
    const {ids, coords, cells, wide} = index;
    const from = (at) => Math.floor((at - tolerance) / LINE_CELL);
    const to = (at) => Math.floor((at + tolerance) / LINE_CELL);
    if ((to(x) - from(x) + 1) * (to(y) - from(y) + 1) > LINE_CELLS_AT_MOST) return constraintNearAll(page, x, y, tolerance);
    // The nearest stroke, and of those as near, the last drawn, as the full scan finds it.
    let best = -1;
    let bestDistance = tolerance;
    const consider = (at) => {
        const x1 = coords[4 * at], y1 = coords[4 * at + 1], x2 = coords[4 * at + 2], y2 = coords[4 * at + 3];
        const distance = Math.hypot(x - Math.max(Math.min(x1, x2), Math.min(x, Math.max(x1, x2))),
            y - Math.max(Math.min(y1, y2), Math.min(y, Math.max(y1, y2))));
        if (distance < bestDistance || (distance === bestDistance && at > best)) {
            best = at;
            bestDistance = distance;
        }
    };
    for (let column = from(x); column <= to(x); column++) {
        for (let row = from(y); row <= to(y); row++) for (const at of cells.get(lineCellKey(column, row)) || []) consider(at);
    }
    wide.forEach(consider);
    return best < 0 ? null : ids[best];
}

/// Every drawn stroke looked at: the answer `constraintNear` gives.
function constraintNearAll(page, x, y, tolerance) {
    let best = null;
    let bestDistance = tolerance;
    for (const {id, lines} of page.constraintLines || []) {
        for (const [x1, y1, x2, y2] of lines) {
            const distance = Math.hypot(x - Math.max(Math.min(x1, x2), Math.min(x, Math.max(x1, x2))),
                y - Math.max(Math.min(y1, y2), Math.min(y, Math.max(y1, y2))));
            if (distance <= bestDistance) {
                best = id;
                bestDistance = distance;
            }
        }
    }
    return best;
}

/// The drawn strokes by cell of LINE_CELL scene units, built when the page
/// is idle: a click then measures the strokes of the cells around it, not
/// all of them (about 22,000 on the 1,000-view grid; docs/dashboard.md,
/// "Drawing time"). A stroke across more than LINE_CELLS_AT_MOST cells (a
/// hostile frame) is measured on every click instead.
const LINE_CELL = 64;
const LINE_CELLS_AT_MOST = 4096;

function lineCellKey(column, row) {
    return column * 1048576 + row;
}

function indexLines(page) {
    const drawn = page.constraintLines;
    if (!drawn || (page.lineIndex && page.lineIndex.drawn === drawn)) return;
    const ids = [];
    const coords = [];
    const cells = new Map();
    const wide = [];
    for (const {id, lines} of drawn) {
        for (const [x1, y1, x2, y2] of lines) {
            const at = ids.length;
            ids.push(id);
            coords.push(x1, y1, x2, y2);
            const left = Math.floor(Math.min(x1, x2) / LINE_CELL), right = Math.floor(Math.max(x1, x2) / LINE_CELL);
            const top = Math.floor(Math.min(y1, y2) / LINE_CELL), bottom = Math.floor(Math.max(y1, y2) / LINE_CELL);
            if (!((right - left + 1) * (bottom - top + 1) <= LINE_CELLS_AT_MOST)) {
                wide.push(at);
                continue;
            }
            for (let column = left; column <= right; column++) {
                for (let row = top; row <= bottom; row++) {
                    const key = lineCellKey(column, row);
                    const list = cells.get(key);
                    if (list) list.push(at);
                    else cells.set(key, [at]);
                }
            }
        }
    }
    page.lineIndex = {drawn, ids, coords, cells, wide};
}

/// `≥ 8 @750`: the relation when not ==, the constant (none on a plain
/// alignment), the priority when below 1000.
function constraintMark(parsed, priority, kind) {
    const constant = kind === "align" && parsed.constant === 0 ? "" : formatNumber(parsed.constant);
    const multiplier = parsed.second && parsed.multiplier !== 1 ? `×${formatNumber(parsed.multiplier)} ` : "";
    const text = `${RELATION_MARK[parsed.relation] || ""}${multiplier}${constant}${priority < 1000 ? ` @${formatNumber(priority)}` : ""}`;
    return text.trim();
}

/// The geometry of a constraint, or null when an item has no frame:
/// size → a bar along the view; two edges apart → an I-beam between them;
/// edges that coincide → an alignment line across both views. Without
/// `withPath` its `d` is left empty (the batch layer draws from `lines`).
function constraintShape(parsed, absolute, index, unit, rightToLeft, withPath = true) {
    const first = absolute.get(parsed.first.item);
    if (!first) return null;
    const axis = attributeAxis(parsed.first.attribute);
    const cap = CAP_PX * unit;
    if (isSizeAttribute(parsed.first.attribute)) {
        const inset = BAR_INSET_PX * unit;
        const bars = [sizeBar(first, axis, inset, cap, withPath)];
        const second = parsed.second && absolute.get(parsed.second.item);
        if (second && parsed.second.item !== parsed.first.item) bars.push(sizeBar(second, attributeAxis(parsed.second.attribute), inset, cap, withPath));
        const labelX = axis === "x" ? first.x + first.width / 2 : first.x + inset + 2 * cap;
        const labelY = axis === "x" ? first.y + first.height - inset - 2 * unit : first.y + first.height / 2;
        return {kind: "size", d: bars.map((bar) => bar.d).join(""), lines: bars.map((bar) => bar.line), labelX, labelY};
    }
    const second = parsed.second && absolute.get(parsed.second.item);
    if (!second) return null;
    const firstSpec = (index.get(parsed.first.item) || {}).spec;
    const secondSpec = (index.get(parsed.second.item) || {}).spec;
    const a = attributePosition(first, firstSpec, parsed.first.attribute, rightToLeft);
    const b = attributePosition(second, secondSpec, parsed.second.attribute, rightToLeft);
    if (a === undefined || b === undefined) return null;
    // Across the axis: the middle of where the two views overlap, else of the
    // first. Plain numbers, no arrays: this runs for every drawn constraint.
    const firstFrom = axis === "x" ? first.y : first.x;
    const firstTo = axis === "x" ? first.y + first.height : first.x + first.width;
    const secondFrom = axis === "x" ? second.y : second.x;
    const secondTo = axis === "x" ? second.y + second.height : second.x + second.width;
    const from = Math.max(firstFrom, secondFrom);
    const to = Math.min(firstTo, secondTo);
    const across = from <= to ? (from + to) / 2 : (firstFrom + firstTo) / 2;
    if (Math.abs(a - b) < 0.5) {
        // Aligned with an ancestor (an edge pinned to its superview): along the child only.
        let start = Math.min(firstFrom, secondFrom);
        let end = Math.max(firstTo, secondTo);
        if (isAncestor(index, parsed.second.item, parsed.first.item)) {
            start = firstFrom;
            end = firstTo;
        } else if (isAncestor(index, parsed.first.item, parsed.second.item)) {
            start = secondFrom;
            end = secondTo;
        }
        const d = !withPath ? "" : axis === "x" ? `M${formatNumber(a)} ${formatNumber(start)}V${formatNumber(end)}`
            : `M${formatNumber(start)} ${formatNumber(a)}H${formatNumber(end)}`;
        const line = axis === "x" ? [a, start, a, end] : [start, a, end, a];
        return {kind: "align", d, lines: [line], labelX: axis === "x" ? a + 2 * unit : start + 2 * unit, labelY: axis === "x" ? start + 10 * unit : a - 2 * unit};
    }
    const d = !withPath ? "" : axis === "x"
        ? `M${formatNumber(a)} ${formatNumber(across)}H${formatNumber(b)}` + capAt(a, across, cap, "x") + capAt(b, across, cap, "x")
        : `M${formatNumber(across)} ${formatNumber(a)}V${formatNumber(b)}` + capAt(across, a, cap, "y") + capAt(across, b, cap, "y");
    const middle = (a + b) / 2;
    const line = axis === "x" ? [a, across, b, across] : [across, a, across, b];
    return {kind: "spacing", d, lines: [line], labelX: axis === "x" ? middle : across + cap + unit, labelY: axis === "x" ? across - cap - unit : middle};
}

function capAt(x, y, cap, axis) {
    return axis === "x" ? `M${formatNumber(x)} ${formatNumber(y - cap)}v${formatNumber(2 * cap)}`
        : `M${formatNumber(x - cap)} ${formatNumber(y)}h${formatNumber(2 * cap)}`;
}

function sizeBar(frame, axis, inset, cap, withPath) {
    if (axis === "x") {
        const y = frame.y + frame.height - Math.min(inset, frame.height / 2);
        return {line: [frame.x, y, frame.x + frame.width, y],
            d: !withPath ? "" : `M${formatNumber(frame.x)} ${formatNumber(y)}H${formatNumber(frame.x + frame.width)}` +
                capAt(frame.x, y, cap, "x") + capAt(frame.x + frame.width, y, cap, "x")};
    }
    const x = frame.x + Math.min(inset, frame.width / 2);
    return {line: [x, frame.y, x, frame.y + frame.height],
        d: !withPath ? "" : `M${formatNumber(x)} ${formatNumber(frame.y)}V${formatNumber(frame.y + frame.height)}` +
            capAt(x, frame.y, cap, "y") + capAt(x, frame.y + frame.height, cap, "y")};
}

/// A parent cycle ends the walk after as many steps as there are items, as
/// in `isHidden`.
function isAncestor(index, ancestor, id) {
    let steps = index.size;
    for (let item = index.get(id); item && item.parent && steps >= 0; item = index.get(item.parent), steps--) {
        if (item.parent === ancestor) return true;
    }
    return false;
}

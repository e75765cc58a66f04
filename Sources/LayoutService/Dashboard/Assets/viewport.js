// Zoom and pan change only the canvas's viewBox, so a large scene is never
// redrawn to move around it.
const ZOOM_STEP = 1.5;
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 64;
const DRAG_THRESHOLD_PX = 4;
const HIT_PX = 4;

function viewBoxText(box) {
    return [box.x, box.y, box.width, box.height].map(formatNumber).join(" ");
}

function zoomLevel(page) {
    return page.viewport && page.fit ? page.fit.width / page.viewport.width : 1;
}

/// Zooms by `factor` about a point in scene coordinates (default: the centre).
function zoomBy(page, factor, aboutX, aboutY) {
    const current = page.viewport || page.fit;
    if (!current) return;
    const level = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoomLevel(page) * factor));
    const width = page.fit.width / level;
    const height = page.fit.height / level;
    const x = aboutX ?? current.x + current.width / 2;
    const y = aboutY ?? current.y + current.height / 2;
    const share = width / current.width;
    setViewport(page, {x: x - (x - current.x) * share, y: y - (y - current.y) * share, width, height});
}

function zoomToFit(page) {
    setViewport(page, null);
}

function setViewport(page, box) {
    page.viewport = box;
    // The canvas and its batch layer show the same part of the scene.
    if (page.fit) for (const svg of page.nodes.canvas.querySelectorAll("svg.canvas")) svg.setAttribute("viewBox", viewBoxText(box || page.fit));
    page.nodes.zoom.textContent = `${Math.round(zoomLevel(page) * 100)} %`;
}

/// Scene coordinates of a mouse event on the canvas.
function scenePoint(svg, event) {
    const matrix = svg.getScreenCTM();
    if (!matrix) return {x: 0, y: 0};
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return {x: point.x, y: point.y};
}

/// The topmost view under the pointer, drawn or not (a constraint may cover it).
function viewUnder(event, point) {
    // The topmost shape under the pointer is the event's target: a view's
    // needs no hit test of every layer (docs/dashboard.md, "Drawing time").
    if (event.target.matches("svg.canvas rect[data-id]")) return event.target.getAttribute("data-id");
    for (const node of document.elementsFromPoint(event.clientX, event.clientY)) {
        if (node.matches && node.matches("svg.canvas rect[data-id]")) return node.getAttribute("data-id");
    }
    return null;
}

/// As in Interface Builder, a click in the middle of a view selects the view
/// even where its own constraints (centring lines) cross it; nearer its
/// edges, or on a constraint between other views, the constraint is picked.
function viewWins(page, id, constraintId, point) {
    const entry = constraintModel(page).byId.get(constraintId);
    const frame = page.absolute && page.absolute.get(id);
    if (!entry || !frame || !entry.items.includes(id)) return false;
    const inner = (start, size, at) => at > start + size / 4 && at < start + size * 3 / 4;
    return inner(frame.x, frame.width, point.x) && inner(frame.y, frame.height, point.y);
}

/// Click, keyboard, wheel and drag on the canvas: one listener each on the
/// <svg> (thousands of shapes, so no listener per shape).
function attachCanvasEvents(page, svg) {
    let drag = null;
    const activate = (target, near) => {
        const constraint = target.closest("[data-constraint]");
        if (constraint) return inspectConstraint(page, constraint.getAttribute("data-constraint"));
        if (near) return inspectConstraint(page, near);
        const item = target.closest("[data-id], [data-id-ref]");
        if (item) selectItem(page, item.getAttribute("data-id") || item.getAttribute("data-id-ref"));
    };
    svg.addEventListener("click", (event) => {
        if (drag && drag.moved) return;
        // Lines are thin: a click within a few pixels of one picks it.
        const point = scenePoint(svg, event);
        const perPixel = (page.viewport || page.fit).width / svg.clientWidth;
        const hit = event.target.closest("[data-constraint]");
        const near = hit ? hit.getAttribute("data-constraint") : constraintNear(page, point.x, point.y, HIT_PX * perPixel);
        const view = viewUnder(event, point);
        if (near && view && viewWins(page, view, near, point)) return selectItem(page, view);
        activate(hit || event.target, near);
    });
    svg.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        activate(event.target);
    });
    svg.addEventListener("wheel", (event) => {
        event.preventDefault();
        const point = scenePoint(svg, event);
        zoomBy(page, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, point.x, point.y);
    }, {passive: false});
    svg.addEventListener("pointerdown", (event) => {
        drag = {x: event.clientX, y: event.clientY, start: page.viewport || page.fit, moved: false};
    });
    svg.addEventListener("pointermove", (event) => {
        if (!drag || event.buttons === 0) return;
        const dx = event.clientX - drag.x;
        const dy = event.clientY - drag.y;
        if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        drag.moved = true;
        const perPixel = drag.start.width / svg.clientWidth;
        setViewport(page, {...drag.start, x: drag.start.x - dx * perPixel, y: drag.start.y - dy * perPixel});
    });
    svg.addEventListener("pointerup", () => {
        // The click that follows a drag must not select; clear after it.
        setTimeout(() => { drag = null; }, 0);
    });
}

"use strict";
const SVG_NS = "http://www.w3.org/2000/svg";
const STATUS_TEXT = {satisfied: "satisfied", ambiguous: "ambiguous", conflicting: "conflicting", never: "never solved"};

function setAttributes(node, attributes) {
    for (const [key, value] of Object.entries(attributes || {})) {
        if (value === undefined || value === null || value === false) continue;
        node.setAttribute(key, value === true ? "" : String(value));
    }
}

function appendChildren(node, ...children) {
    for (const child of children.flat(Infinity)) {
        if (child === undefined || child === null || child === false) continue;
        node.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
}

function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    setAttributes(node, attributes);
    return appendChildren(node, children);
}

function svgEl(tag, attributes, ...children) {
    const node = document.createElementNS(SVG_NS, tag);
    setAttributes(node, attributes);
    return appendChildren(node, children);
}

function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
    return node;
}

function statusKey(status) {
    return STATUS_TEXT[status] && status !== "never" ? status : "never";
}

function statusBadge(status) {
    const key = statusKey(status);
    return el("span", {class: `status status-${key}`}, STATUS_TEXT[key]);
}

function formatNumber(value) {
    if (typeof value !== "number" || !Number.isFinite(value)) return String(value);
    return String(Math.round(value * 100) / 100);
}

function formatFrame(frame) {
    if (!frame) return "—";
    return `(${[frame.x, frame.y, frame.width, frame.height].map(formatNumber).join(", ")})`;
}

function formatWhen(iso) {
    if (!iso) return el("span", {class: "muted"}, "never");
    const then = Date.parse(iso);
    if (Number.isNaN(then)) return el("span", {}, iso);
    const seconds = Math.max(0, Math.round((Date.now() - then) / 1000));
    const steps = [[86400, "d"], [3600, "h"], [60, "min"], [1, "s"]];
    const [size, unit] = steps.find(([size]) => seconds >= size) || [1, "s"];
    return el("time", {datetime: iso, title: iso}, `${Math.floor(seconds / size)} ${unit} ago`);
}

function sceneLink(name) {
    return `/ui/scenes/${encodeURIComponent(name)}`;
}
class ApiError extends Error {
    constructor(status, problem, text) {
        super((problem && (problem.detail || problem.title)) || text || `HTTP ${status}`);
        this.status = status;
        this.problem = problem || {title: `HTTP ${status}`, detail: text};
    }
}

/// A JSON body by default; with `type`, `body` is text sent as it is
/// (a console message, an Interface Builder document).
async function api(method, path, body, type) {
    const init = {method, headers: {Accept: "application/json"}};
    if (body !== undefined) {
        init.headers["Content-Type"] = type || "application/json";
        init.body = type ? body : JSON.stringify(body);
    }
    const response = await fetch(path, init);
    const text = await response.text();
    let data = null;
    try {
        data = text ? JSON.parse(text) : null;
    } catch (error) {
        data = null;
    }
    if (!response.ok) throw new ApiError(response.status, data, text);
    return data;
}

function problemView(error) {
    const problem = error instanceof ApiError ? error.problem : {title: "Error", detail: String(error && error.message || error)};
    const status = error instanceof ApiError ? ` (${error.status})` : "";
    const errors = Array.isArray(problem.errors) ? problem.errors : [];
    return el("div", {class: "problem", role: "alert"},
        el("strong", {}, `${problem.title || "Error"}${status}`),
        problem.detail ? el("p", {}, problem.detail) : null,
        errors.length ? el("ul", {}, errors.map((item) =>
            el("li", {}, el("code", {}, item.pointer || ""), " ", item.message || ""))) : null);
}

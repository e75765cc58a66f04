"use strict";
const SVG_NS = "http://www.w3.org/2000/svg";
const STATUS_TEXT = {satisfied: "satisfied", ambiguous: "ambiguous", conflicting: "conflicting", never: "never solved"};

function setAttributes(node, attributes) {
    for (const key in attributes) {
        const value = attributes[key];
        if (value === undefined || value === null || value === false) continue;
        node.setAttribute(key, value === true ? "" : String(value));
    }
}

/// Children as nodes, text, or (nested) arrays of them; nothing else is
/// read as markup. A loop rather than flat(Infinity): this runs for every
/// element of a 1,000-view canvas.
function appendChildren(node, ...children) {
    appendEach(node, children);
    return node;
}

function appendEach(node, children) {
    for (const child of children) {
        if (child === undefined || child === null || child === false) continue;
        if (Array.isArray(child)) appendEach(node, child);
        else node.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
    }
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

/// Makes `node` show what `model` (built, not yet shown) shows, changing only
/// what differs: text, attributes, children past the end. A selection then
/// redraws a few cells of the inspector, not the tables (docs/dashboard.md,
/// "Drawing time"). A node kept keeps its listeners: they read what they act
/// on from its attributes.
function morph(node, model) {
    if (node.nodeType !== model.nodeType || node.nodeName !== model.nodeName) {
        node.replaceWith(model);
        return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) {
        if (node.nodeValue !== model.nodeValue) node.nodeValue = model.nodeValue;
        return;
    }
    for (const name of node.getAttributeNames()) if (!model.hasAttribute(name)) node.removeAttribute(name);
    for (const name of model.getAttributeNames()) {
        const value = model.getAttribute(name);
        if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    }
    let at = node.firstChild;
    for (const child of [...model.childNodes]) {
        if (!at) {
            node.appendChild(child);
            continue;
        }
        const next = at.nextSibling;
        morph(at, child);
        at = next;
    }
    while (at) {
        const next = at.nextSibling;
        node.removeChild(at);
        at = next;
    }
}

/// The side panel beside a canvas, sized by the window. Its content lies in a
/// contained box of its own: the panel is a grid item, which a browser never
/// lays out apart from the grid, so a selection's new inspector would
/// otherwise lay out the whole page (docs/dashboard.md, "Drawing time").
function sidePanel(attributes, ...children) {
    return el("aside", {...attributes, class: "side"}, el("div", {class: "side-body"}, children));
}

/// A page that draws no frames (a hidden tab, a DOM dump) goes on after this.
const FRAME_WAIT_MS = 100;

/// Resolves once the browser has drawn the next frame, or after FRAME_WAIT_MS.
function afterNextFrame() {
    return new Promise((resolve) => {
        const timer = setTimeout(resolve, FRAME_WAIT_MS);
        requestAnimationFrame(() => requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
        }));
    });
}

/// Runs `action` when the browser is idle, at the latest after `latest` ms
/// (a browser without idle callbacks waits FRAME_WAIT_MS).
const IDLE_WAIT_MS = 1000;

function whenIdle(action, latest = IDLE_WAIT_MS) {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => action(), {timeout: latest});
    else setTimeout(action, FRAME_WAIT_MS);
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
/// (a console message, an Interface Builder document). A 401 asks for the
/// bearer token once (kept for this tab only) and sends the request again.
async function api(method, path, body, type) {
    for (;;) {
        const init = {method, headers: {Accept: "application/json"}};
        const token = storedToken();
        if (token) init.headers.Authorization = `Bearer ${token}`;
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
        if (response.status === 401 && await askToken(Boolean(token))) continue;
        if (!response.ok) throw new ApiError(response.status, data, text);
        return data;
    }
}

const TOKEN_KEY = "layoutd-token";

function storedToken() {
    try {
        return sessionStorage.getItem(TOKEN_KEY);
    } catch (error) {
        return null;
    }
}

/// One form for the whole tab, however many requests were refused at once;
/// resolves true with a token to try, false when the user gives up.
let tokenQuestion = null;

function askToken(refused) {
    if (tokenQuestion) return tokenQuestion;
    tokenQuestion = new Promise((resolve) => {
        const input = el("input", {type: "password", id: "token", autocomplete: "current-password", required: true});
        const form = el("form", {class: "token-form", "aria-labelledby": "token-title"},
            el("h2", {id: "token-title"}, "This daemon needs its token"),
            el("p", {}, refused ? "That token was refused. " : "",
                "Kept for this tab only (sessionStorage), sent as a bearer token."),
            el("label", {for: "token"}, "Token "), input, " ",
            el("button", {type: "submit"}, "Use token"), " ",
            el("button", {type: "button", class: "cancel"}, "Cancel"));
        const dialog = el("dialog", {class: "token", "aria-labelledby": "token-title"}, form);
        const finish = (answer) => {
            dialog.close();
            dialog.remove();
            tokenQuestion = null;
            resolve(answer);
        };
        form.addEventListener("submit", (event) => {
            event.preventDefault();
            try {
                sessionStorage.setItem(TOKEN_KEY, input.value.trim());
            } catch (error) {
                return finish(false);
            }
            finish(true);
        });
        form.querySelector("button.cancel").addEventListener("click", () => finish(false));
        dialog.addEventListener("cancel", (event) => { event.preventDefault(); finish(false); });
        document.body.appendChild(dialog);
        document.body.setAttribute("data-ready", "token");
        dialog.showModal();
        input.focus();
    });
    return tokenQuestion;
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

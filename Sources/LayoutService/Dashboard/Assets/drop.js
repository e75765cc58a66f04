// Documents dropped or pasted onto the dashboard. Each format is one importer:
// `sniff(text)` says whether the text is of its kind, `read(text)` turns it
// into a scene document (or throws with a message for the user). The first
// importer that sniffs the text wins; a new format is one more entry here.
// Interface Builder documents and console messages are read by the daemon's
// importers (`POST /v1/import`, `POST /v1/explain`), nothing is stored.
const IMPORTERS = [
    {format: "scene JSON", sniff: sniffSceneJson, read: readSceneJson},
    {format: "Interface Builder document", sniff: sniffInterfaceBuilder, read: readInterfaceBuilder},
    {format: "console message", sniff: sniffConsoleMessage, read: readConsoleMessage},
];

function sniffSceneJson(text) {
    return /^\s*\{/.test(text);
}

function readSceneJson(text) {
    let document;
    try {
        document = JSON.parse(text);
    } catch (error) {
        throw new Error(`This looks like JSON but does not parse: ${error.message}`);
    }
    if (!document || typeof document !== "object" || Array.isArray(document) || !Array.isArray(document.views)) {
        throw new Error("This JSON is not a scene: a scene has a \"views\" array (see the API contract).");
    }
    return document;
}

function sniffInterfaceBuilder(text) {
    return /^\s*(<\?xml[^>]*>\s*)?<document[\s>]/.test(text) && /InterfaceBuilder/.test(text.slice(0, 400));
}

/// The document's first scene (a storyboard's first view controller, a
/// xib's first top-level view); the label says how many there were.
async function readInterfaceBuilder(text) {
    const imported = await api("POST", "/v1/import", text, "application/xml");
    const scenes = imported.scenes || [];
    if (scenes.length === 0) throw new Error("The document has no view to lay out (no scene in it).");
    const first = scenes[0];
    const more = scenes.length > 1 ? `, first of ${scenes.length} scenes` : "";
    return {document: first.scene, label: `${first.name}${more}`};
}

function sniffConsoleMessage(text) {
    return /NSLayoutConstraint|NSAutoresizingMaskLayoutConstraint|Unable to simultaneously satisfy constraints/.test(text);
}

async function readConsoleMessage(text) {
    const explained = await api("POST", "/v1/explain", text, "text/plain; charset=utf-8");
    return {document: explained.scene, label: "rebuilt from the message"};
}

/// {format, document, label} for the text, or an Error saying what was expected.
async function importDocument(text) {
    const importer = IMPORTERS.find((candidate) => candidate.sniff(text));
    if (!importer) {
        const formats = IMPORTERS.map((candidate) => candidate.format).join(", ");
        throw new Error(`The dashboard cannot read this: it reads ${formats}.`);
    }
    const read = await importer.read(text);
    return read.document ? {format: importer.format, document: read.document, label: read.label}
        : {format: importer.format, document: read};
}

/// Drop a file or paste text anywhere on the page (pasting into a field
/// stays ordinary pasting).
function installDropTarget(root) {
    document.addEventListener("dragover", (event) => {
        event.preventDefault();
        document.body.classList.add("dropping");
    });
    document.addEventListener("dragleave", () => document.body.classList.remove("dropping"));
    document.addEventListener("drop", async (event) => {
        event.preventDefault();
        document.body.classList.remove("dropping");
        const file = event.dataTransfer && event.dataTransfer.files[0];
        const text = file ? await file.text() : event.dataTransfer && event.dataTransfer.getData("text/plain");
        if (text) showImported(root, text, file ? file.name : "dropped text");
    });
    document.addEventListener("paste", (event) => {
        if (event.target.closest && event.target.closest("input, textarea, select, [contenteditable]")) return;
        const text = event.clipboardData && event.clipboardData.getData("text/plain");
        if (!text) return;
        event.preventDefault();
        showImported(root, text, "pasted text");
    });
}

async function showImported(root, text, origin) {
    let imported;
    try {
        imported = await importDocument(text);
    } catch (error) {
        showDropProblem(root, origin, error);
        return;
    }
    history.replaceState(null, "", "/ui/");
    const what = imported.label ? `${imported.format}: ${imported.label}` : imported.format;
    showScene(root, `${origin} (${what}, not stored)`, {document: imported.document});
}

function showDropProblem(root, origin, error) {
    const old = root.querySelector(".drop-problem");
    if (old) old.remove();
    const detail = error instanceof ApiError ? problemView(error) : el("p", {}, error.message);
    const problem = el("div", {class: "problem drop-problem", role: "alert"},
        el("strong", {}, `Cannot show ${origin}`), detail);
    root.insertBefore(problem, root.firstChild);
    document.body.setAttribute("data-ready", "drop-error");
}

/// The name field and button that store a dropped scene and open its page.
function storeForm(page) {
    const input = el("input", {type: "text", id: "store-name", placeholder: "scene name", "aria-label": "Name to store the scene under",
        spellcheck: "false", autocomplete: "off"});
    const button = el("button", {type: "button", id: "store-scene"}, "Store");
    button.addEventListener("click", async () => {
        const name = input.value.trim();
        try {
            await api("PUT", `/v1/scenes/${encodeURIComponent(name)}`, page.document);
            location.href = sceneLink(name);
        } catch (error) {
            appendChildren(clear(page.nodes.message), problemView(error));
        }
    });
    return el("span", {class: "store"}, input, button);
}

// Documents dropped or pasted onto the dashboard. Each format is one importer:
// `sniff(text)` says whether the text is of its kind, `read(text)` turns it
// into a scene document (or throws with a message for the user). The first
// importer that sniffs the text wins; a new format (Interface Builder
// documents, console messages) is one more entry in IMPORTERS.
const IMPORTERS = [
    {format: "scene JSON", sniff: sniffSceneJson, read: readSceneJson},
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

/// {format, document} for the text, or an Error saying what was expected.
function importDocument(text) {
    const importer = IMPORTERS.find((candidate) => candidate.sniff(text));
    if (!importer) {
        const formats = IMPORTERS.map((candidate) => candidate.format).join(", ");
        throw new Error(`The dashboard cannot read this yet: it reads ${formats}. ` +
            "Interface Builder documents and console messages will come with their importers.");
    }
    return {format: importer.format, document: importer.read(text)};
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

function showImported(root, text, origin) {
    let imported;
    try {
        imported = importDocument(text);
    } catch (error) {
        showDropProblem(root, origin, error);
        return;
    }
    history.replaceState(null, "", "/ui/");
    showScene(root, `${origin} (${imported.format}, not stored)`, {document: imported.document});
}

function showDropProblem(root, origin, error) {
    const old = root.querySelector(".drop-problem");
    if (old) old.remove();
    const problem = el("div", {class: "problem drop-problem", role: "alert"},
        el("strong", {}, `Cannot show ${origin}`), el("p", {}, error.message));
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

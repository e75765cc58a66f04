const LIST_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 250;

function showList(root) {
    const params = new URLSearchParams(location.search);
    const search = el("input", {type: "search", id: "search", placeholder: "Name prefix", "aria-label": "Scene name prefix",
        autocomplete: "off", spellcheck: "false"});
    search.value = params.get("prefix") || "";
    const body = el("tbody");
    const more = el("button", {type: "button", class: "more", hidden: true}, "More");
    const message = el("div", {class: "list-message"});
    const table = el("table", {class: "scenes"},
        el("thead", {}, el("tr", {}, ["Scene", "Status", "Version", "Updated", "Last solved"].map((title) => el("th", {}, title)))),
        body);
    appendChildren(clear(root), el("section", {class: "list"},
        el("div", {class: "list-head"}, el("h1", {}, "Scenes"), search), message, table, more));
    document.title = "layoutd — scenes";

    let cursor = null;
    let generation = 0;
    async function load(reset) {
        const mine = reset ? ++generation : generation;
        if (reset) {
            cursor = null;
            clear(body);
            clear(message);
        }
        const query = new URLSearchParams({prefix: search.value, limit: String(LIST_PAGE_SIZE)});
        if (cursor) query.set("cursor", cursor);
        try {
            const page = await api("GET", `/v1/scenes?${query}`);
            if (mine !== generation) return;
            for (const item of page.items || []) body.appendChild(sceneRow(item));
            cursor = page.nextCursor || null;
            more.hidden = !cursor;
            if (!body.firstChild) message.appendChild(el("p", {class: "muted"},
                search.value ? `No scene starts with “${search.value}”.` : "No scenes stored yet."));
        } catch (error) {
            if (mine === generation) appendChildren(clear(message), problemView(error));
        }
        document.body.setAttribute("data-ready", "list");
    }

    let timer = null;
    search.addEventListener("input", () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
            const url = new URL(location.href);
            if (search.value) url.searchParams.set("prefix", search.value); else url.searchParams.delete("prefix");
            history.replaceState(null, "", url);
            load(true);
        }, SEARCH_DELAY_MS);
    });
    more.addEventListener("click", () => load(false));
    load(true);
}

function sceneRow(item) {
    return el("tr", {"data-scene": item.name},
        el("td", {}, el("a", {href: sceneLink(item.name)}, item.name)),
        el("td", {}, statusBadge(item.lastStatus)),
        el("td", {class: "number"}, item.version),
        el("td", {}, formatWhen(item.updatedAt)),
        el("td", {}, formatWhen(item.lastSolvedAt)));
}

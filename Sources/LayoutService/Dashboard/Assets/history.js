const CHART_WIDTH = 480;
const CHART_HEIGHT = 90;
const CHART_MAX_BAR = 24;

async function loadHistory(page) {
    try {
        const answer = await api("GET", `/v1/scenes/${encodeURIComponent(page.name)}/history`);
        renderHistory(page, answer.items || []);
    } catch (error) {
        appendChildren(clear(page.nodes.chart), problemView(error));
    }
}

function renderHistory(page, items) {
    const body = clear(page.nodes.history);
    for (const item of items) {
        const counts = Object.entries(item.counts || {}).map(([kind, count]) => `${kind} ${count}`).join(", ");
        body.appendChild(el("tr", {"data-solve": item.id},
            el("td", {class: "number"}, item.id), el("td", {}, formatWhen(item.at)),
            el("td", {class: "number"}, item.version), el("td", {}, statusBadge(item.status)),
            el("td", {class: "number"}, item.durationMicroseconds), el("td", {}, counts || "—")));
    }
    if (items.length === 0) body.appendChild(el("tr", {}, el("td", {colspan: 6, class: "muted"}, "No solves yet.")));
    appendChildren(clear(page.nodes.chart), durationChart(items));
}

/// Oldest solve on the left; bar colour is the solve's status.
function durationChart(items) {
    const solves = [...items].sort((a, b) => a.id - b.id);
    const longest = Math.max(1, ...solves.map((item) => item.durationMicroseconds || 0));
    const step = solves.length ? Math.min(CHART_MAX_BAR + 4, CHART_WIDTH / solves.length) : CHART_WIDTH;
    const bar = Math.max(1, step - 4);
    const chart = svgEl("svg", {class: "durations", xmlns: SVG_NS, width: CHART_WIDTH, height: CHART_HEIGHT + 14,
        viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT + 14}`, role: "img", "aria-label": "Solve durations"},
        svgEl("line", {class: "axis", x1: 0, y1: CHART_HEIGHT, x2: CHART_WIDTH, y2: CHART_HEIGHT}),
        svgEl("text", {class: "axis-label", x: 2, y: CHART_HEIGHT + 12}, `max ${longest} µs`));
    solves.forEach((item, position) => {
        const height = Math.max(1, (item.durationMicroseconds || 0) / longest * (CHART_HEIGHT - 4));
        chart.appendChild(svgEl("rect", {class: `bar status-${statusKey(item.status)}`,
            x: formatNumber(position * step + 2), y: formatNumber(CHART_HEIGHT - height),
            width: formatNumber(bar), height: formatNumber(height)},
            svgEl("title", {}, `#${item.id}: ${item.durationMicroseconds} µs, ${item.status}`)));
    });
    return chart;
}

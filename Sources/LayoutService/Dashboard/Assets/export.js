// The canvas as a file to paste into an issue or a chat. The page's
// stylesheet does not travel with the SVG, so the file carries its own.
// Text goes through XMLSerializer, which escapes it: a hostile label stays text.
const EXPORT_STYLE = [
    "rect{fill:rgba(0,122,255,.08);stroke:#007aff;stroke-width:1;vector-effect:non-scaling-stroke}",
    "rect.root{fill:#fff;stroke:#8e8e93}",
    "rect.guide{fill:rgba(52,199,89,.1);stroke:#34c759;stroke-dasharray:4 2}",
    "rect.ambiguous{fill:rgba(255,149,0,.18);stroke:#ff9500}",
    "rect.conflict{fill:rgba(255,59,48,.14);stroke:#ff3b30}",
    "rect.design{fill:none;stroke:#ff9500;stroke-dasharray:5 3}",
    "text{fill:#1c1c1e;font-family:sans-serif}",
    "path.constraint{fill:none;stroke:#007aff;stroke-width:1.5;vector-effect:non-scaling-stroke}",
    "path.constraint.state-conflict{stroke:#ff3b30}",
    "path.constraint.state-ambiguous{stroke:#ff9500}",
    "path.constraint.inequality,path.constraint.optional{stroke-dasharray:4 3}",
    "text.constant{fill:#007aff;font-weight:600}",
    "text.constant.state-conflict{fill:#ff3b30}",
    "text.constant.state-ambiguous{fill:#ff9500}",
    ".marker circle{fill:rgba(255,149,0,.2);stroke:#ff9500}",
    ".marker line{stroke:#ff9500;stroke-width:2}",
].join("\n");

/// The canvas as it is shown (zoom included), as standalone SVG text.
function exportSvgText(page) {
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    if (!svg) return null;
    const copy = svg.cloneNode(true);
    for (const node of copy.querySelectorAll("[tabindex]")) node.removeAttribute("tabindex");
    copy.removeAttribute("aria-describedby");
    copy.insertBefore(svgEl("style", {}, EXPORT_STYLE), copy.firstChild);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

function exportFileName(page, extension) {
    return `${String(page.name).replace(/[^A-Za-z0-9_.-]+/g, "_")}.${extension}`;
}

function downloadSvg(page) {
    const text = exportSvgText(page);
    if (text) download(new Blob([text], {type: "image/svg+xml"}), exportFileName(page, "svg"));
}

/// Rasterised at twice the canvas size; the SVG is loaded from a data: URL,
/// the only image source the Content-Security-Policy allows besides 'self'.
async function exportPngBlob(page) {
    const text = exportSvgText(page);
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    if (!text || !svg) return null;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Number(svg.getAttribute("width")) * 2;
    canvas.height = Number(svg.getAttribute("height")) * 2;
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

async function downloadPng(page) {
    try {
        const blob = await exportPngBlob(page);
        if (blob) download(blob, exportFileName(page, "png"));
    } catch (error) {
        appendChildren(clear(page.nodes.message), problemView(error));
    }
}

function download(blob, name) {
    const url = URL.createObjectURL(blob);
    const link = el("a", {href: url, download: name, hidden: true});
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

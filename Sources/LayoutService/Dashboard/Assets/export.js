// The canvas as a file to paste into an issue or a chat, as it looks on the
// screen: selection, highlights, colours and the colour scheme included. The
// page's stylesheet does not travel with the SVG, so the file carries the
// canvas's own rules of it, with the colours resolved.
// Text goes through XMLSerializer, which escapes it: a hostile label stays text.
const CANVAS_RULE = /^svg\.canvas\b/;

/// The stylesheet's canvas rules, `var(--x)` replaced by this page's value
/// (light or dark); focus rings stay on the screen.
function exportStyle() {
    const root = getComputedStyle(document.documentElement);
    const rules = [];
    for (const sheet of document.styleSheets) {
        let list = [];
        try {
            list = sheet.cssRules;
        } catch (error) {
            continue; // another origin's sheet: none is loaded, the CSP allows only 'self'
        }
        for (const rule of list) {
            if (!rule.selectorText || !rule.selectorText.split(",").every((part) => CANVAS_RULE.test(part.trim()))) continue;
            if (rule.selectorText.includes(":focus")) continue;
            rules.push(rule.cssText.replace(/var\((--[A-Za-z0-9-]+)\)/g, (_, name) => root.getPropertyValue(name).trim()));
        }
    }
    return rules.join("\n");
}

/// The canvas as it is shown (zoom included), as standalone SVG text.
function exportSvgText(page) {
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    if (!svg) return null;
    const copy = svg.cloneNode(true);
    // What lies over the canvas on the screen (batched constraints, name tags) comes last in the file.
    const above = page.nodes.canvas.querySelector("svg.canvas.above");
    for (const node of above ? above.childNodes : []) {
        if (node.getAttribute("display") !== "none") copy.appendChild(node.cloneNode(true));
    }
    for (const node of copy.querySelectorAll("[tabindex]")) node.removeAttribute("tabindex");
    copy.removeAttribute("aria-describedby");
    copy.insertBefore(svgEl("style", {}, exportStyle()), copy.firstChild);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

function exportFileName(page, extension) {
    return `${String(page.name).replace(/[^A-Za-z0-9_.-]+/g, "_")}.${extension}`;
}

/// An export waits for the report's rows left to fill after a selection:
/// the file is the screen as it settles, not its first frame.
async function downloadSvg(page) {
    await reportFilled(page);
    const text = exportSvgText(page);
    if (text) download(new Blob([text], {type: "image/svg+xml"}), exportFileName(page, "svg"));
}

/// Rasterised at the screen's pixel density; the SVG is loaded from a data: URL,
/// the only image source the Content-Security-Policy allows besides 'self'.
async function exportPngBlob(page) {
    await reportFilled(page);
    const text = exportSvgText(page);
    const svg = page.nodes.canvas.querySelector("svg.canvas");
    if (!text || !svg) return null;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    // At the screen's pixel density (at least 1), as the canvas is seen.
    const density = Math.max(1, window.devicePixelRatio || 1);
    const width = Math.round(Number(svg.getAttribute("width")) * density);
    const height = Math.round(Number(svg.getAttribute("height")) * density);
    const canvas = Object.assign(document.createElement("canvas"), {width, height});
    const context = canvas.getContext("2d");
    // The canvas's own background, so a dark page exports dark.
    context.fillStyle = getComputedStyle(page.nodes.canvas).backgroundColor || "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    // toDataURL encodes at once; toBlob (and OffscreenCanvas's convertToBlob)
    // wait for the page to be idle, which right after a click took Chromium a
    // second (docs/dashboard.md, drawing time).
    const url = canvas.toDataURL("image/png");
    return new Blob([Uint8Array.from(atob(url.slice(url.indexOf(",") + 1)), (c) => c.charCodeAt(0))], {type: "image/png"});
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

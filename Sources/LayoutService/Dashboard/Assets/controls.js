// What a view shows inside its frame, as Interface Builder's canvas draws
// it: a label's text, a button's title, a text field's border and
// placeholder, a switch, an image placeholder, the background colour the
// document gives. Only shapes and text, never markup from the scene.
const TEXT_POINTS = {UILabel: 17, UIButton: 15, UITextField: 14, UITextView: 14};
const CONTENT_CLASS = {UIButton: "title", UITextField: "field", UITextView: "text-view"};
// AppKit's controls drawn as the UIKit ones they look like, their text at
// AppKit's system size, 13 points (docs/dashboard.md, the first section).
const APPKIT_LIKENESS = {NSButton: "UIButton", NSPopUpButton: "UIButton", NSTextField: "UILabel",
    NSSecureTextField: "UITextField", NSSearchField: "UITextField", NSComboBox: "UITextField", NSTokenField: "UITextField",
    NSImageView: "UIImageView", NSSlider: "UISlider", NSProgressIndicator: "UIProgressView",
    NSSegmentedControl: "UISegmentedControl", NSSwitch: "UISwitch"};
const APPKIT_TEXT_POINTS = 13;

/// The text a view draws in itself, or "" (other views get a name tag).
function shownText(item) {
    const appearance = appearanceOf(item);
    if (typeof appearance.text === "string" && appearance.text) return appearance.text;
    if (typeof appearance.placeholder === "string") return appearance.placeholder;
    return "";
}

/// `#rrggbb` or `#rrggbbaa` as the document gave it; anything else is not drawn.
function backgroundFill(color) {
    return typeof color === "string" && /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(color) ? color : null;
}

function viewContent(item, frame, unit) {
    const spec = item.spec;
    const nodes = [];
    const x = frame.x;
    const y = frame.y;
    const w = Math.max(0, frame.width);
    const h = Math.max(0, frame.height);
    const at = (n) => formatNumber(n);
    const likeness = APPKIT_LIKENESS[spec.class];
    const cls = likeness || spec.class || "";
    if (cls === "UITextField" || cls === "UISearchBar") {
        nodes.push(svgEl("rect", {class: "control-border", x: at(x), y: at(y), width: at(w), height: at(h), rx: at(Math.min(5, h / 2))}));
    } else if (cls === "UISwitch") {
        const r = Math.min(h, w / 1.6) / 2;
        nodes.push(svgEl("rect", {class: "switch-track", x: at(x), y: at(y + h / 2 - r), width: at(Math.min(w, r * 3.3)), height: at(2 * r), rx: at(r)}),
            svgEl("circle", {class: "switch-knob", cx: at(x + Math.min(w, r * 3.3) - r), cy: at(y + h / 2), r: at(r * 0.86)}));
    } else if (cls === "UIImageView") {
        nodes.push(svgEl("path", {class: "image-placeholder", d: `M${at(x)} ${at(y)}L${at(x + w)} ${at(y + h)}M${at(x + w)} ${at(y)}L${at(x)} ${at(y + h)}`}));
    } else if (cls === "UISlider" || cls === "UIProgressView") {
        nodes.push(svgEl("path", {class: "track", d: `M${at(x)} ${at(y + h / 2)}H${at(x + w)}`}));
        if (cls === "UISlider") nodes.push(svgEl("circle", {class: "switch-knob", cx: at(x + w / 2), cy: at(y + h / 2), r: at(Math.min(14, h / 2))}));
    } else if (cls === "UIActivityIndicatorView") {
        nodes.push(svgEl("circle", {class: "spinner", cx: at(x + w / 2), cy: at(y + h / 2), r: at(Math.min(w, h) / 2.4)}));
    } else if (cls === "UISegmentedControl") {
        nodes.push(svgEl("rect", {class: "control-border", x: at(x), y: at(y), width: at(w), height: at(h), rx: at(Math.min(7, h / 2))}));
    }
    const text = shownText(item);
    if (text && w > 0 && h > 0) {
        const points = Math.max(4, Math.min(likeness ? APPKIT_TEXT_POINTS : TEXT_POINTS[cls] || 15, h * 0.8));
        const centred = cls === "UIButton" || cls === "UISegmentedControl";
        const placeholder = !appearanceOf(item).text;
        const inset = cls === "UITextField" ? 7 : 0;
        nodes.push(svgEl("text", {class: `content ${CONTENT_CLASS[cls] || "text"}${placeholder ? " placeholder" : ""}`,
            "data-text-for": item.id, "font-size": at(points), "dominant-baseline": "central",
            "text-anchor": centred ? "middle" : "start", x: at(centred ? x + w / 2 : x + inset), y: at(y + h / 2)}, text));
        // The document's text colour (white on a dark screen); CSSOM, which the CSP allows.
        const color = !placeholder && backgroundFill(appearanceOf(item).textColor);
        if (color) nodes[nodes.length - 1].style.fill = color;
    }
    return nodes;
}

/// Interface Builder's orange `+/-` for a misplaced view: how far the solved
/// frame lies from the one the document draws.
function deltaBadge(item, frame, design, unit) {
    const parts = [];
    const say = (label, amount) => {
        if (Math.abs(amount) >= 0.5) parts.push(`${label}${amount > 0 ? "+" : "−"}${formatNumber(Math.abs(amount))}`);
    };
    say("x", frame.x - design.x);
    say("y", frame.y - design.y);
    say("w", frame.width - design.width);
    say("h", frame.height - design.height);
    return svgEl("text", {class: "delta", "data-delta-for": item.id, x: formatNumber(design.x + design.width + 2 * unit),
        y: formatNumber(design.y + (LABEL_FONT_PX + 1) * unit)}, parts.join(" ") || "±0");
}

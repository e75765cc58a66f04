// "View as": the devices the Interface Builder importer knows (its table in
// LayoutImport/InterfaceBuilder/IBDevice.swift), named as Xcode's device bar
// names them, each in portrait and landscape with its safe-area insets.
const DEVICES = [
    ["retina4_0", "iPhone SE (1st generation)", 320, 568, null],
    ["retina4_7", "iPhone SE (3rd generation)", 375, 667, null],
    ["retina5_5", "iPhone 8 Plus", 414, 736, null],
    ["retina5_4", "iPhone 13 mini", 375, 812, [50, 34, 50]],
    ["retina5_9", "iPhone 11 Pro", 375, 812, [44, 34, 44]],
    ["retina6_1", "iPhone 11", 414, 896, [48, 34, 48]],
    ["retina6_5", "iPhone 11 Pro Max", 414, 896, [44, 34, 44]],
    ["retina6_0", "iPhone 14", 390, 844, [47, 34, 47]],
    ["retina6_7", "iPhone 14 Plus", 428, 926, [47, 34, 47]],
    ["retina6_12", "iPhone 15", 393, 852, [59, 34, 59]],
    ["retina6_72", "iPhone 15 Plus", 430, 932, [59, 34, 59]],
    ["ipad9_7", "iPad (6th generation)", 768, 1024, null],
    ["ipad10_2", "iPad (9th generation)", 810, 1080, null],
    ["ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, [24, 20, 0]],
    ["ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, [24, 20, 0]],
].map(([id, name, width, height, notch]) => ({id, name, width, height, pad: id.startsWith("ipad"),
    notch: notch && {top: notch[0], bottom: notch[1], sides: notch[2]}}));

/// The safe-area insets of a device in an orientation, as the importer
/// simulates them: a landscape phone loses its top inset and keeps a home
/// indicator of 21 below.
function deviceSafeArea(device, landscape) {
    const notch = device.notch;
    if (!notch) return {top: 0, bottom: 0, left: 0, right: 0};
    const phoneLandscape = landscape && !device.pad;
    return {top: phoneLandscape ? 0 : notch.top, bottom: phoneLandscape ? 21 : notch.bottom,
        left: landscape ? notch.sides : 0, right: landscape ? notch.sides : 0};
}

/// One choice per device and orientation for the variant switcher.
function deviceChoices() {
    const choices = [];
    for (const device of DEVICES) {
        for (const landscape of [false, true]) {
            const [width, height] = landscape ? [device.height, device.width] : [device.width, device.height];
            choices.push({key: `${device.id}${landscape ? "-landscape" : ""}`, group: "View as",
                label: `${device.name} — ${landscape ? "landscape" : "portrait"} (${width} × ${height})`,
                overrides: {size: {width, height}}, device: {...device, landscape, safeArea: deviceSafeArea(device, landscape)},
                pick: (response) => response});
        }
    }
    return choices;
}

/// An imported scene laid out for `device`: the importer pins the root's
/// safe-area guide with `UIViewSafeAreaLayoutGuide-<edge>.<guide>` constraints
/// whose constants are the document's device's insets; here they take the
/// chosen device's. nil when the scene has no such guide (nothing to redo).
function deviceDocument(doc, device) {
    const root = doc.root || ((doc.views || []).find((view) => !view.parent) || {}).id;
    const inset = device.safeArea;
    const constants = {top: inset.top, left: inset.left, bottom: -inset.bottom, right: -inset.right};
    let changed = false;
    const constraints = (doc.constraints || []).map((entry) => {
        const match = entry && typeof entry === "object" && /^UIViewSafeAreaLayoutGuide-(top|left|bottom|right)\./.exec(entry.id || "");
        if (!match || entry.second !== `${root}.${match[1]}`) return entry;
        changed = true;
        return {...entry, constant: constants[match[1]]};
    });
    return changed ? {...doc, constraints} : null;
}

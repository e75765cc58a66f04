extension DashboardScript {
    /// The variant switcher: the scene as stored, its own variants, common
    /// device sizes in both orientations, right-to-left and doubled intrinsic
    /// widths. Each choice is a body of overrides for the stored-scene solve
    /// and says which result of the answer to draw.
    static let variants = #"""
    const DEVICE_SIZES = [[320, 568], [375, 667], [390, 844], [768, 1024]];

    function variantChoices(doc) {
        const top = (response) => response;
        const first = (response) => (response.variants || [])[0];
        const choices = [{key: "stored", label: "As stored", overrides: undefined, pick: top}];
        for (const variant of doc.variants || []) {
            choices.push({key: `scene-${variant.name}`, label: `Scene variant: ${variant.name}`, overrides: {variants: [variant]}, pick: first});
        }
        for (const [width, height] of DEVICE_SIZES) {
            choices.push({key: `${width}x${height}`, label: `${width} × ${height}`, overrides: {size: {width, height}}, pick: top});
            choices.push({key: `${height}x${width}`, label: `${height} × ${width} landscape`, overrides: {size: {width: height, height: width}}, pick: top});
        }
        choices.push({key: "rtl", label: "Right to left", overrides: {layoutDirection: "rightToLeft"}, pick: top});
        choices.push({key: "x2", label: "Doubled intrinsic widths", overrides: {variants: [{name: "x2", intrinsicWidthScale: 2}]}, pick: first});
        return choices;
    }

    function fillVariantSelect(page) {
        const select = clear(page.nodes.variant);
        page.variants.forEach((choice, position) => select.appendChild(el("option", {value: String(position)}, choice.label)));
        select.selectedIndex = 0;
    }
    """#
}

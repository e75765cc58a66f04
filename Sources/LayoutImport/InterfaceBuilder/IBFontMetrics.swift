/// The vertical metrics of a named font family, per em: the `hhea` table's
/// ascender, descender (as a positive depth) and line gap, which text
/// layout on both platforms uses for a line's height and its baseline.
/// System fonts keep the San Francisco figures the importers already use;
/// a family not in `families` keeps them too (docs/importers.md, "Named
/// fonts", gives the sources and the saved frames that check them).
struct IBFontMetrics: Equatable, Sendable {
    let ascender: Double
    let descender: Double
    let lineGap: Double

    init(unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender / unitsPerEm
        self.descender = descender / unitsPerEm
        self.lineGap = lineGap / unitsPerEm
    }

    /// The families measured, by the PostScript name's family part (what
    /// precedes a face's `-Bold`, `-Regular`...). Figures are the regular
    /// face's `hhea` values in font units.
    static let families: [String: IBFontMetrics] = [
        "Menlo": IBFontMetrics(unitsPerEm: 2048, ascender: 1901, descender: 483, lineGap: 0),
        "Monaco": IBFontMetrics(unitsPerEm: 2048, ascender: 2048, descender: 512, lineGap: 171),
        "HelveticaNeue": IBFontMetrics(unitsPerEm: 1000, ascender: 952, descender: 213, lineGap: 28),
        "Georgia": IBFontMetrics(unitsPerEm: 2048, ascender: 1878, descender: 449, lineGap: 0),
    ]

    /// The metrics of the font a document names (`Menlo-Regular`,
    /// `HelveticaNeue-Light`), or nil for a system font (`.SFNS...`, a
    /// `metaFont` or `type`) and a family not measured.
    static func named(_ name: String?) -> IBFontMetrics? {
        guard let name, !name.hasPrefix(".") else { return nil }
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return families[family]
    }
}

/// The vertical metrics of a named font face, per em: the `hhea` table's
/// ascender, descender (as a positive depth) and line gap, which text
/// layout on both platforms uses for a line's height and its baseline.
/// System fonts keep the San Francisco figures the importers already use;
/// a face not in `faces` keeps them too (docs/importers.md, "Named
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

    /// The faces measured and checked against saved frames in two apps or
    /// more, by PostScript name: each the regular face of its family, its
    /// `hhea` values in font units. Other faces of these families (bold,
    /// light) are not measured and keep the system figures: Helvetica Neue
    /// Bold labels are saved taller than the regular face's line
    /// (docs/importers.md, "Named fonts").
    static let faces: [String: IBFontMetrics] = [
        "Menlo-Regular": IBFontMetrics(unitsPerEm: 2048, ascender: 1901, descender: 483, lineGap: 0),
        "HelveticaNeue": IBFontMetrics(unitsPerEm: 1000, ascender: 952, descender: 213, lineGap: 28),
    ]

    /// The metrics of the face a document names (`Menlo-Regular`), or nil
    /// for a system font (`.SFNS...`, a `metaFont` or `type`) and a face
    /// not measured.
    static func named(_ name: String?) -> IBFontMetrics? {
        name.flatMap { faces[$0] }
    }
}

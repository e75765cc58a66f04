/// Xcode 26 (toolsVersion 24000 and later) flags `ambiguous` every view
/// placed by constraints in a static table's cell that ends below the
/// table's bottom, although its constraints place it as in the cells
/// above: the canvas lays out only the cells it shows. In the UIKit corpus
/// every such view is flagged (gomap's POI CustomFieldController,
/// iqkeyboardmanager's ScrollView TableViewController, netnewswire's
/// Settings: 31 of 31; gomap flags two rows just above the bottom too). Older
/// Xcodes do not: hero, altstore, minikeepass, adguard and seafile flag
/// none of 61 such views. The importer reports the flag as Xcode does and
/// keeps the frames the constraints determine (docs/importers.md, "Static
/// cells below the table").
enum IBCellsBelowTheTable {
    /// Past the table's bottom by less than this is the rounding of saved frames.
    static let tolerance = 0.25

    /// The views Xcode flags, each with its cell: those that do not
    /// translate their autoresizing mask, inside the content view of a cell
    /// of a static table (`staticTables`) whose saved frame ends below the
    /// table's saved height. Empty before Xcode 26.
    static func flagged(_ views: [IBViewRecord], staticTables: Set<String>, toolsVersion: Double) -> [(view: String, cell: String)] {
        guard IBViewClass.isXcode26(toolsVersion), !staticTables.isEmpty else { return [] }
        let byId = Dictionary(views.map { ($0.id, $0) }) { first, _ in first }
        var below: [String: Bool] = [:]
        func cellBelow(_ cell: IBViewRecord) -> Bool {
            if let known = below[cell.id] { return known }
            guard let table = cell.parent.flatMap({ byId[$0] }), staticTables.contains(table.id),
                  let frame = cell.frame, let height = table.frame?.height else { below[cell.id] = false; return false }
            below[cell.id] = frame.y + frame.height > height + tolerance
            return below[cell.id]!
        }
        var out: [(view: String, cell: String)] = []
        for view in views where !view.translates && view.parent != nil {
            // Up to the cell, through its content view.
            var through: IBViewRecord? = nil
            var up = view.parent.flatMap { byId[$0] }
            while let v = up, v.element != "tableViewCell" {
                if v.element == "tableViewCellContentView" { through = v }
                up = v.parent.flatMap { byId[$0] }
            }
            guard let cell = up, through?.parent == cell.id, cellBelow(cell) else { continue }
            out.append((view.id, cell.id))
        }
        return out
    }

    static func message(_ view: String, cell: String) -> String {
        "\(view) has ambiguous layout in Xcode 26: \(cell) ends below its static table's bottom, and Xcode's canvas "
            + "lays out only the cells it shows; at run time its constraints place it. To check it on the canvas, "
            + "give the controller a freeform simulated size tall enough to show the cell"
    }
}

/// Xcode flags `ambiguous` the content view of a xib's top-level table cell
/// whose required constraints alone (constant gaps and heights from its top
/// to its bottom through its subviews) make it shorter than the cell makes
/// it, although the cell's height places it all the same. In the UIKit
/// corpus and the held-back sets (see BENCHMARKS.md) every such content
/// view is flagged: openfoodfacts' ProductDetailWebViewTableViewCell (180
/// for 181), pocket-casts' NoSearchResultsCell (164 for 202.5), element's
/// RoomTableViewCell (73.5 for 74), habitica's ChallengeButtonTableViewCell
/// and DoubleButtonTableViewCell (59.5 for 60). Content that makes it taller
/// is not flagged (rocket-chat's CustomFieldTableViewCell, owncloud's
/// ShareLinkHeaderCell), nor are storyboard prototype cells (inaturalist's).
/// The importer reports the flag as Xcode does and keeps the frames the
/// constraints determine (docs/importers.md, "Cells taller than their content").
enum IBCellContentAmbiguity {
    /// Shorter by less than this is the rounding of saved frames, not a chain.
    static let tolerance = 0.25

    /// The height required constraints alone give `content`: the first
    /// chain of constant gaps and heights found from its top to its bottom
    /// through its direct subviews, nil when there is none.
    static func requiredHeight(of content: String, subviews: Set<String>, constraints: [IBConstraintRecord]) -> Double? {
        let nodes = subviews.union([content])
        var edges: [String: [(to: String, gap: Double)]] = [:]
        func link(_ a: String, _ b: String, _ gap: Double) {
            edges[a, default: []].append((b, gap))
            edges[b, default: []].append((a, -gap))
        }
        func anchor(_ item: String) -> (view: String, edge: String)? {
            guard let dot = item.lastIndex(of: ".") else { return nil }
            let view = String(item[..<dot]), edge = String(item[item.index(after: dot)...])
            return nodes.contains(view) ? (view, edge) : nil
        }
        for c in constraints where c.relation == "==" && c.priority >= 1000 && !c.placeholder && c.multiplier == 1 {
            guard let first = anchor(c.first) else { continue }
            if let secondItem = c.second {
                guard let second = anchor(secondItem), ["top", "bottom"].contains(first.edge),
                      ["top", "bottom"].contains(second.edge) else { continue }
                link(secondItem, c.first, c.constant)
            } else if first.edge == "height", first.view != content {
                link("\(first.view).top", "\(first.view).bottom", c.constant)
            }
        }
        var position = ["\(content).top": 0.0]
        var queue = ["\(content).top"]
        while let node = queue.popLast() {
            for (next, gap) in edges[node] ?? [] where position[next] == nil {
                position[next] = position[node]! + gap
                queue.append(next)
            }
        }
        return position["\(content).bottom"]
    }

    /// Whether Xcode flags `content` (its saved height `saved`) given the
    /// height its required constraints give it.
    static func flags(requiredHeight: Double?, saved: Double) -> Bool {
        requiredHeight.map { $0 < saved - tolerance } ?? false
    }

    static func message(_ content: String, cell: String, requiredHeight: Double, saved: Double) -> String {
        "\(content) has ambiguous layout in Xcode: its constraints make it \(IBNumber.text(requiredHeight)) high, "
            + "\(cell) \(IBNumber.text(saved)); set the cell's Row Height to \(IBNumber.text(requiredHeight)) "
            + "(or to Automatic), or change those constraints"
    }
}

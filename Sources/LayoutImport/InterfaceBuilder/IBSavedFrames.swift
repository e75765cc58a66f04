import LayoutScene
import LayoutSolver

/// What the document itself saved: each view's frame and element name by
/// id, and the ids of its own constraints.
struct SavedDocument {
    var frame: [String: SceneRect] = [:]
    var element: [String: String] = [:]
    var constraints: Set<String> = []
    /// The built-in subviews of styled table cells (`textLabel`,
    /// `detailTextLabel`, `imageView`): the cell places them, not constraints.
    var cellStyleViews: Set<String> = []
    /// The document's Interface Builder version (its toolsVersion's first part).
    var toolsVersion: Double = 0
    /// Views whose layout margins the document writes.
    var writtenMargins: Set<String> = []

    init(_ root: IBElement) {
        toolsVersion = root.toolsVersion
        var stack = [root]
        while let e = stack.popLast() {
            if e.name == "tableViewCell" {
                for key in ["textLabel", "detailTextLabel", "imageView"] { if let id = e[key] { cellStyleViews.insert(id) } }
            }
            if let id = e["id"], e.child("edgeInsets", key: "layoutMargins") != nil
                || e.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil {
                writtenMargins.insert(id)
            }
            if let id = e["id"] {
                if e.name == "constraint" { constraints.insert(id) }
                if let r = IBRect(e.child("rect", key: "frame")) {
                    frame[id] = SceneRect(x: r.x, y: r.y, width: r.width, height: r.height)
                    element[id] = e.name
                }
            }
            stack += e.children
        }
    }

    /// Why a view Xcode flagged ambiguous is not found so: what it is.
    func unfoundReason(_ id: String, parent: String?) -> String {
        if cellStyleViews.contains(id) { return "a styled cell's built-in label or image (the cell places it)" }
        if let parent, element[parent] == "stackView" { return "arranged in a stack view" }
        return "a \(element[id] ?? "view")"
    }

    /// The saved frames of a scene's views, the root left out.
    func frames(in scene: IBScene) -> [(String, SceneRect)] {
        scene.classes.keys.sorted().compactMap { id in frame[id].map { (id, $0) } }
    }
}

/// Parents of a scene's views and owners of its guides.
struct SceneTree {
    var parent: [String: String] = [:]
    var guideOwner: [String: String] = [:]

    init(_ document: SceneDocument) {
        for v in document.views { if let p = v.parent { parent[v.id] = p } }
        for g in document.guides { guideOwner[g.id] = g.owner }
    }

    /// A guide's ambiguity is its owner's.
    func owner(of id: String) -> String { guideOwner[id] ?? id }

    /// `id` is `ancestor` or a view below it.
    func isInside(_ id: String, _ ancestor: String) -> Bool {
        var current: String? = owner(of: id)
        var steps = 0
        while let c = current, steps < 10_000 {
            if c == ancestor { return true }
            current = parent[c]
            steps += 1
        }
        return false
    }

    func ancestors(_ id: String) -> [String] {
        var out: [String] = []
        var current = parent[id]
        while let c = current, out.count < 10_000 {
            out.append(c)
            current = parent[c]
        }
        return out
    }
}

/// The document's required constraints evaluated at the saved frames: a
/// saved frame that breaks one is no witness (a multiplier stored rounded, a
/// view moved by hand). Only a constraint whose every term the document
/// fixes is judged: views' edges, centres and sizes at their saved frames,
/// the constant and the multiplier. Margins, guides, baselines and
/// alignment insets are layoutd's model, so a constraint naming one is left
/// out: a miss there may be layoutd's, not Xcode's (docs/importers.md,
/// "Saved frames that break the document's constraints").
struct SavedConsistency {
    let document: SceneDocument
    let tree: SceneTree
    let saved: SavedDocument
    /// Views whose alignment rectangle layoutd's class tables inset.
    var inset: Set<String> = []

    init(document: SceneDocument, tree: SceneTree, saved: SavedDocument) {
        (self.document, self.tree, self.saved) = (document, tree, saved)
        for v in document.views where v.alignmentRectInsets != .zero { inset.insert(v.id) }
    }

    func viewsBreakingRequired(flagged: Set<String>) -> Set<String> {
        var inRoot: [String: SceneRect] = [:]
        func place(_ id: String) -> SceneRect? {
            if let r = inRoot[id] { return r }
            guard let r = saved.frame[id] else { return nil }
            guard let p = tree.parent[id] else {
                inRoot[id] = SceneRect(x: 0, y: 0, width: r.width, height: r.height)
                return inRoot[id]
            }
            guard let o = place(p) else { return nil }
            inRoot[id] = SceneRect(x: o.x + r.x, y: o.y + r.y, width: r.width, height: r.height)
            return inRoot[id]
        }
        var breaking: Set<String> = []
        for c in document.constraints where saved.constraints.contains(c.id) && !c.placeholder {
            for spec in c.specs where spec.priority >= 1000 {
                let items = [spec.first.item] + (spec.second.map { [$0.item] } ?? [])
                guard !items.contains(where: flagged.contains) else { continue }
                guard let a = value(spec.first, place) else { continue }
                var b = spec.constant
                if let second = spec.second {
                    guard let v = value(second, place) else { continue }
                    b += spec.multiplier * v
                }
                let tolerance = Self.tolerance([spec.first.attribute] + (spec.second.map { [$0.attribute] } ?? []))
                let broken: Bool
                switch spec.relation {
                case .equal: broken = abs(a - b) > tolerance
                case .lessOrEqual: broken = a > b + tolerance
                case .greaterOrEqual: broken = a < b - tolerance
                }
                if broken { breaking.formUnion(items) }
            }
        }
        return breaking
    }

    /// How far a saved frame may stray from a constraint and still keep it:
    /// the 0.5 pt a view's edges and sizes are measured within. A centre is
    /// the mean of two edges, so a size 1 pt off with one edge held moves it
    /// by only 0.5 pt: it is held within half that, which still takes the
    /// half pixel a 2x canvas rounds a centred view by.
    static func tolerance(_ attributes: [Attribute]) -> Double {
        attributes.contains { [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains($0) } ? 0.25 : 0.5
    }

    /// A term the document fixes, or nil: a guide, an inset view, a margin
    /// or a baseline is layoutd's.
    func value(_ ref: AttributeRef, _ place: (String) -> SceneRect?) -> Double? {
        guard tree.guideOwner[ref.item] == nil, !inset.contains(ref.item) else { return nil }
        return place(ref.item)?.value(of: ref.attribute)
    }
}

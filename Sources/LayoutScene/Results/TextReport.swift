import JSON

/// The result as a readable report for a terminal (docs/scenes.md, "Variants and the text report"; `Accept:
/// text/plain`): conflicts first, explained; the other findings; the view
/// tree with ambiguous views marked; one section per view. Variants follow
/// with their own findings and tree. Lines wrap at 100 columns.
public struct TextReport {
    public let result: SceneResult
    public let document: SceneDocument
    let wrapper = TextWrapper()

    public init(result: SceneResult, document: SceneDocument) {
        self.result = result
        self.document = document
    }

    public func render() -> String {
        var out = body(result)
        out += "\nviews:\n"
        for view in document.views { out += section(view) }
        for variant in result.variants {
            out += "\n" + String(repeating: "=", count: 20) + " variant \(variant.name ?? "")\n" + body(variant)
        }
        return out
    }

    /// Status, conflicts, other findings and the tree of one result.
    func body(_ result: SceneResult) -> String {
        var out = "status: \(result.status.rawValue)\n"
        let conflicts = result.diagnostics.compactMap(\.conflict)
        if !conflicts.isEmpty {
            out += "\nconflicts:\n"
            let byID = Dictionary(result.constraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for conflict in conflicts { out += self.conflict(conflict, byID) }
        }
        let others = result.diagnostics.filter { $0.kind != .unsatisfiable }
        if !others.isEmpty {
            out += "\nfindings:\n"
            for diagnostic in others { out += finding(diagnostic) }
        }
        return out + "\ntree:\n" + tree(result)
    }

    /// The broken constraint, the set it clashes with, and what to change.
    func conflict(_ c: Diagnostic.Conflict, _ byID: [String: SceneResult.ConstraintReport]) -> String {
        let broken = c.broken
        let set = c.constraints.filter { $0 != broken }
        let equation = byID[broken]?.equation ?? broken
        // A constraint like `a.left == a.left + 5` clashes with nothing else.
        let clash = set.isEmpty ? "can never hold (it contradicts itself)"
            : "cannot hold together with these, which must all hold:"
        var out = wrapper.wrap("\(broken) was broken (left out of the layout): \(equation) \(clash)", indent: 2)
        for id in set { out += wrapper.wrap("- " + show(id, byID), indent: 4, hanging: 2) }
        if c.constraintsOmitted > 0 {
            out += wrapper.wrap("- and \(c.constraintsOmitted) more", indent: 4, hanging: 2)
        }
        let hints = c.hints ?? []
        if !hints.isEmpty {
            out += "    what to change:\n"
            for hint in hints { out += wrapper.wrap("- " + hint, indent: 6, hanging: 2) }
        }
        return out
    }

    /// `id: equation (origin)   description` (the equation carries its priority).
    func show(_ id: String, _ byID: [String: SceneResult.ConstraintReport]) -> String {
        guard let c = byID[id] else { return id }
        var text = "\(id): \(c.equation)"
        if c.origin != .scene && c.origin != .visualFormat { text += " (\(c.origin.rawValue))" }
        if let description = c.description { text += "   \(description)" }
        return text
    }

    func finding(_ d: Diagnostic) -> String {
        var out = wrapper.wrap("[\(d.severity.rawValue)] \(d.kind.rawValue): \(d.message)", indent: 2)
        let suggestions = d.ambiguity?.suggestions ?? []
        if !suggestions.isEmpty {
            out += wrapper.wrap("add: " + suggestions.joined(separator: ", "), indent: 6)
        }
        return out
    }

    /// Ambiguous axes per view, from the diagnostics.
    func ambiguity(_ result: SceneResult) -> [String: [String]] {
        var axes: [String: [String]] = [:]
        for a in result.diagnostics.compactMap(\.ambiguity) { axes[a.view, default: []].append(a.axis.rawValue) }
        return axes
    }

    /// Depth-first, children in document order, without recursion.
    func tree(_ result: SceneResult) -> String {
        let hierarchy = SceneHierarchy(document: document)
        var children = Array(repeating: [Int](), count: hierarchy.ids.count)
        for i in hierarchy.ids.indices where hierarchy.parent[i] >= 0 { children[hierarchy.parent[i]].append(i) }
        let frames = Dictionary(result.frames.map { ($0.id, $0.rect) }, uniquingKeysWith: { a, _ in a })
        let ambiguous = ambiguity(result)
        var out = ""
        var stack = [(hierarchy.root, 1)]
        while let (i, level) = stack.popLast() {
            let id = hierarchy.ids[i]
            let frame = frames[id].map(TextReport.show) ?? "?"
            let kind = hierarchy.isGuide(i) ? "guide " : ""
            let mark = ambiguous[id].map { "  AMBIGUOUS (\($0.joined(separator: ", ")))" } ?? ""
            out += wrapper.wrap("\(kind)\(id) \(frame)\(mark)", indent: 2 * level)
            stack += children[i].reversed().map { ($0, level + 1) }
        }
        return out
    }

    /// Frame, intrinsic size, hugging, resistance, and every constraint that
    /// mentions the view with its priority.
    func section(_ view: SceneView) -> String {
        var title = view.id
        if let className = view.className { title += " (\(className))" }
        if let label = view.label { title += " \"\(label)\"" }
        var out = "\n" + title + "\n"
        out += "  frame: " + (result.frame(view.id).map(TextReport.show) ?? "?") + "\n"
        let size = view.intrinsicContentSize
        if size.width != nil || size.height != nil {
            let w = size.width.map(NumberText.rounded) ?? "none", h = size.height.map(NumberText.rounded) ?? "none"
            out += "  intrinsic size: \(w) x \(h)\n"
        }
        out += "  hugging: H \(NumberText.rounded(view.contentHugging.horizontal)) V \(NumberText.rounded(view.contentHugging.vertical))"
        out += ", resistance: H \(NumberText.rounded(view.compressionResistance.horizontal)) V \(NumberText.rounded(view.compressionResistance.vertical))\n"
        for c in result.constraints where c.mentions(view.id) {
            var line = "[\(NumberText.rounded(c.priority))] \(c.id): \(c.equation)"
            if let description = c.description { line += "   \(description)" }
            out += wrapper.wrap(line, indent: 2)
        }
        return out
    }

    static func show(_ r: SceneRect) -> String {
        "(\(NumberText.rounded(r.x)), \(NumberText.rounded(r.y)), \(NumberText.rounded(r.width)), \(NumberText.rounded(r.height)))"
    }
}

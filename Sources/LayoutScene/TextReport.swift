/// The result as a readable report for a terminal (contract §3, `Accept:
/// text/plain`): conflicts first, then the view tree with ambiguous views
/// marked, then one section per view.
public struct TextReport {
    public let result: SceneResult
    public let document: SceneDocument

    public init(result: SceneResult, document: SceneDocument) {
        self.result = result
        self.document = document
    }

    public func render() -> String {
        var out = "status: \(result.status.rawValue)\n"
        let conflicts = result.diagnostics.filter { $0.kind == .unsatisfiable }
        if !conflicts.isEmpty {
            out += "\nconflicts:\n"
            for diagnostic in conflicts { out += "  " + diagnostic.message + "\n" }
        }
        let others = result.diagnostics.filter { $0.kind != .unsatisfiable }
        if !others.isEmpty {
            out += "\ndiagnostics:\n"
            for diagnostic in others { out += "  [\(diagnostic.severity.rawValue)] \(diagnostic.kind.rawValue): \(diagnostic.message)\n" }
        }
        out += "\nviews:\n" + tree()
        for view in document.views { out += "\n" + section(view) }
        for variant in result.variants {
            out += "\nvariant \(variant.name ?? ""): \(variant.status.rawValue)\n"
        }
        return out
    }

    /// Ambiguous axes per view, from the diagnostics.
    func ambiguity(_ id: String) -> [String] {
        result.diagnostics.compactMap { d in
            guard d.kind == .ambiguous, d.fields.contains(where: { $0.key == "view" && $0.value == .string(id) }) else { return nil }
            if case .string(let axis)? = d.fields.first(where: { $0.key == "axis" })?.value { return axis }
            return "?"
        }
    }

    /// Depth-first, children in document order, without recursion.
    func tree() -> String {
        let hierarchy = SceneHierarchy(document: document)
        var children = Array(repeating: [Int](), count: hierarchy.ids.count)
        for i in hierarchy.ids.indices where hierarchy.parent[i] >= 0 { children[hierarchy.parent[i]].append(i) }
        var out = ""
        var stack = [(hierarchy.root, 1)]
        while let (i, level) = stack.popLast() {
            let id = hierarchy.ids[i]
            let frame = result.frame(id).map(TextReport.show) ?? "?"
            let kind = hierarchy.isGuide(i) ? "guide " : ""
            let axes = ambiguity(id)
            let mark = axes.isEmpty ? "" : "  AMBIGUOUS (\(axes.joined(separator: ", ")))"
            out += String(repeating: "  ", count: level) + "\(kind)\(id) \(frame)\(mark)\n"
            stack += children[i].reversed().map { ($0, level + 1) }
        }
        return out
    }

    func section(_ view: SceneView) -> String {
        var title = view.id
        if let className = view.className { title += " (\(className))" }
        if let label = view.label { title += " \"\(label)\"" }
        var out = title + "\n"
        out += "  frame: " + (result.frame(view.id).map(TextReport.show) ?? "?") + "\n"
        let size = view.intrinsicContentSize
        if size.width != nil || size.height != nil {
            let w = size.width.map(NumberText.rounded) ?? "none", h = size.height.map(NumberText.rounded) ?? "none"
            out += "  intrinsic size: \(w) x \(h)\n"
        }
        out += "  hugging: H \(NumberText.rounded(view.contentHugging.horizontal)) V \(NumberText.rounded(view.contentHugging.vertical))"
        out += ", resistance: H \(NumberText.rounded(view.compressionResistance.horizontal)) V \(NumberText.rounded(view.compressionResistance.vertical))\n"
        for c in result.constraints where c.items.contains(view.id) {
            out += "  \(c.id): \(c.equation)"
            if let description = c.description { out += "   \(description)" }
            out += "\n"
        }
        return out
    }

    static func show(_ r: SceneRect) -> String {
        "(\(NumberText.rounded(r.x)), \(NumberText.rounded(r.y)), \(NumberText.rounded(r.width)), \(NumberText.rounded(r.height)))"
    }
}

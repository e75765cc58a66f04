import LayoutScene
import LayoutSolver

/// Solves one conflicting set on its own, without the rest of the message
/// or the picture's wishes: to check that it conflicts by itself, and to
/// measure what its other members make of one member's expression.
struct ConsoleSetSolver {
    /// The scene's views and guides with no constraints; frames are read
    /// at a fine scale so measured points are not rounded to pixels.
    let base: SceneDocument
    let members: [SceneConstraint]
    /// The explanation's: these solves count against it too.
    var budget: SolverBudget = .unlimited

    static let measureScale = 1024.0

    init(document: SceneDocument, ids: [String], budget: SolverBudget = .unlimited) {
        self.budget = budget
        var base = document
        base.displayScale = Self.measureScale
        base.variants = []
        base.constraints = []
        self.base = base
        let wanted = Set(ids)
        members = document.constraints.filter { wanted.contains($0.id) }
    }

    func solve(_ constraints: [SceneConstraint]) throws(SolverStop) -> SceneResult {
        var document = base
        document.constraints = constraints
        var options = ConsoleExplainer.options
        options.budget = budget
        return try SceneSolver.solveWithinBudget(document, options: options)
    }

    /// Whether the members conflict with nothing else present.
    func conflicts() throws(SolverStop) -> Bool {
        try solve(members).status == .conflicting
    }

    /// The value the other members give `target`'s expression (first item
    /// minus multiplier × second) when `target` only wishes for `constant`
    /// (its own by default): the nearest they allow. `constants` replaces
    /// other members' constants, to see how the answer moves with them.
    func reached(_ target: SceneConstraint, wishing constant: Double? = nil,
                 constants: [String: Double] = [:]) throws(SolverStop) -> Double? {
        guard let spec = target.specs.first else { return nil }
        var rest = members.filter { $0.id != target.id }
        for (k, member) in rest.enumerated() {
            if let value = constants[member.id] { rest[k].specs = member.specs.map { $0.with(constant: value) } }
        }
        var wish = spec
        wish.relation = .equal
        wish.priority = 1
        if let constant { wish.constant = constant }
        rest.append(SceneConstraint(id: "console.probe", form: .structured, priority: 1, specs: [wish]))
        let result = try solve(rest)
        guard result.status != .conflicting else { return nil }
        return ConsoleGeometry(document: base, result: result).expression(spec)
    }
}

extension ConstraintSpec {
    func with(constant: Double) -> ConstraintSpec {
        var copy = self
        copy.constant = constant
        return copy
    }
}

/// Attribute values in window coordinates, from a result's frames (each
/// relative to its superview, a guide's to its owner).
struct ConsoleGeometry {
    let rects: [String: SceneRect]
    let parents: [String: String]
    let margins: [String: EdgeInsets]

    init(document: SceneDocument, result: SceneResult) {
        var rects: [String: SceneRect] = [:]
        for frame in result.frames { rects[frame.id] = frame.rect }
        var parents: [String: String] = [:]
        var margins: [String: EdgeInsets] = [:]
        for view in document.views {
            if let parent = view.parent { parents[view.id] = parent }
            margins[view.id] = view.layoutMargins
        }
        for guide in document.guides { parents[guide.id] = guide.owner }
        self.rects = rects
        self.parents = parents
        self.margins = margins
    }

    /// The frame of `id` in window coordinates.
    func absolute(_ id: String) -> SceneRect? {
        guard var rect = rects[id] else { return nil }
        var parent = parents[id]
        var steps = 0
        while let p = parent, let outer = rects[p], steps < 10_000 {
            rect.x += outer.x
            rect.y += outer.y
            parent = parents[p]
            steps += 1
        }
        return rect
    }

    func value(_ ref: AttributeRef) -> Double? {
        guard let r = absolute(ref.item) else { return nil }
        let m = margins[ref.item] ?? .zero
        if let plain = r.value(of: ref.attribute) { return plain }
        switch ref.attribute {
        case .leftMargin, .leadingMargin: return r.x + m.left
        case .rightMargin, .trailingMargin: return r.x + r.width - m.right
        case .topMargin: return r.y + m.top
        case .bottomMargin: return r.y + r.height - m.bottom
        case .centerXWithinMargins: return r.x + m.left + (r.width - m.left - m.right) / 2
        case .centerYWithinMargins: return r.y + m.top + (r.height - m.top - m.bottom) / 2
        default: return nil
        }
    }

    /// `first − multiplier × second`: what the spec sets equal to (or
    /// bounds by) its constant.
    func expression(_ spec: ConstraintSpec) -> Double? {
        guard let first = value(spec.first) else { return nil }
        guard let second = spec.second else { return first }
        guard let value = value(second) else { return nil }
        return first - spec.multiplier * value
    }
}

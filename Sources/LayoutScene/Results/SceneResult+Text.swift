/// The texts of a constraint report, written when read or encoded: a
/// solve made three strings per constraint (equation, description, items)
/// that most results only encoded once and then freed.
extension SceneResult.ConstraintReport {
    enum Text: Hashable, Sendable {
        case given(equation: String, description: String?, items: [String])
        /// The lowered constraint's spec and what its description is made from.
        case lowered(ConstraintSpec, ConstraintDescriber.Deferred)
    }

    /// `#0`, `Row.1`, `root.width@rootSize`, ...
    public var id: String {
        get { name.text }
        set { name = .given(newValue) }
    }

    /// The constraint in the equation form, e.g. `a.width == 0.5 * b.width - 3 @750`.
    public var equation: String {
        get {
            switch text {
            case .given(let equation, _, _): return equation
            case .lowered(let spec, _): return EquationPrinter().print(spec)
            }
        }
        set { text = .given(equation: newValue, description: description, items: items) }
    }

    /// A visual-format-style description, or the autoresizing notation.
    public var description: String? {
        get {
            switch text {
            case .given(_, let description, _): return description
            case .lowered(let spec, let describing): return describing.text(for: spec)
            }
        }
        set { text = .given(equation: equation, description: newValue, items: items) }
    }

    /// The views and guides it names (for reports; not encoded).
    public var items: [String] {
        get {
            switch text {
            case .given(_, _, let items): return items
            case .lowered(let spec, _): return SceneSolver.items(of: spec)
            }
        }
        set { text = .given(equation: equation, description: description, items: newValue) }
    }

    /// `items.contains(item)` without making the array: `items` of a lowered
    /// constraint is built on each read, so a loop over views and
    /// constraints should ask this instead.
    public func mentions(_ item: String) -> Bool {
        switch text {
        case .given(_, _, let items): return items.contains(item)
        case .lowered(let spec, _): return spec.first.item == item || spec.second?.item == item
        }
    }

    /// Equal when everything it reports is, however its texts are held.
    public static func == (a: Self, b: Self) -> Bool {
        guard a.name == b.name || a.id == b.id, a.origin == b.origin, a.priority == b.priority, a.violation == b.violation else {
            return false
        }
        if a.text == b.text { return true }
        return a.equation == b.equation && a.description == b.description && a.items == b.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(origin)
        hasher.combine(priority)
        hasher.combine(violation)
        hasher.combine(equation)
        hasher.combine(description)
        hasher.combine(items)
    }
}

import LayoutSolver

/// One constraint ready for the solver, with what the result reports of it.
public struct LoweredConstraint: Hashable, Sendable {
    /// What `id` is made from (equal constraints are made the same way).
    var name: Name
    public var origin: ConstraintOrigin
    /// The constraint as written (or as generated), for its equation.
    public var spec: ConstraintSpec
    /// The solver's form, in root coordinates.
    public var constraint: Constraint
    /// What `description` is made from (equal constraints are made the same way).
    var describing: ConstraintDescriber.Deferred

    /// `#0`, `Row.1`, `root.width@rootSize`, ...
    public var id: String {
        get { name.text }
        set { name = .given(newValue) }
    }

    /// A visual-format-style description, or the `h=-&- v=--&` notation.
    public var description: String? {
        get { describing.text(for: spec) }
        set { describing = .given(newValue) }
    }

    public init(id: String, origin: ConstraintOrigin, spec: ConstraintSpec, constraint: Constraint,
                description: String? = nil) {
        self.init(name: .given(id), origin: origin, spec: spec, constraint: constraint, describing: .given(description))
    }

    init(name: Name, origin: ConstraintOrigin, spec: ConstraintSpec, constraint: Constraint,
         describing: ConstraintDescriber.Deferred) {
        self.name = name
        self.origin = origin
        self.spec = spec
        self.constraint = constraint
        self.describing = describing
    }
}

/// A linear constraint `expression REL 0` at a priority.
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// How far `values` miss this constraint: |e| for `==`, the overshoot for
    /// an inequality, 0 when it holds.
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let e = expression.value(valueOf)
        switch relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(0, e)
        case .greaterOrEqual: return max(0, -e)
        }
    }
}

/// Names a constraint added to a `Solver`; handles are never reused by one solver.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int
    public init(id: Int) { self.id = id }
    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }
    public var description: String { "c\(id)" }
}

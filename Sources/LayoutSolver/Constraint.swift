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

/// How a constraint's expression relates to zero: `expression REL 0`.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

/// Auto Layout priority, 1...1000 (fractions allowed); 1000 is required.
/// Levels are strictly lexicographic: no number of violations at a lower
/// level outweighs one violation at a higher level.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public static let required = Priority(uncheckedValue: 1000)
    public static let range: ClosedRange<Double> = 1...1000

    /// Returns nil when `value` is not finite or outside 1...1000.
    public init?(_ value: Double) {
        guard value.isFinite, Priority.range.contains(value) else { return nil }
        self.value = value
    }

    init(uncheckedValue: Double) { self.value = uncheckedValue }

    public var isRequired: Bool { value >= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String {
        // Int() is safe: values are within 1...1000. (No libm: this target links none.)
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

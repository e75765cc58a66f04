/// Why and how a linear expression is not the same in every optimal solution.
public struct Ambiguity: Sendable, Equatable {
    /// true: the expression can change while every constraint keeps its
    /// violation (too few constraints). false: it can change only by trading
    /// violations between constraints of equal priority (a tie), listed in
    /// `related` (order of addition).
    public var keepsViolations: Bool
    public var related: [ConstraintHandle]
    /// Values of every variable (index = Variable.id) in another optimal
    /// solution in which the expression has a different value.
    public var alternative: [Double]

    public init(keepsViolations: Bool, related: [ConstraintHandle], alternative: [Double]) {
        self.keepsViolations = keepsViolations
        self.related = related
        self.alternative = alternative
    }
}

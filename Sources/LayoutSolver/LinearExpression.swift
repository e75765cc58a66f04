/// `constant + Σ coefficient·variable`. Terms are kept merged (one per
/// variable), without zero coefficients, sorted by variable id.
public struct LinearExpression: Hashable, Sendable {
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    public init(_ terms: [(Variable, Double)], constant: Double = 0) {
        self.terms = []
        self.terms.reserveCapacity(terms.count)
        self.constant = constant
        for (v, c) in terms { add(c, v) }
    }

    /// Terms already merged, without zeros and sorted by variable, taken as
    /// they are (no second array is built).
    public init(mergedTerms: [(variable: Variable, coefficient: Double)], constant: Double) {
        assert(zip(mergedTerms, mergedTerms.dropFirst()).allSatisfy { $0.variable < $1.variable })
        assert(mergedTerms.allSatisfy { $0.coefficient != 0 })
        self.terms = mergedTerms
        self.constant = constant
    }

    /// Adds `coefficient·variable`, merging with an existing term.
    public mutating func add(_ coefficient: Double, _ variable: Variable) {
        if coefficient == 0 { return }
        if terms.last.map({ $0.variable < variable }) ?? true {
            terms.append((variable, coefficient))
            return
        }
        var lo = 0, hi = terms.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if terms[mid].variable < variable { lo = mid + 1 } else { hi = mid }
        }
        if lo < terms.count && terms[lo].variable == variable {
            let sum = terms[lo].coefficient + coefficient
            if sum == 0 { terms.remove(at: lo) } else { terms[lo].coefficient = sum }
        } else {
            terms.insert((variable, coefficient), at: lo)
        }
    }

    /// Adds `factor·other`.
    public mutating func add(_ factor: Double, _ other: LinearExpression) {
        constant += factor * other.constant
        for t in other.terms { add(factor * t.coefficient, t.variable) }
    }

    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public func hash(into h: inout Hasher) {
        h.combine(constant)
        for t in terms { h.combine(t.variable); h.combine(t.coefficient) }
    }
}

/// A variable of the solver. Ids are dense, handed out by `Solver.makeVariable`,
/// so per-variable tables can be arrays indexed by `id`.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    public init(id: Int) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}

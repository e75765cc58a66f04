import LayoutSolver

/// The terms of one side of a constraint being lowered, gathered in one
/// small array and sorted once at the end. `LinearExpression.add` on the
/// exact-capacity arrays of attribute expressions reallocated or shifted
/// for nearly every term. Each coefficient is summed in the same order as
/// `LinearExpression.add` would, and a term that sums to 0 is dropped the
/// same way, so the expressions are bit for bit the same.
struct LoweringTerms {
    /// Room for every term a lowered constraint can have (two items, their
    /// common ancestor and, mirrored, its width), so the array never grows.
    static let capacity = 8

    private(set) var terms: [(variable: Variable, coefficient: Double)] = []
    var constant: Double

    /// One term (non-zero coefficient). Not variadic: that would allocate an array per call.
    init(_ variable: Variable, _ coefficient: Double, constant: Double = 0) {
        terms.reserveCapacity(Self.capacity)
        terms.append((variable, coefficient))
        self.constant = constant
    }

    /// Two terms of distinct variables (non-zero coefficients).
    init(_ a: Variable, _ aCoefficient: Double, _ b: Variable, _ bCoefficient: Double, constant: Double = 0) {
        self.init(a, aCoefficient, constant: constant)
        terms.append((b, bCoefficient))
    }

    /// Adds `coefficient·variable`, merging with an existing term.
    mutating func add(_ coefficient: Double, _ variable: Variable) {
        if coefficient == 0 { return }
        guard let k = terms.firstIndex(where: { $0.variable == variable }) else {
            terms.append((variable, coefficient))
            return
        }
        let sum = terms[k].coefficient + coefficient
        if sum == 0 { terms.remove(at: k) } else { terms[k].coefficient = sum }
    }

    /// Adds `factor·other` (each of its variables once, so their order does not matter).
    mutating func add(_ factor: Double, _ other: LoweringTerms) {
        constant += factor * other.constant
        for t in other.terms { add(factor * t.coefficient, t.variable) }
    }

    /// The expression, terms in variable order (insertion sort: a handful of terms).
    mutating func expression() -> LinearExpression {
        for i in terms.indices.dropFirst() {
            var j = i
            while j > 0 && terms[j].variable < terms[j - 1].variable {
                terms.swapAt(j, j - 1)
                j -= 1
            }
        }
        return LinearExpression(mergedTerms: terms, constant: constant)
    }
}

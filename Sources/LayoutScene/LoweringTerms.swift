import LayoutSolver

/// The terms of one side of a constraint being lowered, gathered in place
/// (no allocation) and sorted once at the end, when the expression's array
/// is made at its exact size. A heap array per attribute value cost an
/// allocation and a free for each side of every constraint, and
/// `LinearExpression.add` on exact-capacity arrays reallocated or shifted
/// for nearly every term. Each coefficient is summed in the same order as
/// `LinearExpression.add` would, and a term that sums to 0 is dropped the
/// same way, so the expressions are bit for bit the same.
struct LoweringTerms {
    typealias Term = (variable: Variable, coefficient: Double)

    /// Room for every term a lowered constraint can have (two items, their
    /// common ancestor and, mirrored, its width).
    static let capacity = 8

    private var terms = InlineArray<8, Term>(repeating: (Variable(id: 0), 0))
    private var count = 0
    var constant: Double

    /// One term (non-zero coefficient). Not variadic: that would allocate an array per call.
    init(_ variable: Variable, _ coefficient: Double, constant: Double = 0) {
        terms[0] = (variable, coefficient)
        count = 1
        self.constant = constant
    }

    /// Two terms of distinct variables (non-zero coefficients).
    init(_ a: Variable, _ aCoefficient: Double, _ b: Variable, _ bCoefficient: Double, constant: Double = 0) {
        self.init(a, aCoefficient, constant: constant)
        terms[1] = (b, bCoefficient)
        count = 2
    }

    /// Adds `coefficient·variable`, merging with an existing term.
    mutating func add(_ coefficient: Double, _ variable: Variable) {
        if coefficient == 0 { return }
        var k = 0
        while k < count && terms[k].variable != variable { k += 1 }
        guard k < count else {
            precondition(count < Self.capacity, "a lowered constraint has at most \(Self.capacity) terms")
            terms[count] = (variable, coefficient)
            count += 1
            return
        }
        let sum = terms[k].coefficient + coefficient
        guard sum == 0 else {
            terms[k].coefficient = sum
            return
        }
        // Removed keeping the order of the rest, as an array's `remove(at:)`.
        for j in k..<(count - 1) { terms[j] = terms[j + 1] }
        count -= 1
    }

    /// Adds `factor·other` (each of its variables once, so their order does not matter).
    mutating func add(_ factor: Double, _ other: LoweringTerms) {
        constant += factor * other.constant
        for k in 0..<other.count { add(factor * other.terms[k].coefficient, other.terms[k].variable) }
    }

    /// The expression, terms in variable order (insertion sort: a handful of terms).
    mutating func expression() -> LinearExpression {
        for i in 1..<max(count, 1) {
            var j = i
            while j > 0 && terms[j].variable < terms[j - 1].variable {
                terms.swapAt(j, j - 1)
                j -= 1
            }
        }
        var sorted: [Term] = []
        sorted.reserveCapacity(count)
        for k in 0..<count { sorted.append(terms[k]) }
        return LinearExpression(mergedTerms: sorted, constant: constant)
    }
}

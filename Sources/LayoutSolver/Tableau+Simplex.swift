/// Primal and dual simplex over the lexicographic objective. A reduced cost
/// is a vector (one entry per level, highest first) compared
/// lexicographically, which is what makes the priorities strict.
extension Tableau {
    var pivotLimit: Int {
        max(Tolerances.minimumPivots, Tolerances.pivotsPerSymbol * symbolCount)
    }

    /// Sign of a reduced-cost vector: the sign of its first entry that is not zero.
    static func lexSign(_ v: [Double]) -> Int {
        for x in v {
            if x < -Tolerances.zero { return -1 }
            if x > Tolerances.zero { return 1 }
        }
        return 0
    }

    /// Is `a` lexicographically smaller than `b` (beyond the tolerance)? nil when equal.
    static func lexLess(_ a: [Double], _ b: [Double]) -> Bool? {
        for (x, y) in zip(a, b) {
            if x < y - Tolerances.zero { return true }
            if x > y + Tolerances.zero { return false }
        }
        return nil
    }

    /// A symbol whose move lowers the objective, with the direction of the
    /// move (+1 up, -1 down; restricted symbols only go up). Dantzig's rule
    /// on the highest level offering one, or Bland's (smallest symbol) when
    /// `bland` is set, against cycling.
    func entering(bland: Bool) -> (symbol: Int, direction: Double)? {
        var best = -1
        var bestDirection = 0.0
        var bestScore = 0.0
        for l in levels.indices {
            for (s, c) in levels[l].row.entries {
                guard abs(c) >= Tolerances.zero, kinds[s].isPivotable else { continue }
                let free = !kinds[s].isRestricted
                guard c < 0 || free else { continue }
                // Zero at every higher level, or the higher level decides.
                var decided = false
                for h in 0..<l where abs(levels[h].row.coefficient(of: s)) >= Tolerances.zero {
                    decided = true
                    break
                }
                if decided { continue }
                let score = bland ? Double(s) : -abs(c)
                if best < 0 || score < bestScore || (score == bestScore && s < best) {
                    best = s
                    bestScore = score
                    bestDirection = c < 0 ? 1 : -1
                }
            }
            if best >= 0 && !bland { break }
        }
        return best < 0 ? nil : (best, bestDirection)
    }

    /// The basic symbol that first hits zero when `symbol` moves in `direction`.
    func leavingRow(for symbol: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for basic in columns[symbol] where kinds[basic].isRestricted {
            let row = rows[basic]!
            let a = row.coefficient(of: symbol) * direction
            guard a < 0 else { continue }
            let ratio = row.constant <= Tolerances.feasibility ? 0 : row.constant / -a
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best < 0 ? nil : best
    }

    /// Primal simplex to a lexicographic optimum from a feasible tableau.
    mutating func optimize() {
        let limit = pivots + pivotLimit
        var degenerate = 0
        while pivots < limit {
            guard let (symbol, direction) = entering(bland: degenerate > Tolerances.degeneratePivots) else { return }
            guard let leaving = leavingRow(for: symbol, direction: direction) else { return }
            degenerate = rows[leaving]!.constant <= Tolerances.feasibility ? degenerate + 1 : 0
            pivot(entering: symbol, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility of the rows in `infeasibleRows`
    /// (after a suggested value moved constants) keeping the costs optimal.
    mutating func dualOptimize() {
        let limit = pivots + pivotLimit
        while pivots < limit {
            var leaving = -1
            var worst = -Tolerances.feasibility
            for b in infeasibleRows {
                guard let row = rows[b], kinds[b].isRestricted else { continue }
                if row.constant < worst || (row.constant == worst && b < leaving) {
                    leaving = b
                    worst = row.constant
                }
            }
            if leaving < 0 { break }
            guard let symbol = dualEntering(rows[leaving]!) else { break }
            pivot(entering: symbol, leaving: leaving)
        }
        infeasibleRows.removeAll()
    }

    /// The symbol entering in place of an infeasible row's basic: smallest
    /// ratio of reduced cost to coefficient, lexicographically.
    private func dualEntering(_ row: Row) -> Int? {
        var best = -1
        var bestRatio: [Double] = []
        for (s, a) in row.entries where kinds[s].isPivotable {
            if !kinds[s].isRestricted {
                // A free symbol has no cost at an optimum: ratio zero.
                if abs(a) < Tolerances.zero { continue }
                let zero = [Double](repeating: 0, count: levels.count)
                if best < 0 || Tableau.lexLess(zero, bestRatio) == true
                    || (Tableau.lexLess(zero, bestRatio) == nil && s < best) {
                    best = s
                    bestRatio = zero
                }
                continue
            }
            guard a > Tolerances.zero else { continue }
            let ratio = reducedCost(of: s).map { $0 / a }
            let less = best < 0 ? true : Tableau.lexLess(ratio, bestRatio)
            if less == true || (less == nil && s < best) {
                best = s
                bestRatio = ratio
            }
        }
        return best < 0 ? nil : best
    }
}

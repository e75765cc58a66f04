/// Primal and dual simplex over the lexicographic objective. A reduced cost
/// is a vector (one entry per level, highest first) compared
/// lexicographically, which is what makes the priorities strict.
extension Tableau {
    var pivotLimit: Int {
        max(Tolerances.minimumPivots, Tolerances.pivotsPerSymbol * symbolCount)
    }

    /// A symbol whose move lowers the objective, with the direction of the
    /// move (+1 up, -1 down; restricted symbols only go up). Dantzig's rule
    /// on the highest level offering one, or Bland's (smallest symbol) when
    /// `bland` is set, against cycling. Looks only at dirty symbols and
    /// forgets those that do not improve: every other symbol's reduced cost
    /// is unchanged since it was found not to improve.
    mutating func entering(bland: Bool) -> (symbol: Int, direction: Double)? {
        var best = -1
        var bestDirection = 0.0
        var bestLevel = -Double.infinity
        var bestSize = 0.0
        var kept = 0
        for i in dirty.indices {
            let s = dirty[i]
            // The cost at the highest level decides (stored costs are never
            // below the zero tolerance).
            var level = -Double.infinity
            var c = 0.0
            if symbols[s].row == nil && symbols[s].kind.isPivotable, let first = symbols[s].costs.first {
                level = first.priority
                c = first.coefficient
            }
            guard level > -Double.infinity, c < 0 || !symbols[s].kind.isRestricted else {
                symbols[s].isDirty = false
                continue
            }
            dirty[kept] = s
            kept += 1
            let better: Bool
            if best < 0 {
                better = true
            } else if bland {
                better = s < best
            } else {
                better = level > bestLevel || (level == bestLevel && (abs(c) > bestSize || (abs(c) == bestSize && s < best)))
            }
            if better {
                best = s
                bestLevel = level
                bestSize = abs(c)
                bestDirection = c < 0 ? 1 : -1
            }
        }
        dirty.truncate(to: kept)
        return best < 0 ? nil : (best, bestDirection)
    }

    /// The basic symbol that first hits zero when `symbol` moves in `direction`.
    func leavingRow(for symbol: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        // By index, reading the stored column: an iterator would hold (and
        // retain) a copy of it.
        for i in 0..<symbols[symbol].column.count {
            let basic = symbols[symbol].column[i]
            guard symbols[basic].kind.isRestricted else { continue }
            let row = symbols[basic].row!
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
            if let meter, meter.charge(0) { return }
            guard let (symbol, direction) = entering(bland: degenerate > Tolerances.degeneratePivots) else { return }
            guard let leaving = leavingRow(for: symbol, direction: direction) else { return }
            degenerate = symbols[leaving].row!.constant <= Tolerances.feasibility ? degenerate + 1 : 0
            pivot(entering: symbol, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility of the rows in `infeasibleRows`
    /// (after a suggested value moved constants) keeping the costs optimal.
    mutating func dualOptimize() {
        let limit = pivots + pivotLimit
        while pivots < limit {
            if let meter, meter.charge(0) { break }
            var leaving = -1
            var worst = -Tolerances.feasibility
            for b in infeasibleRows {
                guard let row = symbols[b].row, symbols[b].kind.isRestricted else { continue }
                if row.constant < worst || (row.constant == worst && b < leaving) {
                    leaving = b
                    worst = row.constant
                }
            }
            if leaving < 0 { break }
            guard let symbol = dualEntering(symbols[leaving].row!) else { break }
            pivot(entering: symbol, leaving: leaving)
        }
        infeasibleRows.removeAll()
    }

    /// The symbol entering in place of an infeasible row's basic: smallest
    /// ratio of reduced cost to coefficient, lexicographically.
    private func dualEntering(_ row: Row) -> Int? {
        var best = -1
        // The best ratio so far: its costs over its coefficient.
        var bestCosts = ReducedCosts()
        var bestScale = 1.0
        for (s, a) in row.entries where symbols[s].kind.isPivotable {
            if !symbols[s].kind.isRestricted {
                // A free symbol has no cost at an optimum: ratio zero.
                if abs(a) < Tolerances.zero { continue }
                let less = best < 0 ? true : ReducedCosts.lexLess(ReducedCosts(), over: 1, bestCosts, over: bestScale)
                if less == true || (less == nil && s < best) {
                    best = s
                    bestCosts = ReducedCosts()
                    bestScale = 1
                }
                continue
            }
            guard a > Tolerances.zero else { continue }
            let costs = symbols[s].costs
            let less = best < 0 ? true : ReducedCosts.lexLess(costs, over: a, bestCosts, over: bestScale)
            if less == true || (less == nil && s < best) {
                best = s
                bestCosts = costs
                bestScale = a
            }
        }
        return best < 0 ? nil : best
    }
}

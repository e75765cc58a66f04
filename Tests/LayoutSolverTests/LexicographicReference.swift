@testable import LayoutSolver

/// An obviously-right lexicographic LP over a constraint list, built on
/// `DenseSimplex`: solves level by level, fixing each level's optimal total
/// violation before the next. Variables are split as x = x⁺ - x⁻.
struct LexicographicReference {
    let variables: Int
    let constraints: [Constraint]

    /// Columns: 2 per variable, then per constraint its slack/error columns.
    private struct Layout {
        var a: [[Double]] = []
        var b: [Double] = []
        var columns = 0
        /// Per constraint: the error columns (empty when required).
        var errors: [[Int]] = []
    }

    private func layout() -> Layout {
        var l = Layout()
        l.columns = 2 * variables
        var extra: [[(Int, Double)]] = []
        for c in constraints {
            var cols: [(Int, Double)] = []
            var errs: [Int] = []
            func col(_ coef: Double, error: Bool) {
                cols.append((l.columns, coef))
                if error { errs.append(l.columns) }
                l.columns += 1
            }
            let required = c.priority.isRequired
            switch (c.relation, required) {
            case (.equal, true): break
            case (.lessOrEqual, true): col(1, error: false)
            case (.greaterOrEqual, true): col(-1, error: false)
            case (.lessOrEqual, false): col(1, error: false); col(-1, error: true)
            case (.greaterOrEqual, false): col(-1, error: false); col(1, error: true)
            case (.equal, false): col(-1, error: true); col(1, error: true)
            }
            extra.append(cols)
            l.errors.append(errs)
        }
        for (k, c) in constraints.enumerated() {
            var row = [Double](repeating: 0, count: l.columns)
            for (v, a) in c.expression.terms {
                row[2 * v.id] += a
                row[2 * v.id + 1] -= a
            }
            for (j, a) in extra[k] { row[j] = a }
            l.a.append(row)
            l.b.append(-c.expression.constant)
        }
        return l
    }

    var levels: [Double] {
        Array(Set(constraints.filter { !$0.priority.isRequired }.map { $0.priority.value })).sorted(by: >)
    }

    /// Adds `Σ cols ≤ bound` as an equality with a new slack column.
    private static func addAtMost(_ l: inout Layout, _ cols: [Int], _ bound: Double, sign: Double = 1) {
        for i in l.a.indices { l.a[i].append(0) }
        var row = [Double](repeating: 0, count: l.columns + 1)
        for j in cols { row[j] += sign }
        row[l.columns] = 1
        l.columns += 1
        l.a.append(row)
        l.b.append(bound)
    }

    /// nil when the required constraints cannot all hold, else the optimal
    /// total violation of each level (in `levels` order).
    func optimum() -> [Double]? {
        var l = layout()
        if case .infeasible = DenseSimplex.minimize(l.a, l.b, [Double](repeating: 0, count: l.columns)) {
            return nil
        }
        var result: [Double] = []
        for p in levels {
            let cols = errorColumns(l, priority: p)
            var cost = [Double](repeating: 0, count: l.columns)
            for j in cols { cost[j] = 1 }
            guard case .optimal(let value, _) = DenseSimplex.minimize(l.a, l.b, cost) else { return nil }
            result.append(value)
            LexicographicReference.addAtMost(&l, cols, value + 1e-7)
        }
        return result
    }

    private func errorColumns(_ l: Layout, priority: Double) -> [Int] {
        constraints.indices.filter { constraints[$0].priority.value == priority }.flatMap { l.errors[$0] }
    }

    /// Range (max - min) of `expression` over the optimal solutions; infinity
    /// when unbounded. With `violations`, every soft constraint also keeps
    /// the given violation.
    func range(of expression: LinearExpression, optimum: [Double], violations: [Double]? = nil) -> Double {
        var l = layout()
        for (p, value) in zip(levels, optimum) {
            LexicographicReference.addAtMost(&l, errorColumns(l, priority: p), value + 1e-7)
        }
        if let violations {
            for (k, c) in constraints.enumerated() where !c.priority.isRequired {
                LexicographicReference.addAtMost(&l, l.errors[k], violations[k] + 1e-7)
                LexicographicReference.addAtMost(&l, l.errors[k], -(violations[k] - 1e-7), sign: -1)
            }
        }
        var cost = [Double](repeating: 0, count: l.columns)
        for (v, a) in expression.terms {
            cost[2 * v.id] += a
            cost[2 * v.id + 1] -= a
        }
        guard case .optimal(let low, _) = DenseSimplex.minimize(l.a, l.b, cost) else { return .infinity }
        guard case .optimal(let negHigh, _) = DenseSimplex.minimize(l.a, l.b, cost.map { -$0 }) else { return .infinity }
        return -negHigh - low
    }

    /// Total violation per level of given variable values.
    func totals(_ values: [Double]) -> [Double] {
        levels.map { p in
            constraints.filter { $0.priority.value == p }.reduce(0) { $0 + $1.violation { values[$0.id] } }
        }
    }

    func requiredResidual(_ values: [Double]) -> Double {
        constraints.filter { $0.priority.isRequired }.map { $0.violation { values[$0.id] } }.max() ?? 0
    }
}

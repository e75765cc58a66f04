/// The directions in which the current optimal solution can move while it
/// stays optimal: the tangent cone of the optimal face at the current vertex,
/// in coordinates of the non-basic symbols that may move.
///
/// The face is where every non-basic symbol with a non-zero reduced cost
/// stays at 0 (lexicographic optimality) and every restricted symbol stays
/// non-negative. Near the vertex only degenerate rows (restricted basics at
/// 0) bind, so the cone is `{d : d_j >= 0 (restricted j), row·d >= 0
/// (degenerate rows), row·d = 0 (held rows)}`. Its span (found exactly from
/// its implicit equalities by one small LP) decides constancy: an
/// expression is constant on the face iff its gradient lies in the row
/// space of those equalities.
struct OptimalFace {
    /// Movable symbols; a symbol's coordinate is its index here.
    let movable: [Int]
    let coordinate: [Int: Int]
    /// Each basic symbol whose row holds a movable symbol: that part of its row.
    let projection: [Int: [(coordinate: Int, coefficient: Double)]]
    /// A direction in the relative interior of the cone.
    let interior: [Double]
    /// Reduced row echelon form of the cone's equalities.
    let echelon: [[Double]]
    let pivotColumns: [Int]
    /// The inequalities that the interior direction satisfies strictly.
    let strict: [[(coordinate: Int, coefficient: Double)]]

    /// - Parameter keepViolations: also hold every error symbol (so every
    ///   constraint keeps its violation).
    init(_ t: Tableau, keepViolations: Bool) {
        var movable: [Int] = []
        for s in 0..<t.symbolCount where t.rows[s] == nil {
            let kind = t.kinds[s]
            guard kind.isPivotable, kind != .artificial else { continue }
            if keepViolations && kind == .error { continue }
            if t.levels.contains(where: { abs($0.row.coefficient(of: s)) >= Tolerances.zero }) { continue }
            movable.append(s)
        }
        var coordinate: [Int: Int] = [:]
        for (i, s) in movable.enumerated() { coordinate[s] = i }
        var touched = Set<Int>()
        for s in movable { touched.formUnion(t.columns[s]) }
        var projection: [Int: [(coordinate: Int, coefficient: Double)]] = [:]
        for b in touched {
            projection[b] = t.rows[b]!.entries.compactMap { s, a in coordinate[s].map { ($0, a) } }
        }
        // Cone rows: inequalities (restricted movable symbols, degenerate rows)
        // and equalities (held rows), over the movable coordinates.
        var inequalities: [[(coordinate: Int, coefficient: Double)]] = []
        var equalities: [[(coordinate: Int, coefficient: Double)]] = []
        for (i, s) in movable.enumerated() where t.kinds[s].isRestricted { inequalities.append([(i, 1)]) }
        for b in touched.sorted() {
            let kind = t.kinds[b]
            if kind == .dummy || (keepViolations && kind == .error) {
                equalities.append(projection[b]!)
            } else if kind.isRestricted && t.rows[b]!.constant <= Tolerances.feasibility {
                inequalities.append(projection[b]!)
            }
        }
        let (interior, implicit) = OptimalFace.relativeInterior(
            dimension: movable.count, inequalities: inequalities, equalities: equalities)
        var dense: [[Double]] = []
        for form in equalities + implicit.map({ inequalities[$0] }) {
            var r = [Double](repeating: 0, count: movable.count)
            for (c, a) in form { r[c] += a }
            dense.append(r)
        }
        (echelon, pivotColumns) = OptimalFace.reducedEchelon(dense, columns: movable.count)
        self.movable = movable
        self.coordinate = coordinate
        self.projection = projection
        self.interior = interior
        let implicitSet = Set(implicit)
        self.strict = inequalities.indices.filter { !implicitSet.contains($0) }.map { inequalities[$0] }
    }

    /// A direction satisfying every inequality strictly except the implicit
    /// equalities (returned by index), from the LP `max Σ t_k` with
    /// `q_k(d) >= t_k`, `0 <= t_k <= 1`: at its optimum `t_k = 1` exactly for
    /// the inequalities that can be strict.
    static func relativeInterior(
        dimension: Int, inequalities: [[(coordinate: Int, coefficient: Double)]],
        equalities: [[(coordinate: Int, coefficient: Double)]]
    ) -> (interior: [Double], implicit: [Int]) {
        if inequalities.isEmpty { return ([Double](repeating: 0, count: dimension), []) }
        var t = Tableau()
        let d = (0..<dimension).map { Variable(id: $0) }
        let slack = (0..<inequalities.count).map { Variable(id: dimension + $0) }
        let soft = Priority(1)!
        func add(_ e: LinearExpression, _ r: Relation, _ p: Priority = .required) {
            _ = t.add(Constraint(e, r, priority: p))
        }
        for form in equalities { add(LinearExpression(form.map { (d[$0.coordinate], $0.coefficient) }), .equal) }
        for (k, form) in inequalities.enumerated() {
            var e = LinearExpression(form.map { (d[$0.coordinate], $0.coefficient) })
            e.add(-1, slack[k])
            add(e, .greaterOrEqual)
            add(LinearExpression([(slack[k], 1)]), .greaterOrEqual)
            add(LinearExpression([(slack[k], 1)], constant: -1), .lessOrEqual)
            add(LinearExpression([(slack[k], 1)], constant: -1), .equal, soft)
        }
        let value = { (v: Variable) -> Double in t.existingSymbol(for: v).map { t.value(ofSymbol: $0) } ?? 0 }
        let implicit = inequalities.indices.filter { value(slack[$0]) < 0.5 }
        return (d.map(value), implicit)
    }

    /// Gauss-Jordan elimination with partial pivoting.
    static func reducedEchelon(_ input: [[Double]], columns: Int) -> ([[Double]], [Int]) {
        var m = input
        var pivots: [Int] = []
        var r = 0
        for c in 0..<columns where r < m.count {
            var best = r
            for i in r..<m.count where abs(m[i][c]) > abs(m[best][c]) { best = i }
            guard abs(m[best][c]) > Tolerances.zero else { continue }
            m.swapAt(r, best)
            let p = m[r][c]
            for j in 0..<columns { m[r][j] /= p }
            for i in 0..<m.count where i != r && m[i][c] != 0 {
                let f = m[i][c]
                for j in 0..<columns { m[i][j] -= f * m[r][j] }
            }
            pivots.append(c)
            r += 1
        }
        return (Array(m.prefix(r)), pivots)
    }

    /// The expression's rate of change per movable coordinate.
    func gradient(_ terms: [(symbol: Int, coefficient: Double)], _ t: Tableau) -> [Double] {
        var g = [Double](repeating: 0, count: movable.count)
        for (s, c) in terms {
            if t.rows[s] != nil {
                for (i, a) in projection[s] ?? [] { g[i] += c * a }
            } else if let i = coordinate[s] {
                g[i] += c
            }
        }
        return g
    }

    /// A cone direction along which the gradient `g` changes, or nil when
    /// `g` is constant on the face.
    func direction(changing g: [Double]) -> [Double]? {
        if movable.isEmpty { return nil }
        // Reduce g by the equalities; what is left on a free column f is g·u_f
        // for the null-space vector u_f = e_f - Σ_p R[p][f] e_p.
        var residual = g
        for (k, p) in pivotColumns.enumerated() where residual[p] != 0 {
            let f = residual[p]
            for j in residual.indices { residual[j] -= f * echelon[k][j] }
        }
        guard let free = residual.indices.first(where: { abs(residual[$0]) > Tolerances.zero }) else { return nil }
        let along = OptimalFace.dot(g, interior)
        if abs(along) > Tolerances.zero { return interior }
        var u = [Double](repeating: 0, count: movable.count)
        u[free] = 1
        for (k, p) in pivotColumns.enumerated() { u[p] = -echelon[k][free] }
        // interior + ε·u stays in the cone while no strict inequality
        // reaches 0 (u keeps every equality).
        var scale = 1.0
        for form in strict {
            let at = form.reduce(0) { $0 + $1.coefficient * interior[$1.coordinate] }
            let rate = form.reduce(0) { $0 + $1.coefficient * u[$1.coordinate] }
            if rate < 0 { scale = min(scale, 0.5 * at / -rate) }
        }
        return zip(interior, u).map { $0 + scale * $1 }
    }

    static func dot(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// How fast each basic symbol touched by the face moves along `d`.
    func rates(along d: [Double]) -> [Int: Double] {
        projection.mapValues { $0.reduce(0) { $0 + $1.coefficient * d[$1.coordinate] } }
    }
}

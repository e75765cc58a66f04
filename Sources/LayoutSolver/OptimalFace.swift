/// The directions in which the current optimal solution can move while it
/// stays optimal: the tangent cone of the optimal face at the current vertex,
/// in coordinates of the non-basic symbols that may move.
///
/// The face is where every non-basic symbol with a non-zero reduced cost
/// stays at 0 (lexicographic optimality) and every restricted symbol stays
/// non-negative. Near the vertex only degenerate rows (restricted basics at
/// 0) bind, so the cone is `{d : d_j >= 0 (restricted j), row·d >= 0
/// (degenerate rows), row·d = 0 (held rows)}`. Its span, found exactly from
/// its implicit equalities, decides constancy: an expression is constant on
/// the face iff its gradient lies in the row space of those equalities.
///
/// The cone splits into independent blocks (coordinates linked by a cone
/// row); blocks whose span is zero (everything pinned, the usual case in a
/// fully constrained layout) are dropped, so only movable blocks cost anything.
/// A block's cone is solved (an LP for its relative interior, then an
/// echelon form) only when a query's gradient touches it: a probe over a
/// fully constrained scene usually touches none, and that LP was most of
/// the cost of asking.
struct OptimalFace {
    typealias Form = [(coordinate: Int, coefficient: Double)]

    struct Block {
        /// Symbols of the block, in coordinate order.
        var symbols: [Int]
        /// A direction in the relative interior of the block's cone.
        var interior: [Double]
        /// Reduced row echelon form of the block's equalities.
        var echelon: [[Double]]
        var pivotColumns: [Int]
        /// The inequalities that `interior` satisfies strictly.
        var strict: [Form]
    }

    /// A block before its cone is solved: its symbols and its cone rows in
    /// coordinates local to it. It may still turn out pinned.
    struct Candidate {
        var symbols: [Int]
        var equalities: [Form]
        var inequalities: [Form]
    }

    let candidates: [Candidate]
    /// The solve's spending, charged by the blocks' probes.
    let meter: WorkMeter?
    /// The solved block of each candidate (nil when pinned), once asked for.
    /// Both tables are made on the first request: a probe usually makes none.
    private var solved: [Block?] = []
    private var isSolved: [Bool] = []
    /// Symbol to (candidate, coordinate within it).
    let place: [Int: (block: Int, coordinate: Int)]

    /// - Parameter keepViolations: also hold every error symbol (so every
    ///   constraint keeps its violation).
    init(_ t: Tableau, keepViolations: Bool) {
        meter = t.meter
        // Tables indexed by symbol or coordinate rather than dictionaries:
        // symbols are small consecutive integers, and hashing and regrowing
        // them was most of the cost of a face over a small scene.
        let n = t.symbolCount
        var movable: [Int] = []
        movable.reserveCapacity(n)
        var coordinate = [Int](repeating: -1, count: n)
        for s in 0..<n where t.symbols[s].row == nil {
            let kind = t.symbols[s].kind
            guard kind.isPivotable, kind != .artificial else { continue }
            if keepViolations && kind == .error { continue }
            if !t.symbols[s].costs.isEmpty { continue }
            coordinate[s] = movable.count
            movable.append(s)
        }
        // Nothing moves (the usual fully constrained layout): no tables.
        if movable.isEmpty {
            candidates = []
            place = [:]
            return
        }
        // Cone rows over the movable coordinates, from the restricted rows.
        var isTouched = [Bool](repeating: false, count: n)
        var touched: [Int] = []
        for s in movable {
            for b in t.symbols[s].column where !isTouched[b] && t.symbols[b].kind.isRestricted {
                isTouched[b] = true
                touched.append(b)
            }
        }
        touched.sort()
        var inequalities: [Form] = []
        var equalities: [Form] = []
        for (i, s) in movable.enumerated() where t.symbols[s].kind.isRestricted { inequalities.append([(i, 1)]) }
        for b in touched {
            let row = t.symbols[b].row!
            let form: Form = row.entries.compactMap { s, a in coordinate[s] >= 0 ? (coordinate[s], a) : nil }
            let kind = t.symbols[b].kind
            if kind == .dummy || (keepViolations && kind == .error) {
                equalities.append(form)
            } else if row.constant <= Tolerances.feasibility {
                inequalities.append(form)
            }
        }
        // One coordinate (common in a small scene): one block holding every
        // row in order, as the grouping below would make it.
        if movable.count == 1 {
            let pinned = OptimalFace.isPinnedLine(equalities, inequalities)
            candidates = pinned ? [] : [Candidate(symbols: movable, equalities: equalities, inequalities: inequalities)]
            place = pinned ? [:] : [movable[0]: (block: 0, coordinate: 0)]
            return
        }
        // Blocks: coordinates linked by a cone row.
        var parent = Array(movable.indices)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        for form in equalities { for (c, _) in form.dropFirst() { parent[root(c)] = root(form[0].coordinate) } }
        for form in inequalities { for (c, _) in form.dropFirst() { parent[root(c)] = root(form[0].coordinate) } }
        // Each block in order of its root, its coordinates and rows in their
        // own order (stable sorts by root).
        let rootOf = movable.indices.map { root($0) }
        let coordinates = movable.indices.sorted { (rootOf[$0], $0) < (rootOf[$1], $1) }
        let rowRoot = { (forms: [Form]) -> [(root: Int, index: Int)] in
            forms.indices.compactMap { forms[$0].isEmpty ? nil : (rootOf[forms[$0][0].coordinate], $0) }
                .sorted { ($0.root, $0.index) < ($1.root, $1.index) }
        }
        let equalityOrder = rowRoot(equalities)
        let inequalityOrder = rowRoot(inequalities)
        var nextEquality = 0, nextInequality = 0
        var local = [Int](repeating: 0, count: movable.count)
        var candidates: [Candidate] = []
        // Sized for every movable symbol at once: regrowing it was a tenth
        // of building a face over a small scene. It is only looked up (and
        // its keys marked, in any order), so its capacity changes no result.
        var place = [Int: (block: Int, coordinate: Int)](minimumCapacity: movable.count)
        var first = 0
        while first < coordinates.count {
            let r = rootOf[coordinates[first]]
            var last = first
            while last < coordinates.count && rootOf[coordinates[last]] == r { last += 1 }
            let coords = coordinates[first..<last]
            first = last
            for (j, c) in coords.enumerated() { local[c] = j }
            let relocate = { (f: Form) -> Form in f.map { (local[$0.coordinate], $0.coefficient) } }
            var eqs: [Form] = []
            while nextEquality < equalityOrder.count && equalityOrder[nextEquality].root == r {
                eqs.append(relocate(equalities[equalityOrder[nextEquality].index]))
                nextEquality += 1
            }
            var ineqs: [Form] = []
            while nextInequality < inequalityOrder.count && inequalityOrder[nextInequality].root == r {
                ineqs.append(relocate(inequalities[inequalityOrder[nextInequality].index]))
                nextInequality += 1
            }
            if coords.count == 1 && OptimalFace.isPinnedLine(eqs, ineqs) { continue }
            for (j, c) in coords.enumerated() { place[movable[c]] = (candidates.count, j) }
            candidates.append(Candidate(symbols: coords.map { movable[$0] }, equalities: eqs, inequalities: ineqs))
        }
        self.candidates = candidates
        self.place = place
    }

    /// The solved block of candidate `b`, nil when its cone is pinned.
    mutating func block(_ b: Int) -> Block? {
        if isSolved.isEmpty {
            solved = Array(repeating: nil, count: candidates.count)
            isSolved = Array(repeating: false, count: candidates.count)
        }
        if !isSolved[b] {
            solved[b] = OptimalFace.solve(candidates[b], meter: meter)
            isSolved[b] = true
        }
        return solved[b]
    }

    /// The candidate's relative interior and equalities, nil when nothing in it moves.
    static func solve(_ c: Candidate, meter: WorkMeter? = nil) -> Block? {
        let n = c.symbols.count
        let (interior, implicit) = OptimalFace.relativeInterior(
            dimension: n, inequalities: c.inequalities, equalities: c.equalities, meter: meter)
        var dense: [[Double]] = []
        for form in c.equalities + implicit.map({ c.inequalities[$0] }) {
            var row = [Double](repeating: 0, count: n)
            for (k, a) in form { row[k] += a }
            dense.append(row)
        }
        let (echelon, pivots) = OptimalFace.reducedEchelon(dense, columns: n)
        if pivots.count == n { return nil }  // pinned: nothing moves
        let implicitSet = Set(implicit)
        return Block(
            symbols: c.symbols, interior: interior, echelon: echelon, pivotColumns: pivots,
            strict: c.inequalities.indices.filter { !implicitSet.contains($0) }.map { c.inequalities[$0] })
    }

    /// Nothing can move: no candidate block at all (a candidate may still be pinned).
    var isPinned: Bool { candidates.isEmpty }

    /// A one-coordinate cone (the common block) without an LP: pinned when an
    /// equality holds it or inequalities bound it from both sides.
    static func isPinnedLine(_ equalities: [Form], _ inequalities: [Form]) -> Bool {
        let sum = { (f: Form) in f.reduce(0) { $0 + $1.coefficient } }
        if equalities.contains(where: { abs(sum($0)) > Tolerances.zero }) { return true }
        let signs = inequalities.map(sum)
        return signs.contains { $0 > Tolerances.zero } && signs.contains { $0 < -Tolerances.zero }
    }

    /// A direction satisfying every inequality strictly except the implicit
    /// equalities (returned by index), from the LP `max Σ t_k` with
    /// `q_k(d) >= t_k`, `0 <= t_k <= 1`: at its optimum `t_k = 1` exactly for
    /// the inequalities that can be strict.
    static func relativeInterior(
        dimension: Int, inequalities: [Form], equalities: [Form], meter: WorkMeter? = nil
    ) -> (interior: [Double], implicit: [Int]) {
        if inequalities.isEmpty { return ([Double](repeating: 0, count: dimension), []) }
        var t = Tableau()
        // The probe's pivots count against the solve's budget.
        t.meter = meter
        defer { t.removeAll() }
        let constraints = equalities.count + 4 * inequalities.count
        t.reserveCapacity(symbols: Tableau.symbolBound(constraints: constraints, terms: dimension + inequalities.count))
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
        func value(_ v: Variable) -> Double { t.existingSymbol(for: v).map { t.value(ofSymbol: $0) } ?? 0 }
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

    /// A direction (in one block) along which the gradient `g` changes, or
    /// nil when `g` is constant on the face.
    mutating func direction(changing g: [Int: Double]) -> (block: Int, direction: [Double])? {
        var perBlock: [Int: [Double]] = [:]
        for (s, a) in g {
            guard let (b, c) = place[s] else { continue }
            perBlock[b, default: [Double](repeating: 0, count: candidates[b].symbols.count)][c] += a
        }
        for b in perBlock.keys.sorted() {
            if let block = block(b), let d = block.direction(changing: perBlock[b]!) { return (b, d) }
        }
        return nil
    }
}

extension OptimalFace.Block {
    /// Reduces g by the equalities; what is left on a free column f is g·u_f
    /// for the null-space vector u_f = e_f - Σ_p R[p][f] e_p.
    func direction(changing g: [Double]) -> [Double]? {
        var residual = g
        for (k, p) in pivotColumns.enumerated() where residual[p] != 0 {
            let f = residual[p]
            for j in residual.indices { residual[j] -= f * echelon[k][j] }
        }
        guard let free = residual.indices.first(where: { abs(residual[$0]) > Tolerances.zero }) else { return nil }
        if abs(zip(g, interior).reduce(0) { $0 + $1.0 * $1.1 }) > Tolerances.zero { return interior }
        var u = [Double](repeating: 0, count: g.count)
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
}

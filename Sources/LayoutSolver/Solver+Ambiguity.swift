/// Ambiguity and dependency analysis of the current optimal solution.
extension Solver {
    /// Exact ambiguity analysis of linear expressions over the set of optimal
    /// solutions (lexicographically optimal over the priority levels). For
    /// each expression: nil when it has the same value in every optimal
    /// solution, else an `Ambiguity`.
    public func ambiguity(of expressions: [LinearExpression]) -> [Ambiguity?] {
        // First: a variable no constraint names gets its symbol here, free to move in the faces.
        let terms = expressions.map { e in
            e.terms.map { (symbol: tableau.symbol(for: $0.variable), coefficient: $0.coefficient) }
        }
        // Holding every violation only narrows the face: when it is pinned
        // without holding them, it is pinned with them too, and nothing
        // moves (the usual answer for a fully constrained layout), so the
        // second face is not made.
        let loose = OptimalFace(tableau, keepViolations: false)
        if loose.isPinned { return expressions.map { _ in nil } }
        // Keeping violations first: an alternative that keeps them is the simpler story.
        var faces = [OptimalFace(tableau, keepViolations: true), loose]
        var caches = faces.map { RateCache(face: $0) }
        var current: [Double]?
        var answers: [Ambiguity?] = []
        for terms in terms {
            var answer: Ambiguity?
            // Past the budget every answer is left out; the caller sees `stopped`.
            if let meter = tableau.meter, meter.charge(terms.count &+ 1) {
                answers.append(nil)
                continue
            }
            for i in faces.indices where !faces[i].isPinned {
                let g = caches[i].gradient(terms, tableau)
                guard let (block, d) = faces[i].direction(changing: g), let b = faces[i].block(block) else { continue }
                // An alternative writes every variable's value.
                if let meter = tableau.meter, meter.charge(4 &* variableCount) { break }
                if current == nil { current = (0..<variableCount).map { value(of: Variable(id: $0)) } }
                answer = alternative(faces[i], b, block, d, g, current!, keepsViolations: i == 0)
                break
            }
            answers.append(answer)
        }
        return answers
    }

    /// Moves the solution along `d` (within the face) far enough to change
    /// the expression by a visible amount, or as far as the face allows.
    private func alternative(
        _ face: OptimalFace, _ b: OptimalFace.Block, _ block: Int, _ d: [Double], _ g: [Int: Double],
        _ current: [Double], keepsViolations: Bool
    ) -> Ambiguity {
        let t = tableau
        var rates = DirectionRates(b, direction: d, symbolCount: t.symbolCount)
        func rate(_ s: Int) -> Double { rates.rate(of: s, t) }
        var speed = 0.0
        for s in g.keys.sorted() { if let p = face.place[s], p.block == block { speed += g[s]! * d[p.coordinate] } }
        var step = Tolerances.visibleChange / abs(speed)
        var limiting = Set<Int>()
        for s in b.symbols { limiting.formUnion(tableau.symbols[s].column.filter { tableau.symbols[$0].kind.isRestricted }) }
        for r in limiting {
            let v = rate(r)
            if v < -Tolerances.zero { step = min(step, max(0, tableau.symbols[r].row!.constant) / -v) }
        }
        step = stepKeepingHeldAside(step, from: current) { v in
            tableau.existingSymbol(for: v).map { rate($0) } ?? 0
        }
        var values = current
        for id in values.indices {
            if let s = tableau.existingSymbol(for: Variable(id: id)) { values[id] += step * rate(s) }
        }
        var related: [ConstraintHandle] = []
        if !keepsViolations {
            var changed = Set<Int>()
            for (s, id) in owners.pairs where tableau.symbols[s].kind == .error && abs(step * rate(s)) > Tolerances.zero {
                changed.insert(id)
            }
            related = changed.sorted().map { ConstraintHandle(id: $0) }
        }
        return Ambiguity(keepsViolations: keepsViolations, related: related, alternative: values)
    }

    /// The constraints the variable's current value depends on (like Apple's
    /// constraintsAffectingLayout): those whose removal or change of constant
    /// could change the value, in order of addition.
    public func dependencies(of v: Variable) -> [ConstraintHandle] {
        guard let s = tableau.existingSymbol(for: v), let row = tableau.symbols[s].row else { return [] }
        return Set(tableau.expanded(row).terms.compactMap { owners[$0.symbol] }).sorted().map { ConstraintHandle(id: $0) }
    }
}

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

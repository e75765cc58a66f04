/// Ambiguity and dependency analysis of the current optimal solution.
extension Solver {
    /// Exact ambiguity analysis of linear expressions over the set of optimal
    /// solutions (lexicographically optimal over the priority levels). For
    /// each expression: nil when it has the same value in every optimal
    /// solution, else an `Ambiguity`.
    public func ambiguity(of expressions: [LinearExpression]) -> [Ambiguity?] {
        let terms = expressions.map { e in
            e.terms.map { (symbol: tableau.symbol(for: $0.variable), coefficient: $0.coefficient) }
        }
        let t = tableau
        var keeping: OptimalFace?
        var trading: OptimalFace?
        return terms.map { terms -> Ambiguity? in
            if keeping == nil { keeping = OptimalFace(t, keepViolations: true) }
            let k = keeping!
            if let d = k.direction(changing: k.gradient(terms, t)) {
                return alternative(t, k, d, terms, keepsViolations: true)
            }
            if trading == nil { trading = OptimalFace(t, keepViolations: false) }
            let f = trading!
            if let d = f.direction(changing: f.gradient(terms, t)) {
                return alternative(t, f, d, terms, keepsViolations: false)
            }
            return nil
        }
    }

    /// Moves the solution along `d` (within the face) far enough to change
    /// the expression by a visible amount, or as far as the face allows.
    private func alternative(
        _ t: Tableau, _ face: OptimalFace, _ d: [Double],
        _ terms: [(symbol: Int, coefficient: Double)], keepsViolations: Bool
    ) -> Ambiguity {
        let rates = face.rates(along: d)
        let speed = abs(OptimalFace.dot(face.gradient(terms, t), d))
        var step = Tolerances.visibleChange / speed
        for (b, rate) in rates where t.kinds[b].isRestricted && rate < -Tolerances.zero {
            step = min(step, max(0, t.value(ofSymbol: b)) / -rate)
        }
        func moved(_ s: Int) -> Double {
            if t.rows[s] != nil { return t.value(ofSymbol: s) + step * (rates[s] ?? 0) }
            if let i = face.coordinate[s] { return step * d[i] }
            return 0
        }
        let values = (0..<variableCount).map { id -> Double in
            t.existingSymbol(for: Variable(id: id)).map(moved) ?? 0
        }
        var related: [ConstraintHandle] = []
        if !keepsViolations {
            var changed = Set<Int>()
            for (s, id) in owners where t.kinds[s] == .error {
                if abs(moved(s) - t.value(ofSymbol: s)) > Tolerances.zero { changed.insert(id) }
            }
            related = changed.sorted().map { ConstraintHandle(id: $0) }
        }
        return Ambiguity(keepsViolations: keepsViolations, related: related, alternative: values)
    }

    /// The constraints the variable's current value depends on (like Apple's
    /// constraintsAffectingLayout): those whose removal or change of constant
    /// could change the value, in order of addition.
    public func dependencies(of v: Variable) -> [ConstraintHandle] {
        guard let s = tableau.existingSymbol(for: v), let row = tableau.rows[s] else { return [] }
        return Set(row.symbols.compactMap { owners[$0] }).sorted().map { ConstraintHandle(id: $0) }
    }
}

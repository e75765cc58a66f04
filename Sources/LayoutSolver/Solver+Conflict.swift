/// Explaining a refused required constraint with a minimal conflicting set.
extension Solver {
    /// Required constraints present that, with `new`, cannot all hold; no
    /// member can be dropped. Starts from the constraints the tableau's proof
    /// of infeasibility used, then drops members newest first (so older ones
    /// stay when several minimal sets exist).
    func conflict(for new: Constraint, certificate: [Int]) -> [ConstraintHandle] {
        var candidates = Set(certificate.compactMap { owners[$0] })
            .filter { records[$0]!.constraint.priority.isRequired }
            .sorted()
        var proof = infeasibility(of: candidates, with: new)
        if proof == nil {
            candidates = records.indices.filter { records[$0]?.constraint.priority.isRequired == true }
            proof = infeasibility(of: candidates, with: new)
        }
        // Shrink by the proofs of fresh tableaus while they keep getting
        // smaller; a smaller set's own proof is the next one to try.
        while let smaller = proof, smaller.count < candidates.count,
              let next = infeasibility(of: smaller, with: new) {
            candidates = smaller
            proof = next
        }
        var kept = candidates
        for id in candidates.reversed() {
            let trial = kept.filter { $0 != id }
            if infeasibility(of: trial, with: new) != nil { kept = trial }
        }
        return kept.map { ConstraintHandle(id: $0) }
    }

    /// Adds the constraints `ids` and then `new` to an empty tableau; nil when
    /// all hold, else the ids its proof of infeasibility used.
    private func infeasibility(of ids: [Int], with new: Constraint) -> [Int]? {
        var t = Tableau()
        var terms = new.expression.terms.count
        for id in ids { terms += records[id]!.constraint.expression.terms.count }
        t.reserveCapacity(symbols: Tableau.symbolBound(constraints: ids.count + 1, terms: terms))
        var owner: [Int: Int] = [:]
        owner.reserveCapacity(ids.count)
        for id in ids {
            switch t.add(records[id]!.constraint) {
            case .added(let m): owner[m.marker] = id
            case .infeasible(let cert): return Set(cert.compactMap { owner[$0] }).sorted()
            }
        }
        if case .infeasible(let cert) = t.add(new) { return Set(cert.compactMap { owner[$0] }).sorted() }
        return nil
    }
}

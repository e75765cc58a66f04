/// Explaining a refused required constraint with a minimal conflicting set.
extension Solver {
    /// Required constraints present that, with `new`, cannot all hold; no
    /// member can be dropped. Starts from the constraints the tableau's proof
    /// of infeasibility used, then drops members newest first (so older ones
    /// stay when several minimal sets exist).
    func conflict(for new: Constraint, certificate: [Int]) -> [ConstraintHandle] {
        var candidates = Solver.owners(of: certificate, owners).filter { records[$0].constraint.priority.isRequired }
        // Usually the proof's set is already minimal, and algebra shows it:
        // the trials below would then keep every member.
        let tested = candidates
        if isMinimalConflict(candidates, with: new) { return candidates.map { ConstraintHandle(id: $0) } }
        // One tableau for every trial, emptied in between: its buffers are
        // allocated once instead of once per trial.
        var work = Tableau()
        work.meter = tableau.meter
        defer { work.removeAll() }
        var owner = SymbolOwners()
        var proof = infeasibility(of: candidates, with: new, in: &work, &owner)
        if proof == nil {
            candidates = records.indices.filter { !records[$0].isRemoved && records[$0].constraint.priority.isRequired }
            proof = infeasibility(of: candidates, with: new, in: &work, &owner)
        }
        // Shrink by the proofs of tableaus built afresh while they keep getting
        // smaller; a smaller set's own proof is the next one to try.
        while let smaller = proof, smaller.count < candidates.count,
              let next = infeasibility(of: smaller, with: new, in: &work, &owner) {
            candidates = smaller
            proof = next
        }
        if candidates != tested && isMinimalConflict(candidates, with: new) {
            return candidates.map { ConstraintHandle(id: $0) }
        }
        var kept = candidates
        for id in candidates.reversed() {
            let trial = kept.filter { $0 != id }
            if clashes(trial, with: new, in: &work) { kept = trial }
        }
        return kept.map { ConstraintHandle(id: $0) }
    }

    private func isMinimalConflict(_ ids: [Int], with new: Constraint) -> Bool {
        // Built in one allocation (a mapped array plus `[new]` made three).
        var constraints: [Constraint] = []
        constraints.reserveCapacity(ids.count + 1)
        for id in ids { constraints.append(records[id].constraint) }
        constraints.append(new)
        return MinimalConflictTest(constraints: constraints).isMinimalConflict()
    }

    /// Adds the constraints `ids` and then `new` to `t`, emptied first; nil
    /// when all hold, else the ids its proof of infeasibility used, ascending.
    /// `owner` (marker symbol to id, a dense table as symbols are small) is
    /// the caller's, cleared here, so that trials share its storage.
    private func infeasibility(of ids: [Int], with new: Constraint, in t: inout Tableau,
                               _ owner: inout SymbolOwners) -> [Int]? {
        t.removeAll()
        var terms = new.expression.terms.count
        for id in ids { terms += records[id].constraint.expression.terms.count }
        t.reserveCapacity(symbols: Tableau.symbolBound(constraints: ids.count + 1, terms: terms))
        owner.clear()
        for id in ids {
            switch t.add(records[id].constraint) {
            case .added(let m): owner[m.marker] = id
            case .infeasible(let cert): return Solver.owners(of: cert, owner)
            }
        }
        if case .infeasible(let cert) = t.add(new) { return Solver.owners(of: cert, owner) }
        return nil
    }

    /// Whether the constraints `ids` and `new` cannot all hold, on `t`
    /// emptied first. Only the answer is wanted (no proof), so `new` goes in
    /// first, while the tableau is empty and it is cheap to add.
    private func clashes(_ ids: [Int], with new: Constraint, in t: inout Tableau) -> Bool {
        t.removeAll()
        guard case .added = t.add(new) else { return true }
        for id in ids {
            if case .infeasible = t.add(records[id].constraint) { return true }
        }
        return false
    }

    /// The distinct owners of a certificate's symbols, ascending.
    private static func owners(of certificate: [Int], _ owner: SymbolOwners) -> [Int] {
        var ids = certificate.compactMap { owner[$0] }
        ids.sortUnique()
        return ids
    }
}

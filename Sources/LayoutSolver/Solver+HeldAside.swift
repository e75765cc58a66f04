/// Required inequalities that hold with room to spare, kept out of the
/// tableau until something changes.
///
/// A scene adds a `width >= 0` and a `height >= 0` for every view, last
/// when it is large. Nearly all of them hold strictly in the solution the
/// other constraints give, and adding such a constraint only appends a
/// feasible slack row that no pivot touches until the next change: the
/// solution, its optimality and its optimal face stay exactly as they were
/// (a strictly slack row is not degenerate, so it does not bound the face's
/// directions). What it costs is the row: its expansion, its column entries
/// and its share of every later sweep and of the teardown, about a quarter
/// of solving a long chain. So such a constraint is recorded and put in the
/// tableau only before the next change to the solver (an add, a removal or
/// an edit), which is where it would stand had it gone in at once. Readers
/// that depend on it are told: an alternative solution along the face stops
/// where it would go tight.
extension Solver {
    /// Adds a required constraint like `add`, but an inequality that the
    /// current solution satisfies by more than `Tolerances.heldAsideMargin`
    /// is kept out of the tableau until the next change to the solver. The
    /// outcome is that of `add`; only the cost differs.
    @discardableResult
    public func addLazily(_ c: Constraint) throws(SolverError) -> ConstraintHandle {
        guard c.priority.isRequired, c.relation != .equal else { return try add(c) }
        try check(c.expression)
        try checkBudget()
        let room = room(in: c, at: value(of:))
        // Not finite (values near the limits of Double): let `add` judge it.
        guard room.isFinite, room > Tolerances.heldAsideMargin else { return try add(c) }
        let id = appendRecord(ConstraintRecord(constraint: c, markers: ConstraintRecord.noMarkers))
        heldAside.append(id)
        return ConstraintHandle(id: id)
    }

    /// How far an inequality is from going tight at `values` (negative: violated).
    func room(in c: Constraint, at values: (Variable) -> Double) -> Double {
        let v = c.expression.constant + c.expression.terms.reduce(0) { $0 + $1.coefficient * values($1.variable) }
        return c.relation == .lessOrEqual ? -v : v
    }

    /// Puts the constraints held aside into the tableau, in order, before
    /// anything changes the solution they were checked against.
    func bringInHeldAside() {
        guard !heldAside.isEmpty else { return }
        let ids = heldAside
        heldAside = []
        for id in ids {
            // Removed while held aside.
            let r = records[id]
            guard !r.isRemoved, r.isHeldAside else { continue }
            switch tableau.add(r.constraint) {
            case .added(let markers):
                records[id].markers = markers
                owners[markers.marker] = id
            case .infeasible:
                // Cannot happen: it held with room to spare and nothing has
                // changed since. Were rounding ever to refuse it, it is left
                // out (as a refused constraint is) rather than stopping the
                // process that shares this solver's thread.
                assertionFailure("a constraint held strictly when set aside must go in")
                records[id].isRemoved = true
            }
        }
    }

    /// The largest step along a direction (moving each variable at `rate`)
    /// that keeps every constraint held aside satisfied, at most `step`:
    /// the limit its slack row would set were it in the tableau.
    func stepKeepingHeldAside(_ step: Double, from values: [Double], rate: (Variable) -> Double) -> Double {
        var step = step
        for id in heldAside {
            let r = records[id]
            guard !r.isRemoved, r.isHeldAside else { continue }
            let c = r.constraint
            let room = room(in: c) { values[$0.id] }
            let sign: Double = c.relation == .lessOrEqual ? -1 : 1
            let speed = sign * c.expression.terms.reduce(0) { $0 + $1.coefficient * rate($1.variable) }
            if speed < -Tolerances.zero { step = min(step, max(0, room) / -speed) }
        }
        return step
    }
}

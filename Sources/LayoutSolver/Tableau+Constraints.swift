/// Adding and removing constraint rows, and moving an edit's target.
///
/// A constraint `e REL 0` becomes a zero-form row `0 = e + markers`:
/// required `==` adds a dummy (held at 0), required `<=`/`>=` a slack `±s`,
/// soft `<=` `+s - err`, soft `>=` `-s + err`, soft `==` `-err⁺ + err⁻`;
/// the errors are the violation and are summed into the level's objective.
extension Tableau {
    struct Markers: Equatable {
        var marker: Int
        /// The second error of a soft constraint, else -1.
        var other: Int
    }

    enum AddOutcome {
        case added(Markers)
        /// The required constraint cannot hold; `certificate` holds the marker
        /// symbols of the constraints that the proof of infeasibility used.
        /// The tableau is as it was before the call.
        case infeasible(certificate: [Int])
    }

    /// Calls `body` with each symbol a soft constraint's violation is the
    /// sum of, in symbol order. No array: every soft add reads them.
    static func forEachErrorSymbol(_ markers: Markers, _ relation: Relation, _ body: (Int) -> Void) {
        if relation == .equal { body(markers.marker) }
        body(markers.other)
    }

    mutating func add(_ constraint: Constraint) -> AddOutcome {
        // Room for the markers too, so that building the row allocates once,
        // and for the terms later merges bring in.
        var row = makeRow(constant: constraint.expression.constant,
                          capacity: constraint.expression.terms.count + 2 + Tolerances.rowSlack)
        for (v, a) in constraint.expression.terms { row.add(a, symbol(for: v)) }
        let required = constraint.priority.isRequired
        let markers: Markers
        switch (constraint.relation, required) {
        case (.equal, true):
            markers = Markers(marker: newSymbol(.dummy), other: -1)
            row.add(1, markers.marker)
        case (.lessOrEqual, true), (.greaterOrEqual, true):
            markers = Markers(marker: newSymbol(.slack), other: -1)
            row.add(constraint.relation == .lessOrEqual ? 1 : -1, markers.marker)
        case (.lessOrEqual, false), (.greaterOrEqual, false):
            markers = Markers(marker: newSymbol(.slack), other: newSymbol(.error))
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            row.add(sign, markers.marker)
            row.add(-sign, markers.other)
        case (.equal, false):
            markers = Markers(marker: newSymbol(.error), other: newSymbol(.error))
            row.add(-1, markers.marker)
            row.add(1, markers.other)
        }
        if !required {
            let l = levelSlot(for: constraint.priority.value)
            levels[l].members += 1
            Tableau.forEachErrorSymbol(markers, constraint.relation) { e in
                addCost(1, e, level: l)
                markDirty(e)
            }
        }
        // A variable no row mentions yet can be defined by this row as it is:
        // nothing needs substituting and the optimum stays put.
        if let s = row.terms.last(where: { isUnused($0.symbol) })?.symbol {
            row.solveZeroForm(for: s)
            insertRow(s, consume row)
            optimize()
            return .added(markers)
        }
        expand(&row)

        if let subject = chooseSubject(row, markers) {
            row.solveZeroForm(for: subject)
            substitute(subject, by: row)
            insertRow(subject, consume row)
            optimize()
            return .added(markers)
        }
        if row.terms.allSatisfy({ symbols[$0.symbol].kind == .dummy }) {
            // Only held-at-zero symbols: the row is redundant or contradictory.
            if abs(row.constant) < Tolerances.artificial {
                row.solveZeroForm(for: markers.marker)
                insertRow(markers.marker, consume row)
                return .added(markers)
            }
            let certificate = row.terms.compactMap { $0.symbol != markers.marker ? $0.symbol : nil }
            recycle(&row)
            return .infeasible(certificate: certificate)
        }
        return addWithArtificial(consume row, markers)
    }

    private func isUnused(_ s: Int) -> Bool {
        symbols[s].kind == .external && symbols[s].row == nil && symbols[s].column.isEmpty
            && symbols[s].costs.isEmpty
    }

    /// The newest free symbol, else a new slack or error that can take the
    /// row's value without going negative.
    private func chooseSubject(_ row: Row, _ markers: Markers) -> Int? {
        for t in row.terms.reversed() where symbols[t.symbol].kind == .external { return t.symbol }
        // The marker, then the other error; tried one by one, as a literal
        // array of the two allocated on every add.
        func fits(_ s: Int) -> Bool {
            guard s >= 0 && symbols[s].kind != .dummy else { return false }
            let a = row.coefficient(of: s)
            return a != 0 && (abs(row.constant) < Tolerances.zero || (row.constant > 0) != (a > 0))
        }
        if fits(markers.marker) { return markers.marker }
        if fits(markers.other) { return markers.other }
        return feasibleSubject(row)
    }

    /// A slack or error of the row that can become its basic with every
    /// restricted row staying feasible: its value `-constant/a` is not
    /// negative, and no restricted row holding it goes negative when it takes
    /// that value. Such a basis is feasible without phase one, whose pivot
    /// would make the oldest tied symbol basic and rewrite every row holding
    /// it (the quadratic path of equal widths over `width >= 0` slacks).
    /// Cheapest first: fewest rows to substitute, then the newest.
    private func feasibleSubject(_ row: Row) -> Int? {
        var best = -1
        var bestCost = Int.max
        for (s, a) in row.entries where symbols[s].kind.isRestricted && symbols[s].kind.isPivotable {
            guard abs(a) >= Tolerances.subjectCoefficient else { continue }
            let cost = symbols[s].column.count
            guard cost < bestCost || (cost == bestCost && s > best) else { continue }
            let value = abs(row.constant) < Tolerances.zero ? 0 : -row.constant / a
            guard value >= 0, keepsRowsFeasible(s, at: value) else { continue }
            best = s
            bestCost = cost
        }
        return best < 0 ? nil : best
    }

    /// Would every restricted row holding `s` stay non-negative with `s` at `value`?
    private func keepsRowsFeasible(_ s: Int, at value: Double) -> Bool {
        if value == 0 { return true }
        for i in 0..<symbols[s].column.count {
            let basic = symbols[s].column[i]
            guard symbols[basic].kind.isRestricted else { continue }
            if symbols[basic].row!.constant + symbols[basic].row!.coefficient(of: s) * value < 0 { return false }
        }
        return true
    }

    /// Phase one: an artificial symbol equal to the row's (non-negative)
    /// value is minimised above every level; the row holds iff it reaches 0.
    /// Takes the row over (`consuming`): a copy still held by the caller
    /// made the artificial's row shared, so its first change copied it.
    private mutating func addWithArtificial(_ zeroForm: consuming Row, _ markers: Markers) -> AddOutcome {
        var row = zeroForm
        if row.constant < 0 { row.scale(-1) }
        let art = newSymbol(.artificial)
        // The phase-one level, above every other.
        let phase = openPhaseOne()
        addToLevel(phase, 1, row)
        for s in row.symbols { markDirty(s) }
        insertRow(art, consume row)
        optimize()
        let phaseOne = removeLevel(phase)
        // Costs that the phase-one level outranked may now improve (the
        // choice of an entering symbol does not depend on the order of the
        // dirty list).
        for s in phaseOne.symbols { markDirty(s) }
        if phaseOne.constant > Tolerances.artificial {
            // Undo without a snapshot (copying the tableau made every such
            // add O(size)). The artificial is positive, so it is basic, and
            // every other row has no artificial term: those rows lie in the
            // span of the old equations alone (the new one is the only one
            // with the artificial), and there are as many as before, so they
            // are exactly the old system in another basis, still feasible.
            // Dropping the artificial's row removes the refused constraint and
            // its marker; the levels are then re-optimised.
            let certificate = phaseOne.symbols
            var dropped = removeRow(art)
            for term in dropped.terms { markDirty(term.symbol) }
            recycle(&dropped)
            purge(art)
            optimize()
            return .infeasible(certificate: certificate)
        }
        if symbols[art].row != nil {
            var r = removeRow(art)
            // Pivot the most stable pivotable symbol into the artificial's row;
            // a row of dummies only is redundant and is dropped.
            var entering = -1
            var size = 0.0
            for (s, a) in r.entries where symbols[s].kind.isPivotable && abs(a) > size {
                entering = s
                size = abs(a)
            }
            if entering >= 0 {
                r.solve(for: entering, basic: art)
                substitute(entering, by: r)
                insertRow(entering, consume r)
            } else {
                recycle(&r)
            }
        }
        purge(art)
        optimize()
        return .added(markers)
    }

    /// Removes a constraint's row and its share of the objective.
    mutating func remove(_ markers: Markers, relation: Relation, priority: Priority) {
        if !priority.isRequired, let l = existingLevelSlot(for: priority.value) {
            Tableau.forEachErrorSymbol(markers, relation) { e in
                let r = expression(ofSymbol: e)
                addToLevel(l, -1, r)
                for s in r.symbols { markDirty(s) }
            }
            levels[l].members -= 1
            if levels[l].members == 0 {
                for s in removeLevel(l).symbols { markDirty(s) }
            }
        }
        if symbols[markers.marker].row == nil, let leaving = markerLeavingRow(markers.marker) {
            pivot(entering: markers.marker, leaving: leaving)
        }
        purge(markers.marker)
        if markers.other >= 0 { purge(markers.other) }
        optimize()
    }

    /// The row to pivot a non-basic marker into before dropping it: the one
    /// that keeps every restricted symbol feasible.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in symbols[marker].column {
            let row = symbols[basic].row!
            let c = row.coefficient(of: marker)
            if !symbols[basic].kind.isRestricted {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        for b in [first, second, third] where b >= 0 { return b }
        return nil
    }

    /// Moves the target of the soft equality `v - target == 0` (an edit) by
    /// `delta`, then re-optimises with the dual simplex.
    mutating func shiftTarget(_ markers: Markers, priority: Double, by delta: Double) {
        generation += 1
        let plus = markers.marker, minus = markers.other
        let l = existingLevelSlot(for: priority)
        if symbols[plus].row != nil {
            symbols[plus].row!.constant -= delta
            if symbols[plus].row!.constant < -Tolerances.feasibility { infeasibleRows.append(plus) }
            if let l { levels[l].constant -= delta }
        } else if symbols[minus].row != nil {
            symbols[minus].row!.constant += delta
            if symbols[minus].row!.constant < -Tolerances.feasibility { infeasibleRows.append(minus) }
            if let l { levels[l].constant += delta }
        } else {
            for basic in symbols[plus].column {
                let c = symbols[basic].row!.coefficient(of: plus)
                symbols[basic].row!.constant += c * delta
                if symbols[basic].kind.isRestricted && symbols[basic].row!.constant < -Tolerances.feasibility {
                    infeasibleRows.append(basic)
                }
            }
            let costs = symbols[plus].costs
            for i in 0..<costs.count { levels[Int(costs[i].level)].constant += costs[i].coefficient * delta }
        }
        dualOptimize()
    }
}

/// Moving a required equality's constant in place, as `suggestValue` moves
/// an edit's target: the constraint keeps its handle and row, the constants
/// that depend on it shift, and the dual simplex restores feasibility. A
/// stored scene resized to another root size moves its required root-size
/// equalities this way instead of removing and adding them (that pivoted
/// through most of the tableau: ~70% of a warm resize).
extension Solver {
    public enum ConstantMove: Equatable {
        /// The constraint now has the new constant; the solution is optimal.
        case moved
        /// Not a required equality with the same terms, or one the tableau
        /// holds as redundant: nothing changed (remove and add it instead).
        case refused
        /// The required constraints cannot all hold with the new constant.
        /// The solver is left infeasible: drop it.
        case infeasible
    }

    /// Gives the required equality `h` the constant of `c`, which must
    /// have the same terms, relation and priority.
    public func moveConstant(of h: ConstraintHandle, to c: Constraint) -> ConstantMove {
        guard let r = record(h), !r.isHeldAside, c.expression.isFinite,
              r.constraint.relation == .equal, c.relation == .equal,
              r.constraint.priority.isRequired, c.priority.isRequired,
              r.constraint.expression.terms.elementsEqual(c.expression.terms, by: { $0 == $1 })
        else { return .refused }
        // First, as for a suggested value: they were checked against the
        // solution that is about to move.
        bringInHeldAside()
        let dummy = r.markers.marker
        // A basic dummy is a redundant equality: its row must stay at 0.
        guard !tableau.isBasic(dummy) else { return .refused }
        let delta = c.expression.constant - r.constraint.expression.constant
        records[h.id].constraint = c
        guard delta != 0 else { return .moved }
        return tableau.shiftDummy(dummy, by: delta) ? .moved : .infeasible
    }
}

extension Tableau {
    /// The zero-form row `0 = e + d` of a required equality becomes
    /// `0 = (e + delta) + d`: with `d' = d + delta` every row keeps its form,
    /// so each row naming the non-basic dummy `d` (at 0) gains
    /// `coefficient · delta` in its constant. Then the dual simplex; false
    /// when the result is infeasible.
    mutating func shiftDummy(_ d: Int, by delta: Double) -> Bool {
        generation += 1
        // By index over the column taken out (an iterator retained a copy);
        // the loop changes constants only, so it goes back unchanged.
        var column = Column()
        swap(&column, &symbols[d].column)
        for i in 0..<column.count {
            let basic = column[i]
            symbols[basic].row!.constant += symbols[basic].row!.coefficient(of: d) * delta
            if symbols[basic].kind.isRestricted && symbols[basic].row!.constant < -Tolerances.feasibility {
                infeasibleRows.append(basic)
            }
        }
        swap(&column, &symbols[d].column)
        dualOptimize()
        // Restricted basics non-negative, and a basic dummy (a redundant
        // equality, which the dual simplex does not mend) still at zero.
        return symbols.indices.allSatisfy { s in
            guard symbols[s].kind.isRestricted, let row = symbols[s].row else { return true }
            return row.constant >= -Tolerances.feasibility
                && (symbols[s].kind != .dummy || row.constant <= Tolerances.feasibility)
        }
    }
}

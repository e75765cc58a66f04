/// A constraint present in a solver, with the tableau symbols that mark it.
struct ConstraintRecord {
    var constraint: Constraint
    var markers: Tableau.Markers
    /// Set when the constraint is removed: the record stays in place (handles
    /// are never reused), and a non-optional record array is torn down by
    /// the record's own destroy instead of the generic `Optional` witness
    /// (~330 instructions per record).
    var isRemoved = false

    /// Kept out of the tableau for now (`Solver.addLazily`): no markers yet.
    static let noMarkers = Tableau.Markers(marker: -1, other: -1)
    var isHeldAside: Bool { markers.marker < 0 }
}

/// An edit variable: the soft equality `variable == target` at `priority`.
struct EditRecord {
    var priority: Priority
    var target: Double
    var markers: Tableau.Markers
}

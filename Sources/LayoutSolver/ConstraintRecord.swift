/// A constraint present in a solver, with the tableau symbols that mark it.
struct ConstraintRecord {
    var constraint: Constraint
    var markers: Tableau.Markers

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

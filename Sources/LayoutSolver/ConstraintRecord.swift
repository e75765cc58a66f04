/// A constraint present in a solver, with the tableau symbols that mark it.
struct ConstraintRecord {
    var constraint: Constraint
    var markers: Tableau.Markers
}

/// An edit variable: the soft equality `variable == target` at `priority`.
struct EditRecord {
    var priority: Priority
    var target: Double
    var markers: Tableau.Markers
}

/// One priority level of the lexicographic objective: the summed violation
/// of the level's constraints, written over the non-basic symbols (so its
/// coefficients are the level's reduced costs).
struct Level {
    var priority: Double
    var row: ObjectiveRow
    /// Constraints (and edit variables) at this level; the level goes away at 0.
    var members: Int
}

/// One priority level of the lexicographic objective: the summed violation
/// of the level's constraints. Its terms are not kept here but by column,
/// in each symbol's `ReducedCosts` (see there for why).
struct Level {
    var priority: Double
    /// The objective's value at this level at the current vertex.
    var constant = 0.0
    /// Constraints (and edit variables) at this level; the level goes away at 0.
    var members = 0

    init(priority: Double) { self.priority = priority }
}

import LayoutSolver

/// Per view and guide and axis, the constraints its layout depends on (like
/// constraintsAffectingLayoutForAxis), read from the solver's dependencies
/// of its variables, never by looking for its name in a constraint.
struct AffectingConstraints {
    let run: SolverRun
    let hierarchy: SceneHierarchy
    let items: [ItemGeometry]
    let limits: DiagnosticLimits

    /// Every item's lists; nil once `deadline` has passed (checked every
    /// few items: one item's dependencies can span the whole tableau).
    func all(deadline: ContinuousClock.Instant? = nil) -> [SceneResult.Affecting]? {
        var all: [SceneResult.Affecting] = []
        all.reserveCapacity(items.count)
        for i in items.indices {
            if i % 16 == 0, let deadline, ContinuousClock.now >= deadline { return nil }
            let item = items[i]
            let horizontal = ids([item.left, item.width]), vertical = ids([item.top, item.height])
            all.append(SceneResult.Affecting(
                id: hierarchy.ids[i],
                horizontal: Array(horizontal.prefix(limits.maxListed)),
                vertical: Array(vertical.prefix(limits.maxListed)),
                horizontalOmitted: max(0, horizontal.count - limits.maxListed),
                verticalOmitted: max(0, vertical.count - limits.maxListed)))
        }
        return all
    }

    /// Ids of the constraints the variables depend on, in order of addition.
    func ids(_ variables: [Variable]) -> [String] {
        let indices = Set(variables.flatMap { run.solver.dependencies(of: $0) }.compactMap { run.owner[$0] })
        return indices.sorted().map { run.lowered[$0].id }
    }
}

import LayoutSolver

/// Solves scene documents: lowers them, feeds the solver in the order of
/// addition, breaks required constraints that cannot hold, and reports.
/// The document must come from `SceneDecoder` (ids resolved, tree checked).
public enum SceneSolver {
    /// Solves without a budget (`options.budget` is ignored): for callers
    /// that trust the document, such as the command line and the tests.
    public static func solve(_ document: SceneDocument, options: SolveOptions = SolveOptions()) -> SceneResult {
        var unlimited = options
        unlimited.budget = .unlimited
        do {
            return try solveWithinBudget(document, options: unlimited)
        } catch {
            preconditionFailure("a solve without a budget cannot stop")
        }
    }

    /// Solves within `options.budget` (each variant's solver gets it
    /// anew; a deadline is one instant for all), or throws why it stopped.
    public static func solveWithinBudget(_ document: SceneDocument,
                                         options: SolveOptions) throws(SolverStop) -> SceneResult {
        let base = overridden(document, options)
        return try withVariants(solveOne(base, options: options), base: base, options: options)
    }

    /// The document with the options' overrides applied.
    static func overridden(_ document: SceneDocument, _ options: SolveOptions) -> SceneDocument {
        var base = document
        if let size = options.size { base.size = size }
        if let direction = options.layoutDirection { base.layoutDirection = direction }
        if let scale = options.displayScale { base.displayScale = scale }
        return base
    }

    /// Adds the variants' results (each solved on its own) to `result`.
    static func withVariants(_ result: SceneResult, base: SceneDocument,
                             options: SolveOptions) throws(SolverStop) -> SceneResult {
        var result = result
        let variants = options.variants ?? base.variants
        result.variants.reserveCapacity(variants.count)
        for variant in variants {
            var one = try solveOne(base.applying(variant), options: options)
            one.name = variant.name
            result.variants.append(one)
        }
        return result
    }

    static func solveOne(_ document: SceneDocument, options: SolveOptions) throws(SolverStop) -> SceneResult {
        try checkedReport(prepare(document, options: options), options: options)
    }

    /// The report of a prepared solve, or why its solver stopped (while
    /// adding, or while the report asked it about ambiguity).
    static func checkedReport(_ prepared: PreparedSolve, options: SolveOptions) throws(SolverStop) -> SceneResult {
        if let stop = prepared.run.stopped { throw stop }
        let result = try report(prepared, options: options)
        if let stop = prepared.run.solver.stopped { throw stop }
        return result
    }

    /// Lowers the document and feeds the solver, breaking what cannot hold.
    static func prepare(_ document: SceneDocument, options: SolveOptions) -> PreparedSolve {
        let hierarchy = SceneHierarchy(document: document)
        var lowering = SceneLowering(document: document, hierarchy: hierarchy)
        let lowered = lowering.lower()
        let clock = ContinuousClock()
        let start = clock.now
        var run = SolverRun(lowered: lowered, variableCount: lowering.variableCount, limits: options.limits,
                            budget: options.budget)
        run.addAll()
        return PreparedSolve(document: document, hierarchy: hierarchy, lowering: lowering, run: run,
                             microseconds: clock.now.microseconds(since: start))
    }

    /// Reads the solution: frames, diagnostics, constraint reports, status.
    static func report(_ prepared: PreparedSolve, options: SolveOptions) throws(SolverStop) -> SceneResult {
        let document = prepared.document, hierarchy = prepared.hierarchy, lowering = prepared.lowering
        let run = prepared.run
        let values = run.solver.values()
        let frames = FrameReader(document: document, hierarchy: hierarchy, items: lowering.items).frames(values)
        let report = SceneReport(document: document, hierarchy: hierarchy, items: lowering.items, run: run,
                                 frames: frames, prototyped: lowering.prototyped, options: options)
        let (diagnostics, ambiguous) = report.diagnostics()
        var reports: [SceneResult.ConstraintReport] = []
        reports.reserveCapacity(run.lowered.count)
        // By index: a closure over the items would copy each one whole (its strings and arrays retained).
        for k in run.lowered.indices {
            reports.append(SceneResult.ConstraintReport(
                name: run.lowered[k].name, origin: run.lowered[k].origin, priority: run.lowered[k].spec.priority,
                violation: options.detail == .full ? run.lowered[k].constraint.violation { values[$0.id] } : nil,
                text: .lowered(run.lowered[k].spec, run.lowered[k].describing)))
        }
        // Quadratic in the worst case (each item's dependencies): held to the deadline.
        var affecting: [SceneResult.Affecting]?
        if options.detail == .full {
            affecting = AffectingConstraints(run: run, hierarchy: hierarchy, items: lowering.items, limits: options.limits)
                .all(deadline: options.budget.deadline)
            if affecting == nil { throw .deadline }
        }
        let status: SceneResult.Status = !run.broken.isEmpty ? .conflicting : ambiguous ? .ambiguous : .satisfied
        return SceneResult(
            name: nil, status: status, frames: frames, diagnostics: diagnostics, constraints: reports,
            stats: .init(views: document.views.count, constraints: run.lowered.count,
                         solveMicroseconds: options.measureTime ? prepared.microseconds : nil),
            variants: [],
            affecting: affecting)
    }
}

extension SceneSolver {
    /// The items a spec names, in one allocation (joining arrays made three).
    static func items(of spec: ConstraintSpec) -> [String] {
        guard let second = spec.second else { return [spec.first.item] }
        return [spec.first.item, second.item]
    }
}

/// One lowered and solved document, the input of `SceneSolver.report`.
struct PreparedSolve {
    var document: SceneDocument
    let hierarchy: SceneHierarchy
    var lowering: SceneLowering
    var run: SolverRun
    var microseconds: Int
}

extension ContinuousClock.Instant {
    func microseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = self - start
        return Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000)
    }
}

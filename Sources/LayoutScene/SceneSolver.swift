import LayoutSolver

/// Solves scene documents: lowers them, feeds the solver in the order of
/// addition, breaks required constraints that cannot hold, and reports.
/// The document must come from `SceneDecoder` (ids resolved, tree checked).
public enum SceneSolver {
    public static func solve(_ document: SceneDocument, options: SolveOptions = SolveOptions()) -> SceneResult {
        var base = document
        if let size = options.size { base.size = size }
        if let direction = options.layoutDirection { base.layoutDirection = direction }
        if let scale = options.displayScale { base.displayScale = scale }
        let variants = options.variants ?? base.variants
        var result = solveOne(base, options: options)
        result.variants = variants.map { variant in
            var one = solveOne(base.applying(variant), options: options)
            one.name = variant.name
            return one
        }
        return result
    }

    static func solveOne(_ document: SceneDocument, options: SolveOptions) -> SceneResult {
        let hierarchy = SceneHierarchy(document: document)
        var lowering = SceneLowering(document: document, hierarchy: hierarchy)
        let lowered = lowering.lower()
        let clock = ContinuousClock()
        let start = clock.now
        var run = SolverRun(lowered: lowered, variableCount: lowering.variableCount)
        run.addAll()
        let elapsed = clock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        var diagnostics = run.diagnostics
        for id in lowering.prototyped {
            diagnostics.append(Diagnostic(
                kind: .prototypeConstraints, severity: .info,
                message: "\(id) has no constraints; its design frame is fixed by prototype constraints",
                fields: [JSONMember("view", .string(id))]))
        }
        let printer = EquationPrinter()
        let reports = lowered.map { item in
            SceneResult.ConstraintReport(
                id: item.id, origin: item.origin, priority: item.spec.priority, equation: printer.print(item.spec),
                description: item.description,
                violation: options.detail == .full ? item.constraint.violation(run.solver.value(of:)) : nil,
                items: [item.spec.first.item] + (item.spec.second.map { [$0.item] } ?? []))
        }
        return SceneResult(
            name: nil, status: run.broken.isEmpty ? .satisfied : .conflicting,
            frames: FrameReader(document: document, hierarchy: hierarchy, items: lowering.items).frames(run.solver.value(of:)),
            diagnostics: diagnostics, constraints: reports,
            stats: .init(views: document.views.count, constraints: lowered.count,
                         solveMicroseconds: options.measureTime ? Int(microseconds) : nil),
            variants: [])
    }
}

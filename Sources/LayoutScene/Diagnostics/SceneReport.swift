import JSON

/// Gathers the diagnostics of one solve, in a fixed order: conflicts,
/// ambiguity, misplaced, zero-size and clipped views, prototype
/// constraints; each kind capped, with what the cap left out counted.
struct SceneReport {
    let document: SceneDocument
    let hierarchy: SceneHierarchy
    let items: [ItemGeometry]
    let run: SolverRun
    let frames: [SceneResult.Frame]
    let prototyped: [String]
    let options: SolveOptions

    /// The diagnostics, and whether any view or guide is ambiguous.
    func diagnostics() -> ([Diagnostic], Bool) {
        let limit = options.limits.maxPerKind
        var out = Diagnostic.capped(run.diagnostics, total: run.broken.count, kind: .unsatisfiable, limit: limit)
        var ambiguous = false
        if options.analyzeAmbiguity {
            let analysis = AmbiguityAnalysis(run: run, document: document, hierarchy: hierarchy, items: items,
                                             limits: options.limits.fitting(document), frames: frames)
            let (found, total, unchecked) = analysis.diagnostics()
            out += Diagnostic.capped(found, total: total, kind: .ambiguous, limit: limit, unchecked: unchecked)
            ambiguous = total > 0
        }
        let geometry = FrameDiagnostics(document: document, hierarchy: hierarchy, frames: frames)
        for kind in [Diagnostic.Kind.misplaced, .zeroSize, .outsideSuperview] {
            let found = geometry.diagnostics(kind)
            out += Diagnostic.capped(found, total: found.count, kind: kind, limit: limit)
        }
        let prototypes = prototyped.prefix(limit).map { id in
            Diagnostic(.prototypeConstraints(Diagnostic.Prototyped(view: id)),
                       message: "\(id) has no constraints; prototype constraints fix its design frame")
        }
        out += Diagnostic.capped(prototypes, total: prototyped.count, kind: .prototypeConstraints, limit: limit)
        return (out, ambiguous)
    }
}

import LayoutSolver

/// A solved scene whose solver is kept for the next solve at another root
/// size (stored scenes resized by a dashboard or a build tool).
///
/// The contract makes the root size *required* (it is part of conflict sets),
/// so it cannot become a non-required edit variable without changing answers.
/// Instead a warm solve moves the root-size constraints' constants in place
/// (`Solver.moveConstant`; remove and add when it refuses) and the solver
/// re-optimises from its current basis, which is only
/// taken when it must give the same bytes as a cold solve:
/// - nothing was broken before (order of addition then cannot matter: the
///   required set is satisfiable as a whole or the swap is refused),
/// - everything but the root-size constraints lowers identically,
/// - the result is not ambiguous (an ambiguous optimum depends on the path),
/// - no `detail=full` (its dependency lists read the solver's basis).
/// Otherwise `resolve` answers nil and the caller solves cold.
public final class WarmScene: @unchecked Sendable {
    // @unchecked: the owner uses a WarmScene from one thread at a time (the
    // service's cache hands entries out exclusively).
    private var prepared: PreparedSolve
    /// False once a swap failed half-way; the solver is then no longer trusted.
    private var usable = true
    /// Solves that reused this solver.
    public private(set) var warmSolves = 0

    init(_ prepared: PreparedSolve) {
        self.prepared = prepared
    }

    /// Solves cold, keeping the solver when a later warm solve could use it.
    /// Within `options.budget`, as `SceneSolver.solveWithinBudget`.
    public static func solve(_ document: SceneDocument,
                             options: SolveOptions) throws(SolverStop) -> (result: SceneResult, warm: WarmScene?) {
        let base = SceneSolver.overridden(document, options)
        let prepared = SceneSolver.prepare(base, options: options)
        let result = try SceneSolver.withVariants(SceneSolver.checkedReport(prepared, options: options),
                                                  base: base, options: options)
        let keep = prepared.run.broken.isEmpty && options.analyzeAmbiguity
        return (result, keep ? WarmScene(prepared) : nil)
    }

    /// The same result as `SceneSolver.solve(document, options:)`, reusing
    /// the solver, or nil when only a cold solve gives it; within
    /// `options.budget` (a solver that stopped is never reused).
    public func resolve(_ document: SceneDocument, options: SolveOptions) throws(SolverStop) -> SceneResult? {
        // `affecting` (detail full) reads the solver's basis, which may differ
        // from a cold solve's even when the solution is the same.
        guard usable, options.analyzeAmbiguity, options.detail == .normal, prepared.run.broken.isEmpty else {
            return nil
        }
        let base = SceneSolver.overridden(document, options)
        var sameApartFromSize = prepared.document
        sameApartFromSize.size = base.size
        guard sameApartFromSize == base else { return nil }

        var lowering = SceneLowering(document: base, hierarchy: prepared.hierarchy)
        let lowered = lowering.lower()
        let old = prepared.run.lowered
        guard lowered.count == old.count else { return nil }
        var changed: [Int] = []
        for k in lowered.indices where lowered[k] != old[k] {
            guard lowered[k].origin == .rootSize, old[k].origin == .rootSize, lowered[k].name == old[k].name else {
                return nil
            }
            changed.append(k)
        }

        let clock = ContinuousClock()
        let start = clock.now
        prepared.run.solver.budget = options.budget
        for k in changed {
            guard let handle = prepared.run.owner.handle(of: k) else { usable = false; return nil }
            // In place when the solver can (the root size moves, as a
            // suggested value does): removing and adding pivoted through
            // most of the tableau.
            let move = prepared.run.solver.moveConstant(of: handle, to: lowered[k].constraint)
            if let stop = prepared.run.solver.stopped {
                usable = false
                throw stop
            }
            switch move {
            case .moved:
                prepared.run.lowered[k] = lowered[k]
                continue
            case .infeasible:
                usable = false
                return nil
            case .refused:
                break
            }
            do {
                try prepared.run.solver.remove(handle)
                prepared.run.owner[handle] = nil
                let added = try prepared.run.solver.add(lowered[k].constraint)
                prepared.run.owner[added] = k
            } catch {
                // The solver now lacks a root-size constraint: never reuse it.
                usable = false
                if case .stopped(let why) = error { throw why }
                return nil
            }
            prepared.run.lowered[k] = lowered[k]
        }
        prepared.microseconds = clock.now.microseconds(since: start)
        prepared.document = base
        prepared.lowering = lowering
        let result: SceneResult
        do {
            result = try SceneSolver.checkedReport(prepared, options: options)
        } catch {
            usable = false
            throw error
        }
        guard !result.diagnostics.contains(where: { $0.kind == .ambiguous || $0.kind == .omitted }) else { return nil }
        warmSolves += 1
        return try SceneSolver.withVariants(result, base: base, options: options)
    }

    /// How many constraints the kept solver holds (for the cache's budget).
    public var constraintCount: Int { prepared.run.lowered.count }
}

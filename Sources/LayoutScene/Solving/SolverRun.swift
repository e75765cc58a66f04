import JSON
import LayoutSolver

/// One pass of adding lowered constraints to a fresh solver. A required
/// constraint the solver refuses is broken: left out, and reported with the
/// conflicting set the solver names (the first `maxPerKind` of them; the
/// rest are only counted, so ten thousand clashing duplicates stay cheap).
struct SolverRun {
    var lowered: [LoweredConstraint]
    let limits: DiagnosticLimits
    private(set) var solver: Solver
    let variableCount: Int
    /// Index into `lowered` of each handle's constraint.
    var owner = HandleOwners()
    /// Indices of broken constraints.
    var broken: [Int] = []
    var diagnostics: [Diagnostic] = []
    /// Set when the solver went past its budget: the run ended there.
    var stopped: SolverStop?
    /// From how many constraints the implicit sizes go in last (`addAll`).
    static let deferringFrom = 200

    init(lowered: [LoweredConstraint], variableCount: Int, limits: DiagnosticLimits = .standard,
         budget: SolverBudget = .unlimited) {
        self.lowered = lowered
        self.limits = limits
        self.variableCount = variableCount
        solver = Self.solver(variables: variableCount, budget: budget)
    }

    /// A fresh solver holding the lowering's variables (their ids are its indices).
    private static func solver(variables: Int, budget: SolverBudget) -> Solver {
        let solver = Solver()
        solver.budget = budget
        for _ in 0..<variables { _ = solver.makeVariable() }
        return solver
    }

    /// Adds every constraint; the outcome is that of adding them in the
    /// order of addition. The implicit `width >= 0` / `height >= 0` go in
    /// last: they rarely bind, and a row each, present from the start,
    /// would be carried through every later pivot. Deferring them changes
    /// nothing when they all go in: a constraint broken without them is
    /// broken with them (its conflict holds either way), and one kept
    /// without them is kept with them (the kept set plus them is feasible).
    /// When one of them cannot go in, a constraint clashed with it, and
    /// only the order of addition says which is broken: start again in
    /// that order. Small systems skip all this: their rows cost little, and
    /// a clash with an implicit size (a view squeezed below zero) is common
    /// there and would make them add everything twice.
    mutating func addAll() {
        owner = HandleOwners(capacity: lowered.count)
        guard lowered.count >= Self.deferringFrom else { return add(lowered.indices) }
        var first: [Int] = [], deferred: [Int] = []
        first.reserveCapacity(lowered.count)
        for k in lowered.indices {
            if lowered[k].isImplicitSize { deferred.append(k) } else { first.append(k) }
        }
        add(first)
        guard stopped == nil else { return }
        let brokenBefore = broken.count
        // Held aside by the solver while they hold with room to spare: they
        // are the last additions, so most never cost a row (see `addLazily`).
        add(deferred, lazily: true)
        guard stopped == nil, broken.count > brokenBefore else { return }
        // The second pass gets the budget anew: a solve costs at most twice it.
        solver = Self.solver(variables: variableCount, budget: solver.budget)
        owner = HandleOwners(capacity: lowered.count)
        broken = []
        diagnostics = []
        add(lowered.indices)
    }

    /// Adds the constraints at `indices` in that order, breaking those the
    /// solver refuses; `lazily` lets it hold aside those with room to spare.
    private mutating func add(_ indices: some Sequence<Int>, lazily: Bool = false) {
        // By index: iterating the items would copy each one (its strings and arrays retained).
        for k in indices {
            do {
                let c = lowered[k].constraint
                owner[try lazily ? solver.addLazily(c) : solver.add(c)] = k
            } catch .stopped(let why) {
                stopped = why
                return
            } catch .unsatisfiable(let conflict) {
                broken.append(k)
                guard diagnostics.count < limits.maxPerKind else { continue }
                diagnostics.append(unsatisfiable(k, conflict: conflict.compactMap { owner[$0] }))
            } catch {
                broken.append(k)
                guard diagnostics.count < limits.maxPerKind else { continue }
                let id = lowered[k].id
                diagnostics.append(Diagnostic(.unsatisfiable(Diagnostic.Conflict(constraints: [id], hints: nil)),
                                              message: "\(id) could not be added: \(error)"))
            }
        }
    }

    /// The broken constraint, a minimal set it clashes with and what to change.
    func unsatisfiable(_ k: Int, conflict: [Int]) -> Diagnostic {
        var members = conflict
        members.append(k)
        let listed = members.suffix(limits.maxListed)
        // Each listed id read once: a generated id is written anew on each read.
        let ids = listed.map { lowered[$0].id }
        let conflict = Diagnostic.Conflict(constraints: ids,
                                           hints: ConflictHints(lowered: lowered, limits: limits).hints(members),
                                           constraintsOmitted: members.count - listed.count)
        return Diagnostic(.unsatisfiable(conflict), message: message(ids))
    }

    /// `a cannot hold together with b, c; a was broken (...)` for the listed
    /// ids, the broken one last, written in one buffer: joining the ids and
    /// interpolating made a string per piece.
    func message(_ ids: [String]) -> String {
        let broken = ids[ids.count - 1]
        var text = TextBuilder()
        text.append(broken)
        // A constraint like `a.left == a.left + 5` clashes with nothing else.
        text.append(literal: ids.count == 1 ? " can never hold (it contradicts itself)" : " cannot hold together with ")
        for i in 0..<(ids.count - 1) {
            if i > 0 { text.append(literal: ", ") }
            text.append(ids[i])
        }
        text.append(literal: "; ")
        text.append(broken)
        text.append(literal: " was broken (left out of the layout)")
        return text.text
    }
}

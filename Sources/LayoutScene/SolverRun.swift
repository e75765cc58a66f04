import LayoutSolver

/// One pass of adding lowered constraints to a fresh solver. A required
/// constraint the solver refuses is broken: left out, and reported with the
/// conflicting set the solver names.
struct SolverRun {
    let lowered: [LoweredConstraint]
    let solver = Solver()
    /// Index into `lowered` of each handle's constraint.
    var owner: [ConstraintHandle: Int] = [:]
    /// Indices of broken constraints.
    var broken: [Int] = []
    var diagnostics: [Diagnostic] = []

    init(lowered: [LoweredConstraint], variableCount: Int) {
        self.lowered = lowered
        for _ in 0..<variableCount { _ = solver.makeVariable() }
    }

    mutating func addAll() {
        for (k, item) in lowered.enumerated() {
            do {
                owner[try solver.add(item.constraint)] = k
            } catch .unsatisfiable(let conflict) {
                broken.append(k)
                diagnostics.append(unsatisfiable(k, conflict: conflict.compactMap { owner[$0] }))
            } catch {
                broken.append(k)
                diagnostics.append(Diagnostic(kind: .unsatisfiable, severity: .error,
                                              message: "\(item.id) could not be added: \(error)",
                                              fields: [JSONMember("constraints", .array([.string(item.id)])),
                                                       JSONMember("broken", .string(item.id))]))
            }
        }
    }

    func unsatisfiable(_ k: Int, conflict: [Int]) -> Diagnostic {
        let item = lowered[k]
        let members = (conflict + [k]).map { lowered[$0] }
        var hints: [String] = []
        let translating = members.filter { $0.origin == .autoresizing }.map(\.spec.first.item)
        for view in Self.unique(translating) {
            hints.append("turn off translatesAutoresizingMaskIntoConstraints on \(view): its autoresizing constraints are in the conflict")
        }
        for view in Self.unique(members.filter { $0.origin == .prototype }.map(\.spec.first.item)) {
            hints.append("add constraints to \(view): its prototype constraints fix its design frame")
        }
        if item.origin == .scene || item.origin == .visualFormat {
            hints.append("lower the priority of \(item.id) to 999 so it gives way instead of breaking")
        }
        let others = members.dropLast().map(\.id).joined(separator: ", ")
        return Diagnostic(
            kind: .unsatisfiable, severity: .error,
            message: "Unable to satisfy \(item.id) together with \(others); \(item.id) was broken",
            fields: [
                JSONMember("constraints", .array(members.map { .string($0.id) })),
                JSONMember("broken", .string(item.id)),
                JSONMember("hints", .array(hints.map { .string($0) })),
            ])
    }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

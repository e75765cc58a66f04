import LayoutSolver

/// One pass of adding lowered constraints to a fresh solver. A required
/// constraint the solver refuses is broken: left out, and reported with the
/// conflicting set the solver names (the first `maxPerKind` of them; the
/// rest are only counted, so ten thousand clashing duplicates stay cheap).
struct SolverRun {
    var lowered: [LoweredConstraint]
    let limits: DiagnosticLimits
    let solver = Solver()
    /// Index into `lowered` of each handle's constraint.
    var owner = HandleOwners()
    /// Indices of broken constraints.
    var broken: [Int] = []
    var diagnostics: [Diagnostic] = []

    init(lowered: [LoweredConstraint], variableCount: Int, limits: DiagnosticLimits = .standard) {
        self.lowered = lowered
        self.limits = limits
        for _ in 0..<variableCount { _ = solver.makeVariable() }
    }

    mutating func addAll() {
        owner = HandleOwners(capacity: lowered.count)
        // By index: iterating the items would copy each one (its strings and arrays retained).
        for k in lowered.indices {
            do {
                owner[try solver.add(lowered[k].constraint)] = k
            } catch .unsatisfiable(let conflict) {
                broken.append(k)
                guard diagnostics.count < limits.maxPerKind else { continue }
                diagnostics.append(unsatisfiable(k, conflict: conflict.compactMap { owner[$0] }))
            } catch {
                broken.append(k)
                guard diagnostics.count < limits.maxPerKind else { continue }
                diagnostics.append(Diagnostic(kind: .unsatisfiable, severity: .error,
                                              message: "\(lowered[k].id) could not be added: \(error)",
                                              fields: [JSONMember("constraints", .array([.string(lowered[k].id)])),
                                                       JSONMember("broken", .string(lowered[k].id))]))
            }
        }
    }

    /// The broken constraint, a minimal set it clashes with and what to change.
    func unsatisfiable(_ k: Int, conflict: [Int]) -> Diagnostic {
        let item = lowered[k]
        let members = conflict + [k]
        let listed = members.count > limits.maxListed ? members.suffix(limits.maxListed) : members[...]
        var fields = [
            JSONMember("constraints", .array(listed.map { .string(lowered[$0].id) })),
            JSONMember("broken", .string(item.id)),
            JSONMember("hints", .array(ConflictHints(lowered: lowered, limits: limits).hints(members).map { .string($0) })),
        ]
        if listed.count < members.count {
            fields.append(JSONMember("constraintsOmitted", .number(Double(members.count - listed.count))))
        }
        return Diagnostic(
            kind: .unsatisfiable, severity: .error,
            message: message(broken: item.id, others: listed.dropLast()), fields: fields)
    }

    /// `a cannot hold together with b, c; a was broken (...)`, written in one
    /// buffer: joining the ids and interpolating made a string per piece.
    func message(broken: String, others: ArraySlice<Int>) -> String {
        var text = TextBuilder()
        text.append(broken)
        text.append(literal: " cannot hold together with ")
        var separated = false
        for k in others {
            if separated { text.append(literal: ", ") }
            text.append(lowered[k].id)
            separated = true
        }
        text.append(literal: "; ")
        text.append(broken)
        text.append(literal: " was broken (left out of the layout)")
        return text.text
    }
}

/// An incremental linear constraint solver with strictly lexicographic
/// priorities: a required level that must hold, then each distinct priority
/// below 1000 minimising its summed violation, higher levels first.
///
/// Not `Sendable`: one owner at a time.
///
/// The stored properties skip the runtime exclusivity checks (each access
/// to a class's stored property otherwise calls `swift_beginAccess`, about
/// 4.5% of lowering and solving). That is safe because they are only
/// touched by the solver's own methods, none of which calls back into the
/// solver while it holds one of them (the tables are value types that know
/// nothing of it), and a solver is not `Sendable`, so no two threads reach
/// it at once.
public final class Solver {
    @exclusivity(unchecked) var tableau = Tableau()
    /// Indexed by handle id; marked once removed. Handles are never reused.
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    /// Marker and error symbols to the handle id of their constraint.
    @exclusivity(unchecked) var owners = SymbolOwners()
    @exclusivity(unchecked) var edits: [Int: EditRecord] = [:]
    @exclusivity(unchecked) public private(set) var variableCount = 0
    /// Handle ids of required inequalities kept out of the tableau while they
    /// hold with room to spare, in order of addition (see `addLazily`).
    @exclusivity(unchecked) var heldAside: [Int] = []
    /// Calls of `readValues` so far (the first of a small solver reads lazily).
    @exclusivity(unchecked) var bulkReads = 0

    public init() {}

    /// What the solver may spend from now on (unlimited by default); past
    /// it every change throws `SolverError.stopped` (see `SolverBudget`).
    public var budget: SolverBudget {
        get { tableau.meter?.budget ?? .unlimited }
        set { tableau.meter = newValue == .unlimited ? nil : WorkMeter(newValue) }
    }

    /// Why the solver stopped, nil while within its budget.
    public var stopped: SolverStop? { tableau.meter?.stopped }

    /// Work charged against the budget so far (0 without a budget).
    public var workSpent: Int { tableau.meter?.spent ?? 0 }

    /// Throws once the budget is spent: before a change (the solver
    /// refuses all of them then) and after one (which may have stopped
    /// half way, its optimisation unfinished).
    func checkBudget() throws(SolverError) {
        if let stop = tableau.meter?.stopped { throw .stopped(stop) }
    }

    /// Makes room for `constraints` more constraints, so that a solver
    /// filled with a system of known size does not regrow its tables while
    /// adding. Only a hint: the solution is the same without it.
    public func reserveCapacity(constraints: Int) {
        records.reserveCapacity(records.count + constraints)
        tableau.reserveCapacity(symbols: tableau.symbolCount + variableCount
                                + Tableau.symbolBound(constraints: constraints, terms: 0))
    }

    public func makeVariable() -> Variable {
        variableCount += 1
        return Variable(id: variableCount - 1)
    }

    /// Pivots made since the solver was created.
    public var pivotCount: Int { tableau.pivots }

    /// The constraints present, in order of addition.
    public var constraints: [ConstraintHandle] {
        records.indices.compactMap { records[$0].isRemoved ? nil : ConstraintHandle(id: $0) }
    }

    public func constraint(_ h: ConstraintHandle) -> Constraint? { record(h)?.constraint }

    func record(_ h: ConstraintHandle) -> ConstraintRecord? {
        h.id >= 0 && h.id < records.count && !records[h.id].isRemoved ? records[h.id] : nil
    }

    func check(_ e: LinearExpression) throws(SolverError) {
        guard e.isFinite else { throw .nonFinite }
        let count = variableCount
        for t in e.terms where t.variable.id < 0 || t.variable.id >= count {
            throw .unknownVariable(t.variable)
        }
    }

    @discardableResult
    public func add(_ c: Constraint) throws(SolverError) -> ConstraintHandle {
        try check(c.expression)
        try checkBudget()
        bringInHeldAside()
        let outcome = tableau.add(c)
        try checkBudget()
        switch outcome {
        case .added(let markers):
            let id = appendRecord(ConstraintRecord(constraint: c, markers: markers))
            owners[markers.marker] = id
            if markers.other >= 0 { owners[markers.other] = id }
            return ConstraintHandle(id: id)
        case .infeasible(let certificate):
            let found = conflict(for: c, certificate: certificate)
            try checkBudget()
            throw .unsatisfiable(conflict: found)
        }
    }

    /// Records a constraint under the next handle id, which it returns.
    func appendRecord(_ record: ConstraintRecord) -> Int {
        // Room for a small scene at once instead of regrowing from one.
        if records.isEmpty { records.reserveCapacity(Tolerances.initialConstraintCapacity) }
        records.append(record)
        return records.count - 1
    }

    public func remove(_ h: ConstraintHandle) throws(SolverError) {
        guard let r = record(h) else { throw .unknownConstraint(h) }
        try checkBudget()
        if r.isHeldAside {
            // Never in the tableau: nothing there to undo. Its id stays in
            // `heldAside` and is skipped there (no search per removal).
            records[h.id].isRemoved = true
            return
        }
        bringInHeldAside()
        tableau.remove(r.markers, relation: r.constraint.relation, priority: r.constraint.priority)
        records[h.id].isRemoved = true
        owners[r.markers.marker] = nil
        if r.markers.other >= 0 { owners[r.markers.other] = nil }
        try checkBudget()
    }

    public func contains(_ h: ConstraintHandle) -> Bool { record(h) != nil }

    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard v.id >= 0 && v.id < variableCount else { throw .unknownVariable(v) }
        guard !priority.isRequired else { throw .requiredEditVariable(v) }
        guard edits[v.id] == nil else { throw .duplicateEditVariable(v) }
        try checkBudget()
        bringInHeldAside()
        // The edit starts at the variable's current value, so adding it moves nothing.
        let target = value(of: v)
        let c = Constraint(LinearExpression([(v, 1)], constant: -target), .equal, priority: priority)
        guard case .added(let markers) = tableau.add(c) else {
            preconditionFailure("a soft constraint always has a subject")
        }
        edits[v.id] = EditRecord(priority: priority, target: target, markers: markers)
        try checkBudget()
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let e = edits[v.id] else { throw .unknownEditVariable(v) }
        try checkBudget()
        bringInHeldAside()
        tableau.remove(e.markers, relation: .equal, priority: e.priority)
        edits[v.id] = nil
        try checkBudget()
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite }
        guard var e = edits[v.id] else { throw .unknownEditVariable(v) }
        try checkBudget()
        bringInHeldAside()
        let delta = value - e.target
        e.target = value
        edits[v.id] = e
        if delta != 0 { tableau.shiftTarget(e.markers, priority: e.priority.value, by: delta) }
        try checkBudget()
    }

    /// One variable's value. Reading many after a change? `readValues`
    /// computes them all in one pass; this searches the definitions it needs.
    public func value(of v: Variable) -> Double {
        tableau.existingSymbol(for: v).map { tableau.value(ofSymbol: $0) } ?? 0
    }

    /// Every variable's value, indexed by `Variable.id`, into `out` (a
    /// caller reading after every resize keeps one buffer). One pass over
    /// the definitions in dependency order, the same values as `value(of:)`.
    public func readValues(into out: inout [Double]) {
        bulkReads += 1
        if bulkReads == 1 && variableCount < Tolerances.lazyFirstRead {
            // A small scene read once (a cold solve's report): building the
            // plan cost three times the reads it saves (callgrind, 13.7k
            // against 4.9k instructions on conflict-label-width). The plan
            // pays from the second read on (a kept solver, resized).
            out.removeAll(keepingCapacity: true)
            out.reserveCapacity(variableCount)
            for id in 0..<variableCount { out.append(value(of: Variable(id: id))) }
            return
        }
        tableau.evaluateValues()
        tableau.readVariableValues(count: variableCount, into: &out)
    }

    /// Every variable's value, indexed by `Variable.id` (see `readValues`).
    public func values() -> [Double] {
        var out: [Double] = []
        readValues(into: &out)
        return out
    }

    /// How much the constraint misses in the current solution (0 for an unknown handle).
    public func violation(of h: ConstraintHandle) -> Double {
        record(h)?.constraint.violation(value(of:)) ?? 0
    }
}

/// Every way a solver operation can fail. The solver is unchanged by a
/// failed operation and stays usable.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with `conflict`: required
    /// constraints already present, minimal (drop any one and it could hold),
    /// in order of addition. The refused constraint is not in the solver.
    case unsatisfiable(conflict: [ConstraintHandle])
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFinite
    case unknownConstraint(ConstraintHandle)
    case unknownVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables take priorities below required.
    case requiredEditVariable(Variable)
    /// The solve went past its `SolverBudget`; the solver refuses every
    /// further change (its values are those of the last step made).
    case stopped(SolverStop)
}

/// A constraint present in a solver, with the tableau symbols that mark it.
struct ConstraintRecord {
    var constraint: Constraint
    var markers: Tableau.Markers
    /// Set when the constraint is removed: the record stays in place (handles
    /// are never reused), and a non-optional record array is torn down by
    /// the record's own destroy instead of the generic `Optional` witness
    /// (~330 instructions per record).
    var isRemoved = false

    /// Kept out of the tableau for now (`Solver.addLazily`): no markers yet.
    static let noMarkers = Tableau.Markers(marker: -1, other: -1)
    var isHeldAside: Bool { markers.marker < 0 }
}

/// An edit variable: the soft equality `variable == target` at `priority`.
struct EditRecord {
    var priority: Priority
    var target: Double
    var markers: Tableau.Markers
}

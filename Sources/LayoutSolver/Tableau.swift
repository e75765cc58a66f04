/// The simplex tableau behind `Solver`: rows `basic = constant + Σ a·symbol`
/// (non-basic symbols sit at 0), a column index telling which rows hold a
/// symbol, and the lexicographic objective: one level per priority, its
/// costs kept by symbol (`ReducedCosts`).
///
/// Rows of restricted basics and the objective are over non-basic symbols
/// only, as the simplex needs. Rows of free (external) basics are
/// *definitions* that may also name other basics, free or restricted (never
/// in a cycle: restricted rows name no basic): a view's top defined as the
/// previous view's bottom + 8 stays three terms long instead of growing with
/// every view above it, which is what makes classic tableaus quadratic on
/// chains, and a thousand equal widths defined by one slack are not all
/// rewritten when that slack becomes basic. `expanded` substitutes them out
/// where a full row is needed.
struct Tableau {
    /// Everything kept per symbol, indexed by symbol: one array, so that a
    /// new symbol is one append (six parallel arrays cost ~160 instructions
    /// per symbol) and emptying or dropping the tableau walks one buffer.
    var symbols: [SymbolEntry] = []
    /// Objective levels by slot, in no order (a cost names its slot); a
    /// freed slot is listed in `freeLevelSlots` and reused.
    var levels: [Level] = []
    var freeLevelSlots: [Int] = []
    /// The slot of each level's priority: looked up, never iterated.
    var levelByPriority: [Double: Int] = [:]
    /// The phase-one level's slot once made (-1 before): kept apart from
    /// the priorities and reused, see `openPhaseOne`.
    var phaseOneSlot = -1
    /// Symbols given a cost at the phase-one level while it is open
    /// (repeats possible; see `Tableau+Objective`).
    var phaseOneSymbols: [Int] = []
    /// `Variable.id` to its external symbol, -1 until first used.
    var variableSymbols: [Int] = []
    /// Restricted basic symbols whose constant may have gone negative.
    var infeasibleRows: [Int] = []
    /// Pivots made so far (statistics and cycling guard).
    var pivots = 0
    /// Symbols whose reduced costs changed since they were last found not
    /// to improve the objective; only these can enter (see `entering`).
    var dirty: [Int] = []
    /// Bumped by every change of a row, so cached values expire.
    var generation = 1
    /// Bumped when a free symbol, or a basic that a definition names,
    /// enters or leaves the basis, or a free basic's definition changes, so
    /// that `valuePlan` is rebuilt.
    var definitions = 0
    /// All values in one pass (see `evaluateValues`).
    var valuePlan = ValuePlan()
    var scratch = ExpansionScratch()
    /// The search stack of `value(ofSymbol:)`, kept so that reading a frame
    /// per view does not allocate one per uncached value.
    var valueStack: [(symbol: Int, ready: Bool)] = []
    /// By symbol, a free basic's value found by `value(ofSymbol:)`, valid
    /// while its stamp is `generation`. Apart from `symbols`, whose entries
    /// stay smaller for every pass over them (`evaluateValues` included).
    var valueCache: [(value: Double, stamp: Int)] = []
    /// Buffers of `merge`: symbols that appeared in and vanished from a row.
    var mergeAppeared: [Int] = []
    var mergeVanished: [Int] = []
    /// Buffers of a substitution into the objective: levels where a
    /// symbol's cost appeared or vanished.
    var costsAppeared: [Int32] = []
    var costsVanished: [Int32] = []
    /// Emptied term buffers of dropped rows, for new rows to take: a small
    /// system (the conflict search builds several) otherwise allocates and
    /// frees a buffer for every row it makes, expands or pivots.
    var spareTerms: [[Row.Term]] = []
    /// The solve's spending, when it has a budget (see `WorkMeter`).
    var meter: WorkMeter?

    var symbolCount: Int { symbols.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        // A small solver starts with room for a typical scene: growing from
        // one element up reallocated several times per solve.
        if symbols.count == symbols.capacity {
            reserveCapacity(symbols: max(Tolerances.initialSymbolCapacity, 2 * symbols.count))
        }
        symbols.append(SymbolEntry(kind: kind))
        return symbols.count - 1
    }

    /// Room for `symbols` symbols up front, so that a tableau whose size is
    /// known (the conflict search builds many small ones) does not regrow
    /// its symbol table several times while it fills.
    mutating func reserveCapacity(symbols n: Int) {
        symbols.reserveCapacity(n)
        dirty.reserveCapacity(n)
    }

    /// Empties the tableau but keeps its buffers, so that a caller solving
    /// many small systems in turn (the conflict search) allocates them once.
    /// What follows behaves as on a new tableau: the scratch is stamped per
    /// use, so what it kept is never read.
    mutating func removeAll() {
        // What this tableau held no longer counts against the solve's memory.
        if let meter {
            var held = 0
            for s in symbols.indices { held &+= (symbols[s].row?.count ?? 0) &+ symbols[s].costs.count }
            meter.terms &-= held
        }
        // The rows' buffers go to the spare pool, for the next system's rows.
        for s in symbols.indices where symbols[s].row != nil {
            var row = symbols[s].row!
            symbols[s].row = nil
            recycle(&row)
        }
        symbols.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        freeLevelSlots.removeAll(keepingCapacity: true)
        levelByPriority.removeAll(keepingCapacity: true)
        phaseOneSlot = -1
        phaseOneSymbols.removeAll(keepingCapacity: true)
        variableSymbols.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll(keepingCapacity: true)
        pivots = 0
        dirty.removeAll(keepingCapacity: true)
        generation = 1
        // Stamps restart with `generation`: stale ones must not match.
        valueCache.removeAll(keepingCapacity: true)
        definitions += 1
    }

    /// Symbols a tableau needs at most for `constraints` over `terms`
    /// variable terms in all: each variable, two markers per constraint,
    /// and one artificial at a time.
    static func symbolBound(constraints: Int, terms: Int) -> Int { terms + 2 * constraints + 1 }

    /// The external symbol of a variable, made on first use.
    mutating func symbol(for variable: Variable) -> Int {
        variableSymbols.pad(toInclude: variable.id, with: -1)
        if variableSymbols[variable.id] < 0 {
            variableSymbols[variable.id] = newSymbol(.external)
        }
        return variableSymbols[variable.id]
    }

    /// The external symbol of a variable, or nil when it was never used.
    func existingSymbol(for variable: Variable) -> Int? {
        guard variable.id < variableSymbols.count, variableSymbols[variable.id] >= 0 else { return nil }
        return variableSymbols[variable.id]
    }

    /// The current value of a symbol; free basics evaluate their definitions.
    mutating func value(ofSymbol s: Int) -> Double {
        guard let row = symbols[s].row else { return 0 }
        if symbols[s].kind.isRestricted { return row.constant }
        if valuesAreEvaluated { return valuePlan.values[s] }
        if valueCache.count < symbols.count {
            valueCache.pad(toInclude: symbols.count - 1, with: (0, 0))
        }
        if valueCache[s].stamp == generation { return valueCache[s].value }
        // Depth-first over the definitions, children before parents. The
        // stack and cache are taken out of `self` so that they stay
        // uniquely referenced.
        var stack: [(symbol: Int, ready: Bool)] = []
        swap(&stack, &valueStack)
        var cache: [(value: Double, stamp: Int)] = []
        swap(&cache, &valueCache)
        defer {
            swap(&stack, &valueStack)
            swap(&cache, &valueCache)
        }
        stack.truncate(to: 0)
        stack.append((s, false))
        while let (x, ready) = stack.popLast() {
            if cache[x].stamp == generation { continue }
            let r = symbols[x].row!
            if ready {
                var v = r.constant
                for (y, a) in r.entries where symbols[y].row != nil {
                    v += a * (symbols[y].kind.isRestricted ? symbols[y].row!.constant : cache[y].value)
                }
                cache[x] = (v, generation)
                continue
            }
            stack.append((x, true))
            for t in r.terms where symbols[t.symbol].row != nil && !symbols[t.symbol].kind.isRestricted && cache[t.symbol].stamp != generation {
                stack.append((t.symbol, false))
            }
        }
        return cache[s].value
    }

    /// A new empty row with room for `capacity` terms, on a recycled buffer when one is spare.
    mutating func makeRow(constant: Double, capacity: Int) -> Row {
        guard let buffer = spareTerms.popLast() else { return Row(constant: constant, capacity: capacity) }
        return Row(constant: constant, reusing: buffer, capacity: capacity)
    }

    /// Keeps the buffer of a row the caller drops, for `makeRow`. The row
    /// must hold the only reference to it (a shared one would be copied on
    /// reuse, costing what recycling saves, though never a wrong result).
    mutating func recycle(_ row: inout Row) {
        guard spareTerms.count < Tolerances.spareRowBuffers else { return }
        let buffer = row.takeTerms()
        if buffer.capacity > 0 { spareTerms.append(buffer) }
    }

    /// `expanded` in place: the unexpanded row's buffer is recycled.
    mutating func expand(_ row: inout Row) {
        guard row.terms.contains(where: { isDefined($0.symbol) }) else { return }
        var out = expanded(row)
        swap(&out, &row)
        recycle(&out)
    }

    /// Is `s` basic, so that a definition naming it must be expanded?
    func isDefined(_ s: Int) -> Bool { symbols[s].row != nil }

    /// `row` with every basic replaced by its row, recursively,
    /// so that it holds non-basic symbols only. Linear in the definitions
    /// reached: each is substituted once, after every row that names it.
    mutating func expanded(_ row: Row) -> Row {
        guard row.terms.contains(where: { isDefined($0.symbol) }) else { return row }
        // Taken out of `self` so that it is uniquely referenced while in use;
        // swapped, so that no empty scratch is made and dropped per call.
        var sc = ExpansionScratch()
        swap(&sc, &scratch)
        defer { swap(&sc, &scratch) }
        sc.begin(symbolCount: symbolCount)
        // Post-order over the definitions reached; reversed, every
        // definition comes after all that name it.
        // Every loop goes by index over the stored rows and lists: iterating
        // them (or their reversed or mapped views) held and retained copies.
        for i in stride(from: row.count - 1, through: 0, by: -1) where isDefined(row.terms[i].symbol) {
            sc.stack.append((row.terms[i].symbol, false))
        }
        while let (x, done) = sc.stack.popLast() {
            if done { sc.order.append(x); continue }
            if sc.isVisited(x) { continue }
            sc.visit(x)
            sc.stack.append((x, true))
            for i in stride(from: symbols[x].row!.count - 1, through: 0, by: -1) {
                let y = symbols[x].row!.terms[i].symbol
                if isDefined(y) && !sc.isVisited(y) { sc.stack.append((y, false)) }
            }
        }
        var constant = row.constant
        for i in 0..<row.count { sc.add(row.terms[i].coefficient, to: row.terms[i].symbol) }
        for j in stride(from: sc.order.count - 1, through: 0, by: -1) {
            let x = sc.order[j]
            let k = sc.take(x)
            guard k != 0 else { continue }
            constant += k * symbols[x].row!.constant
            for i in 0..<symbols[x].row!.count {
                let t = symbols[x].row!.terms[i]
                sc.add(k * t.coefficient, to: t.symbol)
            }
        }
        var out = makeRow(constant: constant, capacity: sc.touched.count + Tolerances.rowSlack)
        sc.sortTouched()
        for j in 0..<sc.touched.count where !isDefined(sc.touched[j]) {
            out.add(sc.sum(sc.touched[j]), sc.touched[j])
        }
        return out
    }

    func isBasic(_ s: Int) -> Bool { symbols[s].row != nil }

    /// The row of `s` over non-basic symbols: its own row when basic, else `1·s`.
    func expression(ofSymbol s: Int) -> Row {
        if let r = symbols[s].row { return r }
        var r = Row()
        r.add(1, s)
        return r
    }

    // MARK: rows and the column index

    /// Takes the row over (`consuming`), so that the tableau holds the only
    /// reference to its buffer: a copy left with the caller made the row's
    /// next change copy it.
    mutating func insertRow(_ basic: Int, _ row: consuming Row) {
        generation += 1
        meter?.terms &+= row.count
        basisChanges(basic)
        for t in row.terms { symbols[t.symbol].column.insert(basic) }
        symbols[basic].row = consume row
    }

    /// `basic` enters or leaves the basis: the value plan is out of date if
    /// it is free or a definition names it (only definitions name basics).
    private mutating func basisChanges(_ basic: Int) {
        if !symbols[basic].kind.isRestricted || !symbols[basic].column.isEmpty { definitions += 1 }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        generation += 1
        basisChanges(basic)
        // Taken out, not copied: the copy was retained and the slot released.
        let row = symbols[basic].row.take()!
        meter?.terms &-= row.count
        for t in row.terms { symbols[t.symbol].column.remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` (over non-basic symbols) in every row and
    /// objective level that must be over non-basic symbols. `symbol` stays
    /// named in the definitions holding it (it becomes a basic, and `row`
    /// names no basic, so no cycle can form): rewriting them would make them
    /// as long as `row` and gain nothing.
    mutating func substitute(_ symbol: Int, by row: Row) {
        generation += 1
        // The column is taken out of the table for the whole rewrite, not
        // copied (iterating the stored one retained its storage): the merges
        // change the columns of `row`'s symbols only, and `row` does not name
        // `symbol`. Only the definitions keep naming it, so the restricted
        // basics are then filtered out in place.
        var column = Column()
        swap(&column, &symbols[symbol].column)
        // Work is what the merges read and write: both rows' lengths. It is
        // charged every few rows, so a pivot through thousands of long rows
        // also stops in time.
        var work = (symbols[symbol].costs.count &+ 1) &* (row.count &+ 1)
        // By index: an iterator would hold (and retain) a copy of the column.
        for i in 0..<column.count {
            if i & 63 == 63, let meter {
                if meter.charge(work) { break }
                work = 0
            }
            let basic = column[i]
            guard symbols[basic].kind.isRestricted else { continue }
            work &+= symbols[basic].row!.count &+ row.count
            let k = symbols[basic].row!.remove(symbol)
            merge(k, row, into: basic)
            if symbols[basic].kind.isRestricted && symbols[basic].row!.constant < -Tolerances.feasibility {
                infeasibleRows.append(basic)
            }
        }
        meter?.charge(work)
        column.removeAll { symbols[$0].kind.isRestricted }
        symbols[symbol].column = column
        // Only the levels where `symbol` has a cost change: each of them
        // gains its cost times `row`, merged symbol by symbol.
        let costs = symbols[symbol].costs.takeAll()
        guard !costs.isEmpty else { return }
        meter?.terms &-= costs.count
        for i in 0..<costs.count {
            let slot = Int(costs[i].level)
            levels[slot].constant += costs[i].coefficient * row.constant
        }
        if costs.count <= ReducedCosts.oneByOne {
            // The usual case: a few levels, each added term by term (no
            // merge, no lists of what appeared).
            for j in 0..<costs.count {
                let c = costs[j], slot = Int(c.level)
                for i in 0..<row.count {
                    let s = row.terms[i].symbol
                    let change = symbols[s].costs.add(c.coefficient * row.terms[i].coefficient, level: slot,
                                                      priority: c.priority)
                    noteCost(change, of: s, level: slot)
                }
            }
            for i in 0..<row.count { markDirty(row.terms[i].symbol) }
            return
        }
        for i in 0..<row.count {
            let s = row.terms[i].symbol
            symbols[s].costs.add(row.terms[i].coefficient, costs, appeared: &costsAppeared, vanished: &costsVanished)
            noteCostChanges(of: s)
            markDirty(s)
        }
    }

    /// `row(basic) += k·row`, keeping the column index in step. The lists
    /// of symbols that appeared and vanished are the tableau's buffers,
    /// passed in place (disjoint stored properties of `self`, so they stay
    /// uniquely referenced) and kept with their capacity: a pivot merges into
    /// several rows, and fresh arrays grew on every merge. They are cleared
    /// only when used, and by `truncate` (see there).
    mutating func merge(_ k: Double, _ row: Row, into basic: Int) {
        if !symbols[basic].kind.isRestricted { definitions += 1 }
        symbols[basic].row!.add(k, row, appeared: &mergeAppeared, vanished: &mergeVanished)
        meter?.terms &+= mergeAppeared.count &- mergeVanished.count
        if !mergeAppeared.isEmpty {
            for s in mergeAppeared { symbols[s].column.insert(basic) }
            mergeAppeared.truncate(to: 0)
        }
        if !mergeVanished.isEmpty {
            for s in mergeVanished { symbols[s].column.remove(basic) }
            mergeVanished.truncate(to: 0)
        }
    }

    mutating func markDirty(_ s: Int) {
        if !symbols[s].isDirty {
            symbols[s].isDirty = true
            dirty.append(s)
        }
    }

    /// Makes `entering` basic in the row of `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        pivots += 1
        // Two statements: `expand` must see the tableau without the leaving row.
        var row = removeRow(leaving)
        row.solve(for: entering, basic: leaving)
        expand(&row)
        substitute(entering, by: row)
        insertRow(entering, consume row)
    }

    /// Deletes a symbol's column everywhere: a non-basic one is pinned at 0;
    /// a basic one's row is dropped, and the definitions naming it take that
    /// row in its place (they must keep their values).
    mutating func purge(_ symbol: Int) {
        generation += 1
        var row = symbols[symbol].row != nil ? removeRow(symbol) : Row()
        defer { recycle(&row) }
        // The column is emptied, so it is taken out and walked by index (an
        // iterator over the stored one held a retained copy); the merges
        // change only the columns of `row`'s symbols, which `symbol` is not.
        var column = Column()
        swap(&column, &symbols[symbol].column)
        for i in 0..<column.count {
            let basic = column[i]
            let k = symbols[basic].row!.remove(symbol)
            guard !row.isEmpty || row.constant != 0 else { continue }
            merge(k, row, into: basic)
        }
        dropCosts(of: symbol)
    }
}

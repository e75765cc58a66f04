/// The simplex tableau behind `Solver`: rows `basic = constant + Σ a·symbol`
/// over non-basic symbols (which sit at 0), a column index telling which rows
/// hold a symbol, and one objective row per priority level, highest first.
///
/// A value type so that a refused constraint can be undone by restoring a
/// copy (copy-on-write keeps the copy cheap until something changes).
struct Tableau {
    var kinds: [SymbolKind] = []
    /// The row of each basic symbol, indexed by symbol; nil when non-basic.
    var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows hold it.
    var columns: [Set<Int>] = []
    /// Objective levels in descending priority.
    var levels: [Level] = []
    /// `Variable.id` to its external symbol, -1 until first used.
    var variableSymbols: [Int] = []
    /// Restricted basic symbols whose constant may have gone negative.
    var infeasibleRows: [Int] = []
    /// Pivots made so far (statistics and cycling guard).
    var pivots = 0

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// The external symbol of a variable, made on first use.
    mutating func symbol(for variable: Variable) -> Int {
        if variable.id >= variableSymbols.count {
            variableSymbols.append(contentsOf: repeatElement(-1, count: variable.id + 1 - variableSymbols.count))
        }
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

    func value(ofSymbol s: Int) -> Double { rows[s]?.constant ?? 0 }

    func isBasic(_ s: Int) -> Bool { rows[s] != nil }

    /// The row of `s` over non-basic symbols: its own row when basic, else `1·s`.
    func expression(ofSymbol s: Int) -> Row {
        if let r = rows[s] { return r }
        var r = Row()
        r.add(1, s)
        return r
    }

    // MARK: rows and the column index

    mutating func insertRow(_ basic: Int, _ row: Row) {
        for s in row.symbols { columns[s].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        for s in row.symbols { columns[s].remove(basic) }
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` by `row` in every row and objective level holding it.
    mutating func substitute(_ symbol: Int, by row: Row) {
        var appeared: [Int] = []
        var vanished: [Int] = []
        for basic in columns[symbol] {
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
            let k = rows[basic]!.remove(symbol)
            rows[basic]!.add(k, row, appeared: &appeared, vanished: &vanished)
            for s in appeared { columns[s].insert(basic) }
            for s in vanished { columns[s].remove(basic) }
            if kinds[basic].isRestricted && rows[basic]!.constant < -Tolerances.feasibility {
                infeasibleRows.append(basic)
            }
        }
        columns[symbol].removeAll()
        for l in levels.indices {
            let k = levels[l].row.remove(symbol)
            if k != 0 { levels[l].row.add(k, row) }
        }
    }

    /// Makes `entering` basic in the row of `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        pivots += 1
        let row = removeRow(leaving).solved(for: entering, basic: leaving)
        substitute(entering, by: row)
        insertRow(entering, row)
    }

    /// Deletes a symbol's column everywhere (its value is pinned at 0).
    mutating func purge(_ symbol: Int) {
        if rows[symbol] != nil { removeRow(symbol) }
        for basic in columns[symbol] { rows[basic]!.remove(symbol) }
        columns[symbol].removeAll()
        for l in levels.indices { levels[l].row.remove(symbol) }
    }

    // MARK: objective levels

    /// Index of the level of `priority`, made when missing.
    mutating func levelIndex(for priority: Double) -> Int {
        if let i = existingLevelIndex(for: priority) { return i }
        let at = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, row: Row(), members: 0), at: at)
        return at
    }

    func existingLevelIndex(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The reduced cost of `symbol` at every level, highest first.
    func reducedCost(of symbol: Int) -> [Double] {
        levels.map { $0.row.coefficient(of: symbol) }
    }
}

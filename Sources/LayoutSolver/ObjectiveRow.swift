/// An objective level's row `constant + Σ coefficient·symbol`, indexed by
/// symbol. A level collects the error symbols of all its constraints, so on
/// a chain of views it holds thousands of terms; a sorted `Row` paid a
/// memmove for every term added or removed in its middle, once per
/// constraint, which made adding views quadratic. Here a term changes in
/// O(1): coefficients sit in a dense array by symbol, and the symbols
/// present are an unordered list whose cancelled entries are left behind
/// and swept out once they outnumber the live ones. `symbols` sorts, so
/// every iteration order stays deterministic.
struct ObjectiveRow {
    var constant: Double
    /// Coefficient of each symbol, 0 when absent (rows hold no zero terms).
    private var coefficients: [Double] = []
    /// Whether a symbol is in `members`, live or cancelled.
    private var listed: [Bool] = []
    /// Symbols that have had a term since the last sweep, in no order.
    private var members: [Int] = []
    /// Symbols with a non-zero coefficient.
    private(set) var count = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ row: Row) {
        self.constant = row.constant
        for (s, a) in row.entries { add(a, s) }
    }

    var isEmpty: Bool { count == 0 }

    func coefficient(of symbol: Int) -> Double {
        symbol < coefficients.count ? coefficients[symbol] : 0
    }

    /// The symbols present, in ascending order.
    var symbols: [Int] {
        members.filter { coefficients[$0] != 0 }.sorted()
    }

    /// Calls `body` with each symbol present, in no particular order: for
    /// callers to whom order does not matter, without the sorted copy.
    func forEachSymbol(_ body: (Int) -> Void) {
        for s in members where coefficients[s] != 0 { body(s) }
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels out
    /// (the same rule, and the same arithmetic, as `Row.add`).
    mutating func add(_ coefficient: Double, _ symbol: Int) {
        accumulate(1, CollectionOfOne(Row.Term(symbol: symbol, coefficient: coefficient)))
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        guard symbol < coefficients.count else { return 0 }
        let old = coefficients[symbol]
        guard old != 0 else { return 0 }
        coefficients[symbol] = 0
        count -= 1
        sweepIfSparse()
        return old
    }

    /// `self += factor·other`.
    mutating func add(_ factor: Double, _ other: Row) {
        constant += factor * other.constant
        accumulate(factor, other.terms)
    }

    /// Adds `factor·coefficient·symbol` for each term (ascending symbols),
    /// over unsafe buffers taken out of `self`: every pivot adds a row into
    /// each level, and the per-term uniqueness and bounds checks of three
    /// arrays cost more than the sums. Cancelled terms are swept once, last.
    private mutating func accumulate<Terms: BidirectionalCollection<Row.Term>>(_ factor: Double, _ terms: Terms) {
        guard let last = terms.last else { return }
        if last.symbol >= coefficients.count { grow(to: last.symbol + 1) }
        var c = coefficients, l = listed, m = members
        coefficients = []
        listed = []
        members = []
        var live = count
        var cancelled = false
        c.withUnsafeMutableBufferPointer { c in
            l.withUnsafeMutableBufferPointer { l in
                for t in terms {
                    let s = t.symbol, v = factor * t.coefficient
                    let old = c[s]
                    if old == 0 {
                        if abs(v) < Tolerances.zero { continue }
                        c[s] = v
                        live += 1
                        if !l[s] {
                            l[s] = true
                            m.append(s)
                        }
                        continue
                    }
                    let sum = old + v
                    if abs(sum) < Tolerances.zero {
                        c[s] = 0
                        live -= 1
                        cancelled = true
                    } else {
                        c[s] = sum
                    }
                }
            }
        }
        coefficients = c
        listed = l
        members = m
        count = live
        if cancelled { sweepIfSparse() }
    }

    private mutating func grow(to size: Int) {
        // Doubling keeps growth amortised O(1) per new symbol.
        let target = max(size, coefficients.count * 2)
        if members.capacity == 0 { members.reserveCapacity(Tolerances.initialSymbolCapacity / 4) }
        coefficients.pad(toInclude: target - 1, with: 0)
        listed.pad(toInclude: target - 1, with: false)
    }

    /// Drops cancelled symbols from `members` once they are the majority,
    /// so iterating stays linear in the live terms.
    private mutating func sweepIfSparse() {
        guard members.count > Tolerances.objectiveSweepSlack + 2 * count else { return }
        var kept = 0
        for i in members.indices {
            let s = members[i]
            if coefficients[s] != 0 {
                members[kept] = s
                kept += 1
            } else {
                listed[s] = false
            }
        }
        members.removeLast(members.count - kept)
    }
}

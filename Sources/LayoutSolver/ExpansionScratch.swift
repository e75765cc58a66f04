/// Reusable buffers for `Tableau.expanded`: a dense accumulator indexed by
/// symbol and visit marks, stamped per use so that nothing is cleared or
/// hashed (expansion runs for almost every added constraint).
struct ExpansionScratch {
    /// What the expansion keeps per symbol, in one array: one allocation
    /// per tableau instead of three, and one bounds check per access.
    private struct Slot {
        var sum = 0.0
        var summed = 0
        var visited = 0
    }

    private var slots: [Slot] = []
    private var stamp = 0
    /// Symbols given a sum since `begin`, in first-touch order.
    private(set) var touched: [Int] = []
    var order: [Int] = []
    var stack: [(symbol: Int, done: Bool)] = []

    /// Starts a new expansion over `symbolCount` symbols.
    mutating func begin(symbolCount: Int) {
        if slots.count < symbolCount { slots.pad(toInclude: symbolCount - 1, with: Slot()) }
        if touched.capacity == 0 {
            // A new solver's first expansion: room for a small scene at once.
            touched.reserveCapacity(Tolerances.initialSymbolCapacity)
            order.reserveCapacity(Tolerances.initialSymbolCapacity)
            stack.reserveCapacity(Tolerances.initialSymbolCapacity)
        }
        stamp += 1
        touched.truncate(to: 0)
        order.truncate(to: 0)
        stack.truncate(to: 0)
    }

    func isVisited(_ s: Int) -> Bool { slots[s].visited == stamp }
    mutating func visit(_ s: Int) { slots[s].visited = stamp }

    mutating func add(_ value: Double, to s: Int) {
        if slots[s].summed != stamp {
            slots[s].summed = stamp
            slots[s].sum = 0
            touched.append(s)
        }
        slots[s].sum += value
    }

    /// The sum of `s`, which is then cleared.
    mutating func take(_ s: Int) -> Double {
        guard slots[s].summed == stamp else { return 0 }
        let v = slots[s].sum
        slots[s].sum = 0
        return v
    }

    /// Puts `touched` in ascending order in place (no sorted copy).
    mutating func sortTouched() { touched.sort() }

    func sum(_ s: Int) -> Double { slots[s].summed == stamp ? slots[s].sum : 0 }
}

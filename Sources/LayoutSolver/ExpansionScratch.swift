/// Reusable buffers for `Tableau.expanded`: a dense accumulator indexed by
/// symbol and visit marks, stamped per use so that nothing is cleared or
/// hashed (expansion runs for almost every added constraint).
struct ExpansionScratch {
    private var sums: [Double] = []
    private var summed: [Int] = []
    private var visited: [Int] = []
    private var stamp = 0
    /// Symbols given a sum since `begin`, in first-touch order.
    private(set) var touched: [Int] = []
    var order: [Int] = []
    var stack: [(symbol: Int, done: Bool)] = []

    /// Starts a new expansion over `symbolCount` symbols.
    mutating func begin(symbolCount: Int) {
        if sums.count < symbolCount {
            sums.pad(toInclude: symbolCount - 1, with: 0)
            summed.pad(toInclude: symbolCount - 1, with: 0)
            visited.pad(toInclude: symbolCount - 1, with: 0)
        }
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

    func isVisited(_ s: Int) -> Bool { visited[s] == stamp }
    mutating func visit(_ s: Int) { visited[s] = stamp }

    mutating func add(_ value: Double, to s: Int) {
        if summed[s] != stamp {
            summed[s] = stamp
            sums[s] = 0
            touched.append(s)
        }
        sums[s] += value
    }

    /// The sum of `s`, which is then cleared.
    mutating func take(_ s: Int) -> Double {
        guard summed[s] == stamp else { return 0 }
        let v = sums[s]
        sums[s] = 0
        return v
    }

    /// Puts `touched` in ascending order in place (no sorted copy).
    mutating func sortTouched() { touched.sort() }

    func sum(_ s: Int) -> Double { summed[s] == stamp ? sums[s] : 0 }
}

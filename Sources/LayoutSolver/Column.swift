/// The basic symbols whose rows hold one symbol, as a sorted array: no
/// hashing, no allocation per update once grown, and iteration in symbol
/// order (deterministic). Rows are mostly made from the newest symbols, so
/// insertions are mostly appends.
struct Column: Sequence {
    private(set) var basics: [Int] = []

    var isEmpty: Bool { basics.isEmpty }
    var count: Int { basics.count }

    private func lowerBound(_ basic: Int) -> Int {
        var lo = 0, hi = basics.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if basics[mid] < basic { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    mutating func insert(_ basic: Int) {
        if let last = basics.last, last < basic {
            basics.append(basic)
            return
        }
        let i = lowerBound(basic)
        if i == basics.count || basics[i] != basic { basics.insert(basic, at: i) }
    }

    mutating func remove(_ basic: Int) {
        let i = lowerBound(basic)
        if i < basics.count && basics[i] == basic { basics.remove(at: i) }
    }

    mutating func removeAll() { basics.removeAll() }

    func makeIterator() -> IndexingIterator<[Int]> { basics.makeIterator() }
}

/// Which constraint (handle id) owns each marker or error symbol: a dense
/// array indexed by symbol, since symbols are small consecutive integers
/// and every added constraint records one or two (no hashing).
struct SymbolOwners {
    private var ids: [Int] = []

    subscript(symbol: Int) -> Int? {
        get { symbol < ids.count && ids[symbol] >= 0 ? ids[symbol] : nil }
        set {
            if symbol >= ids.count {
                guard newValue != nil else { return }
                ids.pad(toInclude: symbol, with: -1)
            }
            ids[symbol] = newValue ?? -1
        }
    }

    /// Forgets every owner but keeps the table's storage, for a caller that
    /// fills one table per trial (the conflict search).
    mutating func clear() {
        ids.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    /// Owned symbols with their owners, in symbol order.
    var pairs: [(symbol: Int, id: Int)] {
        ids.indices.compactMap { ids[$0] >= 0 ? ($0, ids[$0]) : nil }
    }
}

/// What a tableau symbol stands for. Only `external` symbols are free;
/// every other kind is restricted to be non-negative, and a `dummy` is held
/// at zero (it marks a required equality and never enters the basis).
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    case artificial

    var isRestricted: Bool { self != .external }
    /// Symbols that may enter the basis during optimisation.
    var isPivotable: Bool { self != .dummy }
}

/// What a tableau keeps for one symbol.
struct SymbolEntry {
    /// Its row while it is basic; nil when non-basic.
    var row: Row?
    /// The basic symbols whose rows hold it.
    var column = Column()
    /// Its reduced cost at each level (empty while basic).
    var costs = ReducedCosts()
    let kind: SymbolKind
    /// Listed in the tableau's `dirty` symbols (see `Tableau.entering`).
    var isDirty = false

    init(kind: SymbolKind) { self.kind = kind }
}

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

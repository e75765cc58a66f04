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

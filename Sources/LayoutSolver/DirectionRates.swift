/// How fast each symbol moves when the solution moves along a direction in
/// one block of an `OptimalFace`: the block's (non-basic) symbols move by
/// the direction's coordinates, every other non-basic symbol stays, and a
/// basic follows its row, definitions followed through. An alternative asks
/// for nearly every symbol, so the rates are memoised densely and each row
/// is summed once; projecting every symbol onto the face first cost the
/// square of a chain's length per alternative (a 100-label tie: 1.5G
/// instructions, mostly hashing).
struct DirectionRates {
    private var rates: [Double]
    private var known: [Bool]
    /// The search stack of `rate(of:)`, kept so that asking for every
    /// symbol allocates it once.
    private var stack: [(symbol: Int, ready: Bool)] = []

    init(_ block: OptimalFace.Block, direction: [Double], symbolCount: Int) {
        rates = [Double](repeating: 0, count: symbolCount)
        known = [Bool](repeating: false, count: symbolCount)
        for (j, s) in block.symbols.enumerated() {
            rates[s] = direction[j]
            known[s] = true
        }
    }

    mutating func rate(of s: Int, _ t: Tableau) -> Double {
        if known[s] { return rates[s] }
        // Depth-first over the definitions, children before parents.
        stack.truncate(to: 0)
        stack.append((s, false))
        while let (x, ready) = stack.popLast() {
            if known[x] { continue }
            guard let row = t.symbols[x].row else {
                known[x] = true  // a non-basic symbol off the block stays put
                continue
            }
            if ready {
                var v = 0.0
                for (y, a) in row.entries { v += a * rates[y] }
                rates[x] = v
                known[x] = true
                continue
            }
            stack.append((x, true))
            for y in row.symbols where !known[y] { stack.append((y, false)) }
        }
        return rates[s]
    }
}

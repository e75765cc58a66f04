/// How each symbol moves with the movable coordinates of an `OptimalFace`:
/// its row (definitions followed through) restricted to the face's movable
/// symbols, memoised because definitions share their tails.
struct RateCache {
    /// The face's movable symbols (`OptimalFace.place`).
    let place: [Int: (block: Int, coordinate: Int)]
    private var memo: [Int: [Int: Double]] = [:]
    /// Symbols whose projection can be non-empty: the movable ones and every
    /// basic whose row names one, definitions followed back. A probe's
    /// expressions name every view, usually through rows that reach no
    /// movable symbol; those are skipped instead of projected to nothing.
    /// Filled on first use.
    private var reaching: [Bool] = []

    init(face: OptimalFace) { self.place = face.place }

    /// The symbol's coefficients on movable symbols.
    mutating func projection(of s: Int, _ t: Tableau) -> [Int: Double] {
        guard t.symbols[s].row != nil else { return place[s] == nil ? [:] : [s: 1] }
        if let p = memo[s] { return p }
        // Definitions name other definitions: resolve children first.
        var stack = [(s, false)]
        while let (x, ready) = stack.popLast() {
            if memo[x] != nil { continue }
            let r = t.symbols[x].row!
            if !ready {
                stack.append((x, true))
                for y in r.symbols where t.isDefined(y) && memo[y] == nil { stack.append((y, false)) }
                continue
            }
            var p: [Int: Double] = [:]
            for (y, a) in r.entries {
                if t.isDefined(y) {
                    for (z, b) in memo[y]! { p[z, default: 0] += a * b }
                } else if place[y] != nil {
                    p[y, default: 0] += a
                }
            }
            // Hashing costs several pivot terms' worth; in a chain of
            // inequalities each projection names every slack before it, so
            // this is where a long chain's analysis spends its budget.
            if let meter = t.meter, meter.charge(4 &* (p.count &+ r.count)) { return [:] }
            memo[x] = p
        }
        return memo[s]!
    }

    /// The expression's coefficients on movable symbols.
    mutating func gradient(_ terms: [(symbol: Int, coefficient: Double)], _ t: Tableau) -> [Int: Double] {
        if reaching.isEmpty { markReaching(t) }
        var g: [Int: Double] = [:]
        for (s, c) in terms where s < reaching.count && reaching[s] {
            for (x, a) in projection(of: s, t) { g[x, default: 0] += c * a }
        }
        return g
    }

    private mutating func markReaching(_ t: Tableau) {
        reaching = [Bool](repeating: false, count: max(1, t.symbolCount))
        var stack: [Int] = []
        for s in place.keys {
            reaching[s] = true
            stack.append(s)
        }
        while let s = stack.popLast() {
            for b in t.symbols[s].column where !reaching[b] {
                reaching[b] = true
                stack.append(b)
            }
        }
    }
}

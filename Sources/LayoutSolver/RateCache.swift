/// How each symbol moves with the movable coordinates of an `OptimalFace`:
/// its row (definitions followed through) restricted to the face's movable
/// symbols, memoised because definitions share their tails.
struct RateCache {
    /// The face's movable symbols (`OptimalFace.place`).
    let place: [Int: (block: Int, coordinate: Int)]
    private var memo: [Int: [Int: Double]] = [:]

    init(face: OptimalFace) { self.place = face.place }

    /// The symbol's coefficients on movable symbols.
    mutating func projection(of s: Int, _ t: Tableau) -> [Int: Double] {
        guard t.rows[s] != nil else { return place[s] == nil ? [:] : [s: 1] }
        if let p = memo[s] { return p }
        // Definitions name other definitions: resolve children first.
        var stack = [(s, false)]
        while let (x, ready) = stack.popLast() {
            if memo[x] != nil { continue }
            let r = t.rows[x]!
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
            memo[x] = p
        }
        return memo[s]!
    }

    /// The expression's coefficients on movable symbols.
    mutating func gradient(_ terms: [(symbol: Int, coefficient: Double)], _ t: Tableau) -> [Int: Double] {
        var g: [Int: Double] = [:]
        for (s, c) in terms {
            for (x, a) in projection(of: s, t) { g[x, default: 0] += c * a }
        }
        return g
    }
}

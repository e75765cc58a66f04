/// A dense, slow, textbook two-phase simplex (Bland's rule) used only as an
/// independent reference: minimise c·z subject to A z = b, z >= 0.
enum DenseSimplex {
    enum Outcome {
        case optimal(value: Double, z: [Double])
        case infeasible
        case unbounded
    }

    static let eps = 1e-9

    static func minimize(_ a: [[Double]], _ b: [Double], _ c: [Double]) -> Outcome {
        let n = c.count
        var t: [[Double]] = []
        for (i, row) in a.enumerated() {
            var r = row + [Double](repeating: 0, count: a.count) + [b[i]]
            if b[i] < 0 { r = r.map { -$0 } }
            r[n + i] = 1
            t.append(r)
        }
        var basis = (0..<a.count).map { n + $0 }
        let width = n + a.count
        var phaseOne = [Double](repeating: 0, count: n) + [Double](repeating: 1, count: a.count)
        guard run(&t, &basis, phaseOne, allowed: width) else { return .infeasible }
        let artificial = zip(basis, t).reduce(0.0) { $0 + ($1.0 >= n ? $1.1[width] : 0) }
        if artificial > 1e-7 { return .infeasible }
        // Drive artificials out of the basis; drop rows that are redundant.
        var i = 0
        while i < t.count {
            if basis[i] >= n {
                if let j = (0..<n).first(where: { abs(t[i][$0]) > eps }) {
                    pivot(&t, &basis, i, j)
                } else {
                    t.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        phaseOne = c + [Double](repeating: 0, count: a.count)
        guard run(&t, &basis, phaseOne, allowed: n) else { return .unbounded }
        var z = [Double](repeating: 0, count: n)
        for (i, bi) in basis.enumerated() where bi < n { z[bi] = t[i][width] }
        return .optimal(value: zip(c, z).reduce(0) { $0 + $1.0 * $1.1 }, z: z)
    }

    private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], _ r: Int, _ j: Int) {
        let p = t[r][j]
        t[r] = t[r].map { $0 / p }
        for i in t.indices where i != r && t[i][j] != 0 {
            let f = t[i][j]
            for k in t[i].indices { t[i][k] -= f * t[r][k] }
        }
        basis[r] = j
    }

    /// Bland's rule; false when unbounded.
    private static func run(_ t: inout [[Double]], _ basis: inout [Int], _ cost: [Double], allowed: Int) -> Bool {
        let rhs = cost.count
        for _ in 0..<100_000 {
            var entering = -1
            for j in 0..<allowed where !basis.contains(j) {
                var r = cost[j]
                for (i, bi) in basis.enumerated() { r -= cost[bi] * t[i][j] }
                if r < -eps { entering = j; break }
            }
            if entering < 0 { return true }
            var leave = -1
            var best = Double.infinity
            for i in t.indices where t[i][entering] > eps {
                let ratio = t[i][rhs] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leave]) {
                    best = ratio
                    leave = i
                }
            }
            if leave < 0 { return false }
            pivot(&t, &basis, leave, entering)
        }
        return true
    }
}

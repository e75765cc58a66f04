/// Decides, without building a tableau, that a set of required constraints
/// is a minimal conflicting set, in the common case where linear algebra
/// alone settles it.
///
/// Write each constraint as `a·x + c REL 0`. If the rows `a` of the set have
/// exactly one linear dependency `z` (the left null space is one-dimensional)
/// and `z` involves every member, then every proper subset has independent
/// rows and can hold (each as an equality, say): the set is minimal if it
/// conflicts at all. And it conflicts exactly when `z`, scaled by ±1, is a
/// Farkas certificate: `z_i >= 0` on every `>=` row, `z_i <= 0` on every
/// `<=` row, and `Σ z_i·c_i < 0` (for values meeting every member,
/// `Σ z_i·(a_i·x + c_i)` would be both that sum and at least 0).
///
/// A conflict from a layout is usually such a chain (a label's leading, a
/// gap, a field's trailing, the root's width, a size): the test is a small
/// elimination, where proving minimality by trials built one tableau per
/// member. Anything borderline in floating point (a pivot or a sum near the
/// tolerance) answers "unknown", and the caller falls back to the trials.
struct MinimalConflictTest {
    /// Larger sets go to the sparse elimination (`SparseNullVector`): the
    /// dense one grows as m²·n.
    static let maxMembers = 24
    /// Pivots and sums below this are zero ...
    static let zero = 1e-9
    /// ... and between `zero` and this they are too close to call.
    static let doubtful = 1e-6

    let constraints: [Constraint]

    /// true when the constraints are certainly a minimal conflicting set;
    /// false when that is unknown (not that they are not).
    func isMinimalConflict() -> Bool {
        let m = constraints.count
        guard m >= 1 else { return false }
        if m == 1 { return isContradiction(constraints[0]) }
        if m > Self.maxMembers {
            let rows = constraints.map { c in
                Dictionary(c.expression.terms.map { ($0.variable.id, $0.coefficient) }, uniquingKeysWith: +)
            }
            guard let z = SparseNullVector(rows: rows).vector() else { return false }
            return isCertificate(z)
        }
        // The transpose, one row per variable named (ascending id), one
        // column per constraint, flat: its null space is the rows' left null space.
        var ids: [Int] = []
        // Counted first, so that the list is allocated once.
        ids.reserveCapacity(constraints.reduce(0) { $0 + $1.expression.terms.count })
        for c in constraints { for t in c.expression.terms { ids.append(t.variable.id) } }
        ids.sortUnique()
        let n = ids.count
        var a = [Double](repeating: 0, count: n * m)
        for (i, c) in constraints.enumerated() {
            for t in c.expression.terms { a[Self.row(of: t.variable.id, in: ids) * m + i] = t.coefficient }
        }
        guard let z = Self.oneDimensionalNullVector(&a, rows: n, columns: m) else { return false }
        return isCertificate(z)
    }

    /// A single constraint conflicts alone when it names no variable and its
    /// constant cannot meet its relation.
    private func isContradiction(_ c: Constraint) -> Bool {
        guard c.expression.terms.isEmpty else { return false }
        let k = c.expression.constant
        switch c.relation {
        case .equal: return abs(k) > Self.doubtful
        case .greaterOrEqual: return k < -Self.doubtful
        case .lessOrEqual: return k > Self.doubtful
        }
    }

    /// Does `z` (or `-z`) prove the set infeasible, with every member used?
    private func isCertificate(_ z: [Double]) -> Bool {
        guard z.allSatisfy({ abs($0) > Self.doubtful }) else { return false }
        var sum = 0.0, scale = 0.0
        for (i, c) in constraints.enumerated() {
            sum += z[i] * c.expression.constant
            scale += abs(z[i] * c.expression.constant)
        }
        guard abs(sum) > Self.doubtful * max(1, scale) else { return false }
        // The sign that makes the sum negative; the inequalities must agree with it.
        let t: Double = sum < 0 ? 1 : -1
        for (i, c) in constraints.enumerated() {
            switch c.relation {
            case .equal: continue
            case .greaterOrEqual: if t * z[i] < 0 { return false }
            case .lessOrEqual: if t * z[i] > 0 { return false }
            }
        }
        return true
    }

    /// The index of `id` in the sorted `ids`.
    private static func row(of id: Int, in ids: [Int]) -> Int {
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if ids[mid] < id { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Gauss-Jordan elimination with partial pivoting of `a` (`rows` × `columns`,
    /// row-major); the null space's vector when it is exactly one-dimensional,
    /// nil when it is not or when a pivot is too close to zero to tell.
    static func oneDimensionalNullVector(_ a: inout [Double], rows n: Int, columns m: Int) -> [Double]? {
        precondition(a.count == n * m, "the matrix must be rows × columns")
        var pivotColumns: [Int] = []
        pivotColumns.reserveCapacity(m)
        var free = -1
        // Over the buffer: the checked subscripts cost more than the arithmetic.
        let eliminated = a.withUnsafeMutableBufferPointer { a in
            eliminate(a, rows: n, columns: m, pivotColumns: &pivotColumns, free: &free)
        }
        guard eliminated, free >= 0 else { return nil }
        var z = [Double](repeating: 0, count: m)
        z[free] = 1
        for (row, col) in pivotColumns.enumerated() { z[col] = -a[row * m + free] }
        return z
    }

    /// The elimination of `oneDimensionalNullVector`; false when its answer is nil.
    private static func eliminate(_ a: UnsafeMutableBufferPointer<Double>, rows n: Int, columns m: Int,
                                  pivotColumns: inout [Int], free: inout Int) -> Bool {
        var r = 0
        for col in 0..<m {
            var best = -1, size = 0.0
            for i in r..<n where abs(a[i * m + col]) > size {
                best = i
                size = abs(a[i * m + col])
            }
            if size <= zero {
                guard free < 0 else { return false }  // a second free column: more than one dimension
                free = col
                continue
            }
            guard size > doubtful else { return false }
            if best != r { for j in 0..<m { a.swapAt(r * m + j, best * m + j) } }
            let p = a[r * m + col]
            for j in col..<m { a[r * m + j] /= p }
            for i in 0..<n where i != r && a[i * m + col] != 0 {
                let f = a[i * m + col]
                for j in col..<m { a[i * m + j] -= f * a[r * m + j] }
            }
            pivotColumns.append(col)
            r += 1
        }
        return true
    }
}

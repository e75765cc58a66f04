/// The left null space of a long, sparse set of constraint rows, for
/// `MinimalConflictTest` past its dense size: a conflict along a chain of
/// two thousand views has rows of two or three terms each, where the dense
/// elimination would hold four million entries and the trials of
/// `Solver.conflict` build two thousand tableaus.
///
/// Rows are reduced in order against the pivots of the earlier ones, each
/// carrying the combination of original rows it now is; the one row that
/// reduces to nothing gives the null vector. Pivots are the largest entry,
/// the lowest variable among equals, so a chain reduces without fill-in.
/// A second empty row, a doubtful pivot or entry, or more work than
/// `budget` answers nil: "unknown", and the caller falls back to trials.
struct SparseNullVector {
    typealias Sparse = [Int: Double]

    let rows: [Sparse]
    /// Entry updates allowed in all (each costs a dictionary access).
    var budget = 4_000_000

    init(rows: [Sparse]) { self.rows = rows }

    func vector() -> [Double]? {
        var pivots: [Int: (row: Sparse, combination: Sparse)] = [:]
        var found: Sparse?
        var work = 0
        for (i, original) in rows.enumerated() {
            var row = original
            var combination: Sparse = [i: 1]
            while let variable = row.keys.filter({ pivots[$0] != nil }).min() {
                let factor = row[variable]!
                let pivot = pivots[variable]!
                work += pivot.row.count + pivot.combination.count
                guard work <= budget else { return nil }
                for (v, c) in pivot.row { row[v, default: 0] -= factor * c }
                for (k, c) in pivot.combination { combination[k, default: 0] -= factor * c }
                row[variable] = nil
                guard Self.clean(&row), Self.clean(&combination) else { return nil }
            }
            guard let (variable, size) = row.map({ ($0.key, abs($0.value)) })
                .max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }) else {
                // Empty: this row is a combination of the earlier ones.
                guard found == nil else { return nil }
                found = combination
                continue
            }
            guard size > MinimalConflictTest.doubtful else { return nil }
            let p = row[variable]!
            for key in row.keys { row[key]! /= p }
            for key in combination.keys { combination[key]! /= p }
            pivots[variable] = (row, combination)
        }
        guard let found else { return nil }
        var z = [Double](repeating: 0, count: rows.count)
        for (k, c) in found { z[k] = c }
        return z
    }

    /// Drops entries that cancelled; false when one is too close to zero to tell.
    static func clean(_ entries: inout Sparse) -> Bool {
        for (key, value) in entries where abs(value) <= MinimalConflictTest.doubtful {
            guard abs(value) <= MinimalConflictTest.zero else { return false }
            entries[key] = nil
        }
        return true
    }
}

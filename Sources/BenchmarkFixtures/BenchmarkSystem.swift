import LayoutSolver

/// The benchmark families of kiwi_bench.py (chain, grid, nested), ported
/// constraint for constraint so their checksums can be compared with kiwi's.
/// Every view has four variables (left, top, width, height) at
/// `4·view + attribute`; the root's width and height are edit variables.
public struct BenchmarkSystem: Sendable {
    public enum Family: String, Sendable, CaseIterable {
        case chain, grid, nested
    }

    /// `Σ coefficient·variable + constant REL 0` at a priority.
    public struct Row: Sendable {
        public var terms: [(variable: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Priority
    }

    public static let editPriority = Priority(999)!
    public static let compressionResistance = Priority(750)!
    public static let hugging = Priority(250)!

    public let family: Family
    public let views: Int
    public private(set) var rows: [Row] = []
    public private(set) var width0 = 0.0
    public private(set) var height0 = 0.0

    public var variableCount: Int { 4 * views }
    public var rootWidth: Int { 2 }
    public var rootHeight: Int { 3 }

    /// round(sqrt(n)) in integers (no libm; never a tie for integer n).
    static func nearestSquareRoot(_ n: Int) -> Int {
        var k = 0
        while (k + 1) * (k + 1) <= n { k += 1 }
        return n > k * k + k ? k + 1 : k
    }

    private static let left = 0, top = 1, width = 2, height = 3

    public init(_ family: Family, size n: Int) {
        self.family = family
        switch family {
        case .chain:
            views = n + 1
            makeChain(n)
        case .grid:
            let k = max(1, BenchmarkSystem.nearestSquareRoot(n))
            views = k * k + 1
            makeGrid(k)
        case .nested:
            views = max(1, n)
            makeNested(views)
        }
    }

    /// The widths of the 50 resizes: W0 + ((41 i) mod 111) - 55, i = 1...count.
    public func resizeWidths(count: Int = 50) -> [Double] {
        (1...count).map { width0 + Double((41 * $0) % 111) - 55 }
    }

    /// Σ value_i·(i mod 13 + 1), as kiwi_bench.py prints it.
    public static func checksum(_ values: [Double]) -> Double {
        values.enumerated().reduce(0) { $0 + $1.element * Double($1.offset % 13 + 1) }
    }

    /// A solver holding the system, solved at the initial root size, with
    /// the root width and height as edit variables.
    public func build() throws(SolverError) -> (Solver, [Variable]) {
        let solver = Solver()
        let vars = (0..<variableCount).map { _ in solver.makeVariable() }
        try solver.addEditVariable(vars[rootWidth], priority: BenchmarkSystem.editPriority)
        try solver.suggestValue(vars[rootWidth], width0)
        try solver.addEditVariable(vars[rootHeight], priority: BenchmarkSystem.editPriority)
        try solver.suggestValue(vars[rootHeight], height0)
        for r in rows {
            // Rows are built merged and sorted, and `vars` is in id order.
            let e = LinearExpression(
                mergedTerms: r.terms.map { (variable: vars[$0.variable], coefficient: $0.coefficient) },
                constant: r.constant)
            try solver.add(Constraint(e, r.relation, priority: r.priority))
        }
        return (solver, vars)
    }

    // MARK: construction, as in kiwi_bench.py

    private typealias Terms = [Int: Double]

    private func v(_ view: Int, _ attribute: Int) -> Int { 4 * view + attribute }
    private func leftOf(_ i: Int) -> Terms { [v(i, Self.left): 1] }
    private func topOf(_ i: Int) -> Terms { [v(i, Self.top): 1] }
    private func widthOf(_ i: Int) -> Terms { [v(i, Self.width): 1] }
    private func heightOf(_ i: Int) -> Terms { [v(i, Self.height): 1] }
    private func rightOf(_ i: Int) -> Terms { [v(i, Self.left): 1, v(i, Self.width): 1] }
    private func bottomOf(_ i: Int) -> Terms { [v(i, Self.top): 1, v(i, Self.height): 1] }

    /// `lhs REL rhs + constant`.
    private mutating func add(
        _ lhs: Terms, _ relation: Relation, _ rhs: Terms, _ constant: Double = 0,
        _ priority: Priority = .required
    ) {
        var t = lhs
        for (k, c) in rhs { t[k, default: 0] -= c }
        let terms = t.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { (variable: $0.key, coefficient: $0.value) }
        rows.append(Row(terms: terms, constant: -constant, relation: relation, priority: priority))
    }

    private mutating func root(_ w: Double, _ h: Double) {
        width0 = w
        height0 = h
        add(leftOf(0), .equal, [:], 0)
        add(topOf(0), .equal, [:], 0)
    }

    private mutating func makeChain(_ n: Int) {
        root(375, Double(50 * n))
        for i in stride(from: 1, through: n, by: 1) {
            add(leftOf(i), .equal, leftOf(0), 16)
            add(rightOf(i), .equal, rightOf(0), -16)
            if i == 1 {
                add(topOf(i), .equal, topOf(0), 20)
            } else {
                add(topOf(i), .equal, bottomOf(i - 1), 8)
            }
            add(heightOf(i), .greaterOrEqual, [:], 30, Self.compressionResistance)
            add(heightOf(i), .lessOrEqual, [:], 30, Self.hugging)
            add(widthOf(i), .greaterOrEqual, [:], 100, Self.compressionResistance)
            add(widthOf(i), .lessOrEqual, [:], 100, Self.hugging)
        }
        add(bottomOf(n), .lessOrEqual, bottomOf(0), -20)
    }

    private mutating func makeGrid(_ k: Int) {
        let side = Double(8 + 50 * k)
        root(side, side)
        func cell(_ r: Int, _ c: Int) -> Int { 1 + r * k + c }
        for r in 0..<k {
            for c in 0..<k {
                let v = cell(r, c)
                if c == 0 {
                    add(leftOf(v), .equal, leftOf(0), 8)
                } else {
                    add(leftOf(v), .equal, rightOf(cell(r, c - 1)), 8)
                }
                if c == k - 1 { add(rightOf(v), .equal, rightOf(0), -8) }
                if r == 0 {
                    add(topOf(v), .equal, topOf(0), 8)
                } else {
                    add(topOf(v), .equal, bottomOf(cell(r - 1, c)), 8)
                }
                if r == k - 1 { add(bottomOf(v), .equal, bottomOf(0), -8) }
                if v != cell(0, 0) {
                    add(widthOf(v), .equal, widthOf(cell(0, 0)))
                    add(heightOf(v), .equal, heightOf(cell(0, 0)))
                }
            }
        }
    }

    private mutating func makeNested(_ n: Int) {
        var depth = 0
        while (1 << (depth + 1)) <= n { depth += 1 }
        root(Double(max(375, 16 << depth)), 812)
        for p in 0..<n {
            let a = 2 * p + 1, b = 2 * p + 2
            if a >= n { continue }
            if b >= n {
                add(leftOf(a), .equal, leftOf(p), 4)
                add(topOf(a), .equal, topOf(p), 4)
                add(rightOf(a), .equal, rightOf(p), -4)
                add(bottomOf(a), .equal, bottomOf(p), -4)
                continue
            }
            add(leftOf(a), .equal, leftOf(p), 4)
            add(topOf(a), .equal, topOf(p), 4)
            add(bottomOf(a), .equal, bottomOf(p), -4)
            add(rightOf(b), .equal, rightOf(p), -4)
            add(topOf(b), .equal, topOf(p), 4)
            add(bottomOf(b), .equal, bottomOf(p), -4)
            add(leftOf(b), .equal, rightOf(a), 4)
            add(widthOf(a), .equal, widthOf(b))
        }
    }
}

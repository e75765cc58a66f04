import BenchmarkFixtures
import LayoutSolver

/// A benchmark family of `BenchmarkSystem` written as a scene document:
/// the same views and constraints, as equation strings, so a scene solve can
/// be set against the solver's own time for the same system.
///
/// What the scene format changes: the root size is required (the solver
/// bench uses edit variables at 999), every view gets the implicit
/// `width >= 0` and `height >= 0`, and chain's hugging and compression
/// resistance come from `intrinsicContentSize` (hugging 250, resistance 750,
/// the defaults). Nested views are real children of their parent, so their
/// frames are parent-relative; `absoluteValues` undoes that for checksums.
struct BenchmarkScene {
    let family: BenchmarkSystem.Family
    let system: BenchmarkSystem
    /// View ids in `BenchmarkSystem` order (view i has variables 4i ..< 4i + 4).
    let ids: [String]
    /// Index of each view's parent in `ids`; nil for the root.
    let parents: [Int?]
    private(set) var constraints: [String] = []

    init(_ family: BenchmarkSystem.Family, size n: Int) {
        self.family = family
        system = BenchmarkSystem(family, size: n)
        let count = system.views
        switch family {
        case .chain, .grid:
            ids = ["root"] + (1..<count).map { "v\($0)" }
            parents = [nil] + (1..<count).map { _ in 0 }
        case .nested:
            ids = ["root"] + (1..<count).map { "n\($0)" }
            parents = [nil] + (1..<count).map { ($0 - 1) / 2 }
        }
        switch family {
        case .chain: makeChain(n)
        case .grid: makeGrid(Self.squareRoot(count - 1))
        case .nested: makeNested(count)
        }
    }

    /// The scene document's bytes, one view or constraint per line.
    var json: [UInt8] {
        var lines: [String] = []
        for (i, id) in ids.enumerated() {
            var view = "{\"id\": \"\(id)\""
            if let p = parents[i] { view += ", \"parent\": \"\(ids[p])\"" }
            if family == .chain && i > 0 { view += ", \"intrinsicContentSize\": {\"width\": 100, \"height\": 30}" }
            lines.append(view + "}")
        }
        let size = "{\"width\": \(Int(system.width0)), \"height\": \(Int(system.height0))}"
        let text = "{\"format\": \"layoutd.scene/1\", \"size\": \(size),\n\"views\": [\n"
            + lines.joined(separator: ",\n") + "\n],\n\"constraints\": [\n"
            + constraints.map { "\"\($0)\"" }.joined(separator: ",\n") + "\n]}\n"
        return Array(text.utf8)
    }

    /// Per view, in `ids` order, left, top, width and height in root
    /// coordinates (what the solver bench's variables hold).
    func absoluteValues(_ frames: [String: (x: Double, y: Double, width: Double, height: Double)]) -> [Double] {
        var origins: [(Double, Double)] = []
        var values: [Double] = []
        for (i, id) in ids.enumerated() {
            let f = frames[id] ?? (0, 0, 0, 0)
            let base = parents[i].map { origins[$0] } ?? (0, 0)
            origins.append((base.0 + f.x, base.1 + f.y))
            values += [base.0 + f.x, base.1 + f.y, f.width, f.height]
        }
        return values
    }

    // MARK: construction, as in BenchmarkSystem

    /// The side of a square grid of `cells` cells.
    private static func squareRoot(_ cells: Int) -> Int {
        var k = 0
        while (k + 1) * (k + 1) <= cells { k += 1 }
        return k
    }

    private mutating func add(_ equation: String) { constraints.append(equation) }

    /// `+ c` or `- c` with integral constants printed without a fraction.
    private func plus(_ c: Int) -> String { c == 0 ? "" : c > 0 ? " + \(c)" : " - \(-c)" }

    private mutating func makeChain(_ n: Int) {
        for i in stride(from: 1, through: n, by: 1) {
            add("v\(i).left == root.left\(plus(16))")
            add("v\(i).right == root.right\(plus(-16))")
            add(i == 1 ? "v1.top == root.top\(plus(20))" : "v\(i).top == v\(i - 1).bottom\(plus(8))")
        }
        if n >= 1 { add("v\(n).bottom <= root.bottom\(plus(-20))") }
    }

    private mutating func makeGrid(_ k: Int) {
        func cell(_ r: Int, _ c: Int) -> String { "v\(1 + r * k + c)" }
        for r in 0..<k {
            for c in 0..<k {
                let v = cell(r, c)
                add(c == 0 ? "\(v).left == root.left\(plus(8))" : "\(v).left == \(cell(r, c - 1)).right\(plus(8))")
                if c == k - 1 { add("\(v).right == root.right\(plus(-8))") }
                add(r == 0 ? "\(v).top == root.top\(plus(8))" : "\(v).top == \(cell(r - 1, c)).bottom\(plus(8))")
                if r == k - 1 { add("\(v).bottom == root.bottom\(plus(-8))") }
                if r != 0 || c != 0 {
                    add("\(v).width == \(cell(0, 0)).width")
                    add("\(v).height == \(cell(0, 0)).height")
                }
            }
        }
    }

    private mutating func makeNested(_ n: Int) {
        for p in 0..<n {
            let a = 2 * p + 1, b = 2 * p + 2
            if a >= n { continue }
            let (pa, va, vb) = (ids[p], ids[a], b < n ? ids[b] : "")
            add("\(va).left == \(pa).left\(plus(4))")
            add("\(va).top == \(pa).top\(plus(4))")
            if b >= n {
                add("\(va).right == \(pa).right\(plus(-4))")
                add("\(va).bottom == \(pa).bottom\(plus(-4))")
                continue
            }
            add("\(va).bottom == \(pa).bottom\(plus(-4))")
            add("\(vb).right == \(pa).right\(plus(-4))")
            add("\(vb).top == \(pa).top\(plus(4))")
            add("\(vb).bottom == \(pa).bottom\(plus(-4))")
            add("\(vb).left == \(va).right\(plus(4))")
            add("\(va).width == \(vb).width")
        }
    }
}

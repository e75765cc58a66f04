/// A sparse linear form `constant + Σ coefficient·symbol`, kept sorted by
/// symbol so merges are linear and iteration order is deterministic.
struct Row {
    var constant: Double
    private(set) var symbols: [Int]
    private(set) var coefficients: [Double]

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    private func index(of symbol: Int) -> (found: Bool, at: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == symbol, lo)
    }

    func coefficient(of symbol: Int) -> Double {
        let (found, i) = index(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `coefficient·symbol`; returns +1 if the symbol appeared,
    /// -1 if it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Int) -> Int {
        // Rows are mostly built in symbol order: append without searching.
        if symbols.last.map({ $0 < symbol }) ?? true {
            if abs(coefficient) < Tolerances.zero { return 0 }
            symbols.append(symbol)
            coefficients.append(coefficient)
            return 1
        }
        let (found, i) = index(of: symbol)
        if found {
            let sum = coefficients[i] + coefficient
            if abs(sum) < Tolerances.zero {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                return -1
            }
            coefficients[i] = sum
            return 0
        }
        if abs(coefficient) < Tolerances.zero { return 0 }
        symbols.insert(symbol, at: i)
        coefficients.insert(coefficient, at: i)
        return 1
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, i) = index(of: symbol)
        guard found else { return 0 }
        let c = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        return c
    }

    /// `self += factor·other`, reporting symbols that appeared and vanished.
    mutating func add(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        constant += factor * other.constant
        if other.symbols.isEmpty { return }
        if other.symbols.count * Tolerances.inPlaceMergeRatio < symbols.count {
            addInPlace(factor, other, appeared: &appeared, vanished: &vanished)
            return
        }
        mergeInPlace(factor, other, appeared: &appeared, vanished: &vanished)
    }

    /// The linear merge of `add`, without a new buffer: matching terms are
    /// summed in a forward pass, new terms slotted in by a backward pass
    /// into room made at the end, and cancelled terms squeezed out last.
    private mutating func mergeInPlace(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        let n = symbols.count, m = other.symbols.count
        var fresh = 0
        var cancelled = false
        var i = 0
        for j in 0..<m {
            let s = other.symbols[j]
            while i < n && symbols[i] < s { i += 1 }
            if i < n && symbols[i] == s {
                let v = coefficients[i] + factor * other.coefficients[j]
                if abs(v) < Tolerances.zero {
                    // Rows hold no zero coefficients, so 0 marks the term to drop.
                    coefficients[i] = 0
                    cancelled = true
                    vanished.append(s)
                } else {
                    coefficients[i] = v
                }
                i += 1
            } else if abs(factor * other.coefficients[j]) >= Tolerances.zero {
                fresh += 1
            }
        }
        if fresh > 0 {
            symbols.append(contentsOf: repeatElement(0, count: fresh))
            coefficients.append(contentsOf: repeatElement(0, count: fresh))
            var w = n + fresh - 1
            var i = n - 1, j = m - 1
            while w > i {
                let s = other.symbols[j]
                if i >= 0 && symbols[i] >= s {
                    symbols[w] = symbols[i]
                    coefficients[w] = coefficients[i]
                    if symbols[i] == s { j -= 1 }
                    i -= 1
                    w -= 1
                } else {
                    let v = factor * other.coefficients[j]
                    if abs(v) >= Tolerances.zero {
                        symbols[w] = s
                        coefficients[w] = v
                        appeared.append(s)
                        w -= 1
                    }
                    j -= 1
                }
            }
        }
        if cancelled {
            var w = 0
            for r in symbols.indices where coefficients[r] != 0 {
                symbols[w] = symbols[r]
                coefficients[w] = coefficients[r]
                w += 1
            }
            symbols.removeLast(symbols.count - w)
            coefficients.removeLast(coefficients.count - w)
        }
    }

    /// `add` for a short `other` into a long row: binary searches and in-place
    /// updates, so an objective row holding thousands of symbols is not
    /// rebuilt for every few-term row merged into it (new symbols are
    /// usually the newest, so insertions are mostly appends).
    private mutating func addInPlace(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        var lo = 0
        for (s, a) in other.entries {
            var hi = symbols.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
            }
            let v = factor * a
            if lo < symbols.count && symbols[lo] == s {
                let sum = coefficients[lo] + v
                if abs(sum) >= Tolerances.zero {
                    coefficients[lo] = sum
                    lo += 1
                } else {
                    symbols.remove(at: lo)
                    coefficients.remove(at: lo)
                    vanished.append(s)
                }
            } else if abs(v) >= Tolerances.zero {
                symbols.insert(s, at: lo)
                coefficients.insert(v, at: lo)
                appeared.append(s)
                lo += 1
            }
        }
    }

    /// `self += factor·other` when the caller keeps no column index.
    mutating func add(_ factor: Double, _ other: Row) {
        var a: [Int] = [], v: [Int] = []
        add(factor, other, appeared: &a, vanished: &v)
    }

    mutating func scale(_ factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns the row `basic = constant + a·symbol + rest` into the row of
    /// `symbol = (basic - constant - rest) / a`, in place.
    mutating func solve(for symbol: Int, basic: Int) {
        let a = remove(symbol)
        scale(-1 / a)
        add(1 / a, basic)
    }

    /// Turns the zero-form row `0 = constant + a·symbol + rest` into the row
    /// of `symbol = -(constant + rest) / a`, in place.
    mutating func solveZeroForm(for symbol: Int) {
        let a = remove(symbol)
        scale(-1 / a)
    }

    var isFinite: Bool {
        constant.isFinite && coefficients.allSatisfy { $0.isFinite }
    }

    /// Entries as pairs, in symbol order.
    var entries: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}

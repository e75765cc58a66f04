/// A sparse linear form `constant + Σ coefficient·symbol`, kept sorted by
/// symbol so merges are linear and iteration order is deterministic. Terms
/// are pairs in one array: one allocation per row, and a term's symbol and
/// coefficient share a cache line.
struct Row {
    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    var constant: Double
    private(set) var terms: [Term]

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        self.terms = []
        terms.reserveCapacity(capacity)
    }

    /// A row over `buffer`, emptied first: a recycled term buffer (see
    /// `Tableau.makeRow`) keeps its capacity, so the row allocates nothing.
    init(constant: Double, reusing buffer: [Term], capacity: Int) {
        self.constant = constant
        self.terms = buffer
        terms.removeAll(keepingCapacity: true)
        terms.reserveCapacity(capacity)
    }

    /// Gives up the term buffer, leaving the row empty, so that a caller
    /// dropping the row can keep the buffer for the next one.
    mutating func takeTerms() -> [Term] {
        var out: [Term] = []
        swap(&out, &terms)
        return out
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }

    /// The symbols, in ascending order.
    var symbols: LazyMapCollection<[Term], Int> { terms.lazy.map { $0.symbol } }

    /// Entries as pairs, in symbol order.
    var entries: LazyMapCollection<[Term], (Int, Double)> { terms.lazy.map { ($0.symbol, $0.coefficient) } }

    private func index(of symbol: Int) -> (found: Bool, at: Int) {
        var lo = 0, hi = terms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if terms[mid].symbol < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo < terms.count && terms[lo].symbol == symbol, lo)
    }

    func coefficient(of symbol: Int) -> Double {
        let (found, i) = index(of: symbol)
        return found ? terms[i].coefficient : 0
    }

    /// Adds `coefficient·symbol`; returns +1 if the symbol appeared,
    /// -1 if it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Int) -> Int {
        // Rows are mostly built in symbol order: append without searching.
        if terms.last.map({ $0.symbol < symbol }) ?? true {
            if abs(coefficient) < Tolerances.zero { return 0 }
            terms.append(Term(symbol: symbol, coefficient: coefficient))
            return 1
        }
        let (found, i) = index(of: symbol)
        if found {
            let sum = terms[i].coefficient + coefficient
            if abs(sum) < Tolerances.zero {
                terms.removeShifting(at: i)
                return -1
            }
            terms[i].coefficient = sum
            return 0
        }
        if abs(coefficient) < Tolerances.zero { return 0 }
        terms.insertShifting(Term(symbol: symbol, coefficient: coefficient), at: i)
        return 1
    }

    /// Removes the symbol and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, i) = index(of: symbol)
        guard found else { return 0 }
        return terms.removeShifting(at: i).coefficient
    }

    /// `self += factor·other`, reporting symbols that appeared and vanished.
    mutating func add(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        constant += factor * other.constant
        if other.terms.isEmpty { return }
        if other.terms.count * Tolerances.inPlaceMergeRatio < terms.count {
            addInPlace(factor, other, appeared: &appeared, vanished: &vanished)
            return
        }
        mergeInPlace(factor, other, appeared: &appeared, vanished: &vanished)
    }

    /// The linear merge of `add`, without a new buffer: matching terms are
    /// summed in a forward pass, new terms slotted in by a backward pass
    /// into room made at the end, and cancelled terms squeezed out last.
    private mutating func mergeInPlace(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        let n = terms.count, m = other.terms.count
        var fresh = 0
        var cancelled = false
        other.terms.withUnsafeBufferPointer { o in
            terms.withUnsafeMutableBufferPointer { t in
                var i = 0
                for j in 0..<m {
                    let s = o[j].symbol
                    while i < n && t[i].symbol < s { i += 1 }
                    if i < n && t[i].symbol == s {
                        let v = t[i].coefficient + factor * o[j].coefficient
                        if abs(v) < Tolerances.zero {
                            // Rows hold no zero coefficients, so 0 marks the term to drop.
                            t[i].coefficient = 0
                            cancelled = true
                            vanished.append(s)
                        } else {
                            t[i].coefficient = v
                        }
                        i += 1
                    } else if abs(factor * o[j].coefficient) >= Tolerances.zero {
                        fresh += 1
                    }
                }
            }
        }
        if fresh > 0 {
            // One by one: `fresh` is a term or two, and appending a repeated
            // collection went through the generic path.
            for _ in 0..<fresh { terms.append(Term(symbol: 0, coefficient: 0)) }
            other.terms.withUnsafeBufferPointer { o in
                terms.withUnsafeMutableBufferPointer { t in
                    var w = n + fresh - 1
                    var i = n - 1, j = m - 1
                    while w > i {
                        let s = o[j].symbol
                        if i >= 0 && t[i].symbol >= s {
                            t[w] = t[i]
                            if t[i].symbol == s { j -= 1 }
                            i -= 1
                            w -= 1
                        } else {
                            let v = factor * o[j].coefficient
                            if abs(v) >= Tolerances.zero {
                                t[w] = Term(symbol: s, coefficient: v)
                                appeared.append(s)
                                w -= 1
                            }
                            j -= 1
                        }
                    }
                }
            }
        }
        if cancelled { squeezeZeros() }
    }

    /// Drops the terms marked cancelled (coefficient 0), keeping the order,
    /// in place and without the closure of `removeAll(where:)`.
    private mutating func squeezeZeros() {
        let kept = terms.withUnsafeMutableBufferPointer { t in
            var w = 0
            for r in 0..<t.count where t[r].coefficient != 0 {
                t[w] = t[r]
                w += 1
            }
            return w
        }
        terms.truncate(to: kept)
    }

    /// `add` for a short `other` into a long row: binary searches and in-place
    /// updates, so an objective row holding thousands of symbols is not
    /// rebuilt for every few-term row merged into it (new symbols are
    /// usually the newest, so insertions are mostly appends).
    private mutating func addInPlace(_ factor: Double, _ other: Row, appeared: inout [Int], vanished: inout [Int]) {
        var lo = 0
        for term in other.terms {
            let s = term.symbol
            var hi = terms.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if terms[mid].symbol < s { lo = mid + 1 } else { hi = mid }
            }
            let v = factor * term.coefficient
            if lo < terms.count && terms[lo].symbol == s {
                let sum = terms[lo].coefficient + v
                if abs(sum) >= Tolerances.zero {
                    terms[lo].coefficient = sum
                    lo += 1
                } else {
                    terms.removeShifting(at: lo)
                    vanished.append(s)
                }
            } else if abs(v) >= Tolerances.zero {
                terms.insertShifting(Term(symbol: s, coefficient: v), at: lo)
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
        for i in terms.indices { terms[i].coefficient *= factor }
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
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// A symbol's reduced cost at every priority level where it is not zero,
/// highest priority first: the lexicographic objective kept by column.
///
/// Kept by level (a dense row per level, as before) the objective took
/// memory and time in levels × symbols: 40,000 distinct priorities made
/// every pivot visit 40,000 levels and every level hold an array as long as
/// the tableau (the daemon grew past 5 GB). By column, a pivot touches only
/// the levels where the entering symbol has a cost, the entering rule reads
/// one entry, and memory is the number of non-zero costs. Most symbols have
/// a cost at one or two levels, so two costs live inline and a list
/// allocates nothing; past that, all of them move to an array (a list
/// per symbol and pivot cost a small scene a fifth more instructions).
struct ReducedCosts {
    struct Cost {
        var priority: Double
        var coefficient: Double
        /// The level's slot in `Tableau.levels`.
        var level: Int32
    }

    private static let none = Cost(priority: 0, coefficient: 0, level: 0)
    /// The costs while there are at most two (`inlineCount` of them), in order.
    private var first0 = ReducedCosts.none
    private var first1 = ReducedCosts.none
    private var inlineCount: UInt8 = 0
    /// Every cost when there are three or more, highest priority first.
    private var spilled: [Cost] = []

    var isEmpty: Bool { inlineCount == 0 && spilled.isEmpty }
    var count: Int { spilled.isEmpty ? Int(inlineCount) : spilled.count }

    subscript(i: Int) -> Cost { spilled.isEmpty ? (i == 0 ? first0 : first1) : spilled[i] }

    /// The cost at the highest level, the one that decides the sign.
    var first: Cost? { isEmpty ? nil : self[0] }

    /// The coefficient at `priority`, 0 when there is none.
    func coefficient(atPriority priority: Double) -> Double {
        for i in 0..<count where self[i].priority == priority { return self[i].coefficient }
        return 0
    }

    enum Change: Equatable { case none, appeared, vanished }

    /// Adds `value` at a level, with the rule rows follow: a new term below
    /// the zero tolerance is not made, a sum below it cancels the term.
    mutating func add(_ value: Double, level: Int, priority: Double) -> Change {
        let n = count
        var i = 0
        while i < n && self[i].priority > priority { i += 1 }
        if i < n && self[i].priority == priority {
            let sum = self[i].coefficient + value
            if abs(sum) < Tolerances.zero {
                remove(at: i)
                return .vanished
            }
            if spilled.isEmpty {
                if i == 0 { first0.coefficient = sum } else { first1.coefficient = sum }
            } else {
                spilled[i].coefficient = sum
            }
            return .none
        }
        if abs(value) < Tolerances.zero { return .none }
        insert(Cost(priority: priority, coefficient: value, level: Int32(truncatingIfNeeded: level)), at: i)
        return .appeared
    }

    private mutating func insert(_ c: Cost, at i: Int) {
        if !spilled.isEmpty {
            spilled.insert(c, at: i)
            return
        }
        switch (inlineCount, i) {
        case (0, _): first0 = c
        case (1, 0): first1 = first0; first0 = c
        case (1, _): first1 = c
        default:
            spilled.reserveCapacity(4)
            spilled.append(first0)
            spilled.append(first1)
            spilled.insert(c, at: i)
            inlineCount = 0
            return
        }
        inlineCount += 1
    }

    private mutating func remove(at i: Int) {
        if spilled.isEmpty {
            if i == 0 { first0 = first1 }
            inlineCount -= 1
            return
        }
        spilled.remove(at: i)
        if spilled.count == 2 {
            first0 = spilled[0]
            first1 = spilled[1]
            inlineCount = 2
            spilled = []
        }
    }

    /// Adds `factor·other` (a pivot's substitution: `other` is the entering
    /// symbol's costs, `factor` its coefficient in this symbol's new row).
    /// A few costs are added one by one; many by one merge of the two lists
    /// in priority order, so that a symbol with a cost at thousands of
    /// levels is rewritten once, not once per level. Each sum is the one
    /// `add` makes. Levels whose cost appeared or vanished are appended to
    /// the two lists.
    mutating func add(_ factor: Double, _ other: borrowing ReducedCosts,
                      appeared: inout [Int32], vanished: inout [Int32]) {
        let m = other.count
        if m <= ReducedCosts.oneByOne {
            for j in 0..<m {
                let c = other[j]
                switch add(c.coefficient * factor, level: Int(c.level), priority: c.priority) {
                case .appeared: appeared.append(c.level)
                case .vanished: vanished.append(c.level)
                case .none: break
                }
            }
            return
        }
        var list: [Cost] = []
        if !spilled.isEmpty {
            swap(&list, &spilled)
        } else {
            for i in 0..<Int(inlineCount) { list.append(self[i]) }
        }
        let merged = ReducedCosts.merged(factor, other, with: list, appeared: &appeared, vanished: &vanished)
        self = ReducedCosts()
        if merged.count > 2 {
            spilled = merged
        } else {
            for i in merged.indices { insert(merged[i], at: i) }
        }
    }

    /// Costs added one by one at most (see `add(_:_:appeared:vanished:)`).
    static let oneByOne = 8

    private static func merged(_ factor: Double, _ other: borrowing ReducedCosts, with list: [Cost],
                               appeared: inout [Int32], vanished: inout [Int32]) -> [Cost] {
        var out: [Cost] = []
        out.reserveCapacity(list.count + other.count)
        var i = 0
        for j in 0..<other.count {
            let c = other[j]
            while i < list.count && list[i].priority > c.priority {
                out.append(list[i])
                i += 1
            }
            let v = c.coefficient * factor
            if i < list.count && list[i].priority == c.priority {
                let sum = list[i].coefficient + v
                if abs(sum) < Tolerances.zero {
                    vanished.append(c.level)
                } else {
                    out.append(Cost(priority: c.priority, coefficient: sum, level: c.level))
                }
                i += 1
            } else if abs(v) >= Tolerances.zero {
                out.append(Cost(priority: c.priority, coefficient: v, level: c.level))
                appeared.append(c.level)
            }
        }
        out.append(contentsOf: list[i...])
        return out
    }

    /// Removes the cost at `priority`; returns it, nil when there was none.
    mutating func remove(priority: Double) -> Cost? {
        for i in 0..<count where self[i].priority == priority {
            let removed = self[i]
            remove(at: i)
            return removed
        }
        return nil
    }

    /// Takes every cost out, leaving the list empty.
    mutating func takeAll() -> ReducedCosts {
        var taken = ReducedCosts()
        swap(&taken, &self)
        return taken
    }

    /// Is `a` (scaled by `1/sa`) lexicographically smaller than `b` (by
    /// `1/sb`) beyond the tolerance? nil when equal. A missing level counts
    /// as a zero cost there.
    static func lexLess(_ a: ReducedCosts, over sa: Double, _ b: ReducedCosts, over sb: Double) -> Bool? {
        var i = 0, j = 0
        let na = a.count, nb = b.count
        while i < na || j < nb {
            let pa = i < na ? a[i].priority : -Double.infinity
            let pb = j < nb ? b[j].priority : -Double.infinity
            var x = 0.0, y = 0.0
            if pa >= pb { x = a[i].coefficient / sa; i += 1 }
            if pb >= pa { y = b[j].coefficient / sb; j += 1 }
            if x < y - Tolerances.zero { return true }
            if x > y + Tolerances.zero { return false }
        }
        return nil
    }
}

/// A symbol's reduced cost at every priority level where it is not zero,
/// highest priority first: the lexicographic objective kept by column.
///
/// Kept by level (a dense row per level, as before) the objective took
/// memory and time in levels × symbols: 40,000 distinct priorities made
/// every pivot visit 40,000 levels and every level hold an array as long as
/// the tableau (the daemon grew past 5 GB). By column, a pivot touches only
/// the levels where the entering symbol has a cost, the entering rule reads
/// one entry, and memory is the number of non-zero costs. Most symbols have
/// a cost at one level at most, so one cost lives inline and a list
/// allocates nothing; past that, all of them move to an array.
struct ReducedCosts {
    struct Cost {
        var priority: Double
        var coefficient: Double
        /// The level's slot in `Tableau.levels`.
        var level: Int32
    }

    private var inline = Cost(priority: 0, coefficient: 0, level: 0)
    private var hasInline = false
    /// Every cost when there are two or more, highest priority first.
    private var spilled: [Cost] = []

    var isEmpty: Bool { !hasInline && spilled.isEmpty }
    var count: Int { spilled.isEmpty ? (hasInline ? 1 : 0) : spilled.count }

    subscript(i: Int) -> Cost { spilled.isEmpty ? inline : spilled[i] }

    /// The cost at the highest level, the one that decides the sign.
    var first: Cost? { spilled.isEmpty ? (hasInline ? inline : nil) : spilled[0] }

    /// The coefficient at `priority`, 0 when there is none.
    func coefficient(atPriority priority: Double) -> Double {
        if spilled.isEmpty { return hasInline && inline.priority == priority ? inline.coefficient : 0 }
        for c in spilled where c.priority == priority { return c.coefficient }
        return 0
    }

    enum Change: Equatable { case none, appeared, vanished }

    /// Adds `value` at a level, with the rule rows follow: a new term below
    /// the zero tolerance is not made, a sum below it cancels the term.
    mutating func add(_ value: Double, level: Int, priority: Double) -> Change {
        if spilled.isEmpty {
            if !hasInline {
                if abs(value) < Tolerances.zero { return .none }
                inline = Cost(priority: priority, coefficient: value, level: Int32(truncatingIfNeeded: level))
                hasInline = true
                return .appeared
            }
            if inline.priority == priority { return addInline(value) }
            if abs(value) < Tolerances.zero { return .none }
            let new = Cost(priority: priority, coefficient: value, level: Int32(truncatingIfNeeded: level))
            spilled = inline.priority > priority ? [inline, new] : [new, inline]
            hasInline = false
            return .appeared
        }
        var i = 0
        while i < spilled.count && spilled[i].priority > priority { i += 1 }
        if i < spilled.count && spilled[i].priority == priority {
            let sum = spilled[i].coefficient + value
            if abs(sum) < Tolerances.zero {
                spilled.remove(at: i)
                unspillIfSingle()
                return .vanished
            }
            spilled[i].coefficient = sum
            return .none
        }
        if abs(value) < Tolerances.zero { return .none }
        spilled.insert(Cost(priority: priority, coefficient: value, level: Int32(truncatingIfNeeded: level)), at: i)
        return .appeared
    }

    /// Adds `factor·other` (a pivot's substitution: `other` is the entering
    /// symbol's costs, `factor` its coefficient in this symbol's new row),
    /// by one merge of the two lists in priority order: a symbol that has a
    /// cost at thousands of levels is rewritten once, not once per level.
    /// Each sum is the one `add` makes. Levels whose cost appeared or
    /// vanished are appended to the two lists.
    mutating func add(_ factor: Double, _ other: ReducedCosts, appeared: inout [Int32], vanished: inout [Int32]) {
        if other.count == 1 {
            let c = other[0]
            switch add(c.coefficient * factor, level: Int(c.level), priority: c.priority) {
            case .appeared: appeared.append(c.level)
            case .vanished: vanished.append(c.level)
            case .none: break
            }
            return
        }
        guard !other.isEmpty else { return }
        var merged: [Cost] = []
        merged.reserveCapacity(count + other.count)
        var i = 0, j = 0
        let n = count, m = other.count
        while i < n || j < m {
            if j == m || (i < n && self[i].priority > other[j].priority) {
                merged.append(self[i])
                i += 1
                continue
            }
            let c = other[j]
            j += 1
            let v = c.coefficient * factor
            if i < n && self[i].priority == c.priority {
                let sum = self[i].coefficient + v
                if abs(sum) < Tolerances.zero {
                    vanished.append(c.level)
                } else {
                    merged.append(Cost(priority: c.priority, coefficient: sum, level: c.level))
                }
                i += 1
            } else if abs(v) >= Tolerances.zero {
                merged.append(Cost(priority: c.priority, coefficient: v, level: c.level))
                appeared.append(c.level)
            }
        }
        self = ReducedCosts()
        if merged.count == 1 {
            inline = merged[0]
            hasInline = true
        } else if merged.count > 1 {
            spilled = merged
        }
    }

    private mutating func addInline(_ value: Double) -> Change {
        let sum = inline.coefficient + value
        if abs(sum) < Tolerances.zero {
            hasInline = false
            return .vanished
        }
        inline.coefficient = sum
        return .none
    }

    /// Removes the cost at `priority`; returns it, nil when there was none.
    mutating func remove(priority: Double) -> Cost? {
        if spilled.isEmpty {
            guard hasInline && inline.priority == priority else { return nil }
            hasInline = false
            return inline
        }
        guard let i = spilled.firstIndex(where: { $0.priority == priority }) else { return nil }
        let removed = spilled.remove(at: i)
        unspillIfSingle()
        return removed
    }

    /// Takes every cost out, leaving the list empty.
    mutating func takeAll() -> ReducedCosts {
        var taken = ReducedCosts()
        swap(&taken, &self)
        return taken
    }

    private mutating func unspillIfSingle() {
        guard spilled.count == 1 else { return }
        inline = spilled[0]
        hasInline = true
        spilled = []
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

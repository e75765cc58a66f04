/// The basic symbols whose rows hold one symbol, in ascending order (so
/// iteration is deterministic). Most symbols sit in a handful of rows, so
/// up to `Column.inlineCapacity` basics live inline and a column allocates
/// nothing; past that, all of them move to a sorted array. Rows are mostly
/// made from the newest symbols, so insertions are mostly appends.
struct Column: Sequence {
    static let inlineCapacity = 5
    /// Five slots and a 32-bit count fill the 24 bytes that four slots and
    /// a 64-bit count took, so a fifth basic stays inline at no cost in size
    /// (a dummy held by several redundant rows spilled at the fifth).
    private var slots: (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
    private var storedCount: Int32 = 0
    private var inlineCount: Int {
        get { Int(storedCount) }
        set { storedCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// Every basic when the column outgrew its slots; empty otherwise.
    private var spilled: [Int] = []

    var isEmpty: Bool { count == 0 }
    var count: Int { spilled.isEmpty ? inlineCount : spilled.count }

    @inline(__always)
    private func slot(_ i: Int) -> Int {
        withUnsafeBytes(of: slots) { Int($0.load(fromByteOffset: i &* 4, as: Int32.self)) }
    }

    @inline(__always)
    private mutating func setSlot(_ i: Int, _ basic: Int) {
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: Int32(truncatingIfNeeded: basic), toByteOffset: i &* 4, as: Int32.self) }
    }

    @inline(__always)
    subscript(i: Int) -> Int { spilled.isEmpty ? slot(i) : spilled[i] }

    private func lowerBound(_ basic: Int) -> Int {
        if !spilled.isEmpty { return Column.lowerBound(basic, in: spilled) }
        var i = 0
        while i < inlineCount && slot(i) < basic { i += 1 }
        return i
    }

    /// Binary search without per-probe bounds checks: spilled columns of
    /// dummies held by every redundant row run to hundreds of entries.
    private static func lowerBound(_ basic: Int, in sorted: [Int]) -> Int {
        sorted.withUnsafeBufferPointer { buffer in
            var lo = 0, hi = buffer.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if buffer[mid] < basic { lo = mid &+ 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// The common case, an append to an inline column, is inlined into the
    /// callers (every row inserted or merged adds a basic to several
    /// columns); the rest stays out of line.
    @inline(__always)
    mutating func insert(_ basic: Int) {
        precondition(basic <= Int(Int32.max), "symbol beyond the column index range")
        let n = inlineCount
        if spilled.isEmpty && n < Column.inlineCapacity && (n == 0 || slot(n &- 1) < basic) {
            setSlot(n, basic)
            inlineCount = n &+ 1
            return
        }
        insertSlowly(basic)
    }

    @inline(never)
    private mutating func insertSlowly(_ basic: Int) {
        if !spilled.isEmpty {
            if let last = spilled.last, last < basic {
                spilled.append(basic)
                return
            }
            let i = Column.lowerBound(basic, in: spilled)
            if i == spilled.count || spilled[i] != basic { spilled.insertShifting(basic, at: i) }
            return
        }
        // An inline column that is full or out of order (the appends went
        // inline in `insert`). The slot is found from the end, where new
        // basics usually go, without a call to `lowerBound`.
        let n = inlineCount
        var i = n
        while i > 0 && slot(i &- 1) >= basic { i &-= 1 }
        if i < n && slot(i) == basic { return }
        if n == Column.inlineCapacity {
            spilled.reserveCapacity(2 * Column.inlineCapacity)
            for j in 0..<n { spilled.append(slot(j)) }
            spilled.insertShifting(basic, at: i)
            inlineCount = 0
            return
        }
        var j = n
        while j > i {
            setSlot(j, slot(j &- 1))
            j &-= 1
        }
        setSlot(i, basic)
        inlineCount = n &+ 1
    }

    mutating func remove(_ basic: Int) {
        let i = lowerBound(basic)
        if !spilled.isEmpty {
            if i < spilled.count && spilled[i] == basic { spilled.remove(at: i) }
            return
        }
        guard i < inlineCount && slot(i) == basic else { return }
        for j in i..<(inlineCount - 1) { setSlot(j, slot(j + 1)) }
        inlineCount -= 1
    }

    /// Removes the basics for which `drop` holds, keeping the order.
    mutating func removeAll(where drop: (Int) -> Bool) {
        if !spilled.isEmpty {
            spilled.removeAll(where: drop)
            return
        }
        var kept = 0
        for j in 0..<inlineCount where !drop(slot(j)) {
            setSlot(kept, slot(j))
            kept += 1
        }
        inlineCount = kept
    }

    mutating func removeAll() {
        spilled.removeAll()
        inlineCount = 0
    }

    struct Iterator: IteratorProtocol {
        let column: Column
        var position = 0

        mutating func next() -> Int? {
            guard position < column.count else { return nil }
            defer { position += 1 }
            return column[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }
}

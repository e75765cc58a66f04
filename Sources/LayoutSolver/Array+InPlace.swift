extension Array where Element: BitwiseCopyable {
    /// `insert(_:at:)` for plain values: append, then shift the tail up.
    /// The standard insert goes through the generic `replaceSubrange`, which
    /// cost more than the searches around it in the column index and rows.
    @inline(__always)
    mutating func insertShifting(_ element: Element, at i: Int) {
        append(element)
        withUnsafeMutableBufferPointer { buffer in
            var j = buffer.count &- 1
            while j > i {
                buffer[j] = buffer[j &- 1]
                j &-= 1
            }
            buffer[i] = element
        }
    }

    /// `remove(at:)` for plain values: shift the tail down, then drop the last.
    @inline(__always)
    @discardableResult
    mutating func removeShifting(at i: Int) -> Element {
        let element = self[i]
        withUnsafeMutableBufferPointer { buffer in
            var j = i
            while j < buffer.count &- 1 {
                buffer[j] = buffer[j &+ 1]
                j &+= 1
            }
        }
        removeLast()
        return element
    }

    /// Drops the elements past the first `n`, keeping the capacity, one
    /// `removeLast` at a time: hot paths drop a few, and `removeLast(_:)` and
    /// `removeAll(keepingCapacity:)` went through the generic `replaceSubrange`.
    @inline(__always)
    mutating func truncate(to n: Int) {
        while count > n { removeLast() }
    }
}

extension Array {
    /// Makes `index` valid by appending `filler`, at least doubling the
    /// count (and to `Tolerances.initialSymbolCapacity` at first): tables
    /// indexed by symbol or variable start empty in every solver and grow by
    /// one or two entries per add, and each small append cost a generic call.
    /// Callers treat entries past what they set as absent.
    @inline(__always)
    mutating func pad(toInclude index: Int, with filler: Element) {
        guard index >= count else { return }
        let size = Swift.max(index + 1, 2 * count, Tolerances.initialSymbolCapacity)
        if size > capacity { reserveCapacity(size) }
        append(contentsOf: repeatElement(filler, count: size - count))
    }
}

extension Array where Element: Comparable {
    /// Sorts and drops repeats in place: the distinct elements, ascending,
    /// with no second array.
    mutating func sortUnique() {
        sort()
        var n = 0
        for i in indices where n == 0 || self[n - 1] != self[i] {
            self[n] = self[i]
            n += 1
        }
        removeLast(count - n)
    }
}

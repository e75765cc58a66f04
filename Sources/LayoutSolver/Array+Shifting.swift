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

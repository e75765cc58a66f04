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

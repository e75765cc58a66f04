extension Array {
    /// Appends `filler` until `index` is valid. The first growth makes room
    /// for `Tolerances.initialSymbolCapacity` at once: tables indexed by
    /// symbol or variable start empty in every solver, and growing them from
    /// one element up reallocated each several times per small solve.
    @inline(__always)
    mutating func pad(toInclude index: Int, with filler: Element) {
        guard index >= count else { return }
        if index >= capacity {
            reserveCapacity(Swift.max(index + 1, 2 * capacity, Tolerances.initialSymbolCapacity))
        }
        append(contentsOf: repeatElement(filler, count: index + 1 - count))
    }
}

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

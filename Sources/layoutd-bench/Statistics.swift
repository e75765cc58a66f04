extension Array where Element == Double {
    /// The middle value (mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let s = sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

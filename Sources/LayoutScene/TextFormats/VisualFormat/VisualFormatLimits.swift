/// Limits of the visual format, kept in one place.
enum VisualFormatLimits {
    /// Priorities written with `@` (numbers or metrics) must lie in this range.
    static let priorityRange: ClosedRange<Double> = 1...1000
    /// The priority that is left out of descriptions.
    static let requiredPriority: Double = 1000
    /// Names quoted in error messages are cut after this many scalars.
    static let quotedTextLength = 64
}

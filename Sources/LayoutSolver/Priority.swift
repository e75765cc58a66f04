/// Auto Layout priority, 1...1000 (fractions allowed); 1000 is required.
/// Levels are strictly lexicographic: no number of violations at a lower
/// level outweighs one violation at a higher level.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public static let required = Priority(uncheckedValue: 1000)
    public static let range: ClosedRange<Double> = 1...1000

    /// Returns nil when `value` is not finite or outside 1...1000.
    public init?(_ value: Double) {
        guard value.isFinite, Priority.range.contains(value) else { return nil }
        self.value = value
    }

    init(uncheckedValue: Double) { self.value = uncheckedValue }

    public var isRequired: Bool { value >= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String {
        // Int() is safe: values are within 1...1000. (No libm: this target links none.)
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

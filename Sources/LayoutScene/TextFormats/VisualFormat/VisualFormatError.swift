/// A visual format that cannot be parsed or does not fit its context.
///
/// `column` is 1-based and counts Unicode scalars of the format string, so it
/// points at the offending character; it is 0 when the problem lies outside the
/// format string (an option, or the context's views).
public struct VisualFormatError: Error, Equatable, Sendable {
    /// Says what was expected and what was found instead.
    public var message: String
    public var column: Int

    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

extension VisualFormatError {
    /// `'name'` for a message, cut short so a megabyte-long name cannot make
    /// a megabyte-long message.
    static func quoted(_ text: String) -> String {
        let limit = VisualFormatLimits.quotedTextLength
        guard text.unicodeScalars.count > limit else { return "'\(text)'" }
        var shortened = String.UnicodeScalarView()
        shortened.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'\(String(shortened))…'"
    }
}

/// Limits of the visual format, kept in one place.
enum VisualFormatLimits {
    /// Priorities written with `@` (numbers or metrics) must lie in this range.
    static let priorityRange: ClosedRange<Double> = 1...1000
    /// The priority that is left out of descriptions.
    static let requiredPriority: Double = 1000
    /// Names quoted in error messages are cut after this many scalars.
    static let quotedTextLength = 64
}

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

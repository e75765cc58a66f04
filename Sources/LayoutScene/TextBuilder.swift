import LayoutSolver

/// Short texts (equations, descriptions) assembled as UTF-8 bytes and made
/// a `String` once: appending to a `String` piece by piece cost thousands of
/// instructions per equation, more than parsing it. Numbers are written
/// straight into the bytes, with no `String` of their own.
struct TextBuilder: ~Copyable {
    /// Room for most equations (`view12.leading == view11.trailing + 8 @750`).
    static let typicalLength = 64

    private var bytes = ByteBuffer(capacity: TextBuilder.typicalLength)

    init() {}

    mutating func append(_ text: String) {
        // Native strings are read in place, without the copy `withUTF8` makes of a `let`.
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append($0) }
        if appended == nil {
            var copy = text
            copy.withUTF8 { bytes.append($0) }
        }
    }

    /// Literal text, copied without a `String` in between (a literal
    /// passed to `append(_:)` would become a `String` first).
    mutating func append(literal text: StaticString) {
        bytes.append(text)
    }

    /// `==`, `<=` or `>=`, without its `rawValue` string.
    mutating func append(_ relation: Relation) {
        switch relation {
        case .equal: bytes.append("==")
        case .lessOrEqual: bytes.append("<=")
        case .greaterOrEqual: bytes.append(">=")
        }
    }

    /// `NumberText.exact(value)`.
    mutating func appendExact(_ value: Double) {
        NumberText.appendExact(value, to: &bytes)
    }

    /// The decimal digits of `n` (not negative).
    mutating func appendDecimal(_ n: Int) {
        precondition(n >= 0, "only counts and indices are written this way")
        bytes.appendDecimal(UInt64(n))
    }

    /// Empties the text, keeping its memory for the next one.
    mutating func removeAll() {
        bytes.removeAll()
    }

    var text: String { bytes.string }

    /// The UTF-8 written, read in place (encoding it needs no `String`).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withBytes(body)
    }
}

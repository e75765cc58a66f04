/// Short texts (equations, descriptions) assembled as UTF-8 bytes and made
/// a `String` once: appending to a `String` piece by piece cost thousands of
/// instructions per equation, more than parsing it. Numbers are written
/// straight into the bytes, with no `String` of their own.
public struct TextBuilder: ~Copyable {
    /// Room for most equations (`view12.leading == view11.trailing + 8 @750`).
    public static let typicalLength = 64

    @usableFromInline var bytes = ByteBuffer(capacity: TextBuilder.typicalLength)

    @inlinable public init() {}

    /// Whether a `String` appended since the last `exchange` may need a
    /// JSON escape. Literals, numbers and attribute names never do, so the
    /// encoder tests only the names as they come, not the whole text again.
    public var mayNeedEscape = false

    /// Inlined: printers append a name or two per text, and the call cost
    /// a fifth of appending one.
    @inlinable @inline(__always)
    public mutating func append(_ text: String) {
        // Native strings are read in place, without the copy `withUTF8` makes of a `let`.
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append(name: $0) }
        if appended == nil {
            var copy = text
            copy.withUTF8 { append(name: $0) }
        }
    }

    @inlinable mutating func append(name utf8: UnsafeBufferPointer<UInt8>) {
        if !mayNeedEscape && JSONWriter.anyNeedsEscape(utf8) { mayNeedEscape = true }
        bytes.append(utf8)
    }

    /// Literal text, copied without a `String` in between (a literal
    /// passed to `append(_:)` would become a `String` first).
    /// Inlined, so the length is known where it is called and the copy is
    /// a word or two.
    @inlinable @inline(__always)
    public mutating func append(literal text: StaticString) {
        bytes.append(text)
    }

    /// Lends this text's memory to `other` and takes `other`'s: the encoder
    /// lets printers write into its output this way, with no copy. Forgets
    /// `mayNeedEscape`, which is about the text written since.
    @inlinable public mutating func exchange(_ other: inout ByteBuffer) {
        swap(&bytes, &other)
        mayNeedEscape = false
    }

    /// `NumberText.exact(value)`.
    @inlinable public mutating func appendExact(_ value: Double) {
        NumberText.appendExact(value, to: &bytes)
    }

    /// The decimal digits of `n` (not negative).
    @inlinable public mutating func appendDecimal(_ n: Int) {
        precondition(n >= 0, "only counts and indices are written this way")
        bytes.appendDecimal(UInt64(n))
    }

    /// Empties the text, keeping its memory for the next one.
    @inlinable public mutating func removeAll() {
        bytes.removeAll()
    }

    public var text: String { bytes.string }

    /// The UTF-8 written, read in place (encoding it needs no `String`).
    @inlinable public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withBytes(body)
    }
}

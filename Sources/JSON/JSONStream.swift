/// Writes JSON straight into one byte buffer, with no `JSONValue` tree in
/// between: building the tree of a large result cost more than writing it.
/// Commas and indentation follow from two flags, so no stack is kept.
public struct JSONStream: ~Copyable {
    public let indent: Int
    @usableFromInline var bytes: ByteBuffer
    @usableFromInline var level = 0
    /// A value was written at the current level: the next one needs a comma.
    @usableFromInline var needsComma = false
    /// A member name was just written: its value follows on the same line.
    @usableFromInline var afterKey = false

    @inlinable public init(indent: Int, capacity: Int) {
        self.indent = indent
        bytes = ByteBuffer(capacity: capacity)
    }

    /// Writes into memory the caller owns (`ByteBuffer.init(lent:)`).
    @inlinable public init(indent: Int, lent memory: UnsafeMutableBufferPointer<UInt8>) {
        self.indent = indent
        bytes = ByteBuffer(lent: memory)
    }

    /// The bytes written.
    @inlinable public consuming func finish() -> [UInt8] { bytes.array }

    /// How many bytes were written, when all are in the memory lent; nil
    /// once they outgrew it (then `finish` has them).
    public var countInLentMemory: Int? { bytes.ownsMemory ? nil : bytes.count }

    /// Inlined: called for every value and member written.
    @inline(__always)
    @inlinable mutating func beginValue() {
        if afterKey { afterKey = false; return }
        guard level > 0 else { return }
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        newline(level)
    }

    /// Inlined: the compact form, written for every value, only tests.
    @inline(__always)
    @inlinable mutating func newline(_ level: Int) {
        guard indent > 0 else { return }
        indentedLine(level)
    }

    @inlinable mutating func indentedLine(_ level: Int) {
        bytes.append(0x0A)
        bytes.append(UInt8(ascii: " "), repeating: level * indent)
    }

    @inlinable public mutating func openObject() { open(UInt8(ascii: "{")) }
    @inlinable public mutating func closeObject() { close(UInt8(ascii: "}")) }
    @inlinable public mutating func openArray() { open(UInt8(ascii: "[")) }
    @inlinable public mutating func closeArray() { close(UInt8(ascii: "]")) }

    @inline(__always)
    @inlinable mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        level += 1
        needsComma = false
    }

    @inline(__always)
    @inlinable mutating func close(_ bracket: UInt8) {
        level -= 1
        // Something was written inside: close on a line of its own.
        if needsComma { newline(level) }
        bytes.append(bracket)
        needsComma = true
    }

    /// A member name; its value is the next thing written.
    @inlinable public mutating func key(_ name: String) {
        beginValue()
        JSONWriter.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if indent > 0 { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// A member name known when compiling: it needs no escape, so its
    /// bytes are copied as they are. Inlined, so its length is a constant
    /// where it is called.
    @inlinable @inline(__always)
    public mutating func field(_ name: StaticString) {
        beginValue()
        bytes.appendMemberName(name, spaced: indent > 0)
        afterKey = true
    }

    @inlinable public mutating func string(_ s: String) {
        beginValue()
        JSONWriter.writeString(s, into: &bytes)
        needsComma = true
    }

    /// A string known when compiling that needs no escape, copied as it is.
    /// Inlined, so a literal's length is a constant where it is written.
    @inlinable @inline(__always)
    public mutating func string(_ s: StaticString) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(s)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Where a member opened by `openText` began, to finish or drop it.
    public struct TextMark {
        /// The output's length before the member, and whether a comma was due.
        @usableFromInline var member: Int
        @usableFromInline var comma: Bool
        /// Where the string's bytes begin, after the opening quote.
        @usableFromInline var text: Int

        @inlinable init(member: Int, comma: Bool, text: Int) {
            self.member = member
            self.comma = comma
            self.text = text
        }
    }

    /// Opens a member whose string value is printed next into `scratch`:
    /// the output lends it its memory until `closeText`, so the text goes
    /// straight into the output with no `String` nor copy in between. Called
    /// without a closure: a closure over a constraint's spec copied the spec.
    @inlinable @inline(__always)
    public mutating func openText(_ name: StaticString, lending scratch: inout TextBuilder) -> TextMark {
        let mark = bytes.count, comma = needsComma
        field(name)
        afterKey = false
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        scratch.exchange(&bytes)
        return TextMark(member: mark, comma: comma, text: start)
    }

    /// Takes the output back from `scratch` and closes the string opened by
    /// `openText`, escaping it; when `keep` is false the member is left
    /// out altogether (a constraint with no description). Only a text with
    /// a name that may need an escape is scanned again.
    @inlinable @inline(__always)
    public mutating func closeText(_ mark: TextMark, lending scratch: inout TextBuilder, keep: Bool = true) {
        let mayNeedEscape = scratch.mayNeedEscape
        scratch.exchange(&bytes)
        guard keep else {
            bytes.removeLast(from: mark.member)
            needsComma = mark.comma
            return
        }
        if mayNeedEscape { JSONWriter.escapeWritten(from: mark.text, in: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// A number as the results print it (`NumberText.rounded`).
    @inlinable public mutating func number(_ n: Double) {
        beginValue()
        NumberText.appendRounded(n, to: &bytes)
        needsComma = true
    }

    @inlinable public mutating func bool(_ b: Bool) {
        beginValue()
        bytes.append(b ? "true" : "false")
        needsComma = true
    }

    @inlinable public mutating func null() {
        beginValue()
        bytes.append("null")
        needsComma = true
    }

    @inlinable public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let elements):
            openArray()
            for element in elements { self.value(element) }
            closeArray()
        case .object(let members):
            openObject()
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            closeObject()
        }
    }
}

/// A deterministic JSON serializer: object members in the order given,
/// numbers via `NumberText.rounded`, compact or indented.
public struct JSONWriter {
    public var indent: Int

    /// `indent` 0 writes compactly; otherwise members go on their own lines.
    public init(indent: Int = 0) { self.indent = indent }

    public func bytes(_ value: JSONValue) -> [UInt8] {
        var stream = JSONStream(indent: indent, capacity: JSONWriter.initialCapacity)
        stream.value(value)
        return stream.finish()
    }

    /// Enough for a small result without growing.
    static let initialCapacity = 1024

    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Runs of bytes that need no escape are appended in bulk (a byte at a
    /// time made encoding a large result slow).
    static func writeString(_ s: String, into out: inout ByteBuffer) {
        // Native strings are read in place, without the copy `withUTF8` makes of a `let`.
        let written: Void? = s.utf8.withContiguousStorageIfAvailable { writeEscaped($0, into: &out) }
        if written == nil {
            var copy = s
            copy.withUTF8 { writeEscaped($0, into: &out) }
        }
    }

    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        var start = 0
        for i in utf8.indices {
            let byte = utf8[i]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(UnsafeBufferPointer(rebasing: utf8[start..<i]))
            appendEscape(byte, into: &out)
            start = i + 1
        }
        out.append(UnsafeBufferPointer(rebasing: utf8[start...]))
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, into out: inout ByteBuffer) {
        switch byte {
        case UInt8(ascii: "\""): out.append("\\\"")
        case UInt8(ascii: "\\"): out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x0D: out.append("\\r")
        case 0x09: out.append("\\t")
        default:
            out.append("\\u00")
            out.append(hexDigit(byte >> 4))
            out.append(hexDigit(byte & 0xF))
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}

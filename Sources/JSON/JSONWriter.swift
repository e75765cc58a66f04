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
    public static let initialCapacity = 1024

    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Runs of bytes that need no escape are appended in bulk (a byte at a
    /// time made encoding a large result slow).
    public static func writeString(_ s: String, into out: inout ByteBuffer) {
        // Native strings are read in place, without the copy `withUTF8` makes of a `let`.
        let written: Void? = s.utf8.withContiguousStorageIfAvailable { writeEscaped($0, into: &out) }
        if written == nil {
            var copy = s
            copy.withUTF8 { writeEscaped($0, into: &out) }
        }
    }

    /// `writeString` of text already in UTF-8.
    public static func writeString(utf8: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        writeEscaped(utf8, into: &out)
    }

    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        out.reserve(utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        appendEscaped(utf8, from: nextEscape(in: utf8, from: 0), into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `utf8` needs an escape.
    public static func anyNeedsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        nextEscape(in: utf8, from: 0) < utf8.count
    }

    /// Escapes in place the text written into `out` from offset `from` on
    /// (its opening quote before it, no closing one yet).
    public static func escapeWritten(from: Int, in out: inout ByteBuffer) {
        let first = out.withBytes(from: from) { nextEscape(in: $0, from: 0) }
        guard first < out.count - from else { return }
        // Rare (a name with a quote, backslash or control character): the
        // text is copied out and written again, escaped.
        let text = out.withBytes(from: from) { Array($0) }
        out.removeLast(from: from)
        text.withUnsafeBufferPointer { appendEscaped($0, from: first, into: &out) }
    }

    /// The UTF-8 escaped, without quotes; `first` is the first byte that needs an escape.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from first: Int, into out: inout ByteBuffer) {
        var start = 0
        var i = first
        while i < utf8.count {
            out.append(UnsafeBufferPointer(rebasing: utf8[start..<i]))
            appendEscape(utf8[i], into: &out)
            start = i + 1
            i = nextEscape(in: utf8, from: start)
        }
        out.append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// The index of the first byte at or after `from` that needs an escape,
    /// or the count. Eight bytes are tested at once: almost no string of a
    /// result needs one, and the scan was most of encoding's cost.
    private static func nextEscape(in utf8: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let base = utf8.baseAddress else { return utf8.count }
        var i = from
        let raw = UnsafeRawPointer(base)
        while i + 8 <= utf8.count, !mayNeedEscape(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
            i += 8
        }
        // Fewer than eight left: tested in one word that overlaps the ones
        // already tested (the loop above stopped short of the end, not at
        // a byte to escape).
        if i < utf8.count, i + 8 > utf8.count, utf8.count >= 8,
           !mayNeedEscape(raw.loadUnaligned(fromByteOffset: utf8.count - 8, as: UInt64.self)) {
            return utf8.count
        }
        // Four to seven bytes in all (most names: `label12`, `root`): their
        // first four and last four, overlapping, tested as one word; byte by
        // byte they cost more than the rest of writing the name.
        if i == 0, utf8.count >= 4, utf8.count < 8 {
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: utf8.count - 4, as: UInt32.self))
            if !mayNeedEscape(head | tail << 32) { return utf8.count }
        }
        while i < utf8.count, !needsEscape(utf8[i]) { i += 1 }
        return i
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of the eight bytes is below 0x20, a quote or a backslash
    /// (exact for "none"; the bytes are then checked one by one).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below n (n <= 128) sets its high bit in (w - n·ones) & ~w.
        let control = (word &- 0x20 &* ones) & ~word & highs
        let quote = word ^ (UInt64(UInt8(ascii: "\"")) &* ones)
        let backslash = word ^ (UInt64(UInt8(ascii: "\\")) &* ones)
        let zeroQuote = (quote &- ones) & ~quote & highs
        let zeroBackslash = (backslash &- ones) & ~backslash & highs
        return control | zeroQuote | zeroBackslash != 0
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

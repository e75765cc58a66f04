/// A deterministic JSON serializer: object members in the order given,
/// numbers via `NumberText.rounded`, compact or indented.
public struct JSONWriter {
    public var indent: Int

    /// `indent` 0 writes compactly; otherwise members go on their own lines.
    public init(indent: Int = 0) { self.indent = indent }

    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, level: 0, into: &out)
        return out
    }

    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    func write(_ value: JSONValue, level: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: NumberText.rounded(n).utf8)
        case .string(let s): JSONWriter.writeString(s, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(level + 1, into: &out)
                write(element, level: level + 1, into: &out)
            }
            if !elements.isEmpty { newline(level, into: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(level + 1, into: &out)
                JSONWriter.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent > 0 { out.append(UInt8(ascii: " ")) }
                write(member.value, level: level + 1, into: &out)
            }
            if !members.isEmpty { newline(level, into: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    func newline(_ level: Int, into out: inout [UInt8]) {
        guard indent > 0 else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * indent))
    }

    /// Runs of bytes that need no escape are appended in bulk (a byte at a
    /// time made encoding a large result slow).
    static func writeString(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            out.append(UInt8(ascii: "\""))
            var start = 0
            for i in utf8.indices {
                let byte = utf8[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                appendEscape(byte, into: &out)
                start = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            out.append(UInt8(ascii: "\""))
        }
    }

    private static func appendEscape(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
        case 0x0A: out.append(contentsOf: "\\n".utf8)
        case 0x0D: out.append(contentsOf: "\\r".utf8)
        case 0x09: out.append(contentsOf: "\\t".utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: "\\u00".utf8)
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        }
    }
}

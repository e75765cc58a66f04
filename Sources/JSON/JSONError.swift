/// Why a JSON text could not be read. Offsets are 0-based byte offsets
/// into the input, so an error can point at the exact byte.
public enum JSONError: Error, Equatable, Sendable {
    /// Input ended inside a value.
    case unexpectedEnd(offset: Int, expected: String)
    /// A byte that cannot start or continue what was expected.
    case unexpectedByte(offset: Int, found: UInt8, expected: String)
    /// Bytes after the top-level value.
    case trailingGarbage(offset: Int)
    /// Nesting deeper than the limit.
    case tooDeep(offset: Int, limit: Int)
    /// A string longer than the limit.
    case stringTooLong(offset: Int, limit: Int)
    /// A number that overflows to infinity (or is otherwise unreadable).
    case numberOutOfRange(offset: Int, text: String)
    /// Bytes that are not well-formed UTF-8.
    case invalidUTF8(offset: Int)
    /// A bad `\` escape in a string.
    case invalidEscape(offset: Int)

    /// A one-line explanation for people.
    public var message: String {
        switch self {
        case let .unexpectedEnd(offset, expected):
            return "unexpected end of input at byte \(offset), expected \(expected)"
        case let .unexpectedByte(offset, found, expected):
            return "unexpected \(JSONError.show(found)) at byte \(offset), expected \(expected)"
        case let .trailingGarbage(offset):
            return "unexpected data after the JSON value at byte \(offset)"
        case let .tooDeep(offset, limit):
            return "nesting deeper than \(limit) levels at byte \(offset)"
        case let .stringTooLong(offset, limit):
            return "string starting at byte \(offset) is longer than \(limit) bytes"
        case let .numberOutOfRange(offset, text):
            return "number \(text) at byte \(offset) is out of range"
        case let .invalidUTF8(offset):
            return "invalid UTF-8 at byte \(offset)"
        case let .invalidEscape(offset):
            return "invalid escape sequence at byte \(offset)"
        }
    }

    /// A byte as a message names it: the character if printable, else hex.
    public static func show(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}

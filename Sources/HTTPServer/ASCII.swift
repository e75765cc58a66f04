/// Byte classes of RFC 9110/9112 grammar, shared by the parser and the router.
enum ASCII {
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let percent: UInt8 = 0x25
    static let plus: UInt8 = 0x2B
    static let slash: UInt8 = 0x2F
    static let question: UInt8 = 0x3F
    static let ampersand: UInt8 = 0x26
    static let equals: UInt8 = 0x3D
    static let comma: UInt8 = 0x2C
    static let quote: UInt8 = 0x22

    static func lowercase(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// tchar of RFC 9110 §5.6.2.
    static func isTokenChar(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A:
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
             UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// field-vchar, SP or HTAB (RFC 9110 §5.5); obs-text is allowed.
    static func isFieldValueChar(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= 0x20 && byte != 0x7F)
    }

    /// Bytes a request-target may hold: visible ASCII (RFC 9112 §3.2).
    static func isTargetChar(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }
}

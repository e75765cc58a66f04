import Glibc

/// The contract's id rule for scene names: ASCII letters, digits, `_`, `-`
/// and `.`, not starting with `.`, 1 to 128 characters. The store checks it
/// again so that nothing else ever reaches the database.
public enum SceneName {
    public static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= StoreLimits.maxNameLength, bytes[0] != UInt8(ascii: ".") else {
            return false
        }
        return bytes.allSatisfy(isAllowed)
    }

    static func validate(_ name: String) throws(StoreError) {
        guard isValid(name) else { throw .invalidName(name) }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}

/// RFC 3339 UTC timestamps with milliseconds, e.g. `2025-01-31T12:00:00.250Z`.
/// Fixed width, so text order is time order.
enum Timestamp {
    static func format(seconds: Int, milliseconds: Int) -> String {
        var time = seconds
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2)
            + "T" + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2)
            + "." + pad(milliseconds, 3) + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

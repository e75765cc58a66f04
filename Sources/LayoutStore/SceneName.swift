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

/// Strong entity tags for scene versions: `"<version>-<hash>"`, the hash
/// being 64-bit FNV-1a over the name and the document bytes. The version
/// makes tags of one scene distinct; the hash keeps a tag from matching
/// another document that later reuses the number (after delete and re-create).
enum ETag {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func make(name: String, version: Int, document: [UInt8]) -> String {
        var hash = offsetBasis
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        for byte in name.utf8 { mix(byte) }
        mix(0)  // separator: name "ab"+doc "c" differs from "a"+"bc"
        for byte in document { mix(byte) }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: max(0, StoreLimits.etagHashDigits - hex.count)) + hex
        return "\"\(version)-\(padded)\""
    }
}

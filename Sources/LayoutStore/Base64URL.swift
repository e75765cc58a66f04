/// Unpadded base64url (RFC 4648 §5), used for opaque list cursors.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var group: UInt32 = 0
            for (shift, byte) in zip([16, 8, 0], chunk) { group |= UInt32(byte) << UInt32(shift) }
            for position in 0...chunk.count {
                out.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// nil for characters outside the alphabet or an impossible length.
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for character in text.utf8 {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            values.append(UInt32(value))
        }
        guard values.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            var group: UInt32 = 0
            for (offset, value) in chunk.enumerated() { group |= value << UInt32(18 - 6 * offset) }
            for position in 0..<(chunk.count - 1) {
                out.append(UInt8((group >> UInt32(16 - 8 * position)) & 0xFF))
            }
            index += 4
        }
        return out
    }
}

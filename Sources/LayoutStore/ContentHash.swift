/// 64-bit FNV-1a over bytes: what entity tags hash, for stored scene versions
/// and for the dashboard's files. Not cryptographic; a tag only has to change
/// when the bytes do.
public struct ContentHash: Sendable, Equatable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value: UInt64 = offsetBasis

    public init() {}

    public mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* Self.prime
    }

    public mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
    }

    /// The value as 16 lowercase hex digits, zeros in front.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

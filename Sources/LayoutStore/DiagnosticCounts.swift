/// A solve's diagnostic counts by kind as the text of one history column:
/// `<bytes of kind>:<kind>=<count>` per kind, sorted by kind, joined by `;`.
/// Length-prefixed, so a kind may hold any character. One column instead of
/// rows of a second table: a history commit writes one page less.
enum DiagnosticCounts {
    static func encode(_ counts: [String: Int]) -> String {
        counts.sorted { $0.key < $1.key }
            .map { "\($0.key.utf8.count):\($0.key)=\($0.value)" }
            .joined(separator: ";")
    }

    /// The counts in `text`; a malformed tail (never written by `encode` or
    /// the migration) is left out.
    static func decode(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard let (length, afterLength) = number(bytes, from: index, until: UInt8(ascii: ":")),
                  afterLength + length < bytes.count, bytes[afterLength + length] == UInt8(ascii: "="),
                  let (count, afterCount) = number(bytes, from: afterLength + length + 1, until: UInt8(ascii: ";"))
            else { break }
            counts[String(decoding: bytes[afterLength..<(afterLength + length)], as: UTF8.self)] = count
            index = afterCount
        }
        return counts
    }

    /// The decimal digits from `start` up to `terminator` (or the end), and
    /// the index past the terminator.
    private static func number(_ bytes: [UInt8], from start: Int, until terminator: UInt8) -> (Int, Int)? {
        var value = 0
        var index = start
        while index < bytes.count, bytes[index] != terminator {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
            index += 1
        }
        return index > start ? (value, index + 1) : nil
    }
}

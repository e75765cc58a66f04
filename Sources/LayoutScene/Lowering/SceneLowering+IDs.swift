/// Ids of generated constraints (`root.width@rootSize`, `Row.1`), written
/// straight into one string when one is read (`LoweredConstraint.Name`):
/// interpolating or joining made a string per piece and went through the
/// generic formatting.
extension SceneLowering {
    /// `item.attribute` then `suffix`, as in `name.width@hugging`.
    static func generatedID(_ item: String, _ attribute: Attribute, _ suffix: StaticString) -> String {
        let name = attribute.rawValue
        let count = item.utf8.count + 1 + name.utf8.count + suffix.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = copy(item, into: buffer, at: 0)
            buffer[at] = UInt8(ascii: ".")
            at = copy(name, into: buffer, at: at + 1)
            let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return copy(tail, into: buffer, at: at)
        }
    }

    /// `id.k`, the id of the k-th spec of a visual format.
    static func specID(_ id: String, _ k: Int) -> String {
        precondition(k >= 0, "spec indices are not negative")
        var digitCount = 1, rest = k / 10
        while rest > 0 { digitCount += 1; rest /= 10 }
        return String(unsafeUninitializedCapacity: id.utf8.count + 1 + digitCount) { buffer in
            let at = copy(id, into: buffer, at: 0)
            buffer[at] = UInt8(ascii: ".")
            var n = k
            for i in stride(from: at + digitCount, through: at + 1, by: -1) {
                buffer[i] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            }
            return at + 1 + digitCount
        }
    }

    /// Copies the UTF-8 of `text` into `buffer` from `at`; returns the end.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        // Native strings are read in place; others (bridged) byte by byte.
        if let end = text.utf8.withContiguousStorageIfAvailable({ copy($0, into: buffer, at: at) }) { return end }
        var end = at
        for byte in text.utf8 {
            buffer[end] = byte
            end += 1
        }
        return end
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
                             at: Int) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return at }
        (buffer.baseAddress! + at).update(from: base, count: bytes.count)
        return at + bytes.count
    }
}

/// Percent-decoding of URI components (RFC 3986 §2.1).
enum PercentDecoding {
    /// nil for a broken escape, a NUL, or bytes that are not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) -> String? {
        if !bytes.contains(ASCII.percent) && !(plusAsSpace && bytes.contains(ASCII.plus)) {
            return String(validating: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == ASCII.percent {
                guard index + 2 < bytes.endIndex,
                      let high = ASCII.hexValue(bytes[index + 1]),
                      let low = ASCII.hexValue(bytes[index + 2])
                else { return nil }
                let decoded = high << 4 | low
                if decoded == 0 { return nil }
                output.append(decoded)
                index += 3
            } else {
                output.append(plusAsSpace && byte == ASCII.plus ? ASCII.space : byte)
                index += 1
            }
        }
        return String(validating: output, as: UTF8.self)
    }
}

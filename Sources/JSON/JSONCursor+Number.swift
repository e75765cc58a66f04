extension JSONCursor {
    /// Reads a number with JSON's grammar. Short integers are converted
    /// directly; everything else goes through the standard library's
    /// correctly rounded conversion.
    mutating func number() throws(JSONError) -> Double {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let intStart = offset
        try digits(expected: "a digit")
        if bytes[intStart] == UInt8(ascii: "0") && offset - intStart > 1 {
            throw .unexpectedByte(offset: intStart + 1, found: bytes[intStart + 1], expected: "'.', 'e' or the end of the number (no leading zeros)")
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            try digits(expected: "a digit after '.'")
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            isInteger = false
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            try digits(expected: "a digit in the exponent")
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        if isInteger && offset - intStart <= 15 {
            var value: Int64 = 0
            for i in intStart..<offset { value = value * 10 + Int64(bytes[i] - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw .numberOutOfRange(offset: start, text: text)
        }
        return value
    }

    mutating func digits(expected: String) throws(JSONError) {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        if offset == start {
            guard offset < bytes.count else { throw .unexpectedEnd(offset: offset, expected: expected) }
            throw .unexpectedByte(offset: offset, found: bytes[offset], expected: expected)
        }
    }
}

extension JSONCursor {
    /// Reads a string starting at its opening quote. A string without
    /// escapes (nearly all) is made from the input bytes in one step; the
    /// first escape switches to copying runs into a buffer. UTF-8 is
    /// validated as it goes. A member name (`isKey`) that spells one of
    /// `knownKeys` comes back as its literal.
    mutating func string(isKey: Bool = false) throws(JSONError) -> String {
        let start = offset
        offset += 1
        var utf8: [UInt8] = []
        var escaped = false
        var runStart = offset
        // Bytes up to here are within the length limit; the scan below stops
        // there so the limit is checked once per run, not per byte.
        let checkedEnd = bytes.count - start > maxStringBytes ? start + maxStringBytes + 1 : bytes.count
        while true {
            offset = plainRunEnd(from: offset, limit: checkedEnd)
            while offset < checkedEnd {
                let byte = bytes[offset]
                if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                offset += 1
            }
            guard offset < bytes.count else { throw .unexpectedEnd(offset: offset, expected: "'\"'") }
            let byte = bytes[offset]
            if offset - start > maxStringBytes { throw .stringTooLong(offset: start, limit: maxStringBytes) }
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                offset += 1
                guard escaped else {
                    if isKey, let knownKeys, let literal = knownKeys(run) { return literal }
                    return String(decoding: run, as: UTF8.self)
                }
                utf8.append(contentsOf: run)
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                escaped = true
                try escape(into: &utf8)
                runStart = offset
            case 0..<0x20:
                throw .unexpectedByte(offset: offset, found: byte, expected: "a string character (control characters must be escaped)")
            case 0x80...:
                offset += try utf8SequenceLength(at: offset)
            default:
                offset += 1
            }
        }
    }

    /// Length of the well-formed UTF-8 sequence at `at`, or an error.
    func utf8SequenceLength(at position: Int) throws(JSONError) -> Int {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw .invalidUTF8(offset: position)
        }
        guard position + length <= bytes.count else { throw .invalidUTF8(offset: position) }
        for i in 1..<length {
            let byte = bytes[position + i]
            let range = i == 1 ? low...high : 0x80...0xBF
            if !range.contains(byte) { throw .invalidUTF8(offset: position + i) }
        }
        return length
    }

    mutating func escape(into utf8: inout [UInt8]) throws(JSONError) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw .unexpectedEnd(offset: offset, expected: "an escape") }
        let code = bytes[offset]
        offset += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(code)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeAt: start)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                      bytes[offset + 1] == UInt8(ascii: "u") else { throw .invalidEscape(offset: start) }
                offset += 2
                let low = try hex4(escapeAt: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw .invalidEscape(offset: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw .invalidEscape(offset: start)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw .invalidEscape(offset: start) }
            utf8.append(contentsOf: String(Character(unicode)).utf8)
        default:
            throw .invalidEscape(offset: start)
        }
    }

    mutating func hex4(escapeAt start: Int) throws(JSONError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw .invalidEscape(offset: start) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .invalidEscape(offset: start)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }
}

extension JSONCursor {
    /// Skips eight bytes at a time while none of them ends a plain run of
    /// a string (a quote, a backslash, a control byte, or a non-ASCII byte),
    /// and returns where the byte-by-byte scan must take over: at most
    /// `limit`, and at or before the first such byte. Scanning a byte at a
    /// time cost about five instructions per byte of every string.
    func plainRunEnd(from start: Int, limit: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var position = start
        while position + 8 <= limit {
            // Little-endian or not, each test is per byte lane.
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // A lane's high bit is set in these when the lane is zero (or,
            // for `control`, below 0x20); a lane can also be flagged after a
            // real match, never without one, so nothing is skipped wrongly.
            let control = (word &- ones &* 0x20) & ~word
            let zeroQuote = (quote &- ones) & ~quote
            let zeroBackslash = (backslash &- ones) & ~backslash
            if (control | zeroQuote | zeroBackslash | word) & highs != 0 { break }
            position += 8
        }
        return position
    }
}

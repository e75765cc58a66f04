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

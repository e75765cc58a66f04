/// Text that is plainly not UTF-8, told from its first bytes: a byte order
/// mark of UTF-16 or UTF-32, or the zero bytes ASCII characters have in
/// those forms. layoutd reads UTF-8 only, and a reader that saw such bytes as UTF-8 would answer with a complaint
/// about the first `<` or `{` instead of naming the encoding.
public enum UnicodeForm {
    /// The name of the encoding `bytes` are in, when it is one of the wide
    /// forms; nil for anything that may be UTF-8.
    public static func wideEncoding(of bytes: [UInt8]) -> String? {
        let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (b[0], b[1], b[2], b[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _): return "UTF-16LE"
        case (0x00, 0x00, 0x00, let c) where c != 0: return "UTF-32BE"
        case (let c, 0x00, 0x00, 0x00) where c != 0: return "UTF-32LE"
        case (0x00, let c, _, _) where c != 0 && bytes.count > 1: return "UTF-16BE"
        case (let c, 0x00, _, _) where c != 0 && bytes.count > 1: return "UTF-16LE"
        default: return nil
        }
    }
}

/// Short texts (equations, descriptions) assembled as UTF-8 bytes and made
/// a `String` once: appending to a `String` piece by piece cost thousands of
/// instructions per equation, more than parsing it.
struct TextBuilder {
    /// Room for most equations (`view12.leading == view11.trailing + 8 @750`).
    static let typicalLength = 64

    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(TextBuilder.typicalLength) }

    mutating func append(_ text: String) {
        var text = text
        // Byte by byte: the pieces are a few bytes long, and the generic
        // bulk append costs hundreds of instructions a call.
        text.withUTF8 { utf8 in
            for byte in utf8 { bytes.append(byte) }
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

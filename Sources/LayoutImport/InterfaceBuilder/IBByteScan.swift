import JSON

/// What the reader refuses before libxml2 sees a byte. libxml2 decodes a
/// document in whatever encoding it declares, so a check of the raw bytes
/// holds only when the bytes are what libxml2 will read: UTF-8, declared as
/// such or not declared at all. Past that, nothing that could fetch, expand
/// or rename anything (document type, entity and attribute-list
/// declarations), no processing instruction (FoundationXML reads a NULL for
/// some and crashes), and no element with more attributes than a real one
/// has (libxml2's duplicate check is quadratic in them). Interface Builder
/// writes none of these.
struct IBByteScan {
    var maximumAttributes: Int

    func check(_ bytes: [UInt8]) throws(IBReadError) {
        if let wide = UnicodeForm.wideEncoding(of: bytes) {
            throw IBReadError(message: "the document is \(wide); Interface Builder documents are UTF-8, and only UTF-8 is read",
                              line: 1, column: 1)
        }
        var position = Position()
        var k = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position.column = 4; k = 3 }
        if let end = try Self.declarationEnd(bytes, from: k) {
            while k < end { position.advance(bytes[k]); k += 1 }
        }
        var inTag = false
        var quote: UInt8 = 0
        var attributes = 0
        while k < bytes.count {
            let byte = bytes[k]
            if byte == 0 { throw position.error("a NUL character, which XML does not allow") }
            if byte >= 0x80 {
                // One whole scalar; a fresh decoder, as one keeps what it read ahead.
                var iterator = bytes[k...].makeIterator()
                var decoder = UTF8()
                guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                    throw position.error("not UTF-8")
                }
                k += UTF8.width(scalar)
                position.column += UTF8.width(scalar)
                continue
            }
            // `<?` and `<!` are refused wherever they stand, inside a tag or a
            // quoted value too: libxml2 reads on past a broken tag, and XML
            // allows no `<` in either (FuzzInterfaceBuilder found
            // `<view key="a"b<?x?>` reaching the processing-instruction callback).
            if byte == UInt8(ascii: "<"), k + 1 < bytes.count {
                switch bytes[k + 1] {
                case UInt8(ascii: "?"):
                    throw position.error("a processing instruction (<?…?>) is refused: Interface Builder writes none")
                case UInt8(ascii: "!"):
                    if let mark = Self.markupDeclaration(bytes, at: k + 2) {
                        throw position.error("a <!\(mark) declaration is refused (never fetched, never expanded)")
                    }
                default:
                    if quote == 0 {
                        inTag = true
                        attributes = 0
                    }
                }
            } else if inTag {
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == 0x22 || byte == 0x27 {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    attributes += 1
                    if attributes > maximumAttributes {
                        throw position.error("an element with more than \(maximumAttributes) attributes")
                    }
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                }
            }
            position.advance(byte)
            k += 1
        }
    }

    private struct Position {
        var line = 1
        var column = 1

        mutating func advance(_ byte: UInt8) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }

        func error(_ message: String) -> IBReadError { IBReadError(message: message, line: line, column: column) }
    }

    /// Where the XML declaration that opens the document ends (past `?>`),
    /// nil when there is none; refuses any declared encoding but UTF-8.
    static func declarationEnd(_ bytes: [UInt8], from start: Int) throws(IBReadError) -> Int? {
        let opening = Array("<?xml".utf8)
        guard bytes[start...].starts(with: opening), start + opening.count < bytes.count,
              [9, 10, 13, 32].contains(bytes[start + opening.count]) else { return nil }
        let limit = min(bytes.count, start + 512)
        var end = start + opening.count
        while end + 1 < limit, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
        guard end + 1 < limit else {
            throw IBReadError(message: "the XML declaration is not closed with ?>", line: 1, column: start + 1)
        }
        // A declaration is ASCII pseudo-attributes; any other byte (or a `<`
        // or `>`) there would reach libxml2 unchecked by the scan below
        // (FuzzInterfaceBuilder found a broken one crashing FoundationXML).
        if let odd = bytes[(start + opening.count)..<end].firstIndex(where: { !(0x20...0x7E).contains($0) && ![9, 10, 13].contains($0)
                                                                           || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) {
            throw IBReadError(message: "the XML declaration holds a character no declaration has; only version, encoding and standalone are read",
                              line: 1, column: odd + 1)
        }
        let text = String(decoding: bytes[(start + opening.count)..<end], as: UTF8.self)
        // An encoding libxml2 could find where this reader does not is refused.
        if pseudoAttribute("encoding", in: text) == nil, text.contains("encoding") {
            throw IBReadError(message: "the XML declaration's encoding cannot be read; only UTF-8 is read", line: 1, column: start + 1)
        }
        if let encoding = pseudoAttribute("encoding", in: text),
           !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw IBReadError(message: "the document declares encoding \"\(encoding)\"; only UTF-8 is read (Interface Builder writes UTF-8)",
                              line: 1, column: start + 1)
        }
        return end + 2
    }

    /// The value of `name="…"` (or `'…'`) in an XML declaration, read pair
    /// by pair so that a name inside another value (`version="encoding"`)
    /// is not taken for it.
    static func pseudoAttribute(_ name: String, in text: String) -> String? {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" }
            guard !key.isEmpty else { return nil }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            let value = rest.dropFirst().prefix { $0 != quote }
            if key == name { return String(value) }
            rest = rest.dropFirst(value.count + 2)
        }
    }

    /// The declaration keyword after `<!`, when it is one XML defines.
    static func markupDeclaration(_ bytes: [UInt8], at start: Int) -> String? {
        for mark in ["DOCTYPE", "ENTITY", "ATTLIST", "ELEMENT", "NOTATION"] {
            let utf8 = Array(mark.utf8)
            guard start + utf8.count <= bytes.count else { continue }
            if zip(bytes[start..<(start + utf8.count)], utf8).allSatisfy({ ($0 >= 97 && $0 <= 122 ? $0 - 32 : $0) == $1 }) {
                return mark
            }
        }
        return nil
    }
}

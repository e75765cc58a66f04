import JSON
import LayoutSolver

/// Splits an equation into words (item references and numbers), relations
/// and the one-byte symbols `* + - @`. Generic over the byte collection so
/// the parser can read a string's UTF-8 in place instead of copying it.
struct EquationLexer<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
    enum Operand {
        case number(Double, column: Int)
        case reference(AttributeRef, column: Int)
    }

    let bytes: Bytes
    var offset: Int
    /// Column of the last token read, for errors about it.
    var lastColumn = 1

    /// `bytes` must be indexed from 0: columns are offsets plus one.
    init(_ bytes: Bytes) {
        self.bytes = bytes
        offset = 0
    }

    mutating func skipSpaces() {
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    }

    /// The next non-space byte when it is one of `* + - @`, else nil.
    mutating func peekSymbol() -> UInt8? {
        skipSpaces()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"): return bytes[offset]
        default: return nil
        }
    }

    mutating func advance() {
        lastColumn = offset + 1
        offset += 1
    }

    /// Column of unread input, nil at the end.
    mutating func remainingColumn() -> Int? {
        skipSpaces()
        return offset < bytes.count ? offset + 1 : nil
    }

    mutating func relation() throws(EquationError) -> Relation {
        skipSpaces()
        lastColumn = offset + 1
        if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "=") {
            let relation: Relation?
            switch bytes[offset] {
            case UInt8(ascii: "="): relation = .equal
            case UInt8(ascii: "<"): relation = .lessOrEqual
            case UInt8(ascii: ">"): relation = .greaterOrEqual
            default: relation = nil
            }
            if let relation { offset += 2; return relation }
        }
        throw .syntax(column: lastColumn, message: "expected '==', '<=' or '>='" + found())
    }

    mutating func reference() throws(EquationError) -> AttributeRef {
        guard case .reference(let ref, _) = try operand() else {
            throw .syntax(column: lastColumn, message: "expected 'item.attribute'")
        }
        return ref
    }

    /// A number or an `item.attribute` word.
    mutating func operand() throws(EquationError) -> Operand {
        skipSpaces()
        let start = offset
        lastColumn = start + 1
        while offset < bytes.count, EquationWord.isWordByte(bytes[offset]) || isExponentSign(at: offset, wordStart: start) {
            offset += 1
        }
        guard offset > start else {
            throw .syntax(column: lastColumn, message: "expected a number or 'item.attribute'" + found())
        }
        let wordBytes = bytes[start..<offset]
        if EquationWord.isNumberSyntax(wordBytes) {
            return .number(try number(wordBytes), column: lastColumn)
        }
        // Split on the bytes: the word is ASCII, and Character-wise search costs more than the parse.
        guard let dot = wordBytes.lastIndex(of: UInt8(ascii: ".")), dot != start else {
            let word = String(decoding: wordBytes, as: UTF8.self)
            throw .syntax(column: lastColumn, message: "expected 'item.attribute' or a number, found '\(word)'")
        }
        let nameBytes = bytes[(dot + 1)..<offset]
        let attribute = nameBytes.withContiguousStorageIfAvailable(EquationWord.attribute)
            ?? Array(nameBytes).withUnsafeBufferPointer(EquationWord.attribute)
        guard let attribute else {
            let name = String(decoding: nameBytes, as: UTF8.self)
            let hint = name.contains("-") ? " (put spaces around '-')" : ""
            throw .syntax(column: lastColumn + (dot - start) + 1,
                                  message: "unknown attribute '\(name)'\(hint)")
        }
        return .reference(AttributeRef(item: String(decoding: bytes[start..<dot], as: UTF8.self), attribute: attribute),
                          column: lastColumn)
    }

    /// A word of number syntax as a finite value.
    func number(_ wordBytes: Bytes.SubSequence) throws(EquationError) -> Double {
        if let value = EquationWord.shortInteger(wordBytes) { return value }
        let word = String(decoding: wordBytes, as: UTF8.self)
        guard let value = Double(word), value.isFinite else {
            throw .syntax(column: lastColumn, message: "number \(word) is out of range")
        }
        return value
    }

    /// `+` or `-` right after the `e` of a number's exponent belongs to the word.
    func isExponentSign(at index: Int, wordStart: Int) -> Bool {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), index > wordStart else { return false }
        let previous = bytes[index - 1]
        guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
        return EquationWord.isNumberSyntax(bytes[wordStart..<index - 1])
    }

    func found() -> String {
        guard offset < bytes.count else { return ", found the end" }
        return ", found \(JSONError.show(bytes[offset]))"
    }
}

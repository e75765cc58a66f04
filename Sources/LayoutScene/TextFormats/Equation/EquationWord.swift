import Glibc

/// Byte-level tests on the words of equations, shared by the lexer and the
/// id check. Words are ASCII, so they are matched byte by byte without
/// making a `String`.
enum EquationWord {
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`
    static func isNumberSyntax<Word: Collection<UInt8>>(_ word: Word) -> Bool {
        var i = word.startIndex
        func digits() -> Bool {
            let start = i
            while i < word.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(word[i]) { word.formIndex(after: &i) }
            return i > start
        }
        if i < word.endIndex, word[i] == UInt8(ascii: "-") { word.formIndex(after: &i) }
        guard digits() else { return false }
        if i < word.endIndex, word[i] == UInt8(ascii: ".") {
            word.formIndex(after: &i)
            guard digits() else { return false }
        }
        if i < word.endIndex, word[i] == UInt8(ascii: "e") || word[i] == UInt8(ascii: "E") {
            word.formIndex(after: &i)
            if i < word.endIndex, word[i] == UInt8(ascii: "+") || word[i] == UInt8(ascii: "-") { word.formIndex(after: &i) }
            guard digits() else { return false }
        }
        return i == word.endIndex
    }

    /// Integers of up to this many digits convert exactly through `Int64`
    /// (and `Double` holds every integer below 2^53).
    static let maxShortIntegerDigits = 15

    /// The value of `-?digits` with few digits, nil for any other word
    /// (those go through the standard library's correctly rounded parse).
    static func shortInteger<Word: Collection<UInt8>>(_ word: Word) -> Double? {
        var negative = false
        var value: Int64 = 0, count = 0
        for byte in word {
            if byte == UInt8(ascii: "-") && count == 0 && !negative { negative = true; continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), count < maxShortIntegerDigits else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            count += 1
        }
        guard count > 0 else { return nil }
        // -0 keeps its sign, as Double("-0") does.
        return negative ? -Double(value) : Double(value)
    }

    /// The attribute a name spells (`baseline` is `lastBaseline`), nil for
    /// any other name. Compared by length first, then bytes.
    static func attribute(_ name: UnsafeBufferPointer<UInt8>) -> Attribute? {
        func spells(_ literal: StaticString) -> Bool {
            // Same length here, so the bytes decide.
            memcmp(name.baseAddress!, literal.utf8Start, name.count) == 0
        }
        switch name.count {
        case 3: return spells("top") ? .top : nil
        case 4: return spells("left") ? .left : nil
        case 5: return spells("right") ? .right : spells("width") ? .width : nil
        case 6: return spells("bottom") ? .bottom : spells("height") ? .height : nil
        case 7: return spells("leading") ? .leading : spells("centerX") ? .centerX : spells("centerY") ? .centerY : nil
        case 8: return spells("trailing") ? .trailing : spells("baseline") ? .lastBaseline : nil
        case 9: return spells("topMargin") ? .topMargin : nil
        case 10: return spells("leftMargin") ? .leftMargin : nil
        case 11: return spells("rightMargin") ? .rightMargin : nil
        case 12: return spells("bottomMargin") ? .bottomMargin : spells("lastBaseline") ? .lastBaseline : nil
        case 13: return spells("firstBaseline") ? .firstBaseline : spells("leadingMargin") ? .leadingMargin : nil
        case 14: return spells("trailingMargin") ? .trailingMargin : nil
        case 20:
            return spells("centerXWithinMargins") ? .centerXWithinMargins
                : spells("centerYWithinMargins") ? .centerYWithinMargins : nil
        default: return nil
        }
    }
}

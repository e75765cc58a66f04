/// Names and numbers of the visual format.
extension VisualFormatScanner {
    /// How a name may continue: inside brackets and parentheses a name ends at
    /// a delimiter, so it may hold the `-` and `.` that view ids allow; between
    /// dashes (`-pad-`) a `-` must end it.
    enum NameRule {
        case bracketed, betweenDashes
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: the Unicode property lookup costs more than the parse.
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isAlphabetic
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isNamePart(_ scalar: Unicode.Scalar, rule: NameRule) -> Bool {
        if isNameStart(scalar) || isDigit(scalar) { return true }
        switch rule {
        case .bracketed: return scalar == "-" || scalar == "."
        case .betweenDashes: return scalar == "."
        }
    }

    /// Reads a name if one starts here. `allowDigitStart` lets a view id
    /// such as `2nd` begin with a digit where no number can stand.
    mutating func readName(rule: NameRule, allowDigitStart: Bool = false) -> String? {
        guard let first = peek,
              Self.isNameStart(first) || (allowDigitStart && Self.isDigit(first)) else { return nil }
        let start = index
        _ = skip { Self.isNamePart($0, rule: rule) }
        return text(from: start, to: index)
    }

    /// Reads `-?digits(.digits)?([eE][+-]?digits)?` if a number starts here.
    /// Fails on a number too large to be finite.
    mutating func readNumber(allowSign: Bool) throws(VisualFormatError) -> Double? {
        let start = index
        let signed = allowSign && peek == "-"
        let digitsAt = signed ? 1 : 0
        guard let firstDigit = peek(ahead: digitsAt), Self.isDigit(firstDigit) else { return nil }
        advance(by: digitsAt)
        _ = skip(while: Self.isDigit)
        if peek == ".", let next = peek(ahead: 1), Self.isDigit(next) {
            advance()
            _ = skip(while: Self.isDigit)
        }
        skipExponent()
        guard let value = Double(text(from: start, to: index)), value.isFinite else {
            throw VisualFormatError(message: "expected a finite number", column: start + 1)
        }
        return value
    }

    /// An exponent is only taken when digits follow, so `5e` stays `5` then `e`.
    private mutating func skipExponent() {
        guard peek == "e" || peek == "E" else { return }
        var offset = 1
        if peek(ahead: 1) == "+" || peek(ahead: 1) == "-" { offset = 2 }
        guard let digit = peek(ahead: offset), Self.isDigit(digit) else { return }
        advance(by: offset)
        _ = skip(while: Self.isDigit)
    }
}

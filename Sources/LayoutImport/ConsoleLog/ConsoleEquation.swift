import LayoutSolver

/// The equation display form: `A.attr == 1.5*B.attr + 8`, `A.width * 0.25`
/// (multiplier after), `A.bottom == B.bottom NSSpace(0)`, `A.height == 24`.
enum ConsoleEquation {
    /// Attribute names a line may print: the anchors, `baseline`, and the
    /// frame terms autoresizing constraints are printed with.
    static let attributes: Set<Substring> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "minX", "minY", "maxX", "maxY", "midX", "midY",
    ]

    static func relation(_ body: Substring) throws(ConsoleLineError) -> ConsoleRelation {
        guard let (range, relation) = relationOperator(body) else {
            throw ConsoleLineError("no relation (==, <= or >=) in \"\(body)\"")
        }
        let left = try side(body[..<range.lowerBound])
        let rightText = ConsoleLineParser.trimmed(body[range.upperBound...])
        guard !rightText.isEmpty else { throw ConsoleLineError("the line ends after its relation (cut?)") }
        let right = try side(rightText)
        guard let first = left.term else { throw ConsoleLineError("the left side names no item: \"\(body)\"") }
        guard left.multiplier != 0 else { throw ConsoleLineError("a multiplier of 0 on the left side") }
        // `m1 × A == m2 × B + c` is `A == (m2/m1) × B + c/m1`; m1 is 1 in every line UIKit prints.
        let flipped = left.multiplier < 0 ? ConsoleVisualFormat.flipped(relation) : relation
        return ConsoleRelation(first: first, relation: flipped, second: right.term,
                               multiplier: right.multiplier / left.multiplier,
                               constant: (right.constant - left.constant) / left.multiplier,
                               systemSpacing: right.systemSpacing)
    }

    /// The first ` == `, ` <= ` or ` >= ` (spaced, as UIKit prints them;
    /// unspaced ones when there is none).
    static func relationOperator(_ body: Substring) -> (Range<Substring.Index>, Relation)? {
        for spaced in [true, false] {
            var best: (Range<Substring.Index>, Relation)?
            for relation in [Relation.equal, .lessOrEqual, .greaterOrEqual] {
                let token = spaced ? " \(relation.rawValue) " : relation.rawValue
                if let range = body.firstRange(of: token), best.map({ range.lowerBound < $0.0.lowerBound }) ?? true {
                    best = (range, relation)
                }
            }
            if let best { return best }
        }
        return nil
    }

    struct Side {
        var term: ConsoleTerm?
        var multiplier = 1.0
        var constant = 0.0
        var systemSpacing = false
    }

    /// One side: an optional `m*` before the item, `item.attribute`, then
    /// `* m`, `+ c`, `- c`, `NSSpace(c)` in any order; or a constant alone.
    static func side(_ text: Substring) throws(ConsoleLineError) -> Side {
        var side = Side()
        var rest = ConsoleLineParser.trimmed(text)
        if let (dot, attributeEnd) = attribute(in: rest) {
            var itemText = rest[..<dot]
            if let star = itemText.firstIndex(of: "*"), let value = Double(ConsoleLineParser.trimmed(itemText[..<star])) {
                side.multiplier = value
                itemText = itemText[itemText.index(after: star)...]
            }
            let attribute = String(rest[rest.index(after: dot)..<attributeEnd])
            side.term = ConsoleTerm(reference: ConsoleLineParser.item(itemText), attribute: attribute)
            rest = rest[attributeEnd...]
        }
        try terms(rest, into: &side)
        return side
    }

    /// The `.attribute` that ends the item: the first dot followed by a known
    /// attribute name and then the end, a space or an operator. Truncated
    /// names (`Cell....width`) and module names (`App.View`) hold other dots.
    static func attribute(in text: Substring) -> (Substring.Index, Substring.Index)? {
        var index = text.startIndex
        while let dot = text[index...].firstIndex(of: ".") {
            let start = text.index(after: dot)
            let end = text[start...].firstIndex { !$0.isLetter } ?? text.endIndex
            if attributes.contains(text[start..<end]), end == text.endIndex || " *+-@)".contains(text[end]) {
                return (dot, end)
            }
            index = start
        }
        return nil
    }

    /// Multipliers, constants and spacing tokens after the item (or alone).
    static func terms(_ text: Substring, into side: inout Side) throws(ConsoleLineError) {
        var rest = ConsoleLineParser.trimmed(text)
        var sign = 1.0
        var afterSign = false
        while !rest.isEmpty {
            if rest.first == "*" {
                rest = ConsoleLineParser.trimmed(rest.dropFirst())
                let (value, tail) = number(rest)
                guard let value else { throw ConsoleLineError("a multiplier that is not a number: \"\(text)\"") }
                side.multiplier *= value
                rest = ConsoleLineParser.trimmed(tail)
            } else if !afterSign, rest.first == "+" || rest.first == "-", side.term != nil || rest.dropFirst().first == " " {
                sign = rest.first == "-" ? -1 : 1
                afterSign = true
                rest = ConsoleLineParser.trimmed(rest.dropFirst())
                continue
            } else if let (value, tail) = spacing(rest) {
                side.constant += sign * value
                side.systemSpacing = true
                rest = ConsoleLineParser.trimmed(tail)
            } else {
                let (value, tail) = number(rest)
                guard let value else { throw ConsoleLineError("cannot read \"\(rest)\"") }
                side.constant += sign * value
                rest = ConsoleLineParser.trimmed(tail)
            }
            sign = 1
            afterSign = false
        }
        if afterSign { throw ConsoleLineError("the line ends after a sign (cut?)") }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: spacing the
    /// system picks, printed with the value it picked.
    static func spacing(_ text: Substring) -> (Double, Substring)? {
        for token in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where text.hasPrefix(token) {
            let inside = text.dropFirst(token.count)
            guard let close = inside.firstIndex(of: ")"), let value = Double(ConsoleLineParser.trimmed(inside[..<close])) else {
                return nil
            }
            return (value, inside[inside.index(after: close)...])
        }
        return nil
    }

    /// A decimal number at the start of `text` (`-2`, `13.0`, `2.22507e-308`).
    static func number(_ text: Substring) -> (Double?, Substring) {
        var end = text.startIndex
        var previous: Character?
        while end < text.endIndex {
            let c = text[end]
            let allowed = c.isASCII && (c.isNumber || c == "." || c == "e" || c == "E"
                || ((c == "-" || c == "+") && (previous == nil || previous == "e" || previous == "E")))
            guard allowed else { break }
            previous = c
            end = text.index(after: end)
        }
        return (Double(text[..<end]), text[end...])
    }
}

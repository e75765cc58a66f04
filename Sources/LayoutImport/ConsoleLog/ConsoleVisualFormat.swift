import LayoutSolver

/// The visual-format display form of one constraint: `H:|-(15)-[A]`,
/// `V:[A]-(>=8)-[B]`, `[X(44)]`, `-(NSSpace(8))-`, `(LTR)`/`(RTL)` after it.
struct ConsoleVisualFormat {
    let text: Substring
    /// A priority printed inside a predicate (`-(8@750)-`, `[X(44@750)]`).
    var priority: Double?

    init(text: Substring) { self.text = text }

    struct Predicate {
        var relation: Relation
        var constant: Double
        var systemSpacing: Bool
    }

    enum Direction { case natural, leftToRight, rightToLeft }

    mutating func relations() throws(ConsoleLineError) -> [ConsoleRelation] {
        let vertical = text.hasPrefix("V:")
        var rest = text.dropFirst(2)
        var elements: [(ConsoleTerm.Reference, [Predicate])] = []
        /// Between element k and k + 1; nil: adjacent (`[A][B]`).
        var connections: [[Predicate]?] = []
        var pending: [Predicate]?
        var direction = Direction.natural
        while true {
            rest = rest.drop { $0 == " " }
            guard let c = rest.first else { break }
            switch c {
            case "|":
                if !elements.isEmpty { connections.append(pending) }
                pending = nil
                elements.append((.superview, []))
                rest = rest.dropFirst()
            case "[":
                guard let close = Self.closingBracket(rest) else { throw ConsoleLineError("a '[' without its ']' (cut?)") }
                let content = rest[rest.index(after: rest.startIndex)..<close]
                var itemText = content
                var predicates: [Predicate] = []
                if content.last == ")", let open = Self.openingParenthesis(content),
                   let parsed = predicatesOf(content[content.index(after: open)..<content.index(before: content.endIndex)]) {
                    predicates = parsed
                    itemText = content[..<open]
                }
                if !elements.isEmpty { connections.append(pending) }
                pending = nil
                elements.append((ConsoleLineParser.item(itemText), predicates))
                rest = rest[rest.index(after: close)...]
            case "-":
                rest = rest.dropFirst().drop { $0 == " " }
                if rest.first == "(" {
                    guard let close = Self.closingParenthesis(rest),
                          let parsed = predicatesOf(rest[rest.index(after: rest.startIndex)..<close]) else {
                        throw ConsoleLineError("cannot read the spacing in \"\(text)\"")
                    }
                    pending = parsed
                    rest = rest[rest.index(after: close)...].drop { $0 == " " }
                    guard rest.first == "-" else { throw ConsoleLineError("a spacing without its closing '-' (cut?)") }
                    rest = rest.dropFirst()
                } else if let first = rest.first, first.isNumber {
                    let (value, tail) = ConsoleEquation.number(rest)
                    guard let value, tail.first == "-" else { throw ConsoleLineError("cannot read the spacing in \"\(text)\"") }
                    pending = [Predicate(relation: .equal, constant: value, systemSpacing: false)]
                    rest = tail.dropFirst()
                } else {
                    // A lone `-` is the standard spacing.
                    pending = [Predicate(relation: .equal, constant: 8, systemSpacing: true)]
                }
            case "(":
                guard let close = Self.closingParenthesis(rest) else { throw ConsoleLineError("a '(' without its ')'") }
                switch rest[rest.index(after: rest.startIndex)..<close] {
                case "LTR": direction = .leftToRight
                case "RTL": direction = .rightToLeft
                default: throw ConsoleLineError("unexpected \"\(rest[...close])\" in \"\(text)\"")
                }
                rest = rest[rest.index(after: close)...]
            default:
                throw ConsoleLineError("unexpected \"\(rest.prefix(20))\" in the visual format")
            }
        }
        if pending != nil { throw ConsoleLineError("the visual format ends with a spacing (cut?)") }
        return try build(elements, connections, vertical: vertical, direction: direction)
    }

    func build(_ elements: [(ConsoleTerm.Reference, [Predicate])], _ connections: [[Predicate]?],
               vertical: Bool, direction: Direction) throws(ConsoleLineError) -> [ConsoleRelation] {
        let (lead, trail, size) = vertical ? ("top", "bottom", "height")
            : direction == .natural ? ("leading", "trailing", "width")
            : direction == .leftToRight ? ("left", "right", "width") : ("right", "left", "width")
        // Right to left, a gap runs from right to left: `B.right == A.left - c`.
        let step = !vertical && direction == .rightToLeft ? -1.0 : 1.0
        var relations: [ConsoleRelation] = []
        for (k, connection) in connections.enumerated() {
            let (a, b) = (elements[k].0, elements[k + 1].0)
            for predicate in connection ?? [Predicate(relation: .equal, constant: 0, systemSpacing: false)] {
                let relation = step < 0 ? Self.flipped(predicate.relation) : predicate.relation
                let first: ConsoleTerm, second: ConsoleTerm
                switch (a, b) {
                case (.superview, .superview): throw ConsoleLineError("a spacing between '|' and '|'")
                case (.superview, _):
                    first = ConsoleTerm(reference: b, attribute: lead)
                    second = ConsoleTerm(reference: a, attribute: lead)
                case (_, .superview):
                    first = ConsoleTerm(reference: b, attribute: trail)
                    second = ConsoleTerm(reference: a, attribute: trail)
                default:
                    first = ConsoleTerm(reference: b, attribute: lead)
                    second = ConsoleTerm(reference: a, attribute: trail)
                }
                relations.append(ConsoleRelation(first: first, relation: relation, second: second,
                                                 constant: step * predicate.constant,
                                                 systemSpacing: predicate.systemSpacing))
            }
        }
        for (reference, predicates) in elements {
            for predicate in predicates {
                relations.append(ConsoleRelation(first: ConsoleTerm(reference: reference, attribute: size),
                                                 relation: predicate.relation, second: nil,
                                                 constant: predicate.constant, systemSpacing: predicate.systemSpacing))
            }
        }
        guard !relations.isEmpty else { throw ConsoleLineError("the visual format \"\(text)\" holds no relation") }
        return relations
    }

    static func flipped(_ relation: Relation) -> Relation {
        relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
    }

    /// `==8`, `>=NSSpace(8)`, `44@750`, comma separated.
    mutating func predicatesOf(_ text: Substring) -> [Predicate]? {
        var predicates: [Predicate] = []
        for part in text.split(separator: ",") {
            var rest = ConsoleLineParser.trimmed(part)
            var relation = Relation.equal
            for candidate in [Relation.equal, .lessOrEqual, .greaterOrEqual] where rest.hasPrefix(candidate.rawValue) {
                relation = candidate
                rest = ConsoleLineParser.trimmed(rest.dropFirst(2))
            }
            if let at = rest.lastIndex(of: "@") {
                guard let value = Double(rest[rest.index(after: at)...]) else { return nil }
                priority = value
                rest = ConsoleLineParser.trimmed(rest[..<at])
            }
            if let (value, tail) = ConsoleEquation.spacing(rest), ConsoleLineParser.trimmed(tail).isEmpty {
                predicates.append(Predicate(relation: relation, constant: value, systemSpacing: true))
            } else if let value = Double(rest) {
                predicates.append(Predicate(relation: relation, constant: value, systemSpacing: false))
            } else {
                return nil
            }
        }
        return predicates.isEmpty ? nil : predicates
    }

    /// The `]` that closes the bracket at the start of `text`: the first one
    /// followed by what may follow an element (names may hold brackets).
    static func closingBracket(_ text: Substring) -> Substring.Index? {
        var index = text.index(after: text.startIndex)
        while let close = text[index...].firstIndex(of: "]") {
            let next = text[text.index(after: close)...].first { $0 != " " }
            if next == nil || "-|[(".contains(next!) { return close }
            index = text.index(after: close)
        }
        return nil
    }

    /// The `)` matching the `(` at the start of `text`.
    static func closingParenthesis(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The `(` matching the `)` that ends `text`.
    static func openingParenthesis(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

import LayoutSolver

/// Why one constraint line could not be read.
struct ConsoleLineError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Reads one constraint entry (the text between `<` and `>`): the
/// constraint's class and address, SnapKit's source location, an
/// autoresizing mask, the identifier, the relation in either display form,
/// the priority, `(active, names: …)` and content-size priorities.
struct ConsoleLineParser {
    let text: String
    let line: Int
    /// Guesses made while reading, for the answer to repeat.
    var notes: [String] = []

    init(text: String, line: Int) {
        self.text = text
        self.line = line
    }

    mutating func constraint() throws(ConsoleLineError) -> ConsoleConstraint {
        var cursor = Substring(text)
        guard let colon = cursor.firstIndex(of: ":"), colon > cursor.startIndex,
              cursor[..<colon].utf8.allSatisfy(ConsoleBytes.isClassByte) else {
            throw ConsoleLineError("no constraint class (expected \"NSLayoutConstraint:0x…\")")
        }
        let className = String(cursor[..<colon])
        cursor = cursor[cursor.index(after: colon)...]
        let addressEnd = cursor.firstIndex { $0 == " " || $0 == "@" } ?? cursor.endIndex
        let address = String(cursor[..<addressEnd])
        guard !address.isEmpty else { throw ConsoleLineError("the constraint has no address") }
        if !Self.isHexAddress(address), !ConsoleAddress.isPlaceholder(address) {
            notes.append("line \(line): the address \(address) is not hexadecimal; it is kept as printed")
        }
        cursor = cursor[addressEnd...]
        var source: String?
        if cursor.first == "@" {
            // `@File.swift#88`, or a whole path that may hold spaces
            // (`@/Users/me/App Demo/View.swift#98`): up to the line number.
            var end = cursor.firstIndex(of: " ") ?? cursor.endIndex
            if let hash = cursor.firstIndex(of: "#"), hash > end {
                end = cursor[cursor.index(after: hash)...].firstIndex { !$0.isNumber } ?? cursor.endIndex
            }
            source = String(cursor[cursor.index(after: cursor.startIndex)..<end])
            cursor = cursor[end...]
        }
        cursor = cursor.drop { $0 == " " }
        var mask: String?
        if cursor.hasPrefix("h=") || cursor.hasPrefix("v=") {
            var parts: [Substring] = []
            while cursor.hasPrefix("h=") || cursor.hasPrefix("v=") {
                let end = cursor.firstIndex(of: " ") ?? cursor.endIndex
                parts.append(cursor[..<end])
                cursor = cursor[end...].drop { $0 == " " }
            }
            mask = parts.joined(separator: " ")
        }
        var identifier: String?
        if cursor.first == "'", let close = cursor.dropFirst().firstIndex(of: "'") {
            identifier = String(cursor[cursor.index(after: cursor.startIndex)..<close])
            cursor = cursor[cursor.index(after: close)...].drop { $0 == " " }
        }
        var body = cursor
        var active: Bool?
        var names: [ConsoleName] = []
        if let (open, suffix) = Self.suffix(body) {
            body = body[..<open]
            let lowered = suffix.lowercased()
            if lowered.hasPrefix("active") { active = true } else if lowered.hasPrefix("inactive") { active = false }
            if let range = lowered.firstRange(of: "names:") {
                let offset = lowered.distance(from: lowered.startIndex, to: range.upperBound)
                names = try Self.names(suffix.dropFirst(offset))
            }
        }
        body = Self.trimmed(body)
        var hugging: Double?, resistance: Double?
        if let hug = body.firstRange(of: " Hug:") {
            let tail = body[hug.upperBound...]
            hugging = Double(tail.prefix { $0 != " " })
            if let cr = tail.firstRange(of: "CompressionResistance:") {
                resistance = Double(tail[cr.upperBound...].prefix { $0 != " " })
            }
            body = Self.trimmed(body[..<hug.lowerBound])
        }
        var priority = 1000.0
        if let at = body.lastIndex(of: "@"), let value = Double(body[body.index(after: at)...]) {
            priority = value
            body = Self.trimmed(body[..<at])
        }
        guard !body.isEmpty else { throw ConsoleLineError("the constraint shows no relation") }
        let display: ConsoleConstraint.Display
        let relations: [ConsoleRelation]
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            display = .visualFormat
            var format = ConsoleVisualFormat(text: body)
            relations = try format.relations()
            if let given = format.priority { priority = given }
        } else {
            display = .equation
            relations = [try ConsoleEquation.relation(body)]
        }
        var constraint = ConsoleConstraint(className: className, address: address, display: display,
                                           relations: relations, text: text, line: line)
        constraint.identifier = identifier
        constraint.source = source
        constraint.mask = mask
        constraint.priority = priority
        constraint.active = active
        constraint.names = names
        constraint.hugging = hugging
        constraint.compressionResistance = resistance
        return constraint
    }

    static func isHexAddress(_ address: String) -> Bool {
        guard address.hasPrefix("0x") || address.hasPrefix("0X"), address.count > 2 else { return false }
        return address.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }

    /// The last `(active…)`, `(inactive…)` or `(names: …)` group: where it
    /// opens and its inside.
    static func suffix(_ body: Substring) -> (Substring.Index, Substring)? {
        var index = body.endIndex
        while let open = body[..<index].lastIndex(of: "(") {
            let after = body[body.index(after: open)...]
            let lowered = after.prefix(9).lowercased()
            if lowered.hasPrefix("active") || lowered.hasPrefix("inactive") || lowered.hasPrefix("names:") {
                var inside = after
                if let close = inside.lastIndex(of: ")") { inside = inside[..<close] }
                return (open, inside)
            }
            index = open
        }
        return nil
    }

    /// The `names:` table: `name:0xADDRESS`, `name:Class:0xADDRESS`,
    /// `'|':Class:0xADDRESS`, separated by commas.
    static func names(_ text: Substring) throws(ConsoleLineError) -> [ConsoleName] {
        var names: [ConsoleName] = []
        for part in text.split(separator: ",") {
            let entry = trimmed(part)
            if entry.isEmpty { continue }
            if entry.hasPrefix("'|':") {
                guard case .item(let item) = item(entry.dropFirst(4)) else {
                    throw ConsoleLineError("the names table's '|' entry has no address: \(entry)")
                }
                names.append(ConsoleName(name: "|", item: item))
                continue
            }
            guard let colon = entry.firstIndex(of: ":") else { continue }
            let name = String(trimmed(entry[..<colon]))
            let rest = trimmed(entry[entry.index(after: colon)...])
            if rest.hasPrefix("0x") {
                names.append(ConsoleName(name: name, item: ConsoleItem(className: name, address: address(rest).0)))
            } else if case .item(let item) = item(rest) {
                names.append(ConsoleName(name: name, item: item))
            }
        }
        return names
    }

    /// An item as printed: `|`, `Class:0xADDRESS'identifier'`, or a name.
    static func item(_ text: Substring) -> ConsoleTerm.Reference {
        let text = trimmed(text)
        if text == "|" { return .superview }
        guard let range = text.firstRange(of: ":0x") ?? text.firstRange(of: ":0X") ?? text.firstRange(of: ":<") else {
            return .name(String(text))
        }
        let (address, rest) = address(text[text.index(after: range.lowerBound)...])
        var identifier: String?
        if rest.first == "'" {
            var inside = rest.dropFirst()
            if inside.last == "'" { inside = inside.dropLast() }
            identifier = String(inside)
        }
        return .item(ConsoleItem(className: String(text[..<range.lowerBound]), address: address, identifier: identifier))
    }

    /// `0x…` at the start of `text` (letters and digits: a mistyped digit
    /// stays in it) and what follows; an anonymised one (`0x<A>`, `<address>`,
    /// `0x...`) whole.
    static func address(_ text: Substring) -> (String, Substring) {
        let body = text.hasPrefix("0x") || text.hasPrefix("0X") ? text.dropFirst(2) : text
        if body.first == "<", let close = body.firstIndex(of: ">") {
            let end = body.index(after: close)
            return (String(text[..<end]), text[end...])
        }
        if body.first == "." || body.first == "…" {
            // `0x....height`: the last dot before the attribute is its own.
            var end = body.firstIndex { $0 != "." && $0 != "…" } ?? body.endIndex
            if end < body.endIndex, body[body.index(before: end)] == ".", body.index(before: end) > body.startIndex {
                end = body.index(before: end)
            }
            return (String(text[..<end]), text[end...])
        }
        let end = text.dropFirst(2).firstIndex { !($0.isLetter || $0.isNumber) || !$0.isASCII } ?? text.endIndex
        return (String(text[..<end]), text[end...])
    }
}

/// One entry of a line's `names:` table.
public struct ConsoleName: Hashable, Sendable {
    /// `|` for the superview.
    public var name: String
    public var item: ConsoleItem

    public init(name: String, item: ConsoleItem) {
        self.name = name
        self.item = item
    }
}

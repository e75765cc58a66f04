import Foundation

/// The part of TOML that `.layoutd.toml` is written in: `key = value` with
/// basic and literal strings, booleans, integers and arrays of these (over
/// several lines too), `[table]` and `[[array of tables]]` headers, and
/// `#` comments. Anything else is an error naming its line, so a file that
/// uses more of TOML is refused rather than half read.
struct TOMLSubset {
    enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case integer(Int)
        case array([Value])

        var typeName: String {
            switch self {
            case .string: return "a string"
            case .bool: return "a boolean"
            case .integer: return "an integer"
            case .array: return "an array"
            }
        }
    }

    struct Entry {
        var key: String
        var value: Value
        var line: Int
    }

    /// The top of the file (`name` empty) or one `[name]` / `[[name]]` header
    /// and the entries under it.
    struct Table {
        var name: String
        var isArrayElement: Bool
        var line: Int
        var entries: [Entry] = []
    }

    struct ParseError: Error, Equatable {
        var line: Int
        var message: String
    }

    var tables: [Table]

    init(_ text: String) throws(ParseError) {
        tables = [Table(name: "", isArrayElement: false, line: 1)]
        var headers: Set<String> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var k = 0
        while k < lines.count {
            let number = k + 1
            var statement = Self.stripComment(lines[k])
            k += 1
            // An array may go on over the next lines until its brackets close.
            while Self.openBrackets(statement) > 0, k < lines.count {
                statement += " " + Self.stripComment(lines[k])
                k += 1
            }
            let trimmed = statement.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("[") {
                let isArray = trimmed.hasPrefix("[[")
                guard trimmed.hasSuffix(isArray ? "]]" : "]") else {
                    throw ParseError(line: number, message: "a table header ends with \(isArray ? "]]" : "]")")
                }
                let name = String(trimmed.dropFirst(isArray ? 2 : 1).dropLast(isArray ? 2 : 1)).trimmingCharacters(in: .whitespaces)
                guard Self.isBareKey(name) else { throw ParseError(line: number, message: "'\(name)' is not a table name (letters, digits, _ and -)") }
                if !isArray {
                    guard headers.insert(name).inserted else { throw ParseError(line: number, message: "table [\(name)] is defined twice") }
                }
                tables.append(Table(name: name, isArrayElement: isArray, line: number))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw ParseError(line: number, message: "expected key = value")
            }
            var key = String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces)
            if key.count >= 2, key.hasPrefix("\""), key.hasSuffix("\"") {
                key = String(key.dropFirst().dropLast())
            } else if !Self.isBareKey(key) {
                throw ParseError(line: number, message: "'\(key)' is not a key (letters, digits, _ and -, or quoted)")
            }
            var cursor = Cursor(text: Array(trimmed[trimmed.index(after: equals)...]), line: number)
            let value = try cursor.value()
            cursor.skipSpaces()
            guard cursor.atEnd else { throw ParseError(line: number, message: "unexpected text after the value of \(key)") }
            guard !tables[tables.count - 1].entries.contains(where: { $0.key == key }) else {
                throw ParseError(line: number, message: "\(key) is set twice")
            }
            tables[tables.count - 1].entries.append(Entry(key: key, value: value, line: number))
        }
    }

    static func isBareKey(_ s: String) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }

    /// The line without a `#` comment (one inside a string stays).
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var escaped = false
        for (offset, c) in line.enumerated() {
            if let q = quote {
                if escaped { escaped = false } else if c == "\\" && q == "\"" { escaped = true } else if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#" {
                return String(line.prefix(offset))
            }
        }
        return line
    }

    /// `[` minus `]` outside strings: above 0 while an array is open.
    static func openBrackets(_ text: String) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // A header line is not an open array.
        if trimmed.hasPrefix("[") && !trimmed.contains("=") { return 0 }
        var depth = 0
        var quote: Character?
        var escaped = false
        for c in text {
            if let q = quote {
                if escaped { escaped = false } else if c == "\\" && q == "\"" { escaped = true } else if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" {
                depth += 1
            } else if c == "]" {
                depth -= 1
            }
        }
        return depth
    }

    /// Reads one value of a statement.
    struct Cursor {
        var text: [Character]
        var line: Int
        var at = 0

        var atEnd: Bool { at >= text.count }

        mutating func skipSpaces() {
            while at < text.count, text[at] == " " || text[at] == "\t" { at += 1 }
        }

        mutating func value() throws(ParseError) -> Value {
            skipSpaces()
            guard at < text.count else { throw ParseError(line: line, message: "a value is missing after =") }
            switch text[at] {
            case "\"": return .string(try basicString())
            case "'":
                at += 1
                guard let end = text[at...].firstIndex(of: "'") else { throw ParseError(line: line, message: "a string is not closed") }
                defer { at = end + 1 }
                return .string(String(text[at..<end]))
            case "[":
                at += 1
                var items: [Value] = []
                while true {
                    skipSpaces()
                    guard at < text.count else { throw ParseError(line: line, message: "an array is not closed") }
                    if text[at] == "]" { at += 1; return .array(items) }
                    items.append(try value())
                    skipSpaces()
                    guard at < text.count else { throw ParseError(line: line, message: "an array is not closed") }
                    if text[at] == "," { at += 1 } else if text[at] != "]" {
                        throw ParseError(line: line, message: "expected , or ] in an array")
                    }
                }
            default:
                var word = ""
                while at < text.count, !" \t,]".contains(text[at]) { word.append(text[at]); at += 1 }
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                if let n = Int(word.replacingOccurrences(of: "_", with: "")) { return .integer(n) }
                throw ParseError(line: line, message: "'\(word)' is not a value (strings are quoted)")
            }
        }

        mutating func basicString() throws(ParseError) -> String {
            at += 1
            var out = ""
            while at < text.count {
                let c = text[at]
                at += 1
                if c == "\"" { return out }
                guard c == "\\" else { out.append(c); continue }
                guard at < text.count else { break }
                let e = text[at]
                at += 1
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "u", "U":
                    let count = e == "u" ? 4 : 8
                    guard at + count <= text.count, let code = UInt32(String(text[at..<at + count]), radix: 16),
                          let scalar = Unicode.Scalar(code) else {
                        throw ParseError(line: line, message: "a \\\(e) escape needs \(count) hex digits")
                    }
                    out.unicodeScalars.append(scalar)
                    at += count
                default: throw ParseError(line: line, message: "unknown escape \\\(e) in a string")
                }
            }
            throw ParseError(line: line, message: "a string is not closed")
        }
    }
}


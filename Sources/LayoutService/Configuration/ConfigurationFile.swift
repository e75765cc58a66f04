/// The configuration file: a small TOML subset. `[section]` headers,
/// `key = value` lines, `#` comments; values are "quoted strings" (with \" and
/// \\ escapes), numbers or true/false. Keys are reported as `section.key`.
struct ConfigurationFile {
    struct Entry: Equatable {
        let key: String
        let value: String
        let line: Int
    }

    let entries: [Entry]

    init(parsing text: String, source: String) throws(ConfigurationError) {
        var entries: [Entry] = []
        var section = ""
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = ConfigurationFile.stripComment(String(rawLine)).trimmingWhitespace()
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    throw .syntax(line: lineNumber, message: "a section header looks like [name]", source: source)
                }
                section = String(line.dropFirst().dropLast()).trimmingWhitespace()
                continue
            }
            guard let eq = line.firstIndex(of: "=") else {
                throw .syntax(line: lineNumber, message: "expected `key = value`", source: source)
            }
            let key = String(line[..<eq]).trimmingWhitespace()
            let rawValue = String(line[line.index(after: eq)...]).trimmingWhitespace()
            guard !key.isEmpty else {
                throw .syntax(line: lineNumber, message: "missing key before '='", source: source)
            }
            let value = try ConfigurationFile.unquote(rawValue, line: lineNumber, source: source)
            entries.append(Entry(key: section.isEmpty ? key : "\(section).\(key)", value: value, line: lineNumber))
        }
        self.entries = entries
    }

    /// Drops a `#` comment that is not inside a quoted string.
    private static func stripComment(_ line: String) -> String {
        var inString = false
        var escaped = false
        var out = ""
        for ch in line {
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
            } else if ch == "\"" {
                inString = true
            } else if ch == "#" {
                break
            }
            out.append(ch)
        }
        return out
    }

    private static func unquote(_ raw: String, line: Int, source: String) throws(ConfigurationError) -> String {
        guard raw.hasPrefix("\"") else { return raw }
        guard raw.count >= 2, raw.hasSuffix("\"") else {
            throw .syntax(line: line, message: "unterminated string", source: source)
        }
        var out = ""
        var escaped = false
        for ch in raw.dropFirst().dropLast() {
            if escaped {
                switch ch {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\\", "\"": out.append(ch)
                default: throw .syntax(line: line, message: "unknown escape \\\(ch)", source: source)
                }
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        if escaped { throw .syntax(line: line, message: "unterminated string", source: source) }
        return out
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

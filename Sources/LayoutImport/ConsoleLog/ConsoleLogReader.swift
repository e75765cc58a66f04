/// Reads a pasted "Unable to simultaneously satisfy constraints" message
/// in any of the shapes people paste it: the whole console message, the
/// parenthesised list, or constraint lines alone, with or without the `<…>`.
public struct ConsoleLogReader: Sendable {
    public var limits: ConsoleLimits

    public init(limits: ConsoleLimits = .standard) { self.limits = limits }

    static let header = Array("Unable to simultaneously satisfy constraints".utf8)
    /// Recent macOS opens its message so, and names the broken constraint
    /// after "breaking" on the list's closing line.
    static let appKitHeader = Array("Conflicting constraints detected".utf8)
    /// Followed by "constraint" and the line on the next line, or (macOS 14)
    /// by the entry itself and a full stop, printed before the list.
    static let recovery = Array("Will attempt to recover by breaking".utf8)

    /// Whether `bytes` look like a console message rather than a scene
    /// document, from their content: the commands and the route accept either.
    public static func looksLikeConsoleMessage(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first(where: { !ConsoleBytes.isSpace($0) }), first != UInt8(ascii: "{") else {
            return false
        }
        return ConsoleBytes.find(header, in: bytes[...]) != nil || ConsoleBytes.find(appKitHeader, in: bytes[...]) != nil
            || ConsoleBytes.find(Array("Constraint:0x".utf8), in: bytes[...]) != nil
    }

    public func read(_ bytes: [UInt8]) throws(ConsoleLogError) -> ConsoleMessage {
        guard bytes.count <= limits.maxBytes else { throw .tooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        return try read(String(decoding: bytes, as: UTF8.self))
    }

    public func read(_ text: String) throws(ConsoleLogError) -> ConsoleMessage {
        guard text.utf8.count <= limits.maxBytes else { throw .tooLarge(bytes: text.utf8.count, limit: limits.maxBytes) }
        let paste = ConsolePaste(text)
        guard paste.bytes.contains(where: { !ConsoleBytes.isSpace($0) }) else { throw .empty }
        let bytes = paste.bytes
        let recoveryAt = ConsoleBytes.find(Self.recovery, in: bytes[...])
        var constraints: [ConsoleConstraint] = []
        var skipped: [ConsoleSkip] = []
        var notes: [String] = []
        var broken: String?
        var seen: [String: Int] = [:]
        var placeholders: Set<String> = []
        let starts = Self.entryStarts(bytes)
        for (k, start) in starts.enumerated() {
            let limit = k + 1 < starts.count ? starts[k + 1] : bytes.count
            let line = paste.line(at: start)
            let entry = Self.entry(bytes, from: start, to: limit)
            let text = ConsoleBytes.unwrapped(entry.body)
            if text == "private" {
                skipped.append(ConsoleSkip(line: line, text: "<private>", reason: "redacted by the unified log"))
                continue
            }
            guard constraints.count < limits.maxConstraints else {
                skipped.append(ConsoleSkip(line: line, text: ConsoleBytes.excerpt(text),
                                           reason: "past the first \(limits.maxConstraints) constraints"))
                continue
            }
            var parser = ConsoleLineParser(text: text, line: line)
            let parsed: ConsoleConstraint
            do {
                parsed = try parser.constraint()
            } catch {
                let cut = entry.terminated ? "" : " (the line ends before its closing '>': cut?)"
                skipped.append(ConsoleSkip(line: line, text: ConsoleBytes.excerpt(text), reason: error.reason + cut))
                continue
            }
            notes += parser.notes
            let isBroken = recoveryAt.map { start > $0 } ?? false
            if ConsoleAddress.isPlaceholder(parsed.address) {
                if placeholders.insert(parsed.address).inserted {
                    notes.append(ConsoleAddress.kind(parsed.address) == .hidden
                        ? "the paste hides the constraints' addresses (\(parsed.address)): each line is its own constraint, named by its line"
                        : "the address \(parsed.address) is a placeholder: every line that prints it is taken for one constraint")
                }
                if isBroken {
                    if broken == nil { Self.matchBroken(parsed, in: &constraints, broken: &broken, notes: &notes) }
                    continue
                } else if ConsoleAddress.kind(parsed.address) == .hidden {
                    var unique = parsed
                    unique.address = "\(parsed.address) (line \(line))"
                    constraints.append(unique)
                    continue
                }
            }
            if isBroken && broken == nil { broken = parsed.address }
            if let first = seen[parsed.address] {
                // The same line printed twice (some pastes repeat lines) is one constraint.
                if constraints[first].text == parsed.text { continue }
                if isBroken {
                    notes.append("the constraint UIKit broke (\(parsed.address)) is printed differently from the listed line with that address; the listed one is kept")
                    continue
                }
                notes.append("two different lines carry the address \(parsed.address) (lines \(constraints[first].line) and \(line)); both are kept")
            }
            if isBroken && !constraints.isEmpty && seen[parsed.address] == nil {
                notes.append("the broken constraint (\(parsed.address)) is none of the \(constraints.count) listed: the \"Will attempt to recover\" line may come from another run; it is kept as one more constraint")
            }
            seen[parsed.address] = seen[parsed.address] ?? constraints.count
            constraints.append(parsed)
        }
        guard !constraints.isEmpty else { throw .noConstraints(skipped: skipped) }
        let whole = ConsoleBytes.find(Self.header, in: bytes[...]) != nil || ConsoleBytes.find(Self.appKitHeader, in: bytes[...]) != nil
        let shape: ConsoleMessage.Shape = whole ? .wholeMessage
            : bytes.contains(UInt8(ascii: "(")) && Self.startsList(bytes) ? .list : .bareLines
        var message = ConsoleMessage(shape: shape, constraints: constraints, broken: broken, skipped: skipped, notes: notes)
        message.framework = ConsoleFramework.of(text, constraints)
        return message
    }

    /// The listed constraint the "Will attempt to recover" line names when
    /// its address is a placeholder: the one line with its placeholder and
    /// its relations. When several fit, which one broke cannot be told, and
    /// that is said rather than guessed.
    static func matchBroken(_ line: ConsoleConstraint, in constraints: inout [ConsoleConstraint],
                            broken: inout String?, notes: inout [String]) {
        let printed = constraints.filter { $0.address == line.address || $0.address.hasPrefix(line.address + " (line ") }
        let same = printed.filter {
            $0.className == line.className && $0.relations == line.relations && $0.identifier == line.identifier
        }
        if same.count == 1 {
            broken = same[0].address
        } else if same.count > 1 {
            notes.append("the constraint the system broke (\(line.address)) matches \(same.count) listed lines (lines \(same.map { String($0.line) }.joined(separator: ", "))): which one broke cannot be told")
        } else if printed.count > 1 {
            notes.append("the constraint the system broke (\(line.address)) is printed like none of the \(printed.count) listed lines with that placeholder: which one broke cannot be told")
        } else if printed.count == 1 {
            broken = printed[0].address
            notes.append("the constraint the system broke (\(line.address)) is printed differently from the listed line with that address; the listed one is kept")
        } else {
            var extra = line
            extra.address = "\(line.address) (line \(line.line))"
            if !constraints.isEmpty {
                notes.append("the broken constraint (\(line.address)) is none of the \(constraints.count) listed: the \"Will attempt to recover\" line may come from another run; it is kept as one more constraint")
            }
            broken = extra.address
            constraints.append(extra)
        }
    }

    /// Whether the first non-blank character opens UIKit's `(` list.
    static func startsList(_ bytes: [UInt8]) -> Bool {
        bytes.first(where: { !ConsoleBytes.isSpace($0) }) == UInt8(ascii: "(")
    }

    /// Offsets where constraint entries start: after a `<` that opens
    /// `Class:`, or at a line's first word when it is a `…Constraint:` class
    /// (lines pasted without their angle brackets).
    static func entryStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var lineStart = true
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                lineStart = true
            } else if byte == UInt8(ascii: "<") {
                if Self.opensNested(bytes, at: i) {
                    // Early SnapKit: `<<Module.LayoutConstraint:0x…> <UIView:0x…>.top == …>`,
                    // one entry whose inner `<…>` are its items, not entries of their own.
                    starts.append(i + 1)
                    let nested = Self.entry(bytes, from: i + 1, to: bytes.count)
                    // A cut entry ends at its line's break, which starts the next line.
                    i = nested.terminated ? nested.end : nested.end - 1
                    lineStart = false
                } else if let end = ConsoleBytes.classEnd(bytes, from: i + 1), end < bytes.count, bytes[end] == UInt8(ascii: ":") {
                    starts.append(i + 1)
                    i = end
                    lineStart = false
                } else if bytes[(i + 1)...].starts(with: "private>".utf8) {
                    starts.append(i + 1)
                }
            } else if lineStart, !ConsoleBytes.isSpace(byte), byte != UInt8(ascii: "\""), byte != UInt8(ascii: ",") {
                lineStart = false
                if let end = ConsoleBytes.classEnd(bytes, from: i), end < bytes.count, bytes[end] == UInt8(ascii: ":"),
                   bytes[i..<end].reversed().starts(with: "Constraint".utf8.reversed()) {
                    starts.append(i)
                    i = end
                }
            }
            i += 1
        }
        return starts
    }

    /// Whether the `<` at `i` opens an entry whose description wraps its
    /// class and items in angle brackets of their own (`<<Class:0x…> …>`).
    static func opensNested(_ bytes: [UInt8], at i: Int) -> Bool {
        guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
              let end = ConsoleBytes.classEnd(bytes, from: i + 2) else { return false }
        return end < bytes.count && bytes[end] == UInt8(ascii: ":")
    }

    /// The entry from `start`: up to its closing `>` (the first `>` that is
    /// not `>=`), or up to the next entry when it has none (a cut line). A
    /// nested entry (starting at its inner `<`) runs to the `>` that closes
    /// the outer one, and its inner brackets are dropped: what is left reads
    /// as UIKit prints a constraint.
    static func entry(_ bytes: [UInt8], from start: Int, to limit: Int) -> (body: ArraySlice<UInt8>, terminated: Bool, end: Int) {
        let nested = start < limit && bytes[start] == UInt8(ascii: "<")
        var depth = 0
        var i = start
        while i < limit {
            if let close = Self.placeholderEnd(bytes, at: i, limit: limit) {
                i = close + 1
                continue
            }
            if nested, bytes[i] == UInt8(ascii: "<"), i + 1 < limit, ConsoleBytes.classEnd(bytes, from: i + 1) != nil {
                depth += 1
            } else if bytes[i] == UInt8(ascii: ">"), i + 1 >= limit || bytes[i + 1] != UInt8(ascii: "=") {
                if depth == 0 {
                    return (nested ? Self.unnested(bytes[start..<i]) : bytes[start..<i], true, i)
                }
                depth -= 1
            }
            i += 1
        }
        // Without its `>`, an entry runs to the end of its line: what follows is not it,
        // nor the comma that separated list entries whose brackets were lost.
        var end = start
        while end < limit, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var last = end
        while last > start, ConsoleBytes.isSpace(bytes[last - 1]) { last -= 1 }
        if last > start, bytes[last - 1] == UInt8(ascii: ",") { last -= 1 }
        let body = bytes[start..<last]
        return (nested ? Self.unnested(body) : body, false, end)
    }

    /// Where an anonymised address's `<…>` closes (`0x<A>`, `:<address>`),
    /// nil when the `<` at `i` opens none: its `>` does not end the entry.
    static func placeholderEnd(_ bytes: [UInt8], at i: Int, limit: Int) -> Int? {
        guard bytes[i] == UInt8(ascii: "<"), i > 0 else { return nil }
        let afterHex = i > 1 && bytes[i - 1] == UInt8(ascii: "x") && bytes[i - 2] == UInt8(ascii: "0")
        guard afterHex || bytes[i - 1] == UInt8(ascii: ":") else { return nil }
        var j = i + 1
        while j < limit, j - i <= 16, isPlaceholderByte(bytes[j]) { j += 1 }
        return j < limit && bytes[j] == UInt8(ascii: ">") ? j : nil
    }

    static func isPlaceholderByte(_ byte: UInt8) -> Bool {
        ConsoleBytes.isClassByte(byte) || byte == UInt8(ascii: "-")
    }

    /// A nested entry's text without the brackets around its class and items.
    static func unnested(_ body: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            let byte = body[i]
            let next = i + 1 < body.endIndex ? body[i + 1] : nil
            let bracket = (byte == UInt8(ascii: "<") && next.map(ConsoleBytes.isClassByte) == true)
                || (byte == UInt8(ascii: ">") && next != UInt8(ascii: "="))
            if !bracket { out.append(byte) }
            i += 1
        }
        return out[...]
    }
}

/// Byte helpers of the reader.
enum ConsoleBytes {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Characters of a class name as UIKit prints it (Swift modules,
    /// mangled generic names with `$`).
    static func isClassByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
    }

    /// The end of a class name starting at `from`, nil when there is none.
    static func classEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var i = from
        while i < bytes.count, isClassByte(bytes[i]) { i += 1 }
        return i > from ? i : nil
    }

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var i = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while i <= last {
            if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// The entry as one line: a wrapped line's break and indentation become
    /// one space, runs of spaces stay (UIKit's own "   (active)" has three).
    static func unwrapped(_ body: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            if body[i] == UInt8(ascii: "\n") {
                while out.last == UInt8(ascii: " ") { out.removeLast() }
                var j = i + 1
                while j < body.endIndex, body[j] == UInt8(ascii: " ") { j += 1 }
                // A break inside a word (a hard wrap) joins it; between words it is a space.
                let before = out.last.map { !isSpace($0) } ?? false
                if before, j < body.endIndex, !joinsWithoutSpace(out.last!, body[j]) { out.append(UInt8(ascii: " ")) }
                i = j
                continue
            }
            out.append(body[i])
            i += 1
        }
        while out.last.map(isSpace) == true { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// Breaks that fall inside an address or a name are taken as hard wraps.
    static func joinsWithoutSpace(_ before: UInt8, _ after: UInt8) -> Bool {
        isHexLike(before) && isHexLike(after) && before != UInt8(ascii: ".") && after != UInt8(ascii: "(")
    }

    static func isHexLike(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F")) || byte == UInt8(ascii: "x")
    }

    /// At most 200 characters of an entry, for reports.
    static func excerpt(_ text: String) -> String {
        text.count <= 200 ? text : String(text.prefix(200)) + "…"
    }
}

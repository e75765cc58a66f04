import JSON
import LayoutScene

/// The explanation as JSON (`layoutd.explanation/1`) and as text.
extension ConsoleExplanation {
    public static let format = "layoutd.explanation/1"

    /// What was read with a guess and what the scene chose.
    public var assumptions: [String] { message.notes + scene.assumptions }

    /// Entries the reader or the scene left out.
    public var skipped: [ConsoleSkip] { message.skipped + scene.skipped }

    public var json: JSONValue {
        var members = [
            JSONMember("format", .string(Self.format)),
            JSONMember("status", .string(conflicting ? "conflicting" : "notConflicting")),
        ]
        if let reason { members.append(JSONMember("reason", .string(reason))) }
        members.append(JSONMember("shape", .string(message.shape.rawValue)))
        members.append(JSONMember("conflicts", .array(conflicts.map { conflict in
            .object([
                JSONMember("constraints", strings(conflict.constraints)),
                JSONMember("implicit", strings(conflict.implicit)),
                JSONMember("broken", .string(conflict.broken)),
                JSONMember("hints", strings(conflict.hints)),
                JSONMember("size", .number(Double(conflict.size))),
                JSONMember("minimal", .bool(conflict.verified)),
                JSONMember("numbers", .string(conflict.numbers)),
                JSONMember("fixes", .array(conflict.fixes.map(\.json))),
            ])
        })))
        members.append(JSONMember("uikitBroke", uikitBroke.map { broke in
            .object([
                JSONMember("address", .string(broke.address)),
                JSONMember("inConflict", .bool(broke.inConflict)),
                JSONMember("sentence", .string(broke.sentence)),
            ])
        } ?? .null))
        members.append(JSONMember("constraints", .array(lines.map(Self.json))))
        members.append(JSONMember("hints", strings(hints)))
        members.append(JSONMember("views", .array(views.map { view in
            .object([
                JSONMember("id", .string(view.id)),
                JSONMember("name", .string(view.name)),
                JSONMember("address", view.address.map { .string($0) } ?? .null),
            ])
        })))
        members.append(JSONMember("assumptions", strings(assumptions)))
        members.append(JSONMember("skipped", .array(skipped.map { skip in
            .object([
                JSONMember("line", .number(Double(skip.line))),
                JSONMember("text", .string(skip.text)),
                JSONMember("reason", .string(skip.reason)),
            ])
        })))
        members.append(JSONMember("scene", scene.json))
        members.append(JSONMember("result", result.jsonValue))
        return .object(members)
    }

    static func json(_ line: Line) -> JSONValue {
        var members = [
            JSONMember("address", .string(line.address)),
            JSONMember("ids", .array(line.ids.map { .string($0) })),
            JSONMember("line", .number(Double(line.line))),
            JSONMember("class", .string(line.className)),
        ]
        if let identifier = line.identifier { members.append(JSONMember("identifier", .string(identifier))) }
        if let source = line.source { members.append(JSONMember("source", .string(source))) }
        members += [
            JSONMember("origin", .string(line.origin)),
            JSONMember("sentence", .string(line.sentence)),
        ]
        if let meaning = line.meaning { members.append(JSONMember("meaning", .string(meaning))) }
        members += [
            JSONMember("inConflict", .bool(line.inConflict)),
            JSONMember("brokenByUIKit", .bool(line.brokenByUIKit)),
            JSONMember("text", .string(line.text)),
        ]
        return .object(members)
    }

    func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// The report for a terminal, each view's address beside its first mention.
    public var text: String { ConsoleSentences(scene: scene, message: message).withAddresses(plainText) }

    /// The views the message names, by their short names (`UILabel₁ "Title"`).
    public var views: [(id: String, name: String, address: String?)] {
        let names = ConsoleSentences(scene: scene, message: message)
        return (scene.document.views.map(\.id) + scene.document.guides.map(\.id)).compactMap { id in
            guard let item = scene.items[id] else { return nil }
            return (id, names.name(id), item.address)
        }
    }

    /// Where the developer's code made the line (SnapKit's `File.swift#88`),
    /// or the identifier UIKit gave it.
    static func origin(_ line: Line) -> String {
        if let source = line.source { return " (" + (source.split(separator: "/").last.map(String.init) ?? source) + ")" }
        if let identifier = line.identifier { return " '\(identifier)'" }
        return ""
    }

    /// Sets longer than this are printed in part, their size said.
    static let maxPrintedMembers = 40

    var plainText: String {
        var out = ""
        func line(_ text: String = "") { out += text + "\n" }
        let count = lines.count
        if conflicting {
            line("Conflict: \(conflicts.count == 1 ? "one minimal set" : "\(conflicts.count) minimal sets") among the \(count) constraints of the message.")
        } else {
            line("No conflict: \(reason ?? "the constraints can all hold").")
        }
        for (k, conflict) in conflicts.enumerated() {
            line()
            let kind = conflict.verified ? "a minimal set" : "not verified minimal"
            line("Set \(k + 1) (\(conflict.size) of \(count) constraints cannot all hold; \(kind)):")
            line("  " + conflict.numbers)
            for id in conflict.constraints.prefix(Self.maxPrintedMembers) {
                guard let item = lines.first(where: { $0.ids.contains(id) }) else { continue }
                let mark = item.brokenByUIKit ? " [\(message.framework.rawValue) broke this]" : id == conflict.broken ? " [layoutd breaks this]" : ""
                line("  \(id)\(Self.origin(item))\(mark): \(item.sentence)")
                if let meaning = item.meaning { line("      \(meaning)") }
            }
            if conflict.constraints.count > Self.maxPrintedMembers {
                line("  … and \(conflict.constraints.count - Self.maxPrintedMembers) more of the \(conflict.size) (all in the JSON)")
            }
            for implicit in conflict.implicit { line("  and \(implicit)") }
            if !conflict.fixes.isEmpty {
                line("  What to change, most likely first:")
                for (n, fix) in conflict.fixes.enumerated() { line("    \(n + 1). \(fix.words)") }
            }
        }
        if let uikitBroke {
            line()
            line(uikitBroke.sentence + ".")
        } else if message.broken == nil {
            line()
            line("The paste does not include the constraint \(message.framework.rawValue) broke (the line after \"Will attempt to recover by breaking constraint\").")
        }
        let others = lines.filter { !$0.inConflict }
        if !others.isEmpty {
            line()
            line(conflicting ? "Not in the conflict:" : "The constraints:")
            for item in others {
                line("  \(item.address)\(Self.origin(item)): \(item.sentence)")
                if let meaning = item.meaning { line("      \(meaning)") }
            }
        }
        if !skipped.isEmpty {
            line()
            line("Skipped:")
            for skip in skipped { line("  line \(skip.line): \(skip.reason): \(skip.text)") }
        }
        if !assumptions.isEmpty {
            line()
            line("Assumed:")
            for assumption in assumptions { line("  - \(assumption)") }
        }
        return out
    }
}

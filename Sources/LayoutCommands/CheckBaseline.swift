import Foundation
import JSON

/// `layoutd.baseline/1`: the findings a project accepted on the day it
/// started checking (`layoutd check --write-baseline FILE`), so that a run
/// with `--baseline FILE` reports and fails only on new ones. Entries are
/// keyed by document, scene, rule and object ids, never by line.
struct CheckBaseline {
    static let format = "layoutd.baseline/1"

    struct Entry: Equatable {
        var document: String
        var scene: String?
        var rule: String
        var objectId: String?
        var related: [String]
        var message: String

        var finding: CheckFinding {
            CheckFinding(document: document, scene: scene, rule: rule, objectId: objectId, related: related, message: message)
        }
    }

    var entries: [Entry]

    init(findings: [CheckFinding]) {
        var seen: Set<String> = []
        entries = findings.filter { seen.insert($0.key).inserted }.map {
            Entry(document: $0.document, scene: $0.scene, rule: $0.rule, objectId: $0.objectId, related: $0.related, message: $0.message)
        }
    }

    struct ReadError: Error {
        var message: String
    }

    init(bytes: [UInt8], path: String) throws(ReadError) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw ReadError(message: "\(path) is not JSON: \(error)")
        }
        guard case .string(Self.format)? = value["format"], case .array(let items)? = value["findings"] else {
            throw ReadError(message: "\(path) is not a \(Self.format) file (written by layoutd check --write-baseline)")
        }
        entries = []
        for (k, item) in items.enumerated() {
            guard case .string(let document)? = item["document"], case .string(let rule)? = item["rule"] else {
                throw ReadError(message: "\(path): entry \(k) has no document or rule")
            }
            var related: [String] = []
            if case .array(let ids)? = item["related"] { related = ids.compactMap { if case .string(let s) = $0 { s } else { nil } } }
            func text(_ key: String) -> String? { if case .string(let s)? = item[key] { s } else { nil } }
            entries.append(Entry(document: document, scene: text("scene"), rule: rule, objectId: text("objectId"),
                                 related: related, message: text("message") ?? ""))
        }
    }

    var json: JSONValue {
        .object([JSONMember("format", .string(Self.format)), JSONMember("findings", .array(entries.map { e in
            .object([JSONMember("document", .string(e.document)), JSONMember("scene", e.scene.map { .string($0) } ?? .null),
                     JSONMember("rule", .string(e.rule)), JSONMember("objectId", e.objectId.map { .string($0) } ?? .null),
                     JSONMember("related", .array(e.related.map { .string($0) })), JSONMember("message", .string(e.message))])
        }))])
    }

    var bytes: [UInt8] { JSONWriter(indent: 2).bytes(json) + [10] }

    /// Splits findings into new ones and baselined ones, and lists the
    /// entries that no longer occur (fixed, or their object gone).
    func compare(_ findings: [CheckFinding]) -> (new: [CheckFinding], known: Int, gone: [Entry]) {
        let keys = Set(entries.map(\.finding.key))
        let found = Set(findings.map(\.key))
        let new = findings.filter { !keys.contains($0.key) }
        return (new, findings.count - new.count, entries.filter { !found.contains($0.finding.key) })
    }
}

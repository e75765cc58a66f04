import JSON
import LayoutImport

/// One finding of `layoutd check` as data: where (document, scene, line),
/// what (rule, severity, message), about which object and on which devices.
/// Its key leaves the line and the message out (a conflict's numbers and
/// an edit above it change them) so that a baseline or a suppression still
/// holds when the document changes elsewhere.
struct CheckFinding: Equatable {
    var document: String
    var scene: String?
    var rule: String
    var severity: IBFinding.Severity
    var line: Int
    var column: Int?
    var objectId: String?
    var related: [String]
    var message: String
    /// The devices (`retina4_7`, `ipad12_9:landscape`) it occurs on; empty
    /// when each document was checked on its own device only.
    var devices: [String] = []

    init(document: String, scene: String?, _ f: IBFinding) {
        self.document = document
        self.scene = scene
        rule = f.kind
        severity = f.severity
        line = f.line
        objectId = f.objectId
        related = f.related
        message = f.message
    }

    init(document: String, scene: String?, rule: String, objectId: String?, related: [String], message: String) {
        self.document = document
        self.scene = scene
        self.rule = rule
        severity = .warning
        line = 1
        self.objectId = objectId
        self.related = related
        self.message = message
    }

    /// Document, scene, rule and objects; the message stands in for an
    /// object where there is none (what the importer did not understand).
    var key: String {
        [document, scene ?? "", rule, objectId ?? message, related.joined(separator: " ")].joined(separator: "\u{1F}")
    }

    /// The key hashed (64-bit FNV-1a, hex): SARIF's `partialFingerprints`,
    /// the same on every run and machine.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    var json: JSONValue {
        var m = [JSONMember("document", .string(document))]
        m.append(JSONMember("scene", scene.map { .string($0) } ?? .null))
        m.append(JSONMember("rule", .string(rule)))
        m.append(JSONMember("severity", .string(severity.rawValue)))
        m.append(JSONMember("line", .number(Double(line))))
        m.append(JSONMember("column", column.map { .number(Double($0)) } ?? .null))
        m.append(JSONMember("objectId", objectId.map { .string($0) } ?? .null))
        m.append(JSONMember("related", .array(related.map { .string($0) })))
        m.append(JSONMember("message", .string(message)))
        if !devices.isEmpty { m.append(JSONMember("devices", .array(devices.map { .string($0) }))) }
        m.append(JSONMember("fingerprint", .string(fingerprint)))
        return .object(m)
    }
}

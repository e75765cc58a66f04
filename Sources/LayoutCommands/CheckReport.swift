import JSON
import Foundation
import LayoutImport
import LayoutScene

/// The report formats of `layoutd check`.
enum CheckFormat: String, CaseIterable {
    case text, json, github, junit, sarif
}

/// One checked scene (or one unreadable file) of `layoutd check`.
struct CheckEntry {
    var file: String
    /// The scene's name inside a document; nil for a scene file.
    var scene: String?
    var summary: String
    var invalid: Bool
    var status: SceneResult.Status?
    /// The device it was solved on (`layoutd check --device`).
    var device: String?
    var variantStatuses: [SceneResult.Status] = []
    /// With a document line where the input has lines (IB documents).
    var findings: [IBFinding] = []

    init(file: String, scene: String? = nil, summary: String, invalid: Bool) {
        self.file = file
        self.scene = scene
        self.summary = summary
        self.invalid = invalid
    }

    init(file: String, result: SceneResult) {
        self.init(file: file, summary: CheckLine.summary(result), invalid: false)
        status = result.status
        variantStatuses = result.variants.map(\.status)
        // A scene file has no lines: its diagnostics are findings at line 1.
        findings = result.diagnostics.compactMap { d in
            guard d.kind != .omitted, d.kind != .prototypeConstraints, d.severity != .info else { return nil }
            let object: String?
            var related: [String] = []
            switch d.payload {
            case .unsatisfiable(let c):
                object = c.broken
                related = c.constraints.filter { $0 != c.broken }.sorted()
            case .ambiguous(let a): object = a.view
            case .misplaced(let m): object = m.view
            case .zeroSize(let z): object = z.view
            case .outsideSuperview(let o): object = o.view
            default: object = nil
            }
            return IBFinding(severity: d.severity == .error ? .error : .warning, kind: CheckReport.rule(d.kind), line: 1,
                             message: d.message, objectId: object, related: related)
        }
    }

    static func invalid(_ file: String, _ message: String) -> CheckEntry {
        CheckEntry(file: file, summary: "invalid: \(message)", invalid: true)
    }

    func reaches(_ level: SceneResult.Status) -> Bool {
        ([status].compactMap { $0 } + variantStatuses).contains { $0 == .conflicting || (level == .ambiguous && $0 == .ambiguous) }
    }

    var name: String { scene.map { "scene '\($0)'" } ?? "scene" }
}

/// Renders a check for a terminal, a script, GitHub Actions, a JUnit
/// consumer or a SARIF viewer (code scanning): the scenes, the findings as
/// data, every document found and what a baseline held back.
struct CheckReport {
    var entries: [CheckEntry]
    /// After the configuration's levels and suppressions and the baseline.
    var findings: [CheckFinding]
    var documents: [CheckDocument]
    var baseline = BaselineOutcome()

    struct BaselineOutcome {
        /// The baseline compared with, as shown.
        var file: String?
        /// Findings the baseline accepted, left out of the report.
        var known = 0
        /// Baseline entries that no longer occur.
        var gone: [CheckBaseline.Entry] = []
        /// Findings a `[[suppress]]` of the configuration accepted.
        var suppressed = 0
    }

    static let rules: [(id: String, text: String)] = [
        ("conflict", "Required constraints cannot all hold; one is broken."),
        ("ambiguity", "A view's frame is not determined by its constraints."),
        ("misplaced", "A view's saved frame differs from the solved one."),
        ("zeroSize", "A view is laid out with zero width or height."),
        ("clipped", "A view is not wholly inside its superview."),
        ("import", "Part of an Interface Builder document was not understood or was approximated."),
    ]

    static func rule(_ kind: Diagnostic.Kind) -> String {
        switch kind {
        case .unsatisfiable: return "conflict"
        case .ambiguous: return "ambiguity"
        case .outsideSuperview: return "clipped"
        default: return kind.rawValue
        }
    }

    func render(_ format: CheckFormat) -> String {
        switch format {
        case .text: return text()
        case .json: return String(decoding: JSONWriter(indent: 2).bytes(json()) + [10], as: UTF8.self)
        case .github: return github()
        case .junit: return junit()
        case .sarif: return String(decoding: JSONWriter(indent: 2).bytes(sarif()) + [10], as: UTF8.self)
        }
    }

    /// The findings shown under an entry: those of its scene, under the
    /// first device they occur on.
    func findings(of e: CheckEntry) -> [CheckFinding] {
        findings.filter { $0.document == e.file && $0.scene == e.scene && $0.devices.first == e.device }
    }

    /// A conflicting scene fails unless the configuration or the baseline
    /// accepted every finding that says so.
    func fails(_ e: CheckEntry) -> Bool {
        if e.invalid { return true }
        if findings(of: e).contains(where: { $0.severity == .error }) { return true }
        return e.reaches(.conflicting) && !e.findings.contains { $0.kind == "conflict" }
    }

    static func devices(_ f: CheckFinding) -> String {
        f.devices.isEmpty ? "" : " [on \(f.devices.joined(separator: ", "))]"
    }

    /// What became of the documents not checked, and what the baseline and
    /// the suppressions held back: said in every format.
    var accounting: [String] {
        var lines = documents.compactMap { d -> String? in
            switch d.state {
            case .checked, .invalid: return nil
            case .excluded: return "\(d.path): excluded \(d.reason ?? "by the configuration")"
            case .unreadable: return "\(d.path): not readable: \(d.reason ?? "")"
            }
        }
        if baseline.suppressed > 0 { lines.append("\(baseline.suppressed) finding\(baseline.suppressed == 1 ? "" : "s") suppressed by the configuration") }
        if let file = baseline.file {
            lines.append("baseline \(file): \(baseline.known) known finding\(baseline.known == 1 ? "" : "s") not reported; "
                + "\(baseline.gone.count) entr\(baseline.gone.count == 1 ? "y" : "ies") no longer occur")
            for g in baseline.gone {
                lines.append("  gone: \(g.document)\(g.scene.map { ": scene '\($0)'" } ?? ""): \(g.rule) \(g.objectId ?? g.message)")
            }
        }
        return lines
    }

    func text() -> String {
        var out = ""
        for e in entries {
            let on = e.device.map { " on \($0)" } ?? ""
            out += e.scene.map { "\(e.file): scene '\($0)'\(on): \(e.summary)\n" } ?? "\(e.file)\(on): \(e.summary)\n"
            guard e.scene != nil else { continue }
            for f in findings(of: e) { out += "\(e.file):\(f.line): \(f.severity.rawValue): \(f.message)\(Self.devices(f))\n" }
        }
        for line in accounting { out += line + "\n" }
        return out
    }

    func json() -> JSONValue {
        var members = [JSONMember("format", .string("layoutd.check/1"))]
        members.append(JSONMember("documents", .array(documents.map { d in
            var m = [JSONMember("document", .string(d.path)), JSONMember("state", .string(d.state.rawValue))]
            if let reason = d.reason { m.append(JSONMember("reason", .string(reason))) }
            return .object(m)
        })))
        members.append(JSONMember("scenes", .array(entries.map { e in
            var m = [JSONMember("file", .string(e.file))]
            if let scene = e.scene { m.append(JSONMember("scene", .string(scene))) }
            if let device = e.device { m.append(JSONMember("device", .string(device))) }
            m.append(JSONMember("status", .string(e.invalid ? "invalid" : e.status?.rawValue ?? "unsolved")))
            m.append(JSONMember("summary", .string(e.summary)))
            m.append(JSONMember("findings", .array(findings(of: e).map(\.json))))
            return .object(m)
        })))
        members.append(JSONMember("findings", .array(findings.map(\.json))))
        var b = [JSONMember("suppressed", .number(Double(baseline.suppressed)))]
        if let file = baseline.file {
            b += [JSONMember("file", .string(file)), JSONMember("known", .number(Double(baseline.known))),
                  JSONMember("gone", .array(baseline.gone.map { $0.finding.json }))]
        }
        members.append(JSONMember("accepted", .object(b)))
        return .object(members)
    }

    /// Workflow commands: an annotation per finding on its line.
    func github() -> String {
        func escape(_ s: String, property: Bool = false) -> String {
            var s = s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
            if property { s = s.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
            return s
        }
        var out = ""
        for e in entries {
            if e.invalid {
                out += "::error file=\(escape(e.file, property: true)),title=\(escape("layoutd: invalid", property: true))::\(escape(e.summary))\n"
            }
            for f in findings(of: e) {
                let title = escape("layoutd \(f.rule) (\(e.name))", property: true)
                out += "::\(f.severity.rawValue) file=\(escape(e.file, property: true)),line=\(f.line),title=\(title)::\(escape(f.message + Self.devices(f)))\n"
            }
        }
        for d in documents where d.state == .excluded || d.state == .unreadable {
            let level = d.state == .unreadable ? "warning" : "notice"
            let title = escape("layoutd: \(d.state == .unreadable ? "not readable" : "excluded")", property: true)
            out += "::\(level) file=\(escape(d.path, property: true)),title=\(title)::\(escape(d.reason ?? ""))\n"
        }
        if let file = baseline.file {
            out += "::notice title=\(escape("layoutd baseline", property: true))::\(escape("\(file): \(baseline.known) known findings not reported; \(baseline.gone.count) entries no longer occur"))\n"
        }
        return out
    }

    /// JUnit XML: a test suite per file, a test case per scene; a scene
    /// that conflicts (or is invalid) fails, its findings in the body; a
    /// document excluded or not readable is a skipped test case.
    func junit() -> String {
        func x(_ s: String) -> String {
            var out = ""
            for c in s.unicodeScalars {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&apos;"
                default:
                    // XML 1.0 has no place for most control characters.
                    if c.value < 0x20 && c != "\n" && c != "\t" { out += " " } else { out.unicodeScalars.append(c) }
                }
            }
            return out
        }
        var files: [String] = []
        for e in entries where !files.contains(e.file) { files.append(e.file) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"layoutd check\">\n"
        for file in files {
            let cases = entries.filter { $0.file == file }
            let failures = cases.filter(fails).count
            out += "  <testsuite name=\"\(x(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
            for e in cases {
                let name = (e.scene ?? file) + (e.device.map { " on \($0)" } ?? "")
                out += "    <testcase classname=\"\(x(file))\" name=\"\(x(name))\">\n"
                let details = findings(of: e).map { "\(file):\($0.line): \($0.severity.rawValue): \($0.message)\(Self.devices($0))" }
                    .joined(separator: "\n")
                if fails(e) {
                    out += "      <failure message=\"\(x(e.summary))\" type=\"\(e.invalid ? "invalid" : "conflict")\">\(x(details))</failure>\n"
                } else if !details.isEmpty {
                    out += "      <system-out>\(x(details))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        for d in documents where d.state == .excluded || d.state == .unreadable {
            out += "  <testsuite name=\"\(x(d.path))\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">\n"
            out += "    <testcase classname=\"\(x(d.path))\" name=\"\(x(d.path))\">\n"
            out += "      <skipped message=\"\(x(d.state == .excluded ? "excluded " : "not readable: "))\(x(d.reason ?? ""))\"/>\n"
            out += "    </testcase>\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// A path as the URI reference SARIF asks for: spaces and the like escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func location(_ file: String, line: Int?) -> JSONValue {
        var physical = [JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(file)))]))]
        if let line { physical.append(JSONMember("region", .object([JSONMember("startLine", .number(Double(max(1, line))))]))) }
        return .object([JSONMember("physicalLocation", .object(physical))])
    }

    /// SARIF 2.1.0: one run, the rules, a result per finding with the scene
    /// and object as logical locations and a fingerprint that survives
    /// edits elsewhere in the document; every document as an artifact.
    func sarif() -> JSONValue {
        func rule(_ id: String, _ text: String) -> JSONValue {
            .object([JSONMember("id", .string(id)), JSONMember("shortDescription", .object([JSONMember("text", .string(text))]))])
        }
        let rules = Self.rules.map { rule($0.id, $0.text) }
            + [rule("invalid", "The input could not be read."),
               rule("unreadable", "A legacy Interface Builder document that has no Auto Layout to check.")]
        var results: [JSONValue] = []
        for f in findings {
            var logical: [JSONValue] = []
            if let scene = f.scene {
                logical.append(.object([JSONMember("name", .string(scene)), JSONMember("fullyQualifiedName", .string("\(f.document)/\(scene)")),
                                        JSONMember("kind", .string("module"))]))
            }
            if let object = f.objectId {
                logical.append(.object([JSONMember("name", .string(object)),
                                        JSONMember("fullyQualifiedName", .string("\(f.document)/\(f.scene ?? "")/\(object)")),
                                        JSONMember("kind", .string("object"))]))
            }
            var location = [JSONMember("physicalLocation", Self.location(f.document, line: f.line)["physicalLocation"]!)]
            if !logical.isEmpty { location.append(JSONMember("logicalLocations", .array(logical))) }
            var properties = [JSONMember("related", .array(f.related.map { .string($0) }))]
            if !f.devices.isEmpty { properties.append(JSONMember("devices", .array(f.devices.map { .string($0) }))) }
            results.append(.object([
                JSONMember("ruleId", .string(f.rule)),
                JSONMember("level", .string(f.severity == .error ? "error" : "warning")),
                JSONMember("message", .object([JSONMember("text", .string((f.scene.map { "\($0): " } ?? "") + f.message + Self.devices(f)))])),
                JSONMember("locations", .array([.object(location)])),
                JSONMember("partialFingerprints", .object([JSONMember("layoutdFinding/v1", .string(f.fingerprint))])),
                JSONMember("properties", .object(properties)),
            ]))
        }
        for e in entries where e.invalid {
            results.append(.object([
                JSONMember("ruleId", .string("invalid")), JSONMember("level", .string("error")),
                JSONMember("message", .object([JSONMember("text", .string(e.summary))])),
                JSONMember("locations", .array([Self.location(e.file, line: nil)])),
            ]))
        }
        for d in documents where d.state == .unreadable {
            results.append(.object([
                JSONMember("ruleId", .string("unreadable")), JSONMember("level", .string("warning")),
                JSONMember("message", .object([JSONMember("text", .string(d.reason ?? "not readable"))])),
                JSONMember("locations", .array([Self.location(d.path, line: nil)])),
            ]))
        }
        let artifacts: [JSONValue] = documents.map { d in
            .object([JSONMember("location", .object([JSONMember("uri", .string(Self.uri(d.path)))])),
                     JSONMember("properties", .object([JSONMember("state", .string(d.state.rawValue))]))])
        }
        let driver = JSONValue.object([JSONMember("name", .string("layoutd")), JSONMember("rules", .array(rules))])
        return .object([
            JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([.object([JSONMember("tool", .object([JSONMember("driver", driver)])),
                                                JSONMember("artifacts", .array(artifacts)),
                                                JSONMember("results", .array(results))])])),
        ])
    }
}

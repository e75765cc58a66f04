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
            return IBFinding(severity: d.severity == .error ? .error : .warning, kind: CheckReport.rule(d.kind), line: 1, message: d.message)
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

/// Renders the entries for a terminal, a script, GitHub Actions, a JUnit
/// consumer or a SARIF viewer (code scanning).
struct CheckReport {
    var entries: [CheckEntry]

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

    func text() -> String {
        var out = ""
        for e in entries {
            out += e.scene.map { "\(e.file): scene '\($0)': \(e.summary)\n" } ?? "\(e.file): \(e.summary)\n"
            guard e.scene != nil else { continue }
            for f in e.findings { out += "\(e.file):\(f.line): \(f.severity.rawValue): \(f.message)\n" }
        }
        return out
    }

    func json() -> JSONValue {
        .object([JSONMember("format", .string("layoutd.check/1")), JSONMember("scenes", .array(entries.map { e in
            var m = [JSONMember("file", .string(e.file))]
            if let scene = e.scene { m.append(JSONMember("scene", .string(scene))) }
            m.append(JSONMember("status", .string(e.invalid ? "invalid" : e.status?.rawValue ?? "unsolved")))
            m.append(JSONMember("summary", .string(e.summary)))
            m.append(JSONMember("findings", .array(e.findings.map { f in
                .object([JSONMember("rule", .string(f.kind)), JSONMember("severity", .string(f.severity.rawValue)),
                         JSONMember("line", .number(Double(f.line))), JSONMember("message", .string(f.message))])
            })))
            return .object(m)
        }))])
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
            for f in e.findings {
                let title = escape("layoutd \(f.kind) (\(e.name))", property: true)
                out += "::\(f.severity.rawValue) file=\(escape(e.file, property: true)),line=\(f.line),title=\(title)::\(escape(f.message))\n"
            }
        }
        return out
    }

    /// JUnit XML: a test suite per file, a test case per scene; a scene
    /// that conflicts (or is invalid) fails, its findings in the body.
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
            let failures = cases.filter { $0.invalid || $0.reaches(.conflicting) }.count
            out += "  <testsuite name=\"\(x(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
            for e in cases {
                out += "    <testcase classname=\"\(x(file))\" name=\"\(x(e.scene ?? file))\">\n"
                let details = e.findings.map { "\(file):\($0.line): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
                if e.invalid || e.reaches(.conflicting) {
                    out += "      <failure message=\"\(x(e.summary))\" type=\"\(e.invalid ? "invalid" : "conflict")\">\(x(details))</failure>\n"
                } else if !details.isEmpty {
                    out += "      <system-out>\(x(details))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// A path as the URI reference SARIF asks for: spaces and the like escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// SARIF 2.1.0: one run, the five rules, a result per finding.
    func sarif() -> JSONValue {
        let rules: [JSONValue] = Self.rules.map {
            .object([JSONMember("id", .string($0.id)), JSONMember("shortDescription", .object([JSONMember("text", .string($0.text))]))])
        }
        var results: [JSONValue] = []
        for e in entries {
            for f in e.findings {
                results.append(.object([
                    JSONMember("ruleId", .string(f.kind)),
                    JSONMember("level", .string(f.severity == .error ? "error" : "warning")),
                    JSONMember("message", .object([JSONMember("text", .string((e.scene.map { "\($0): " } ?? "") + f.message))])),
                    JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object([
                        JSONMember("artifactLocation", .object([JSONMember("uri", .string(Self.uri(e.file)))])),
                        JSONMember("region", .object([JSONMember("startLine", .number(Double(max(1, f.line))))])),
                    ]))])])),
                ]))
            }
            if e.invalid {
                results.append(.object([
                    JSONMember("ruleId", .string("invalid")), JSONMember("level", .string("error")),
                    JSONMember("message", .object([JSONMember("text", .string(e.summary))])),
                    JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object([
                        JSONMember("artifactLocation", .object([JSONMember("uri", .string(Self.uri(e.file)))]))]))])])),
                ]))
            }
        }
        let driver = JSONValue.object([JSONMember("name", .string("layoutd")), 
                                       JSONMember("rules", .array(rules + [.object([JSONMember("id", .string("invalid")),
                                           JSONMember("shortDescription", .object([JSONMember("text", .string("The input could not be read."))]))])]))])
        return .object([
            JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([.object([JSONMember("tool", .object([JSONMember("driver", driver)])),
                                                JSONMember("results", .array(results))])])),
        ])
    }
}

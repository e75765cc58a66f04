import Foundation
import LayoutScene

/// `.layoutd.toml`, a project's settings for `layoutd check` (README, "Use it
/// in CI"): which documents, how loud each rule is, when the run fails, on
/// which devices, and objects whose findings are accepted, with the reason.
///
/// ```toml
/// include = ["App/**"]
/// exclude = ["Legacy/**", "*Old.xib"]
/// fail_on = "conflicting"          # or "ambiguous"
/// devices = ["retina4_7", "ipad12_9:landscape"]
///
/// [rules]
/// misplaced = "off"                # off, warning or error
///
/// [[suppress]]
/// document = "App/Main.storyboard" # a glob; every document when left out
/// object = "OBJECT-ID"                # the view or constraint id the finding names
/// rule = "conflict"                # every rule when left out
/// reason = "the banner is hidden on small phones"
/// ```
struct CheckConfiguration {
    enum Level: String { case off, warning, error }

    struct Suppression {
        var document: Glob?
        var object: String
        var rule: String?
        var reason: String
    }

    /// The file, as shown in messages, and the folder its globs start from.
    var file: String?
    var folder: String
    var include: [Glob] = []
    var exclude: [Glob] = []
    var levels: [String: Level] = [:]
    var failOn: SceneResult.Status?
    var devices: [String] = []
    var suppressions: [Suppression] = []

    static let fileName = ".layoutd.toml"

    struct LoadError: Error {
        var file: String
        var line: Int?
        var message: String

        var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
    }

    /// No file: every document, every rule as it is.
    init(folder: String) {
        self.folder = folder
    }

    /// The nearest `.layoutd.toml` from `folder` upwards, nil when there is none.
    static func find(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    init(contentsOf path: String, shownAs shown: String) throws(LoadError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(file: shown, line: nil, message: "cannot read the configuration file")
        }
        let toml: TOMLSubset
        do {
            toml = try TOMLSubset(String(decoding: data, as: UTF8.self))
        } catch {
            throw LoadError(file: shown, line: error.line, message: error.message)
        }
        try self.init(toml, file: shown, folder: URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path)
    }

    init(_ toml: TOMLSubset, file: String, folder: String) throws(LoadError) {
        self.file = file
        self.folder = folder
        func fail(_ line: Int, _ message: String) -> LoadError { LoadError(file: file, line: line, message: message) }
        func string(_ e: TOMLSubset.Entry) throws(LoadError) -> String {
            guard case .string(let s) = e.value else { throw fail(e.line, "\(e.key) takes a string, not \(e.value.typeName)") }
            return s
        }
        func strings(_ e: TOMLSubset.Entry) throws(LoadError) -> [String] {
            guard case .array(let items) = e.value else { throw fail(e.line, "\(e.key) takes an array of strings, not \(e.value.typeName)") }
            var out: [String] = []
            for item in items {
                guard case .string(let s) = item else { throw fail(e.line, "\(e.key) takes an array of strings; one item is \(item.typeName)") }
                out.append(s)
            }
            return out
        }
        for table in toml.tables {
            switch (table.name, table.isArrayElement) {
            case ("", false):
                for e in table.entries {
                    switch e.key {
                    case "include": include = try strings(e).map { Glob($0) }
                    case "exclude": exclude = try strings(e).map { Glob($0) }
                    case "devices": devices = try strings(e)
                    case "fail_on":
                        let s = try string(e)
                        guard s == "conflicting" || s == "ambiguous" else { throw fail(e.line, "fail_on takes \"conflicting\" or \"ambiguous\", not \"\(s)\"") }
                        failOn = SceneResult.Status(rawValue: s)
                    default:
                        throw fail(e.line, "unknown setting \(e.key) (include, exclude, fail_on, devices; [rules]; [[suppress]])")
                    }
                }
            case ("rules", false):
                for e in table.entries {
                    guard CheckReport.rules.contains(where: { $0.id == e.key }) else {
                        throw fail(e.line, "unknown rule \(e.key) (\(CheckReport.rules.map(\.id).joined(separator: ", ")))")
                    }
                    let s = try string(e)
                    guard let level = Level(rawValue: s) else { throw fail(e.line, "\(e.key) takes \"off\", \"warning\" or \"error\", not \"\(s)\"") }
                    levels[e.key] = level
                }
            case ("suppress", true):
                var document: Glob?
                var object: String?
                var rule: String?
                var reason: String?
                for e in table.entries {
                    switch e.key {
                    case "document": document = Glob(try string(e))
                    case "object": object = try string(e)
                    case "rule":
                        let r = try string(e)
                        guard CheckReport.rules.contains(where: { $0.id == r }) else { throw fail(e.line, "unknown rule \(r)") }
                        rule = r
                    case "reason": reason = try string(e)
                    default: throw fail(e.line, "unknown setting \(e.key) of [[suppress]] (document, object, rule, reason)")
                    }
                }
                guard let object else { throw fail(table.line, "[[suppress]] needs object, the view or constraint id") }
                guard let reason, !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(table.line, "[[suppress]] needs a reason") }
                suppressions.append(Suppression(document: document, object: object, rule: rule, reason: reason))
            default:
                throw fail(table.line, "unknown table \(table.isArrayElement ? "[[\(table.name)]]" : "[\(table.name)]") ([rules], [[suppress]])")
            }
        }
    }

    /// A document's path from the configuration's folder, for its globs.
    func pathInProject(_ path: String) -> String {
        PathDisplay(root: folder).show(path)
    }

    /// Whether the documents' globs leave a document out: not matched by
    /// `include` (when given), or matched by `exclude`.
    func excludes(_ path: String) -> Bool {
        let relative = pathInProject(path)
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return true }
        return exclude.contains { $0.matches(relative) }
    }

    /// The suppression that accepts a finding, if any.
    func suppression(of finding: CheckFinding, documentPath: String) -> Suppression? {
        let relative = pathInProject(documentPath)
        return suppressions.first { s in
            // A conflict's set names every constraint: any of them accepts it,
            // since which one the solver breaks may change.
            (s.object == finding.objectId || finding.related.contains(s.object))
                && (s.rule == nil || s.rule == finding.rule) && (s.document?.matches(relative) ?? true)
        }
    }
}

/// A path pattern of `.layoutd.toml`: `*` and `?` within a name, `**` for
/// any number of folders. A pattern without `/` matches a name in any
/// folder; a pattern matching a folder matches everything below it.
struct Glob: Equatable {
    var pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        var parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        if !pattern.contains("/") { parts = ["**"] + parts }
        // A folder's pattern covers what is inside it.
        return (1...max(1, names.count)).contains { Self.match(parts[...], names.prefix($0)) }
    }

    static func match(_ parts: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            return (0...names.count).contains { match(parts.dropFirst(), names.dropFirst($0)) }
        }
        guard let name = names.first, matchName(Array(part)[...], Array(name)[...]) else { return false }
        return match(parts.dropFirst(), names.dropFirst())
    }

    static func matchName(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        switch c {
        case "*": return (0...s.count).contains { matchName(p.dropFirst(), s.dropFirst($0)) }
        case "?": return !s.isEmpty && matchName(p.dropFirst(), s.dropFirst())
        default: return s.first == c && matchName(p.dropFirst(), s.dropFirst())
        }
    }
}

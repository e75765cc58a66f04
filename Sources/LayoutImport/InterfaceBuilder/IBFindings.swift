import LayoutScene

/// A solve's diagnostics said in Interface Builder's terms: the object id,
/// its label or class, and the document line to fix.
public struct IBFinding: Hashable, Sendable {
    public enum Severity: String, Sendable { case error, warning }
    public var severity: Severity
    public var kind: String
    public var line: Int
    public var message: String

    public init(severity: Severity, kind: String, line: Int, message: String) {
        self.severity = severity
        self.kind = kind
        self.line = line
        self.message = message
    }
}

extension IBScene {
    /// How Xcode names an object: "'Title' (label Sgj-tb-N4U)".
    public func describe(_ id: String) -> String {
        let kind = classes[id] ?? "object"
        if let label = labels[id] { return "'\(label)' (\(kind) \(id))" }
        return "\(kind) \(id)"
    }

    public func findings(_ result: SceneResult) -> [IBFinding] {
        var out: [IBFinding] = []
        func field(_ d: Diagnostic, _ key: String) -> JSONValue? { d.fields.first { $0.key == key }?.value }
        func string(_ d: Diagnostic, _ key: String) -> String? {
            if case .string(let s)? = field(d, key) { return s }
            return nil
        }
        func rect(_ d: Diagnostic, _ key: String) -> String {
            guard case .object(let m)? = field(d, key) else { return "?" }
            let values = ["x", "y", "width", "height"].map { k -> String in
                if case .number(let n)? = m.first(where: { $0.key == k })?.value { return IBNumber.text(n) }
                return "?"
            }
            return "(" + values.joined(separator: ", ") + ")"
        }
        var seenAmbiguous: Set<String> = []
        for d in result.diagnostics {
            if [.misplaced, .zeroSize, .outsideSuperview].contains(d.kind), let view = string(d, "view"), hidden.contains(view) {
                continue
            }
            switch d.kind {
            case .unsatisfiable:
                let broken = string(d, "broken") ?? "?"
                var set: [String] = []
                if case .array(let ids)? = field(d, "constraints") {
                    set = ids.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
                }
                let members = set.map { id in self.lines[id].map { "\(id) (line \($0))" } ?? id }
                out.append(IBFinding(severity: .error, kind: "conflict", line: line(of: broken),
                                     message: "Conflicting constraints: \(broken) is broken; together they cannot hold: \(members.joined(separator: ", "))"))
            case .ambiguous:
                guard let view = string(d, "view"), seenAmbiguous.insert(view).inserted else { continue }
                let axes = result.diagnostics.filter { $0.kind == .ambiguous && string($0, "view") == view }.compactMap { string($0, "axis") }
                let suggestion: String
                if case .array(let s)? = field(d, "suggestions"), case .string(let first)? = s.first { suggestion = "; add e.g. \(first)" } else { suggestion = "" }
                var missing: [String] = []
                for a in result.diagnostics where a.kind == .ambiguous && string(a, "view") == view {
                    if case .array(let m)? = field(a, "missing") {
                        let axis = string(a, "axis") == "horizontal" ? "horizontal" : "vertical"
                        missing += m.compactMap { if case .string(let s) = $0 { return "\(axis) \(s)" } else { return nil } }
                    }
                }
                let needs = missing.isEmpty ? axes.joined(separator: " and ") : missing.joined(separator: ", ")
                out.append(IBFinding(severity: .warning, kind: "ambiguity", line: line(of: view),
                                     message: "\(describe(view)) has ambiguous layout: needs constraints for \(needs)\(suggestion)"))
            case .misplaced:
                guard let view = string(d, "view") else { continue }
                out.append(IBFinding(severity: .warning, kind: "misplaced", line: line(of: view),
                                     message: "\(describe(view)) is misplaced: expected \(rect(d, "frame")), saved \(rect(d, "designFrame"))"))
            case .zeroSize:
                guard let view = string(d, "view") else { continue }
                out.append(IBFinding(severity: .warning, kind: "zeroSize", line: line(of: view),
                                     message: "\(describe(view)) has zero \(string(d, "axis") == "horizontal" ? "width" : "height")"))
            case .outsideSuperview:
                guard let view = string(d, "view") else { continue }
                out.append(IBFinding(severity: .warning, kind: "clipped", line: line(of: view),
                                     message: "\(describe(view)) is not wholly inside its superview"))
            case .prototypeConstraints, .omitted:
                continue
            }
        }
        return out
    }

    func line(of id: String) -> Int { lines[id] ?? 1 }
}

extension IBImport {
    /// `layoutd.import/1`: the scenes and every warning.
    public var json: JSONValue {
        let scenes: [JSONValue] = scenes.map { s in
            var m = [JSONMember("name", .string(s.name))]
            if let key = s.sizeClass { m.append(JSONMember("sizeClass", .string(key))) }
            m.append(JSONMember("scene", s.json))
            if !s.estimates.isEmpty { m.append(JSONMember("intrinsicSizes", .array(s.estimates.map { .string($0) }))) }
            return .object(m)
        }
        let warnings: [JSONValue] = warnings.map {
            .object([JSONMember("line", .number(Double($0.line))), JSONMember("element", .string($0.element)),
                     JSONMember("message", .string($0.message))])
        }
        return .object([JSONMember("format", .string(Self.format)), JSONMember("source", .string(source)),
                        JSONMember("kind", .string(kind)), JSONMember("scenes", .array(scenes)),
                        JSONMember("warnings", .array(warnings))])
    }
}

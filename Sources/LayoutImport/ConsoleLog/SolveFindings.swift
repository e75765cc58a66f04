import JSON
import LayoutScene

/// The one place that reads a solve's diagnostics, so a change in how
/// `Diagnostic` carries its fields is adapted here alone.
struct ConflictFinding: Hashable, Sendable {
    /// Scene constraint ids, the broken one last.
    var constraints: [String]
    var broken: String
    var hints: [String]
}

enum SolveFindings {
    static func conflicts(_ result: SceneResult) -> [ConflictFinding] {
        result.diagnostics.compactMap { diagnostic in
            guard diagnostic.kind == .unsatisfiable else { return nil }
            var finding = ConflictFinding(constraints: [], broken: "", hints: [])
            for field in diagnostic.fields {
                switch (field.key, field.value) {
                case ("constraints", .array(let ids)): finding.constraints = ids.compactMap(string)
                case ("broken", .string(let id)): finding.broken = id
                case ("hints", .array(let hints)): finding.hints = hints.compactMap(string)
                default: break
                }
            }
            return finding
        }
    }

    static func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}

import LayoutScene

/// What the explanation takes from a solve's conflicts, read from the
/// typed diagnostics in one place.
struct ConflictFinding: Hashable, Sendable {
    /// Scene constraint ids, the broken one last.
    var constraints: [String]
    var broken: String
    var hints: [String]
}

enum SolveFindings {
    static func conflicts(_ result: SceneResult) -> [ConflictFinding] {
        result.diagnostics.compactMap { diagnostic in
            guard let conflict = diagnostic.conflict else { return nil }
            return ConflictFinding(constraints: conflict.constraints, broken: conflict.broken,
                                   hints: conflict.hints ?? [])
        }
    }
}

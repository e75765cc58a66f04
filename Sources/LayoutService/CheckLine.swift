import LayoutScene

/// The one-line verdict `layoutd check` prints per file.
enum CheckLine {
    static func summary(_ result: SceneResult) -> String {
        var parts = [result.status.rawValue]
        let broken = result.diagnostics.compactMap { $0.conflict?.broken }
        if !broken.isEmpty { parts.append("broken: " + broken.joined(separator: ", ")) }
        let ambiguous = result.diagnostics.compactMap { $0.ambiguity?.view }
        if !ambiguous.isEmpty { parts.append("ambiguous: " + Array(Set(ambiguous)).sorted().joined(separator: ", ")) }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        for variant in result.variants where variant.status != .satisfied {
            parts.append("variant \(variant.name ?? "?"): \(variant.status.rawValue)")
        }
        return parts.joined(separator: "; ")
    }
}

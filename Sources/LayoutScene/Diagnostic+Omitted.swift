/// Caps per kind: a result lists at most `maxPerKind` diagnostics of a kind
/// and says how many more there were, so its size stays bounded.
extension Diagnostic {
    /// `count` diagnostics of `kind` were left out.
    static func omitted(_ kind: Kind, count: Int) -> Diagnostic {
        Diagnostic(kind: .omitted, severity: .info,
                   message: "\(count) more \(kind.rawValue) diagnostics were left out",
                   fields: [JSONMember("of", .string(kind.rawValue)), JSONMember("count", .number(Double(count)))])
    }

    /// The first `limit` of `found`, and an `omitted` diagnostic when `total` is more.
    static func capped(_ found: [Diagnostic], total: Int, kind: Kind, limit: Int) -> [Diagnostic] {
        let kept = Array(found.prefix(limit))
        return total > kept.count ? kept + [omitted(kind, count: total - kept.count)] : kept
    }
}

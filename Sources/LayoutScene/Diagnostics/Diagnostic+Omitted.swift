import JSON

/// Caps per kind: a result lists at most `maxPerKind` diagnostics of a kind
/// and says how many more there were, so its size stays bounded.
extension Diagnostic {
    /// `count` diagnostics of `kind` were left out; `unchecked` items were
    /// not examined for it at all (the ambiguity search's budget ran out).
    static func omitted(_ kind: Kind, count: Int, unchecked: Int = 0) -> Diagnostic {
        var message = "\(count) more \(kind.rawValue) diagnostics were left out"
        if unchecked > 0 { message += "; \(unchecked) views and guides were not checked" }
        return Diagnostic(.omitted(Omission(of: kind, count: count, unchecked: unchecked)), message: message)
    }

    /// The first `limit` of `found`, and an `omitted` diagnostic when `total`
    /// is more or something was left unchecked.
    static func capped(_ found: [Diagnostic], total: Int, kind: Kind, limit: Int, unchecked: Int = 0) -> [Diagnostic] {
        let kept = Array(found.prefix(limit))
        guard total > kept.count || unchecked > 0 else { return kept }
        return kept + [omitted(kind, count: total - kept.count, unchecked: unchecked)]
    }
}

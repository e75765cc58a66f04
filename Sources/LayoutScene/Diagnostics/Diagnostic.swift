import JSON

/// One finding of a solve (docs/scenes.md, "Diagnostics"): a message and the
/// typed payload of its kind. JSON and text are made from the payload by
/// the encoders only (`Results/Diagnostic+JSON`, `TextReport`).
public struct Diagnostic: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unsatisfiable, ambiguous, misplaced, zeroSize, outsideSuperview, prototypeConstraints
        /// How many diagnostics of another kind a cap left out.
        case omitted
    }

    public enum Severity: String, Hashable, Sendable {
        case error, warning, info
    }

    /// What a diagnostic says beyond its message, one case a kind.
    public enum Payload: Hashable, Sendable {
        case unsatisfiable(Conflict)
        case ambiguous(Ambiguity)
        case misplaced(Misplacement)
        case zeroSize(ZeroSize)
        case outsideSuperview(Outside)
        case prototypeConstraints(Prototyped)
        case omitted(Omission)
    }

    public var message: String
    public var payload: Payload

    public init(_ payload: Payload, message: String) {
        self.payload = payload
        self.message = message
    }

    public var kind: Kind {
        switch payload {
        case .unsatisfiable: return .unsatisfiable
        case .ambiguous: return .ambiguous
        case .misplaced: return .misplaced
        case .zeroSize: return .zeroSize
        case .outsideSuperview: return .outsideSuperview
        case .prototypeConstraints: return .prototypeConstraints
        case .omitted: return .omitted
        }
    }

    /// Fixed by the kind: a conflict breaks the layout, the frame findings
    /// warn, the rest informs.
    public var severity: Severity {
        switch payload {
        case .unsatisfiable: return .error
        case .ambiguous, .misplaced, .zeroSize, .outsideSuperview: return .warning
        case .prototypeConstraints, .omitted: return .info
        }
    }

    /// The payload of an `unsatisfiable` diagnostic, else nil.
    public var conflict: Conflict? {
        if case .unsatisfiable(let conflict) = payload { return conflict }
        return nil
    }

    /// The payload of an `ambiguous` diagnostic, else nil.
    public var ambiguity: Ambiguity? {
        if case .ambiguous(let ambiguity) = payload { return ambiguity }
        return nil
    }
}

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

import JSON

/// One finding of a solve (contract §3 `diagnostics`).
public struct Diagnostic: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unsatisfiable, ambiguous, misplaced, zeroSize, outsideSuperview, prototypeConstraints
        /// How many diagnostics of another kind a cap left out.
        case omitted
    }

    public enum Severity: String, Hashable, Sendable {
        case error, warning, info
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    /// The fields of its kind, in the order they are written.
    public var fields: [JSONMember]

    public init(kind: Kind, severity: Severity, message: String, fields: [JSONMember] = []) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.fields = fields
    }

    public var json: JSONValue {
        .object([
            JSONMember("kind", .string(kind.rawValue)),
            JSONMember("severity", .string(severity.rawValue)),
            JSONMember("message", .string(message)),
        ] + fields)
    }
}

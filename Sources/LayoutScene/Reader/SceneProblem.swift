/// Why a scene document was rejected: every error found, each with the
/// RFC 6901 JSON pointer of the place at fault.
public struct SceneProblem: Error, Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Not JSON at all (HTTP 400).
        case malformed
        /// JSON, but not a valid scene (HTTP 422).
        case invalid
        /// Over a configured limit (HTTP 422 or 413).
        case tooLarge
    }

    public struct Entry: Hashable, Sendable {
        public var pointer: String
        public var message: String

        public init(pointer: String, message: String) {
            self.pointer = pointer
            self.message = message
        }
    }

    public var kind: Kind
    public var title: String
    public var errors: [Entry]

    public init(kind: Kind, title: String, errors: [Entry]) {
        self.kind = kind
        self.title = title
        self.errors = errors
    }
}

/// Builds RFC 6901 pointers, rendered only when an error names them.
enum JSONPointer {
    static func appending(_ base: JSONPath, _ key: String) -> JSONPath { base.appending(.key(key)) }

    /// `key` when `field` is nil, else the field `key` names.
    static func appending(_ base: JSONPath, _ key: String, field: JSONField?) -> JSONPath {
        base.appending(field.map(JSONPath.Step.field) ?? .key(key))
    }

    static func appending(_ base: JSONPath, _ index: Int) -> JSONPath { base.appending(.index(index)) }
}

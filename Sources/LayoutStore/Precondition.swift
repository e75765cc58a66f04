extension SceneStore {
    /// What must hold before `putScene` writes (HTTP If-Match / If-None-Match,
    /// RFC 9110 §13.1). Checked under the writer lock against the latest ETag.
    public struct Precondition: Sendable, Equatable {
        /// If-Match: the scene exists and (unless nil, meaning `*`) its ETag
        /// is one of these strong tags (weak tags never match strongly).
        public var ifMatch: TagList?
        /// If-None-Match: the scene does not exist or (unless `*`) its ETag
        /// is none of these, W/ ignored (weak comparison).
        public var ifNoneMatch: TagList?

        public enum TagList: Sendable, Equatable {
            case any
            /// Opaque tags with their quotes and whether each was weak.
            case tags([(opaque: String, isWeak: Bool)])

            public static func == (a: TagList, b: TagList) -> Bool {
                switch (a, b) {
                case (.any, .any): return true
                case let (.tags(x), .tags(y)): return x.elementsEqual(y) { $0 == $1 }
                default: return false
                }
            }
        }

        public init(ifMatch: TagList? = nil, ifNoneMatch: TagList? = nil) {
            self.ifMatch = ifMatch
            self.ifNoneMatch = ifNoneMatch
        }

        public static let none = Precondition()
        /// `If-None-Match: *`: create only.
        public static let ifNoneMatchAny = Precondition(ifNoneMatch: .any)
        /// `If-Match: <tag>` (`*`: any existing scene).
        public static func ifMatch(_ tag: String) -> Precondition {
            Precondition(ifMatch: tag == "*" ? .any : .tags([(tag, false)]))
        }

        /// What the fields say about a resource whose ETag is `currentETag`.
        public enum Outcome: Sendable, Equatable {
            case holds
            /// 412 whatever the method.
            case ifMatchFailed
            /// 412 for a write; 304 for GET and HEAD.
            case ifNoneMatchFailed
        }

        /// RFC 9110 §13.2.2's order: If-Match first, then If-None-Match.
        public func evaluate(currentETag: String?) -> Outcome {
            if let ifMatch {
                guard let currentETag else { return .ifMatchFailed }
                if case .tags(let tags) = ifMatch,
                   !tags.contains(where: { !$0.isWeak && $0.opaque == currentETag }) { return .ifMatchFailed }
            }
            if let ifNoneMatch, let currentETag {
                switch ifNoneMatch {
                case .any: return .ifNoneMatchFailed
                case .tags(let tags): if tags.contains(where: { $0.opaque == currentETag }) { return .ifNoneMatchFailed }
                }
            }
            return .holds
        }

        /// Whether a write may go ahead.
        func holds(currentETag: String?) -> Bool {
            evaluate(currentETag: currentETag) == .holds
        }

        /// Throws `.preconditionFailed` with the current tag unless a write
        /// may go ahead (every store checks under its writer lock).
        func require(currentETag: String?) throws(StoreError) {
            guard holds(currentETag: currentETag) else { throw .preconditionFailed(currentETag: currentETag) }
        }
    }
}

/// Strong entity tags for scene versions: `"<version>-<hash>"`, the hash
/// being 64-bit FNV-1a over the name and the document bytes. The version
/// makes tags of one scene distinct; the hash keeps a tag from matching
/// another document that later reuses the number (after delete and re-create).
enum ETag {
    static func make(name: String, version: Int, document: [UInt8]) -> String {
        var hash = ContentHash()
        hash.mix(name.utf8)
        hash.mix(0)  // separator: name "ab"+doc "c" differs from "a"+"bc"
        hash.mix(document)
        return "\"\(version)-\(hash.hex)\""
    }
}

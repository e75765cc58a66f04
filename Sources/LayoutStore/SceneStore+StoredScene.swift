extension SceneStore {
    /// One version of a scene, its document exactly as it was stored.
    public struct StoredScene: Sendable, Equatable {
        public var name: String
        public var version: Int
        public var document: [UInt8]
        public var etag: String
        /// When the scene was first stored (its version 1), RFC 3339 UTC.
        public var createdAt: String
        /// When this version was stored, RFC 3339 UTC.
        public var updatedAt: String
    }
}

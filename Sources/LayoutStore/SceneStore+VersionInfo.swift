extension SceneStore {
    /// A version in a scene's list of versions, without its document.
    public struct VersionInfo: Sendable, Equatable {
        public var version: Int
        public var etag: String
        /// When this version was stored, RFC 3339 UTC.
        public var createdAt: String
        public var byteCount: Int
    }
}

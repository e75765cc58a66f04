extension SceneStore {
    /// The version a PUT stored.
    public struct PutResult: Sendable, Equatable {
        public var version: Int
        /// True when the PUT created the scene (HTTP 201), false for a new
        /// version of an existing one (200).
        public var created: Bool
        public var etag: String
    }
}

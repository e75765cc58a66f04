extension SceneStore {
    /// A row of the scene list.
    public struct SceneSummary: Sendable, Equatable {
        public var name: String
        /// Latest version.
        public var version: Int
        public var updatedAt: String
        /// Status of the newest recorded solve, if any.
        public var lastStatus: String?
        public var lastSolvedAt: String?
    }
}

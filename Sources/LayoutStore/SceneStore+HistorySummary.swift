extension SceneStore {
    /// A recorded solve without its result bytes (the history list).
    public struct HistorySummary: Sendable, Equatable {
        public var id: Int64
        public var at: String
        public var version: Int
        public var status: String
        public var durationMicroseconds: Int
        /// Diagnostics of the solve by kind.
        public var diagnosticCounts: [String: Int]
    }
}

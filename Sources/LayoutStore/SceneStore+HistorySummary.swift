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
        /// The result's length when it was too long to keep
        /// (`StoreConfiguration.historyResultMaxBytes`); nil when kept.
        public var omittedResultBytes: Int?
    }
}

extension SceneStore {
    /// A recorded solve in full: `result` is byte for byte what was recorded.
    /// The summary's fields read directly: `record.id`, `record.status`, ….
    @dynamicMemberLookup
    public struct HistoryRecord: Sendable, Equatable {
        public var summary: HistorySummary
        /// The request body's overrides, if the solve had any.
        public var overrides: [UInt8]?
        /// Empty when the result was omitted (`omittedResultBytes`).
        public var result: [UInt8]

        public subscript<Value>(dynamicMember field: WritableKeyPath<HistorySummary, Value>) -> Value {
            get { summary[keyPath: field] }
            set { summary[keyPath: field] = newValue }
        }
    }
}

/// One solve to record. SQLite queues it (`HistoryLog`), having checked
/// that `sceneID` holds `version`; PostgreSQL inserts it at once.
struct HistoryEntry {
    var id: Int64
    var sceneID: Int64
    var at: String
    var version: Int
    var status: String
    var durationMicroseconds: Int
    var diagnosticCounts: [String: Int]
    var overrides: [UInt8]?
    var result: [UInt8]
    /// Length of the result when it was too long to keep (then `result` is empty).
    var omittedBytes: Int? = nil

    /// Bytes the entry counts against the history budgets.
    var byteCount: Int { result.count + (overrides?.count ?? 0) }

    /// The entry without its result when that is longer than `limit`.
    func keepingResult(upTo limit: Int) -> HistoryEntry {
        guard result.count > limit else { return self }
        var entry = self
        entry.omittedBytes = result.count
        entry.result = []
        return entry
    }
}

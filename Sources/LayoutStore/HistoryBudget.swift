/// How much history is kept: entries per scene, and bytes (results and
/// overrides) per scene and in all. The oldest entries go first.
struct HistoryBudget: Sendable {
    var retention: Int
    var sceneMaxBytes: Int
    var totalMaxBytes: Int

    /// Trims run once per this many entries or bytes written (per scene, or
    /// in all for the total), not after each solve: each trim scans what it keeps.
    var trimEntries: Int { max(1, retention / StoreLimits.historyTrimFraction) }
    var sceneTrimBytes: Int { max(1, sceneMaxBytes / StoreLimits.historyTrimFraction) }
    var totalTrimBytes: Int { max(1, totalMaxBytes / StoreLimits.historyTrimFraction) }
}

/// When a store trims a scene's history (or all of it) to the budget: once
/// per `HistoryBudget.trimEntries` entries or `sceneTrimBytes` bytes written
/// since the scene's last trim, and once per `totalTrimBytes` in all. A
/// value: its owner keeps it under its own lock.
struct HistoryTrimSchedule {
    /// Entries and bytes written per scene since its last trim, and bytes in
    /// all since the last trim of the total.
    private var untrimmed: [Int64: (entries: Int, bytes: Int)] = [:]
    private var untrimmedTotalBytes = 0

    /// Counts `added` entries of `sceneID` holding `bytes`; true (and the
    /// counts start over) once the budget's trim interval of either has been
    /// written since the scene's last trim.
    mutating func trimDue(_ sceneID: Int64, added: Int, bytes: Int, budget: HistoryBudget) -> Bool {
        let (entries, written) = untrimmed[sceneID, default: (0, 0)]
        let count = (entries: entries + added, bytes: written + bytes)
        guard count.entries >= budget.trimEntries || count.bytes >= budget.sceneTrimBytes else {
            untrimmed[sceneID] = count
            return false
        }
        untrimmed[sceneID] = nil
        return true
    }

    /// Like `trimDue` for the total byte budget.
    mutating func totalTrimDue(bytes: Int, budget: HistoryBudget) -> Bool {
        untrimmedTotalBytes += bytes
        guard untrimmedTotalBytes >= budget.totalTrimBytes else { return false }
        untrimmedTotalBytes = 0
        return true
    }
}

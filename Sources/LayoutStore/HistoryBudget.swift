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

import Foundation

/// Every tolerance and limit of the store, in one place.
public enum StoreLimits {
    /// Longest scene name the contract's id rule allows.
    static let maxNameLength = 128
    /// How long a connection waits on a lock held by another process before
    /// giving up with SQLITE_BUSY. Within this process writes are already
    /// serialised, so this only matters for outside tools (backup, sqlite3 CLI).
    static let busyTimeoutMilliseconds: Int32 = 5_000
    /// Largest page `listScenes` returns; bigger requests are clamped.
    public static let maxPageSize = 1_000
    /// Largest page `history` returns; bigger requests are clamped.
    static let maxHistoryPageSize = 10_000
    /// Pages copied per `sqlite3_backup_step` call; -1 copies all in one step,
    /// holding one read snapshot, which is what makes the copy consistent.
    static let backupPagesPerStep: Int32 = -1
    /// Pause before retrying a backup step that found the destination locked.
    static let backupRetryMilliseconds: Int32 = 10
    /// History ids reserved per synced write: the ids of queued entries are
    /// handed out from a block already recorded in `sqlite_sequence`.
    static let historyIDBlock: Int64 = 1_024
    /// How long the history writer waits for more solves before it commits
    /// what is queued, and the batch size that ends the wait early.
    static let historyLinger: TimeInterval = 0.004
    static let historyBatch = 256
    /// Queued history entries past which `recordSolve` commits the queue
    /// itself instead of leaving it to the writer thread (back-pressure).
    static let maxQueuedHistoryEntries = 4_096
    /// Likewise for the bytes queued (results and overrides).
    static let maxQueuedHistoryBytes = 64 << 20
    /// A scene's history is trimmed to the retention once per
    /// `retention / historyTrimFraction` recorded entries (at least every
    /// entry), or per that fraction of its byte budget, not after each: the
    /// trim's scan walks the rows it keeps. Reads hide the few entries past
    /// the retention meanwhile; the byte budgets may be passed by a
    /// sixteenth until the next trim.
    static let historyTrimFraction = 16
    /// Hex digits of the document hash kept in an ETag.
    static let etagHashDigits = ContentHash().hex.count
    /// File name of the database inside the data directory.
    static let databaseFileName = "layoutd.sqlite"
}

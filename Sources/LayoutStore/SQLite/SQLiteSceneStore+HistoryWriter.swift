extension SQLiteSceneStore {
    /// The highest history id ever used: `sqlite_sequence` keeps it across
    /// deletes, and holds the end of the last id reservation.
    static func lastHistoryID(_ db: Connection) throws(StoreError) -> Int64 {
        try db.first(
            """
            SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = ?), 0),
                       coalesce((SELECT max(id) FROM history), 0))
            """, [.text("history")]) { $0.int64(0) } ?? 0
    }

    /// Makes the next block of history ids durable before any is handed out,
    /// so a crash that loses queued entries never lets their ids be reused.
    /// One synced write per `StoreLimits.historyIDBlock` solves.
    func reserveHistoryIDs() throws(StoreError) {
        try write { (db: Connection) throws(StoreError) in
            // Another caller may have reserved while this one waited.
            guard let end = historyLog.reservationNeeded(block: StoreLimits.historyIDBlock) else { return }
            try db.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = ?", [.integer(end), .text("history")])
            if db.changes == 0 {
                try db.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", [.text("history"), .integer(end)])
            }
            historyLog.reserved(through: end)
        }
    }

    /// Writes every queued entry in one transaction without the WAL fsync
    /// (see the type's comment: a power loss may lose the last entries).
    /// Static so the writer thread needs no reference to the store.
    static func writeQueuedHistory(writer: GuardedConnection, log: HistoryLog, budget: HistoryBudget) throws(StoreError) {
        try writer.withConnection { (db: Connection) throws(StoreError) in
            let batch = log.takePending()
            guard !batch.isEmpty else { return }
            do throws(StoreError) {
                try db.logTransaction { () throws(StoreError) in try insert(batch, db, log: log, budget: budget) }
                log.finished(lost: 0)
            } catch {
                log.finished(lost: batch.count)
                throw error
            }
        }
    }

    private static func insert(_ batch: [HistoryLog.Entry], _ db: Connection, log: HistoryLog,
                               budget: HistoryBudget) throws(StoreError) {
        var added: [Int64: (entries: Int, bytes: Int)] = [:]
        // Most of a batch solves the same few versions: each is checked once.
        var versionExists: [VersionKey: Bool] = [:]
        for entry in batch {
            // The scene may have been deleted (and created again) since the
            // entry was queued; its history went with it.
            let key = VersionKey(sceneID: entry.sceneID, version: entry.version)
            if versionExists[key] == nil {
                versionExists[key] = try db.first(
                    "SELECT 1 FROM scene_version WHERE scene_id = ? AND version = ?",
                    [.integer(entry.sceneID), .int(entry.version)]) { _ in true } ?? false
            }
            guard versionExists[key]! else { continue }
            try db.execute(
                """
                INSERT INTO history (id, scene_id, at, version, status, duration_us, overrides, result, counts, omitted_bytes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [.integer(entry.id), .integer(entry.sceneID), .text(entry.at), .int(entry.version), .text(entry.status),
                 .int(entry.durationMicroseconds), .blob(entry.overrides), .blob(entry.result),
                 .text(DiagnosticCounts.encode(entry.diagnosticCounts)),
                 .integer(entry.omittedBytes.map(Int64.init))])
            added[entry.sceneID, default: (0, 0)].entries += 1
            added[entry.sceneID, default: (0, 0)].bytes += entry.byteCount
        }
        // Once per scene and batch, not once per solve.
        for (sceneID, count) in added.sorted(by: { $0.key < $1.key })
        where log.trimDue(sceneID, added: count.entries, bytes: count.bytes, budget: budget) {
            try db.trimHistory(sceneID: sceneID, total: false, budget: budget)
        }
        let batchBytes = added.values.reduce(0) { $0 + $1.bytes }
        if log.totalTrimDue(bytes: batchBytes, budget: budget) {
            try db.trimHistory(sceneID: nil, total: true, budget: budget)
        }
    }

    /// One version of one scene, as a batch refers to it.
    private struct VersionKey: Hashable {
        var sceneID: Int64
        var version: Int
    }
}

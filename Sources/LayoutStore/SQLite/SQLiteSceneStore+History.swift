extension SQLiteSceneStore {
    /// Records a solve of version `version` of `name` and returns its id.
    ///
    /// The entry is queued and the call returns without waiting for the
    /// commit: `HistoryLog`'s thread writes queued entries in one transaction
    /// per batch, with the retention trim. Reads of history, the scene list
    /// (whose last status is the newest entry's), `backup` and `close` flush
    /// the queue first, so they see every entry recorded before them;
    /// `deleteScene` drops the scene's queued entries with the rest of its
    /// history.
    public func recordSolve(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try SceneName.validate(name)
        try refuseIfReadOnly()
        return try enqueue { () throws(StoreError) -> (HistoryLog.Entry, UInt64) in
            try entryCheckedByName(
                name: name, version: version, status: status, durationMicroseconds: durationMicroseconds,
                diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
        }
    }

    /// An entry for `name` at `version`, looked up by name, with the deletion
    /// count read before the lookup.
    private func entryCheckedByName(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> (HistoryLog.Entry, UInt64) {
        let checkedAt = historyLog.deletionCount
        let entry = try queueableEntry(
            name: name, version: version, status: status, durationMicroseconds: durationMicroseconds,
            diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
        return (entry, checkedAt)
    }

    /// Like `recordSolve(name:version:...)` for the version `latestVersion`
    /// returned, without looking the scene up again: unless a scene was
    /// deleted since that lookup, the scene still holds the version.
    public func recordSolve(
        of latest: LatestVersion, name: String, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try refuseIfReadOnly()
        var known: LatestVersion? = latest
        return try enqueue { () throws(StoreError) -> (HistoryLog.Entry, UInt64) in
            // After a deletion, the scene is looked up by name as usual.
            guard let checked = known else {
                return try entryCheckedByName(
                    name: name, version: latest.version, status: status, durationMicroseconds: durationMicroseconds,
                    diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
            }
            known = nil
            let entry = HistoryLog.Entry(
                id: 0, sceneID: checked.sceneID, at: configuration.clock.timestamp(), version: checked.version, status: status,
                durationMicroseconds: durationMicroseconds, diagnosticCounts: diagnosticCounts,
                overrides: overrides, result: result)
            return (entry, checked.checkedAt)
        }
    }

    private func refuseIfReadOnly() throws(StoreError) {
        guard !configuration.readOnly else {
            throw .readOnly(path: configuration.databasePath, message: "the store was opened read-only")
        }
    }

    /// Queues the entry `make` checks (with the deletion count read before
    /// the check), asking again after a deletion, and returns its id.
    func enqueue(
        _ make: () throws(StoreError) -> (HistoryLog.Entry, UInt64)
    ) throws(StoreError) -> Int64 {
        let limit = configuration.historyResultMaxBytes
        var (entry, checkedAt) = try make()
        while true {
            switch historyLog.enqueue(entry.keepingResult(upTo: limit), checkedAt: checkedAt) {
            case let .queued(id, backlog, backlogBytes):
                // Back-pressure: a writer that falls behind slows recording down
                // instead of letting the queue take all the memory.
                if backlog > StoreLimits.maxQueuedHistoryEntries || backlogBytes > StoreLimits.maxQueuedHistoryBytes {
                    try flushHistory()
                }
                return id
            case .needsIDs:
                try reserveHistoryIDs()
            case .scenesChanged:
                (entry, checkedAt) = try make()
            }
        }
    }

    /// The entry to queue, once its scene and version are known to exist.
    private func queueableEntry(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> HistoryLog.Entry {
        let sceneID = try readers.statement { (db: Connection) throws(StoreError) -> Int64? in
            try db.first(
                """
                SELECT s.id FROM scene s JOIN scene_version v ON v.scene_id = s.id
                WHERE s.name = ? AND v.version = ?
                """, [.text(name), .int(version)]) { $0.int64(0) }
        }
        guard let sceneID else {
            let scene = try readers.statement { (db: Connection) throws(StoreError) -> Int64? in
                try db.sceneID(name)
            }
            throw scene == nil ? .sceneNotFound(name) : .versionNotFound(name: name, version: version)
        }
        return HistoryLog.Entry(
            id: 0, sceneID: sceneID, at: configuration.clock.timestamp(), version: version, status: status,
            durationMicroseconds: durationMicroseconds, diagnosticCounts: diagnosticCounts,
            overrides: overrides, result: result)
    }

    /// Commits every queued history entry before returning. Cheap when the
    /// queue is idle: no lock on the writer is taken then.
    public func flushHistory() throws(StoreError) {
        guard !historyLog.isIdle else { return }
        try Self.writeQueuedHistory(writer: writer, log: historyLog, budget: configuration.historyBudget)
    }

    /// History entries lost because their batch failed to commit (disk full,
    /// I/O error) since the store was opened.
    public var droppedHistoryEntries: Int { historyLog.droppedCount }

    /// The newest `limit` solves of `name`, newest first, without result
    /// bytes; nil if there is no such scene. `limit` below 1 is an error.
    public func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]? {
        try SceneName.validate(name)
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        try flushHistory()
        // Never past the retention, even before the next trim.
        let pageSize = min(limit, StoreLimits.maxHistoryPageSize, configuration.historyRetention)
        return try read { (db: Connection) throws(StoreError) -> [HistorySummary]? in
            try db.history(name: name, pageSize: pageSize)
        }
    }

    /// Solve `id` of `name` with its result exactly as recorded; nil if the
    /// scene has no such entry (or it was dropped by retention).
    public func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord? {
        try SceneName.validate(name)
        try flushHistory()
        return try read { (db: Connection) throws(StoreError) -> HistoryRecord? in
            try db.historyEntry(name: name, id: id, retention: configuration.historyRetention)
        }
    }
}

extension PostgresSceneStore {
    /// Records a solve of version `version` of `name` and returns its id,
    /// once it is committed (asynchronously: see the type's comment). Under
    /// the scene's lock taken shared, so a solve of a version being deleted
    /// is refused cleanly while solves of one scene record side by side.
    public func recordSolve(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try SceneName.validate(name)
        let entry = HistoryEntry(
            id: 0, sceneID: 0, at: configuration.clock.timestamp(), version: version, status: status,
            durationMicroseconds: durationMicroseconds, diagnosticCounts: diagnosticCounts,
            overrides: overrides, result: result
        ).keepingResult(upTo: configuration.historyResultMaxBytes)
        return try write { (db: PostgresConnection) throws(StoreError) -> Int64 in
            try Self.lockSceneForHistory(db, name: name)
            return try insert(entry, name: name, db)
        }
    }

    /// Like `recordSolve(name:version:...)` for the version `latestVersion`
    /// returned. The scene is looked up by name again in the insert itself
    /// (the same index probe the lock needs anyway), so a scene deleted and
    /// created again since is handled as any other solve.
    public func recordSolve(
        of latest: LatestVersion, name: String, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try recordSolve(
            name: name, version: latest.version, status: status, durationMicroseconds: durationMicroseconds,
            diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
    }

    /// Inserts `entry` for the scene `name` (its `sceneID` is ignored) under
    /// the caller's transaction and scene lock, with its own time, then
    /// trims if that is due. Throws `.sceneNotFound` / `.versionNotFound`.
    func insert(_ entry: HistoryEntry, name: String, _ db: PostgresConnection) throws(StoreError) -> Int64 {
        let inserted = try db.first(
            """
            INSERT INTO history (scene_id, version, at, status, duration_us, counts, omitted_bytes, overrides, result)
            SELECT v.scene_id, v.version, $3, $4, $5, $6, $7, $8, $9
            FROM scene s JOIN scene_version v ON v.scene_id = s.id AND v.version = $2
            WHERE s.name = $1
            RETURNING id, scene_id
            """,
            [.text(name), .int(entry.version), .text(entry.at), .text(entry.status), .int(entry.durationMicroseconds),
             .text(DiagnosticCounts.encode(entry.diagnosticCounts)), .integer(entry.omittedBytes.map(Int64.init)),
             .blob(entry.overrides), .blob(entry.result)]
        ) { (id: $0.int64(0), sceneID: $0.int64(1)) }
        guard let inserted else {
            throw try db.sceneID(name) == nil
                ? .sceneNotFound(name) : .versionNotFound(name: name, version: entry.version)
        }
        try trimIfDue(sceneID: inserted.sceneID, bytes: entry.byteCount, db)
        return inserted.id
    }

    /// Trims the scene's history to the retention and its byte budget, and
    /// all history to the total budget, when this replica's schedule says
    /// so (once per sixteenth of a budget written, not per solve).
    private func trimIfDue(sceneID: Int64, bytes: Int, _ db: PostgresConnection) throws(StoreError) {
        let budget = configuration.historyBudget
        let (scene, total) = trims.withLock { schedule in
            (schedule.trimDue(sceneID, added: 1, bytes: bytes, budget: budget),
             schedule.totalTrimDue(bytes: bytes, budget: budget))
        }
        try db.trimHistory(sceneID: scene ? sceneID : nil, total: total, budget: budget)
    }

    /// The newest `limit` solves of `name`, newest first, without result
    /// bytes; nil if there is no such scene. `limit` below 1 is an error.
    public func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]? {
        try SceneName.validate(name)
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        // Never past the retention, even before the next trim.
        let pageSize = min(limit, StoreLimits.maxHistoryPageSize, configuration.historyRetention)
        return try read { (db: PostgresConnection) throws(StoreError) -> [HistorySummary]? in
            try db.history(name: name, pageSize: pageSize)
        }
    }

    /// Solve `id` of `name` with its result exactly as recorded; nil if the
    /// scene has no such entry (or it is past the retention).
    public func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> HistoryRecord? in
            try db.historyEntry(name: name, id: id, retention: configuration.historyRetention)
        }
    }
}

extension PostgresSceneStore {
    /// Records a solve of version `version` of `name` and returns its id,
    /// once it is committed (see the type's comment). Under the scene's lock,
    /// so one scene's ids commit in increasing order on every replica and a
    /// solve of a version being deleted is refused cleanly.
    public func recordSolve(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try SceneName.validate(name)
        let entry = HistoryEntry(
            id: 0, sceneID: 0, at: Timestamp.now(), version: version, status: status,
            durationMicroseconds: durationMicroseconds, diagnosticCounts: diagnosticCounts,
            overrides: overrides, result: result
        ).keepingResult(upTo: configuration.historyResultMaxBytes)
        return try write { (db: PostgresConnection) throws(StoreError) -> Int64 in
            try Self.lockScene(db, name: name)
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
             .bytes(entry.overrides), .bytes(entry.result)]
        ) { (id: $0.int64(0), sceneID: $0.int64(1)) }
        guard let inserted else {
            throw try Self.sceneID(db, name: name) == nil
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
        if scene {
            // Everything at or below the first id past the newest `retention`.
            try db.execute(
                """
                DELETE FROM history WHERE scene_id = $1 AND id <= (
                    SELECT id FROM history WHERE scene_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)
                """, [.integer(sceneID), .int(budget.retention)])
            // Then everything from the newest entry that passes the byte budget.
            try db.execute(
                """
                DELETE FROM history WHERE scene_id = $1 AND id <= (
                    SELECT id FROM (
                        SELECT id, sum(octet_length(result) + coalesce(octet_length(overrides), 0)) OVER (ORDER BY id DESC) AS kept
                        FROM history WHERE scene_id = $1) AS running
                    WHERE kept > $2 ORDER BY id DESC LIMIT 1)
                """, [.integer(sceneID), .int(budget.sceneMaxBytes)])
        }
        if total {
            try db.execute(
                """
                DELETE FROM history WHERE id <= (
                    SELECT id FROM (
                        SELECT id, sum(octet_length(result) + coalesce(octet_length(overrides), 0)) OVER (ORDER BY id DESC) AS kept
                        FROM history) AS running
                    WHERE kept > $1 ORDER BY id DESC LIMIT 1)
                """, [.int(budget.totalMaxBytes)])
        }
    }

    /// The newest `limit` solves of `name`, newest first, without result
    /// bytes; nil if there is no such scene. `limit` below 1 is an error.
    public func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]? {
        try SceneName.validate(name)
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        // Never past the retention, even before the next trim.
        let pageSize = min(limit, StoreLimits.maxHistoryPageSize, configuration.historyRetention)
        return try read { (db: PostgresConnection) throws(StoreError) -> [HistorySummary]? in
            guard let sceneID = try Self.sceneID(db, name: name) else { return nil }
            return try db.all(
                "SELECT \(Self.summaryColumns) FROM history WHERE scene_id = $1 ORDER BY id DESC LIMIT $2",
                [.integer(sceneID), .int(pageSize)]
            ) { Self.summary($0) }
        }
    }

    /// Solve `id` of `name` with its result exactly as recorded; nil if the
    /// scene has no such entry (or it is past the retention).
    public func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> HistoryRecord? in
            try db.first(
                """
                SELECT \(Self.summaryColumns), overrides, result FROM history
                WHERE scene_id = (SELECT id FROM scene WHERE name = $1) AND id = $2 AND id > coalesce((
                    SELECT id FROM history WHERE scene_id = (SELECT id FROM scene WHERE name = $1)
                    ORDER BY id DESC LIMIT 1 OFFSET $3), 0)
                """, [.text(name), .integer(id), .int(configuration.historyRetention)],
                row: Self.record)
        }
    }

    static let summaryColumns = "id, at, version, status, duration_us, counts, omitted_bytes"

    /// Decodes the `summaryColumns` of a row.
    static func summary(_ row: PostgresRow) -> HistorySummary {
        HistorySummary(
            id: row.int64(0), at: row.text(1), version: row.int(2), status: row.text(3),
            durationMicroseconds: row.int(4), diagnosticCounts: DiagnosticCounts.decode(row.text(5)),
            omittedResultBytes: row.isNull(6) ? nil : row.int(6))
    }

    /// Decodes `summaryColumns` followed by overrides and result.
    static func record(_ row: PostgresRow) -> HistoryRecord {
        HistoryRecord(summary: summary(row), overrides: row.optionalBytes(7), result: row.bytes(8))
    }
}

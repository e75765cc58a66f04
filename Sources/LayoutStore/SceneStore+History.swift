extension SceneStore {
    /// Records a solve of version `version` of `name` and returns its id.
    /// In the same transaction it updates the scene's last status and drops
    /// the scene's oldest entries beyond `historyRetention`.
    public func recordSolve(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64 {
        try SceneName.validate(name)
        let retention = configuration.historyRetention
        return try logWrite { (db: Connection) throws(StoreError) -> Int64 in
            guard let sceneID = try Self.sceneID(db, name: name) else { throw .sceneNotFound(name) }
            let versionExists = try db.first(
                "SELECT 1 FROM scene_version WHERE scene_id = ? AND version = ?",
                [.integer(sceneID), .int(version)]) { _ in true } ?? false
            guard versionExists else { throw .versionNotFound(name: name, version: version) }

            let now = Timestamp.now()
            try db.execute(
                """
                INSERT INTO history (scene_id, at, version, status, duration_us, overrides, result)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [.integer(sceneID), .text(now), .int(version), .text(status), .int(durationMicroseconds),
                 .optionalBlob(overrides), .blob(result)])
            let id = db.lastInsertRowID
            for (kind, count) in diagnosticCounts.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    "INSERT INTO history_count (history_id, kind, count) VALUES (?, ?, ?)",
                    [.integer(id), .text(kind), .int(count)])
            }
            try db.execute(
                "UPDATE scene SET last_status = ?, last_solved_at = ? WHERE id = ?",
                [.text(status), .text(now), .integer(sceneID)])
            // Everything at or below the first id past the newest `retention`.
            try db.execute(
                """
                DELETE FROM history WHERE scene_id = ? AND id <= (
                    SELECT id FROM history WHERE scene_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
                """, [.integer(sceneID), .integer(sceneID), .int(retention)])
            return id
        }
    }

    /// The newest `limit` solves of `name`, newest first, without result
    /// bytes; nil if there is no such scene. `limit` below 1 is an error.
    public func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]? {
        try SceneName.validate(name)
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        let pageSize = min(limit, StoreLimits.maxHistoryPageSize)
        return try read { (db: Connection) throws(StoreError) -> [HistorySummary]? in
            guard let sceneID = try Self.sceneID(db, name: name) else { return nil }
            var counts: [Int64: [String: Int]] = [:]
            let countRows = try db.all(
                """
                SELECT history_id, kind, count FROM history_count WHERE history_id IN (
                    SELECT id FROM history WHERE scene_id = ? ORDER BY id DESC LIMIT ?)
                """, [.integer(sceneID), .int(pageSize)]
            ) { (id: $0.int64(0), kind: $0.text(1), count: $0.int(2)) }
            for row in countRows { counts[row.id, default: [:]][row.kind] = row.count }
            return try db.all(
                "SELECT \(Self.summaryColumns) FROM history WHERE scene_id = ? ORDER BY id DESC LIMIT ?",
                [.integer(sceneID), .int(pageSize)]
            ) { Self.summary($0, counts: counts[$0.int64(0)] ?? [:]) }
        }
    }

    /// Solve `id` of `name` with its result exactly as recorded; nil if the
    /// scene has no such entry (or it was dropped by retention).
    public func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> HistoryRecord? in
            guard var record = try db.first(
                """
                SELECT \(Self.summaryColumns), overrides, result FROM history
                WHERE scene_id = (SELECT id FROM scene WHERE name = ?) AND id = ?
                """, [.text(name), .integer(id)],
                row: { HistoryRecord(summary: Self.summary($0, counts: [:]), overrides: $0.optionalBlob(5), result: $0.blob(6)) })
            else { return nil }
            let counts = try db.all(
                "SELECT kind, count FROM history_count WHERE history_id = ?", [.integer(id)]
            ) { (kind: $0.text(0), count: $0.int(1)) }
            record.summary.diagnosticCounts = Dictionary(uniqueKeysWithValues: counts.map { ($0.kind, $0.count) })
            return record
        }
    }

    private static let summaryColumns = "id, at, version, status, duration_us"

    /// Decodes the `summaryColumns` of a row.
    private static func summary(_ row: Statement, counts: [String: Int]) -> HistorySummary {
        HistorySummary(
            id: row.int64(0), at: row.text(1), version: row.int(2), status: row.text(3),
            durationMicroseconds: row.int(4), diagnosticCounts: counts)
    }
}

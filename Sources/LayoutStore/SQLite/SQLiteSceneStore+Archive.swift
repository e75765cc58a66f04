extension SQLiteSceneStore {
    /// Every version and the kept history of `name`, read in one snapshot.
    public func archive(name: String) throws(StoreError) -> SceneArchive? {
        try SceneName.validate(name)
        try flushHistory()
        let retention = configuration.historyRetention
        return try read { (db: Connection) throws(StoreError) -> SceneArchive? in
            guard let scene = try db.first(
                "SELECT id, created_at, updated_at FROM scene WHERE name = ?", [.text(name)],
                row: { (id: $0.int64(0), createdAt: $0.text(1), updatedAt: $0.text(2)) })
            else { return nil }
            let versions = try db.all(Self.storedSceneSQL + " ORDER BY v.version", [.text(name)], row: Self.storedScene)
            // The newest `retention` entries, oldest first: what history reads show.
            let history = try db.all(
                """
                SELECT * FROM (
                    SELECT \(Self.summaryColumns), overrides, result FROM history
                    WHERE scene_id = ? ORDER BY id DESC LIMIT ?)
                ORDER BY id
                """, [.integer(scene.id), .int(retention)],
                row: { HistoryRecord(summary: Self.summary($0), overrides: $0.optionalBlob(7), result: $0.blob(8)) })
            return SceneArchive(
                name: name, createdAt: scene.createdAt, updatedAt: scene.updatedAt, versions: versions, history: history)
        }
    }

    /// The scene and its versions in one synced transaction; its history
    /// then goes through the history queue like any recorded solve (so ids
    /// come from the same reservation), with its original times.
    public func restore(_ archive: SceneArchive) throws(StoreError) {
        try SceneName.validate(archive.name)
        try SceneStore.checkArchive(archive)
        let sceneID = try write { (db: Connection) throws(StoreError) -> Int64 in
            if let existing = try Self.latestETag(db, name: archive.name) {
                throw .preconditionFailed(currentETag: existing)
            }
            try db.execute(
                "INSERT INTO scene (name, latest_version, created_at, updated_at) VALUES (?, ?, ?, ?)",
                [.text(archive.name), .int(archive.versions.count), .text(archive.createdAt), .text(archive.updatedAt)])
            let sceneID = db.lastInsertRowID
            for version in archive.versions {
                try db.execute(
                    "INSERT INTO scene_version (scene_id, version, etag, created_at, document) VALUES (?, ?, ?, ?, ?)",
                    [.integer(sceneID), .int(version.version), .text(version.etag), .text(version.updatedAt),
                     .blob(version.document)])
            }
            return sceneID
        }
        for record in archive.history {
            var entry = HistoryLog.Entry(
                id: 0, sceneID: sceneID, at: record.at, version: record.version, status: record.status,
                durationMicroseconds: record.durationMicroseconds, diagnosticCounts: record.diagnosticCounts,
                overrides: record.overrides, result: record.result)
            entry.omittedBytes = record.omittedResultBytes
            // A fresh deletion count each time: should the new scene be
            // deleted meanwhile, the writer skips its entries.
            _ = try enqueue { () throws(StoreError) -> (HistoryLog.Entry, UInt64) in (entry, historyLog.deletionCount) }
        }
        try flushHistory()
    }

    private static func latestETag(_ db: Connection, name: String) throws(StoreError) -> String? {
        try db.first(
            """
            SELECT v.etag FROM scene s JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
            WHERE s.name = ?
            """, [.text(name)]) { $0.text(0) }
    }
}

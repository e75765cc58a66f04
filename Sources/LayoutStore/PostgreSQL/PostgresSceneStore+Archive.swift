extension PostgresSceneStore {
    /// Every version and the kept history of `name`, read in one snapshot.
    public func archive(name: String) throws(StoreError) -> SceneArchive? {
        try SceneName.validate(name)
        let retention = configuration.historyRetention
        return try read { (db: PostgresConnection) throws(StoreError) -> SceneArchive? in
            guard let scene = try db.first(
                "SELECT id, created_at, updated_at FROM scene WHERE name = $1", [.text(name)],
                row: { (id: $0.int64(0), createdAt: $0.text(1), updatedAt: $0.text(2)) })
            else { return nil }
            let versions = try db.all(Self.storedSceneSQL + " ORDER BY v.version", [.text(name)], row: Self.storedScene)
            // The newest `retention` entries, oldest first: what history reads show.
            let history = try db.all(
                """
                SELECT * FROM (
                    SELECT \(Self.summaryColumns), overrides, result FROM history
                    WHERE scene_id = $1 ORDER BY id DESC LIMIT $2) AS kept
                ORDER BY id
                """, [.integer(scene.id), .int(retention)], row: Self.record)
            return SceneArchive(
                name: name, createdAt: scene.createdAt, updatedAt: scene.updatedAt, versions: versions, history: history)
        }
    }

    /// The scene, its versions and its history (new ids, in order, with
    /// their original times) in one transaction under the scene's lock:
    /// all of it or nothing. `.preconditionFailed` if the name is taken.
    public func restore(_ archive: SceneArchive) throws(StoreError) {
        try SceneName.validate(archive.name)
        try SceneStore.checkArchive(archive)
        let limit = configuration.historyResultMaxBytes
        try write { (db: PostgresConnection) throws(StoreError) in
            try Self.lockScene(db, name: archive.name)
            if let existing = try Self.latest(db, name: archive.name) {
                throw .preconditionFailed(currentETag: existing.etag)
            }
            guard let sceneID = try db.first(
                "INSERT INTO scene (name, latest_version, created_at, updated_at) VALUES ($1, $2, $3, $4) RETURNING id",
                [.text(archive.name), .int(archive.versions.count), .text(archive.createdAt), .text(archive.updatedAt)],
                row: { $0.int64(0) })
            else { throw .postgres(sqlState: "", message: "INSERT ... RETURNING returned no row") }
            for version in archive.versions {
                try db.execute(
                    "INSERT INTO scene_version (scene_id, version, etag, created_at, document) VALUES ($1, $2, $3, $4, $5)",
                    [.integer(sceneID), .int(version.version), .text(version.etag), .text(version.updatedAt),
                     .bytes(version.document)])
            }
            for record in archive.history {
                var entry = HistoryEntry(
                    id: 0, sceneID: sceneID, at: record.at, version: record.version, status: record.status,
                    durationMicroseconds: record.durationMicroseconds, diagnosticCounts: record.diagnosticCounts,
                    overrides: record.overrides, result: record.result)
                entry.omittedBytes = record.omittedResultBytes
                _ = try insert(entry.keepingResult(upTo: limit), name: archive.name, db)
            }
        }
    }
}

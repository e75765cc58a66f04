extension PostgresSceneStore {
    /// Every version and the kept history of `name`, read in one snapshot.
    public func archive(name: String) throws(StoreError) -> SceneArchive? {
        try SceneName.validate(name)
        let retention = configuration.historyRetention
        return try read { (db: PostgresConnection) throws(StoreError) -> SceneArchive? in
            try db.archive(name: name, retention: retention)
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
            let sceneID = try db.restoreVersions(of: archive)
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

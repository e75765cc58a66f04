extension SQLiteSceneStore {
    /// Every version and the kept history of `name`, read in one snapshot.
    public func archive(name: String) throws(StoreError) -> SceneArchive? {
        try SceneName.validate(name)
        try flushHistory()
        let retention = configuration.historyRetention
        return try read { (db: Connection) throws(StoreError) -> SceneArchive? in try db.archive(name: name, retention: retention) }
    }

    /// The scene and its versions in one synced transaction; its history
    /// then goes through the history queue like any recorded solve (so ids
    /// come from the same reservation), with its original times.
    public func restore(_ archive: SceneArchive) throws(StoreError) {
        try SceneName.validate(archive.name)
        try SceneStore.checkArchive(archive)
        let sceneID = try write { (db: Connection) throws(StoreError) -> Int64 in try db.restoreVersions(of: archive) }
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
}

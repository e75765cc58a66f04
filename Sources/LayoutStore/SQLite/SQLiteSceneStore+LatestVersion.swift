extension SQLiteSceneStore {
    /// The latest version of `name`, or nil if there is no such scene: one
    /// indexed lookup, without the document bytes and without an explicit
    /// transaction (a single statement reads one snapshot by itself). A
    /// stored-scene solve asks this first and fetches the document only when
    /// it has not decoded that version already.
    public func latestVersion(name: String) throws(StoreError) -> LatestVersion? {
        try SceneName.validate(name)
        let checkedAt = historyLog.deletionCount
        return try readers.statement { (db: Connection) throws(StoreError) -> LatestVersion? in
            try db.first(
                """
                SELECT v.version, v.etag, s.id FROM scene s
                JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
                WHERE s.name = ?
                """, [.text(name)]
            ) { LatestVersion(version: $0.int(0), etag: $0.text(1), sceneID: $0.int64(2), checkedAt: checkedAt) }
        }
    }
}

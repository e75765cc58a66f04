/// A connection either store runs its statements on (SQLite's `Connection`,
/// `PostgresConnection`), inside whatever transaction and lock the store
/// holds. The reads and writes below are the same in both stores: their SQL
/// (`SceneRows`) runs unchanged on either, so each is written once.
protocol SceneDatabase {
    associatedtype Row: StoreRow
    func execute(_ sql: String, _ values: [StoreValue]) throws(StoreError)
    func first<T>(_ sql: String, _ values: [StoreValue], row: (Row) -> T) throws(StoreError) -> T?
    func all<T>(_ sql: String, _ values: [StoreValue], row: (Row) -> T) throws(StoreError) -> [T]
}

extension SceneDatabase {
    /// The row id of the scene `name`, if it exists.
    func sceneID(_ name: String) throws(StoreError) -> Int64? {
        try first(SceneRows.sceneIDSQL, [.text(name)]) { $0.int64(0) }
    }

    /// The scene's row id, latest version and that version's ETag.
    func latest(_ name: String) throws(StoreError) -> (id: Int64, version: Int, etag: String)? {
        try first(SceneRows.latestSQL, [.text(name)]) { (id: $0.int64(0), version: $0.int(1), etag: $0.text(2)) }
    }

    /// Stores `document` as the next version of `name` if `precondition`
    /// holds against the latest one (else `.preconditionFailed`), and
    /// returns what was stored with the scene's row id. The caller holds the
    /// scene's writer lock and the transaction.
    func putScene(name: String, document: [UInt8], precondition: SceneStore.Precondition, clock: WallClock)
        throws(StoreError) -> (result: SceneStore.PutResult, sceneID: Int64) {
        let current = try latest(name)
        try precondition.require(currentETag: current?.etag)
        let now = clock.timestamp()
        let version = (current?.version ?? 0) + 1
        let etag = ETag.make(name: name, version: version, document: document)
        let sceneID: Int64
        if let current {
            sceneID = current.id
            try execute(SceneRows.updateSceneSQL, [.int(version), .text(now), .integer(sceneID)])
        } else {
            sceneID = try insertScene(name: name, latestVersion: version, createdAt: now, updatedAt: now)
        }
        try execute(SceneRows.insertVersionSQL, [.integer(sceneID), .int(version), .text(etag), .text(now), .blob(document)])
        return (SceneStore.PutResult(version: version, created: current == nil, etag: etag), sceneID)
    }

    /// A new scene row; its id.
    private func insertScene(name: String, latestVersion: Int, createdAt: String, updatedAt: String) throws(StoreError) -> Int64 {
        let id = try first(
            "INSERT INTO scene (name, latest_version, created_at, updated_at) VALUES ($1, $2, $3, $4) RETURNING id",
            [.text(name), .int(latestVersion), .text(createdAt), .text(updatedAt)]) { $0.int64(0) }
        guard let id else { throw .sceneNotFound(name) }  // RETURNING always gives the row
        return id
    }

    /// Deletes `name` (versions and history go by ON DELETE CASCADE) if
    /// `precondition` holds; the deleted scene's row id, or nil if there was
    /// no such scene.
    func deleteScene(name: String, precondition: SceneStore.Precondition) throws(StoreError) -> Int64? {
        let current = try latest(name)
        try precondition.require(currentETag: current?.etag)
        guard let sceneID = current?.id else { return nil }
        try execute("DELETE FROM scene WHERE id = $1", [.integer(sceneID)])
        return sceneID
    }

    /// Version `version` of `name` (nil: the latest), or nil.
    func storedScene(name: String, version: Int?) throws(StoreError) -> SceneStore.StoredScene? {
        guard let version else {
            return try first(SceneRows.storedSceneSQL + " AND v.version = s.latest_version", [.text(name)], row: SceneRows.storedScene)
        }
        return try first(SceneRows.storedSceneSQL + " AND v.version = $2", [.text(name), .int(version)], row: SceneRows.storedScene)
    }

    /// Every version of `name`, oldest first; nil if there is no such scene.
    func versions(name: String) throws(StoreError) -> [SceneStore.VersionInfo]? {
        guard let sceneID = try sceneID(name) else { return nil }
        return try all(SceneRows.versionsSQL, [.integer(sceneID)], row: SceneRows.versionInfo)
    }

    /// The newest `pageSize` solves of `name`, newest first; nil if no such scene.
    func history(name: String, pageSize: Int) throws(StoreError) -> [SceneStore.HistorySummary]? {
        guard let sceneID = try sceneID(name) else { return nil }
        return try all(SceneRows.historyPageSQL, [.integer(sceneID), .int(pageSize)], row: SceneRows.summary)
    }

    /// Solve `id` of `name` in full, unless past the newest `retention`.
    func historyEntry(name: String, id: Int64, retention: Int) throws(StoreError) -> SceneStore.HistoryRecord? {
        try first(SceneRows.historyEntrySQL, [.text(name), .integer(id), .int(retention)], row: SceneRows.record)
    }

    /// Every version and the newest `retention` solves of `name`, oldest first.
    func archive(name: String, retention: Int) throws(StoreError) -> SceneStore.SceneArchive? {
        guard let scene = try first(
            "SELECT id, created_at, updated_at FROM scene WHERE name = $1", [.text(name)],
            row: { (id: $0.int64(0), createdAt: $0.text(1), updatedAt: $0.text(2)) })
        else { return nil }
        let versions = try all(SceneRows.storedSceneSQL + " ORDER BY v.version", [.text(name)], row: SceneRows.storedScene)
        let history = try all(SceneRows.archivedHistorySQL, [.integer(scene.id), .int(retention)], row: SceneRows.record)
        return SceneStore.SceneArchive(
            name: name, createdAt: scene.createdAt, updatedAt: scene.updatedAt, versions: versions, history: history)
    }

    /// The archive's scene and versions with their numbers, ETags and
    /// times (`.preconditionFailed` if the name is taken); the new row id.
    func restoreVersions(of archive: SceneStore.SceneArchive) throws(StoreError) -> Int64 {
        if let existing = try latest(archive.name) {
            throw .preconditionFailed(currentETag: existing.etag)
        }
        let sceneID = try insertScene(
            name: archive.name, latestVersion: archive.versions.count, createdAt: archive.createdAt, updatedAt: archive.updatedAt)
        for version in archive.versions {
            try execute(
                SceneRows.insertVersionSQL,
                [.integer(sceneID), .int(version.version), .text(version.etag), .text(version.updatedAt), .blob(version.document)])
        }
        return sceneID
    }

    /// Trims the history of `sceneID` (if given) to the budget's retention
    /// and byte budget, and all history to the total budget if `total`.
    func trimHistory(sceneID: Int64?, total: Bool, budget: HistoryBudget) throws(StoreError) {
        if let sceneID {
            try execute(SceneRows.trimRetentionSQL, [.integer(sceneID), .int(budget.retention)])
            try execute(SceneRows.trimSceneBytesSQL, [.integer(sceneID), .int(budget.sceneMaxBytes)])
        }
        if total {
            try execute(SceneRows.trimTotalBytesSQL, [.int(budget.totalMaxBytes)])
        }
    }
}

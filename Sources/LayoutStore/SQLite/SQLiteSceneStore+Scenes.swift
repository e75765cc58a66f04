extension SQLiteSceneStore {
    /// Stores `document` as a new immutable version of `name`, if
    /// `precondition` holds against the latest version; otherwise throws
    /// `.preconditionFailed` and changes nothing. `.ifMatch("*")` matches
    /// any existing scene.
    public func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult {
        try SceneName.validate(name)
        return try write { (db: Connection) throws(StoreError) -> PutResult in
            let current = try Self.latest(db, name: name)
            try precondition.require(currentETag: current?.etag)

            let now = Timestamp.now()
            let version = (current?.version ?? 0) + 1
            let etag = ETag.make(name: name, version: version, document: document)
            let sceneID: Int64
            if let current {
                sceneID = current.id
                try db.execute(
                    "UPDATE scene SET latest_version = ?, updated_at = ? WHERE id = ?",
                    [.int(version), .text(now), .integer(sceneID)])
            } else {
                try db.execute(
                    "INSERT INTO scene (name, latest_version, created_at, updated_at) VALUES (?, ?, ?, ?)",
                    [.text(name), .int(version), .text(now), .text(now)])
                sceneID = db.lastInsertRowID
            }
            try db.execute(
                "INSERT INTO scene_version (scene_id, version, etag, created_at, document) VALUES (?, ?, ?, ?, ?)",
                [.integer(sceneID), .int(version), .text(etag), .text(now), .blob(document)])
            return PutResult(version: version, created: current == nil, etag: etag)
        }
    }

    /// The scene's row id, latest version and its ETag, under the caller's transaction.
    private static func latest(_ db: Connection, name: String) throws(StoreError) -> (id: Int64, version: Int, etag: String)? {
        try db.first(
            """
            SELECT s.id, s.latest_version, v.etag FROM scene s
            JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
            WHERE s.name = ?
            """, [.text(name)]
        ) { (id: $0.int64(0), version: $0.int(1), etag: $0.text(2)) }
    }

    /// The latest version of `name`, or nil if there is no such scene.
    public func scene(name: String) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> StoredScene? in
            try db.first(Self.storedSceneSQL + " AND v.version = s.latest_version", [.text(name)], row: Self.storedScene)
        }
    }

    /// Version `version` of `name`, or nil if either does not exist.
    public func scene(name: String, version: Int) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> StoredScene? in
            try db.first(Self.storedSceneSQL + " AND v.version = ?", [.text(name), .int(version)], row: Self.storedScene)
        }
    }

    static let storedSceneSQL = """
        SELECT s.name, v.version, v.document, v.etag, s.created_at, v.created_at
        FROM scene s JOIN scene_version v ON v.scene_id = s.id
        WHERE s.name = ?
        """

    static func storedScene(_ row: Statement) -> StoredScene {
        StoredScene(
            name: row.text(0), version: row.int(1), document: row.blob(2),
            etag: row.text(3), createdAt: row.text(4), updatedAt: row.text(5))
    }

    /// Every version of `name`, oldest first; nil if there is no such scene.
    public func versions(name: String) throws(StoreError) -> [VersionInfo]? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> [VersionInfo]? in
            guard let sceneID = try Self.sceneID(db, name: name) else { return nil }
            return try db.all(
                """
                SELECT version, etag, created_at, length(document) FROM scene_version
                WHERE scene_id = ? ORDER BY version
                """, [.integer(sceneID)]
            ) { VersionInfo(version: $0.int(0), etag: $0.text(1), createdAt: $0.text(2), byteCount: $0.int(3)) }
        }
    }

    /// Removes the scene, all its versions and all its history in one
    /// transaction, if `precondition` holds against its latest ETag
    /// (otherwise `.preconditionFailed`). False if there was no such scene
    /// and the precondition did not ask for one.
    public func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool {
        try SceneName.validate(name)
        return try write { (db: Connection) throws(StoreError) -> Bool in
            let current = try Self.latest(db, name: name)
            try precondition.require(currentETag: current?.etag)
            guard let sceneID = current?.id else { return false }
            // Versions and history go by ON DELETE CASCADE.
            try db.execute("DELETE FROM scene WHERE id = ?", [.integer(sceneID)])
            // Under the writer lock, so no batch is being written: queued
            // entries of the scene are dropped before any could be.
            historyLog.sceneDeleted(sceneID)
            return true
        }
    }
}


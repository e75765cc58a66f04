extension PostgresSceneStore {
    /// Stores `document` as a new immutable version of `name`, if
    /// `precondition` holds against the latest version, under the scene's
    /// lock (see the type's comment); otherwise throws `.preconditionFailed`
    /// and changes nothing.
    public func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult {
        try SceneName.validate(name)
        return try write { (db: PostgresConnection) throws(StoreError) -> PutResult in
            try Self.lockScene(db, name: name)
            let current = try Self.latest(db, name: name)
            try precondition.require(currentETag: current?.etag)

            let now = Timestamp.now()
            let version = (current?.version ?? 0) + 1
            let etag = ETag.make(name: name, version: version, document: document)
            let sceneID: Int64
            if let current {
                sceneID = current.id
                try db.execute(
                    "UPDATE scene SET latest_version = $1, updated_at = $2 WHERE id = $3",
                    [.int(version), .text(now), .integer(sceneID)])
            } else {
                guard let id = try db.first(
                    "INSERT INTO scene (name, latest_version, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id",
                    [.text(name), .int(version), .text(now)], row: { $0.int64(0) })
                else { throw .postgres(sqlState: "", message: "INSERT ... RETURNING returned no row") }
                sceneID = id
            }
            try db.execute(
                "INSERT INTO scene_version (scene_id, version, etag, created_at, document) VALUES ($1, $2, $3, $4, $5)",
                [.integer(sceneID), .int(version), .text(etag), .text(now), .bytes(document)])
            return PutResult(version: version, created: current == nil, etag: etag)
        }
    }

    /// The scene's row id, latest version and its ETag, under the caller's transaction.
    static func latest(_ db: PostgresConnection, name: String) throws(StoreError) -> (id: Int64, version: Int, etag: String)? {
        try db.first(
            """
            SELECT s.id, s.latest_version, v.etag FROM scene s
            JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
            WHERE s.name = $1
            """, [.text(name)]
        ) { (id: $0.int64(0), version: $0.int(1), etag: $0.text(2)) }
    }

    /// The latest version of `name`, or nil if there is no such scene.
    public func scene(name: String) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> StoredScene? in
            try db.first(Self.storedSceneSQL + " AND v.version = s.latest_version", [.text(name)], row: Self.storedScene)
        }
    }

    /// Version `version` of `name`, or nil if either does not exist.
    public func scene(name: String, version: Int) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> StoredScene? in
            try db.first(Self.storedSceneSQL + " AND v.version = $2", [.text(name), .int(version)], row: Self.storedScene)
        }
    }

    static let storedSceneSQL = """
        SELECT s.name, v.version, v.document, v.etag, s.created_at, v.created_at
        FROM scene s JOIN scene_version v ON v.scene_id = s.id
        WHERE s.name = $1
        """

    static func storedScene(_ row: PostgresRow) -> StoredScene {
        StoredScene(
            name: row.text(0), version: row.int(1), document: row.bytes(2),
            etag: row.text(3), createdAt: row.text(4), updatedAt: row.text(5))
    }

    /// Every version of `name`, oldest first; nil if there is no such scene.
    public func versions(name: String) throws(StoreError) -> [VersionInfo]? {
        try SceneName.validate(name)
        return try read { (db: PostgresConnection) throws(StoreError) -> [VersionInfo]? in
            guard let sceneID = try Self.sceneID(db, name: name) else { return nil }
            return try db.all(
                """
                SELECT version, etag, created_at, octet_length(document) FROM scene_version
                WHERE scene_id = $1 ORDER BY version
                """, [.integer(sceneID)]
            ) { VersionInfo(version: $0.int(0), etag: $0.text(1), createdAt: $0.text(2), byteCount: $0.int(3)) }
        }
    }

    /// Removes the scene, its versions and its history in one transaction
    /// under the scene's lock, if `precondition` holds against its latest
    /// ETag (otherwise `.preconditionFailed`). False if there was no such
    /// scene and the precondition did not ask for one.
    public func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool {
        try SceneName.validate(name)
        return try write { (db: PostgresConnection) throws(StoreError) -> Bool in
            try Self.lockScene(db, name: name)
            let current = try Self.latest(db, name: name)
            try precondition.require(currentETag: current?.etag)
            guard let sceneID = current?.id else { return false }
            // Versions go by ON DELETE CASCADE, and history with them.
            try db.execute("DELETE FROM scene WHERE id = $1", [.integer(sceneID)])
            return true
        }
    }

    /// The latest version of `name` without the document, or nil: one
    /// statement, no transaction.
    public func latestVersion(name: String) throws(StoreError) -> LatestVersion? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> LatestVersion? in
            try db.first(
                """
                SELECT v.version, v.etag, s.id FROM scene s
                JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
                WHERE s.name = $1
                """, [.text(name)]
            ) { LatestVersion(version: $0.int(0), etag: $0.text(1), sceneID: $0.int64(2), checkedAt: 0) }
        }
    }

    /// One page of scenes in name order (see `SceneListing`), each with the
    /// status and time of its newest solve.
    public func listScenes(prefix: String?, limit: Int, cursor: String?) throws(StoreError) -> (items: [SceneSummary], nextCursor: String?) {
        let listing = try SceneListing(prefix: prefix, limit: limit, cursor: cursor)
        // Two fixed texts, not the input: the bounds are bound parameters.
        let comparison = listing.inclusive ? ">=" : ">"
        let rows = try statement { (db: PostgresConnection) throws(StoreError) -> [SceneSummary] in
            try db.all(
                """
                SELECT s.name, s.latest_version, s.updated_at, h.status, h.at FROM scene s
                LEFT JOIN LATERAL (SELECT status, at FROM history WHERE scene_id = s.id ORDER BY id DESC LIMIT 1) h ON true
                WHERE s.name \(comparison) $1 AND s.name < $2 ORDER BY s.name LIMIT $3
                """, [.text(listing.lowerBound), .text(listing.upperBound), .int(listing.pageSize + 1)]
            ) {
                SceneSummary(
                    name: $0.text(0), version: $0.int(1), updatedAt: $0.text(2),
                    lastStatus: $0.optionalText(3), lastSolvedAt: $0.optionalText(4))
            }
        }
        return listing.page(rows)
    }
}

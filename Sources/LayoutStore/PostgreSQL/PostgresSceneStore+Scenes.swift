extension PostgresSceneStore {
    /// Stores `document` as a new immutable version of `name`, if
    /// `precondition` holds against the latest version, under the scene's
    /// lock (see the type's comment); otherwise throws `.preconditionFailed`
    /// and changes nothing.
    public func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult {
        try SceneName.validate(name)
        return try write { (db: PostgresConnection) throws(StoreError) -> PutResult in
            try Self.lockScene(db, name: name)
            return try db.putScene(name: name, document: document, precondition: precondition,
                            clock: configuration.clock).result
        }
    }

    /// The latest version of `name`, or nil if there is no such scene.
    public func scene(name: String) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> StoredScene? in
            try db.storedScene(name: name, version: nil)
        }
    }

    /// Version `version` of `name`, or nil if either does not exist.
    public func scene(name: String, version: Int) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> StoredScene? in
            try db.storedScene(name: name, version: version)
        }
    }

    /// Every version of `name`, oldest first; nil if there is no such scene.
    public func versions(name: String) throws(StoreError) -> [VersionInfo]? {
        try SceneName.validate(name)
        return try read { (db: PostgresConnection) throws(StoreError) -> [VersionInfo]? in try db.versions(name: name) }
    }

    /// Removes the scene, its versions and its history in one transaction
    /// under the scene's lock, if `precondition` holds against its latest
    /// ETag (otherwise `.preconditionFailed`). False if there was no such
    /// scene and the precondition did not ask for one.
    public func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool {
        try SceneName.validate(name)
        return try write { (db: PostgresConnection) throws(StoreError) -> Bool in
            try Self.lockScene(db, name: name)
            return try db.deleteScene(name: name, precondition: precondition) != nil
        }
    }

    /// The latest version of `name` without the document, or nil: one
    /// statement, no transaction.
    public func latestVersion(name: String) throws(StoreError) -> LatestVersion? {
        try SceneName.validate(name)
        return try statement { (db: PostgresConnection) throws(StoreError) -> LatestVersion? in
            try db.latest(name).map { LatestVersion(version: $0.version, etag: $0.etag, sceneID: $0.id, checkedAt: 0) }
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
                """, [.text(listing.lowerBound), .text(listing.upperBound), .int(listing.pageSize + 1)],
                row: SceneRows.sceneSummary)
        }
        return listing.page(rows)
    }
}

extension SQLiteSceneStore {
    /// Stores `document` as a new immutable version of `name`, if
    /// `precondition` holds against the latest version; otherwise throws
    /// `.preconditionFailed` and changes nothing. `.ifMatch("*")` matches
    /// any existing scene.
    public func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult {
        try SceneName.validate(name)
        return try write { (db: Connection) throws(StoreError) -> PutResult in
            try db.putScene(name: name, document: document, precondition: precondition,
                            clock: configuration.clock).result
        }
    }

    /// The latest version of `name`, or nil if there is no such scene.
    public func scene(name: String) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> StoredScene? in try db.storedScene(name: name, version: nil) }
    }

    /// Version `version` of `name`, or nil if either does not exist.
    public func scene(name: String, version: Int) throws(StoreError) -> StoredScene? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> StoredScene? in try db.storedScene(name: name, version: version) }
    }

    /// Every version of `name`, oldest first; nil if there is no such scene.
    public func versions(name: String) throws(StoreError) -> [VersionInfo]? {
        try SceneName.validate(name)
        return try read { (db: Connection) throws(StoreError) -> [VersionInfo]? in try db.versions(name: name) }
    }

    /// Removes the scene, all its versions and all its history in one
    /// transaction, if `precondition` holds against its latest ETag
    /// (otherwise `.preconditionFailed`). False if there was no such scene
    /// and the precondition did not ask for one.
    public func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool {
        try SceneName.validate(name)
        return try write { (db: Connection) throws(StoreError) -> Bool in
            guard let sceneID = try db.deleteScene(name: name, precondition: precondition) else { return false }
            // Under the writer lock, so no batch is being written: queued
            // entries of the scene are dropped before any could be.
            historyLog.sceneDeleted(sceneID)
            return true
        }
    }
}

/// The vocabulary every store speaks: preconditions, stored versions,
/// summaries and history records (declared in extensions of this namespace).
public enum SceneStore {}

/// Named scenes, their immutable versions and their solve history, whatever
/// keeps them: `SQLiteSceneStore` (one file in the data directory, the
/// default) or `PostgresSceneStore` (a database several daemons share);
/// `StoreOpener` picks one from the configuration. The service and the
/// command line talk to this interface only, and one test suite runs against
/// every implementation.
///
/// What every implementation guarantees:
/// - A write (`putScene`, `deleteScene`) happens whole or not at all, and
///   once it returns it is durable.
/// - Preconditions are decided by the store, atomically with the write: of
///   concurrent writers holding the same ETag exactly one wins, the others
///   get `.preconditionFailed` with the current tag.
/// - Versions of a scene number 1, 2, 3… with no gaps; ETags are
///   `ETag.make(name:version:document:)`, so the same document
///   stored as the same version has the same tag in every store.
/// - History ids are unique across the store's life and increase with time
///   for one scene; a deleted scene's ids are never handed out again.
/// - Reads of history and of the scene list see every solve recorded before
///   them; at most `historyRetention` entries per scene are ever returned.
/// - Failures are typed `StoreError`s; `.unavailable` means the store could
///   not be reached and the request may be tried again.
public protocol SceneStorage: AnyObject, Sendable {
    /// Stores `document` as a new version of `name` if `precondition` holds
    /// against the latest version, else throws `.preconditionFailed`.
    func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult
    /// The latest version of `name`, or nil.
    func scene(name: String) throws(StoreError) -> StoredScene?
    /// Version `version` of `name`, or nil.
    func scene(name: String, version: Int) throws(StoreError) -> StoredScene?
    /// Every version of `name`, oldest first; nil if there is no such scene.
    func versions(name: String) throws(StoreError) -> [VersionInfo]?
    /// Removes the scene with its versions and history in one transaction.
    func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool
    /// One page of scenes in name order (`limit` clamped to 1...1000).
    func listScenes(prefix: String?, limit: Int, cursor: String?) throws(StoreError) -> (items: [SceneSummary], nextCursor: String?)
    /// The latest version and ETag of `name` without the document, or nil.
    func latestVersion(name: String) throws(StoreError) -> LatestVersion?
    /// Records a solve of `version` of `name`; returns its history id.
    func recordSolve(
        name: String, version: Int, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64
    /// Records a solve of the version `latestVersion` returned.
    func recordSolve(
        of latest: LatestVersion, name: String, status: String, durationMicroseconds: Int,
        diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]
    ) throws(StoreError) -> Int64
    /// The newest `limit` solves of `name`, newest first; nil if no such scene.
    func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]?
    /// Solve `id` of `name` with its result as recorded, or nil.
    func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord?
    /// Makes every recorded solve durable before returning.
    func flushHistory() throws(StoreError)
    /// History entries lost because their write failed, since opening.
    var droppedHistoryEntries: Int { get }
    /// Everything stored of `name` (every version with its times, the
    /// history kept), for copying it to another store; nil if no such scene.
    func archive(name: String) throws(StoreError) -> SceneArchive?
    /// Writes `archive` as a new scene: its versions in one transaction with
    /// the same numbers, ETags and times, then its history in order with
    /// new ids and the original times. Throws `.preconditionFailed` if the
    /// name is taken (nothing written).
    func restore(_ archive: SceneArchive) throws(StoreError)
    /// Throws unless the store answers now (the readiness probe).
    func checkReachable() throws(StoreError)
    /// Flushes history and releases every connection; later calls fail
    /// with `.closed`.
    func close()
}

// The vocabulary reads unqualified inside every implementation.
extension SceneStorage {
    public typealias Precondition = SceneStore.Precondition
    public typealias PutResult = SceneStore.PutResult
    public typealias StoredScene = SceneStore.StoredScene
    public typealias VersionInfo = SceneStore.VersionInfo
    public typealias SceneSummary = SceneStore.SceneSummary
    public typealias LatestVersion = SceneStore.LatestVersion
    public typealias HistorySummary = SceneStore.HistorySummary
    public typealias HistoryRecord = SceneStore.HistoryRecord
    public typealias SceneArchive = SceneStore.SceneArchive

    /// Removes the scene whatever its ETag.
    public func deleteScene(name: String) throws(StoreError) -> Bool {
        try deleteScene(name: name, precondition: .none)
    }
}

import Foundation
import LayoutStore

/// A store that answers like the one it wraps until `reachable` is set to
/// false, then fails every call with `.unavailable`, as a shared database
/// does while it restarts. It counts the store watch's checks.
final class SwitchableStore: SceneStorage, @unchecked Sendable {
    // @unchecked: `up` and `checks` are guarded by `lock`.
    private let lock = NSLock()
    private var up = true
    private var checks = 0
    private let base: any SceneStorage

    init(_ base: any SceneStorage) {
        self.base = base
    }

    var reachable: Bool {
        get { lock.lock(); defer { lock.unlock() }; return up }
        set { lock.lock(); up = newValue; lock.unlock() }
    }

    private func pass<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        guard reachable else { throw .unavailable(message: "connection refused (test outage)") }
        return try body()
    }

    func putScene(name: String, document: [UInt8], precondition: Precondition) throws(StoreError) -> PutResult {
        try pass { () throws(StoreError) in try base.putScene(name: name, document: document, precondition: precondition) }
    }
    func scene(name: String) throws(StoreError) -> StoredScene? {
        try pass { () throws(StoreError) in try base.scene(name: name) }
    }
    func scene(name: String, version: Int) throws(StoreError) -> StoredScene? {
        try pass { () throws(StoreError) in try base.scene(name: name, version: version) }
    }
    func versions(name: String) throws(StoreError) -> [VersionInfo]? {
        try pass { () throws(StoreError) in try base.versions(name: name) }
    }
    func deleteScene(name: String, precondition: Precondition) throws(StoreError) -> Bool {
        try pass { () throws(StoreError) in try base.deleteScene(name: name, precondition: precondition) }
    }
    func listScenes(prefix: String?, limit: Int, cursor: String?) throws(StoreError) -> (items: [SceneSummary], nextCursor: String?) {
        try pass { () throws(StoreError) in try base.listScenes(prefix: prefix, limit: limit, cursor: cursor) }
    }
    func latestVersion(name: String) throws(StoreError) -> LatestVersion? {
        try pass { () throws(StoreError) in try base.latestVersion(name: name) }
    }
    func recordSolve(name: String, version: Int, status: String, durationMicroseconds: Int,
                     diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]) throws(StoreError) -> Int64 {
        try pass { () throws(StoreError) in
            try base.recordSolve(name: name, version: version, status: status, durationMicroseconds: durationMicroseconds,
                                 diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
        }
    }
    func recordSolve(of latest: LatestVersion, name: String, status: String, durationMicroseconds: Int,
                     diagnosticCounts: [String: Int], overrides: [UInt8]?, result: [UInt8]) throws(StoreError) -> Int64 {
        try pass { () throws(StoreError) in
            try base.recordSolve(of: latest, name: name, status: status, durationMicroseconds: durationMicroseconds,
                                 diagnosticCounts: diagnosticCounts, overrides: overrides, result: result)
        }
    }
    func history(name: String, limit: Int) throws(StoreError) -> [HistorySummary]? {
        try pass { () throws(StoreError) in try base.history(name: name, limit: limit) }
    }
    func historyEntry(name: String, id: Int64) throws(StoreError) -> HistoryRecord? {
        try pass { () throws(StoreError) in try base.historyEntry(name: name, id: id) }
    }
    func flushHistory() throws(StoreError) {
        try pass { () throws(StoreError) in try base.flushHistory() }
    }
    var droppedHistoryEntries: Int { base.droppedHistoryEntries }
    func archive(name: String) throws(StoreError) -> SceneArchive? {
        try pass { () throws(StoreError) in try base.archive(name: name) }
    }
    func restore(_ archive: SceneArchive) throws(StoreError) {
        try pass { () throws(StoreError) in try base.restore(archive) }
    }
    func checkReachable() throws(StoreError) {
        lock.lock(); checks += 1; lock.unlock()
        try pass { () throws(StoreError) in try base.checkReachable() }
    }

    /// `checkReachable` calls so far.
    var reachabilityChecks: Int {
        lock.lock(); defer { lock.unlock() }
        return checks
    }
    func close() {
        base.close()
    }
}

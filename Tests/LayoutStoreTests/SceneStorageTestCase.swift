import XCTest
@testable import LayoutStore

/// The base of the suites every store must pass: each runs as written
/// against SQLite, and again against PostgreSQL in a subclass that only
/// overrides `backendKind` (PostgresSuites.swift).
class SceneStorageTestCase: StoreAssertingTestCase {
    /// The store these tests run against.
    class var backendKind: StoreTestBackendKind { .sqlite }

    var backend: (any StoreTestBackend)!
    var store: (any SceneStorage)!

    override func setUpWithError() throws {
        backend = try Self.backendKind.make(suite: Self.self)
        store = try makeStore()
        try backend.clear()
    }

    override func tearDown() {
        store?.close()
        store = nil
        backend?.tearDown()
        backend = nil
    }

    override class func tearDown() {
        backendKind.suiteFinished(suite: self)
        super.tearDown()
    }

    /// A store on the test's database with these history limits.
    func makeStore(retention: Int = 1000, sceneMaxBytes: Int = 128 << 20, totalMaxBytes: Int = 2 << 30,
                   resultMaxBytes: Int = 2 << 20) throws -> any SceneStorage {
        try backend.makeStore(StoreConfiguration(
            historyRetention: retention, historySceneMaxBytes: sceneMaxBytes, historyMaxBytes: totalMaxBytes,
            historyResultMaxBytes: resultMaxBytes))
    }

    /// The value of a one-number query on the test's database, once every
    /// recorded solve is written.
    func number(_ sql: String) throws -> Int {
        try store.flushHistory()
        return try backend.number(sql)
    }

    /// Closes the test's store and opens it again with these limits.
    func reopenStore(retention: Int = 1000, sceneMaxBytes: Int = 128 << 20, totalMaxBytes: Int = 2 << 30,
                     resultMaxBytes: Int = 2 << 20) throws {
        store.close()
        store = try makeStore(retention: retention, sceneMaxBytes: sceneMaxBytes, totalMaxBytes: totalMaxBytes,
                              resultMaxBytes: resultMaxBytes)
    }
}

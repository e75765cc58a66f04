import XCTest
@testable import LayoutStore

/// Where a `SceneStorageTestCase` keeps its stores, and what its tests read
/// from the database directly.
protocol StoreTestBackend {
    /// A store on the test's database; `configuration`'s location is
    /// filled in (directory or URL).
    func makeStore(_ configuration: StoreConfiguration) throws -> any SceneStorage
    /// A store on a second, empty database (a copy's target).
    func makeOtherStore() throws -> any SceneStorage
    /// Empties the test's databases (called once the store has its schema).
    func clear() throws
    /// The value of a one-number query, such as `SELECT count(*) FROM history`.
    func number(_ sql: String) throws -> Int
    /// Bytes of the history results of scene `name`, or of every scene.
    func historyBytes(of name: String?) throws -> Int
    func tearDown()
}

enum StoreTestBackendKind {
    case sqlite
    case postgres

    func make(suite: AnyClass) throws -> any StoreTestBackend {
        switch self {
        case .sqlite: return try SQLiteTestBackend()
        case .postgres: return try PostgresTestBackend(suite: suite)
        }
    }

    /// Drops what the suite kept between its tests.
    func suiteFinished(suite: AnyClass) {
        if self == .postgres { PostgresTestBackend.dropDatabases(suite: suite) }
    }
}

/// Each test's stores in a temporary directory of their own.
struct SQLiteTestBackend: StoreTestBackend {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func makeStore(_ configuration: StoreConfiguration) throws -> any SceneStorage {
        var configuration = configuration
        configuration.directory = directory.appending("data")
        return try SQLiteSceneStore(configuration: configuration)
    }

    func makeOtherStore() throws -> any SceneStorage {
        try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory.appending("other")))
    }

    func clear() throws {}

    private func database() throws -> Connection {
        try Connection(path: directory.appending("data/") + StoreLimits.databaseFileName, create: false, readOnly: true)
    }

    func number(_ sql: String) throws -> Int {
        try database().first(sql) { $0.int(0) } ?? -1
    }

    func historyBytes(of name: String?) throws -> Int {
        try database().first(
            "SELECT coalesce(sum(length(result)), 0) FROM history WHERE ? IS NULL OR scene_id = (SELECT id FROM scene WHERE name = ?)",
            [.text(name), .text(name)]) { $0.int(0) } ?? -1
    }

    func tearDown() {
        directory.remove()
    }
}

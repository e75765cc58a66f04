import XCTest
@testable import LayoutStore

/// A database of its own per suite on the server `LAYOUTD_TEST_POSTGRES_URL`
/// names (scripts/postgres-test-cluster starts one; scripts/test does), made
/// by the suite's first test, emptied before each test and dropped when the
/// suite ends. Without the variable the suite is skipped.
struct PostgresTestBackend: StoreTestBackend {
    static let environmentVariable = "LAYOUTD_TEST_POSTGRES_URL"
    /// Small, so that a test of an outage fails within seconds, not minutes.
    static let operationTimeoutMilliseconds = 3_000

    let serverURL: String
    let database: String

    init(suite: AnyClass) throws {
        serverURL = try Self.serverURL()
        database = Self.databaseName(suite)
        try Self.createDatabase(database, serverURL: serverURL)
    }

    /// The server's URL, or a skip saying how to get one.
    static func serverURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment[environmentVariable], !url.isEmpty else {
            throw XCTSkip("PostgreSQL store tests need \(environmentVariable): run `scripts/postgres-test-cluster start` and export its URL")
        }
        return url
    }

    /// The suite's database: the class name, so suites never share one, and
    /// the process id, so two runs on one server do not either.
    static func databaseName(_ suite: AnyClass, suffix: String = "") -> String {
        "t_" + String(describing: suite).lowercased().filter { $0.isLetter || $0.isNumber } + "_\(getpid())" + suffix
    }

    /// `url` with its database replaced by `database`.
    static func url(_ url: String, database: String) -> String {
        let (base, query) = url.firstIndex(of: "?").map { (url[..<$0], url[$0...]) } ?? (url[...], ""[...])
        let authority = base.range(of: "://").map { base[$0.upperBound...] } ?? base
        let host = authority.firstIndex(of: "/").map { base[..<$0] } ?? base
        return host + "/" + database + query
    }

    static func connect(_ url: String) throws -> PostgresConnection {
        try PostgresConnection(url: url, connectTimeoutSeconds: 5, operationTimeoutMilliseconds: 60_000)
    }

    /// Creates `name` unless it exists. Names are made by `databaseName`
    /// (letters, digits, `_`): CREATE DATABASE takes no parameters.
    static func createDatabase(_ name: String, serverURL: String) throws {
        let server = try connect(serverURL)
        defer { server.close() }
        let exists = try server.first("SELECT 1::int8 FROM pg_database WHERE datname = $1", [.text(name)]) { $0.int(0) }
        if exists == nil { try server.execute("CREATE DATABASE \(name)") }
    }

    func configuration(_ configuration: StoreConfiguration, database: String) -> StoreConfiguration {
        var configuration = configuration
        configuration.url = Self.url(serverURL, database: database)
        configuration.poolSize = 8
        configuration.connectTimeoutSeconds = 2
        configuration.operationTimeoutMilliseconds = Self.operationTimeoutMilliseconds
        return configuration
    }

    func makeStore(_ configuration: StoreConfiguration) throws -> any SceneStorage {
        try PostgresSceneStore(configuration: self.configuration(configuration, database: database))
    }

    func makeOtherStore() throws -> any SceneStorage {
        let other = database + "_b"
        try Self.createDatabase(other, serverURL: serverURL)
        let store = try PostgresSceneStore(configuration: configuration(StoreConfiguration(), database: other))
        try Self.truncate(Self.url(serverURL, database: other))
        return store
    }

    func clear() throws {
        try Self.truncate(Self.url(serverURL, database: database))
    }

    private static func truncate(_ url: String) throws {
        let db = try connect(url)
        defer { db.close() }
        try db.execute("TRUNCATE history, scene_version, scene")
    }

    func number(_ sql: String) throws -> Int {
        let db = try Self.connect(Self.url(serverURL, database: database))
        defer { db.close() }
        return try db.first(sql) { $0.int(0) } ?? -1
    }

    func historyBytes(of name: String?) throws -> Int {
        let db = try Self.connect(Self.url(serverURL, database: database))
        defer { db.close() }
        return try db.first(
            """
            SELECT coalesce(sum(length(result)), 0)::int8 FROM history
            WHERE $1::text IS NULL OR scene_id = (SELECT id FROM scene WHERE name = $1)
            """, [.text(name)]) { $0.int(0) } ?? -1
    }

    func tearDown() {}

    /// Drops the suite's databases (its stores are closed by then): every
    /// one whose name starts with the suite's.
    static func dropDatabases(suite: AnyClass) {
        guard let serverURL = try? serverURL(), let server = try? connect(serverURL) else { return }
        defer { server.close() }
        let databases = (try? server.all(
            "SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [.text(databaseName(suite))]) { $0.text(0) }) ?? []
        for database in databases {
            _ = try? server.execute("DROP DATABASE IF EXISTS \(database) WITH (FORCE)")
        }
    }
}

import XCTest
import Synchronization
@testable import LayoutStore

/// What only a shared store has to show: two `PostgresSceneStore`s on one
/// database stand for two daemons (each has its own pool and connections,
/// as a second process would), plus bounded waits and a server restart.
final class PostgresReplicaTests: StoreAssertingTestCase {
    var backend: PostgresTestBackend!
    var first: (any SceneStorage)!
    var second: (any SceneStorage)!

    override func setUpWithError() throws {
        backend = try PostgresTestBackend(suite: Self.self)
        first = try backend.makeStore(StoreConfiguration())
        second = try backend.makeStore(StoreConfiguration())
        try backend.clear()
    }

    override func tearDown() {
        first?.close()
        second?.close()
    }

    override class func tearDown() {
        PostgresTestBackend.dropDatabases(suite: self)
        super.tearDown()
    }

    func testConcurrentIfMatchAcrossReplicasHasOneWinnerPerRound() throws {
        var etag = try first.putScene(name: "s", document: [0], precondition: .none).etag
        let stores: [any SceneStorage] = [first, second, first, second]
        for round in 1...200 {
            let base = etag
            let outcomes = Mutex<[Result<String, StoreError>]>([])
            DispatchQueue.concurrentPerform(iterations: stores.count) { writer in
                let outcome = Result { () throws(StoreError) -> String in
                    try stores[writer].putScene(name: "s", document: [UInt8(round % 256), UInt8(writer)],
                                                precondition: .ifMatch(base)).etag
                }
                outcomes.withLock { $0.append(outcome) }
            }
            let results = outcomes.withLock { $0 }
            let winners = results.compactMap { try? $0.get() }
            XCTAssertEqual(winners.count, 1, "round \(round)")
            guard let winner = winners.first else { return }
            for case let .failure(error) in results {
                XCTAssertEqual(error, .preconditionFailed(currentETag: winner), "round \(round)")
            }
            etag = winner
        }
        XCTAssertEqual(try second.versions(name: "s")?.map(\.version), Array(1...201))
        XCTAssertEqual(try second.scene(name: "s")?.etag, etag)
    }

    func testWriteOnOneIsReadOnTheOtherAtOnce() throws {
        for index in 0..<50 {
            let (writer, reader) = index % 2 == 0 ? (first!, second!) : (second!, first!)
            let document = Array("{\"v\":\(index)}".utf8)
            let put = try writer.putScene(name: "shared", document: document, precondition: .none)
            let read = try XCTUnwrap(reader.scene(name: "shared"))
            XCTAssertEqual(read.document, document)
            XCTAssertEqual(read.etag, put.etag)
            XCTAssertEqual(try reader.latestVersion(name: "shared")?.version, index + 1)
            _ = try writer.putScene(name: "n\(index)", document: [], precondition: .ifNoneMatchAny)
            XCTAssertEqual(try reader.listScenes(prefix: "n", limit: 1_000, cursor: nil).items.count, index + 1)
        }
    }

    func testHistoryFromBothReplicasIsCompleteAndOrdered() throws {
        _ = try first.putScene(name: "s", document: [], precondition: .none)
        let stores: [any SceneStorage] = [first, second, first, second]
        let recorded = Mutex<[Int64]>([])
        DispatchQueue.concurrentPerform(iterations: stores.count) { writer in
            for index in 0..<50 {
                do {
                    let id = try stores[writer].recordSolve(
                        name: "s", version: 1, status: "w\(writer)-\(index)", durationMicroseconds: 1,
                        diagnosticCounts: [:], overrides: nil, result: [UInt8(writer)])
                    recorded.withLock { $0.append(id) }
                } catch {
                    XCTFail("\(error)")
                }
            }
        }
        let ids = recorded.withLock { $0 }
        XCTAssertEqual(Set(ids).count, 200, "unique across replicas")
        for store in [first!, second!] {
            let listed = try XCTUnwrap(store.history(name: "s", limit: 1_000)).map(\.id)
            XCTAssertEqual(listed, ids.sorted(by: >), "every solve, newest first")
        }
    }

    func testStoresStartingAtOnceMigrateOnce() throws {
        let database = PostgresTestBackend.databaseName(Self.self, suffix: "_fresh")
        try PostgresTestBackend.createDatabase(database, serverURL: backend.serverURL)
        let configuration = backend.configuration(StoreConfiguration(), database: database)
        let opened = Mutex<[Result<PostgresSceneStore, StoreError>]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let result = Result { () throws(StoreError) in try PostgresSceneStore(configuration: configuration) }
            opened.withLock { $0.append(result) }
        }
        let stores = try opened.withLock { $0 }.map { try $0.get() }
        defer { for store in stores { store.close() } }
        let db = try PostgresTestBackend.connect(try XCTUnwrap(configuration.url))
        defer { db.close() }
        let steps = try db.all("SELECT step FROM layoutd_migration ORDER BY step") { $0.int(0) }
        XCTAssertEqual(steps, Array(1...PostgresSchema.steps.count))
        _ = try stores[0].putScene(name: "s", document: [1], precondition: .none)
        XCTAssertEqual(try stores[7].scene(name: "s")?.document, [1])
    }

    func testNewerSchemaIsRefused() throws {
        let db = try PostgresTestBackend.connect(PostgresTestBackend.url(backend.serverURL, database: backend.database))
        defer { db.close() }
        try db.execute("INSERT INTO layoutd_migration (step, name, applied_at) VALUES ($1, 'future', 'now')",
                       [.int(PostgresSchema.steps.count + 1)])
        defer { _ = try? db.execute("DELETE FROM layoutd_migration WHERE name = 'future'") }
        XCTAssertThrowsError(try backend.makeStore(StoreConfiguration())) { error in
            XCTAssertEqual(error as? StoreError,
                           .unsupportedSchema(found: PostgresSchema.steps.count + 1, known: PostgresSchema.steps.count))
        }
    }

    /// A writer stuck behind a scene's lock fails at `statement_timeout`,
    /// and a caller finding every pooled connection busy fails after
    /// waiting as long: both as `.unavailable`, neither hangs.
    func testBlockedCallsGetUnavailableWithinTheTimeout() throws {
        var configuration = backend.configuration(StoreConfiguration(), database: backend.database)
        configuration.poolSize = 1
        configuration.operationTimeoutMilliseconds = 500
        let store = try PostgresSceneStore(configuration: configuration)
        defer { store.close() }
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        // Another session holds the scene's lock in an open transaction.
        let holder = try PostgresTestBackend.connect(try XCTUnwrap(configuration.url))
        defer { holder.close() }
        try holder.execute("BEGIN")
        try holder.execute("SELECT pg_advisory_xact_lock($1::int4, hashtext($2))",
                           [.integer(PostgresSchema.sceneLockSpace), .text("s")])
        let outcomes = Mutex<[(StoreError?, TimeInterval)]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { caller in
            if caller == 1 { usleep(100_000) }  // the first takes the one connection
            let started = Date()
            var failure: StoreError?
            do throws(StoreError) {
                _ = try store.putScene(name: "s", document: [UInt8(caller)], precondition: .none)
            } catch {
                failure = error
            }
            outcomes.withLock { $0.append((failure, Date().timeIntervalSince(started))) }
        }
        try holder.execute("ROLLBACK")
        for (error, seconds) in outcomes.withLock({ $0 }) {
            guard case .unavailable = error else { return XCTFail("expected .unavailable, got \(String(describing: error))") }
            XCTAssertLessThan(seconds, 2, "bounded by the operation timeout")
        }
        XCTAssertEqual(try store.versions(name: "s")?.count, 1)
        XCTAssertEqual(try store.putScene(name: "s", document: [9], precondition: .none).version, 2, "usable again")
    }

    /// A replica that dies inside a write (its session ends without a
    /// COMMIT) leaves no lock behind: the server rolls it back.
    func testLockOfADeadReplicaIsReleased() throws {
        _ = try first.putScene(name: "s", document: [], precondition: .none)
        let dying = try PostgresTestBackend.connect(PostgresTestBackend.url(backend.serverURL, database: backend.database))
        try dying.execute("BEGIN")
        try dying.execute("SELECT pg_advisory_xact_lock($1::int4, hashtext($2))",
                          [.integer(PostgresSchema.sceneLockSpace), .text("s")])
        try dying.execute("UPDATE scene SET latest_version = 99")
        dying.close()
        let started = Date()
        XCTAssertEqual(try second.putScene(name: "s", document: [1], precondition: .none).version, 2)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "long before the 3 s operation timeout")
    }

    func testUnreachableServerIsUnavailableAtOnce() throws {
        var configuration = StoreConfiguration(url: "postgresql://postgres@127.0.0.1:1/postgres")
        configuration.connectTimeoutSeconds = 2
        let started = Date()
        XCTAssertThrowsError(try PostgresSceneStore(configuration: configuration)) { error in
            guard case .unavailable = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
    }

    func testCloseEndsEveryCall() throws {
        _ = try first.putScene(name: "s", document: [], precondition: .none)
        try first.checkReachable()
        first.close()
        assertThrows(.closed) { () throws(StoreError) in try first.scene(name: "s") }
        assertThrows(.closed) { () throws(StoreError) in try first.checkReachable() }
        XCTAssertNotNil(try second.scene(name: "s"))
    }

    /// The server stops (fast shutdown: every session is cut) for a second
    /// and starts again while one thread writes: each write either returns
    /// (and is then stored) or throws `.unavailable` within the timeouts,
    /// and writes succeed again afterwards without reopening the store.
    func testServerRestartDuringWritesLosesNoAcknowledgedWrite() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/postgres-test-cluster").path
        guard try Self.run(script, ["url"]) == backend.serverURL else {
            throw XCTSkip("the server is not scripts/postgres-test-cluster's: it cannot be restarted from here")
        }
        // Writes run on a thread of their own, the restart on this one.
        let restarted = Atomic<Bool>(false)
        let tally = Mutex(WriteTally())
        let finished = DispatchSemaphore(value: 0)
        let store = first!
        let writer = Thread {
            defer { finished.signal() }
            let bound = Double(PostgresTestBackend.operationTimeoutMilliseconds) / 1_000 + 2 + 1
            let deadline = Date(timeIntervalSinceNow: 60)
            var index = 0
            while tally.withLock({ $0.afterRestart }) < 50 && Date() < deadline {
                let name = "w\(index)"
                let document = Array("{\"write\":\(index)}".utf8)
                let started = Date()
                let isAfter = restarted.load(ordering: .sequentiallyConsistent)
                do throws(StoreError) {
                    _ = try store.putScene(name: name, document: document, precondition: .none)
                    tally.withLock {
                        $0.acknowledged[name] = document
                        if isAfter { $0.afterRestart += 1 }
                    }
                    usleep(5_000)
                } catch {
                    tally.withLock { $0.failures[name] = error }
                    usleep(20_000)
                }
                tally.withLock { $0.slowest = max($0.slowest, Date().timeIntervalSince(started)) }
                XCTAssertLessThan(Date().timeIntervalSince(started), bound, "write \(index) took too long")
                index += 1
            }
        }
        writer.start()
        usleep(300_000)
        XCTAssertNoThrow(try Self.run(script, ["restart", "1"]))
        restarted.store(true, ordering: .sequentiallyConsistent)
        finished.wait()

        let result = tally.withLock { $0 }
        XCTAssertEqual(result.afterRestart, 50, "writes succeed again after the restart")
        XCTAssertFalse(result.failures.isEmpty, "the outage was seen")
        for (name, failure) in result.failures {
            guard case .unavailable = failure else { return XCTFail("\(name) failed otherwise: \(failure)") }
        }
        // The second store sat idle through it: its pooled connection was
        // cut, and is replaced without an error.
        XCTAssertNoThrow(try second.checkReachable())
        try first.checkReachable()
        for (name, document) in result.acknowledged {
            XCTAssertEqual(try second.scene(name: name)?.document, document, name)
        }
        // A write whose COMMIT reached the server but whose answer did not
        // come back failed yet was stored, and its error says it may have
        // been: nothing else may be there.
        let names = try second.listScenes(prefix: "w", limit: 1_000, cursor: nil).items.map(\.name)
        XCTAssertLessThan(names.count, 1_000)
        let stored = names.count
        for name in names where result.acknowledged[name] == nil {
            guard case let .unavailable(message)? = result.failures[name] else { return XCTFail("\(name) was never written") }
            XCTAssertTrue(message.contains("while committing"), message)
        }
        print("restart: \(result.acknowledged.count) writes acknowledged, all present; \(result.failures.count) unavailable,"
              + " \(stored - result.acknowledged.count) of them stored; slowest call \(Int(result.slowest * 1_000)) ms")
    }

    private struct WriteTally {
        var acknowledged: [String: [UInt8]] = [:]
        var failures: [String: StoreError] = [:]
        var afterRestart = 0
        var slowest: TimeInterval = 0
    }

    /// Runs `program` and returns its output without the last newline.
    /// posix_spawn and waitpid, not Foundation's Process: that notices its
    /// child's end through a descriptor the child inherits, which a server
    /// the script starts inherits in turn and keeps open for its whole life.
    /// The output goes to a file for the same reason.
    private static func run(_ program: String, _ arguments: [String]) throws -> String {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("output")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else { throw CocoaError(.executableLoad) }
        return try String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .newlines)
    }
}

/// Which store a configuration opens.
final class StoreOpenerTests: StoreAssertingTestCase {
    override class func tearDown() {
        PostgresTestBackend.dropDatabases(suite: self)
        super.tearDown()
    }

    func testNoURLOpensSQLiteAndAnotherSchemeIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try StoreOpener.open(StoreConfiguration(directory: directory.appending("data")))
        XCTAssertTrue(store is SQLiteSceneStore)
        store.close()
        assertThrows(.unsupportedURL(scheme: "mysql")) { () throws(StoreError) in
            try StoreOpener.open(StoreConfiguration(url: "mysql://user:secret@host/db"))
        }
        XCTAssertFalse(StoreError.unsupportedURL(scheme: "mysql").description.contains("secret"))
        assertThrows(.invalidArgument(name: "poolSize", value: 0)) { () throws(StoreError) in
            try StoreOpener.open(StoreConfiguration(url: "postgresql://127.0.0.1:1/x", poolSize: 0))
        }
    }

    func testPostgresURLOpensPostgreSQL() throws {
        let backend = try PostgresTestBackend(suite: Self.self)
        let databaseURL = PostgresTestBackend.url(backend.serverURL, database: backend.database)
        for url in [databaseURL, databaseURL.replacingOccurrences(of: "postgresql://", with: "postgres://")] {
            let store = try StoreOpener.open(StoreConfiguration(url: url))
            XCTAssertTrue(store is PostgresSceneStore)
            try store.checkReachable()
            store.close()
        }
    }
}

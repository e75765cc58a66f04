import Synchronization

/// Named scenes, their versions and their solve history in a PostgreSQL
/// database that several daemons share (`StoreConfiguration.url`). Scene
/// documents and results are opaque bytes, stored as bytea.
///
/// Guarantees (those of `SceneStorage`, across processes):
/// - Every write is one transaction. A scene's writes (put, delete,
///   restore) first take a transaction-scoped advisory lock on its name, so
///   writers on different replicas holding the same ETag queue up and
///   exactly one finds its precondition true; the lock goes with the
///   transaction, also when a replica dies mid-way. Solve records take the
///   same lock shared: they run side by side, but never beside a put or
///   delete of their scene, so a solve of a version being deleted is
///   refused cleanly.
/// - Durable writes: a put, delete or restore commits before it returns,
///   with the server's `synchronous_commit` (on by default: flushed to disk).
/// - History is the exception, as in SQLite: `recordSolve` returns once its
///   entry is committed, with an id from the table's identity sequence
///   (unique across replicas, never reused), but commits asynchronously
///   (`synchronous_commit = off` for that transaction): the server flushes
///   it within a fraction of a second (`wal_writer_delay`). A daemon killed
///   loses nothing; a crash of the database server itself may lose the
///   last moments of history, never a scene version. Waiting for the flush
///   made every stored-scene solve of one scene queue behind one disk
///   flush: 584 solves/s, on one replica or two. `flushHistory` has nothing
///   to do, `droppedHistoryEntries` stays 0.
/// - Retention and the byte budgets are trimmed in the transaction of the
///   insert that makes a trim due (`HistoryTrimSchedule`); reads never show
///   more than `historyRetention` entries of a scene meanwhile.
/// - Bounded waits: at most `poolSize` connections; a call waits at most
///   `operationTimeoutMilliseconds` for one, statements are cut after it,
///   and a connection takes at most `connectTimeoutSeconds` to open. A lost
///   server makes calls throw `.unavailable` (a write cut off after its
///   COMMIT went out may have been stored, as with any database client:
///   the error says so); broken connections are
///   dropped and new ones opened on the next call, so the store recovers by
///   itself once the server is back.
public final class PostgresSceneStore: SceneStorage {
    public let configuration: StoreConfiguration
    let pool: PostgresPool
    /// Per scene, when this replica trims its history next (other replicas
    /// count their own inserts).
    let trims = Mutex(HistoryTrimSchedule())

    /// Serialization failures and deadlocks are tried again this many times.
    static let transientRetries = 3

    /// Connects to `configuration.url` and brings the schema up to date.
    public init(configuration: StoreConfiguration) throws(StoreError) {
        try configuration.requirePositive([
            ("poolSize", configuration.poolSize), ("connectTimeoutSeconds", configuration.connectTimeoutSeconds),
            ("operationTimeoutMilliseconds", configuration.operationTimeoutMilliseconds),
        ])
        guard let url = configuration.url else { throw .unsupportedURL(scheme: "") }
        self.configuration = configuration
        let (seconds, milliseconds) = (configuration.connectTimeoutSeconds, configuration.operationTimeoutMilliseconds)
        pool = PostgresPool(size: configuration.poolSize, waitMilliseconds: milliseconds) { () throws(StoreError) in
            try PostgresConnection(url: url, connectTimeoutSeconds: seconds, operationTimeoutMilliseconds: milliseconds)
        }
        do {
            try write { (db: PostgresConnection) throws(StoreError) in try Migration.migrate(db, steps: PostgresSchema.steps) }
        } catch {
            pool.close()
            throw error
        }
    }

    deinit {
        pool.close()
    }

    /// Closes every connection (those in use as they come back); later
    /// calls fail with `.closed`.
    public func close() {
        pool.close()
    }

    /// `SELECT 1` on a pooled connection, within the pool's timeouts.
    public func checkReachable() throws(StoreError) {
        _ = try statement { (db: PostgresConnection) throws(StoreError) -> Int? in try db.first("SELECT 1::int8") { $0.int(0) } }
    }

    /// History is committed by `recordSolve` itself: nothing is pending.
    public func flushHistory() throws(StoreError) {}

    /// Always 0: an entry that cannot be written fails its `recordSolve`.
    public var droppedHistoryEntries: Int { 0 }

    /// Runs `body` in one read-committed transaction: each statement sees
    /// what committed before it, so after taking a scene's lock it sees the
    /// scene as the previous writer left it.
    func write<T>(_ body: (PostgresConnection) throws(StoreError) -> T) throws(StoreError) -> T {
        try run(begin: "BEGIN", writes: true, body)
    }

    /// Runs `body` in one read-only snapshot.
    func read<T>(_ body: (PostgresConnection) throws(StoreError) -> T) throws(StoreError) -> T {
        try run(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", writes: false, body)
    }

    /// Runs reads that are one statement (a snapshot of their own) without
    /// BEGIN and COMMIT: two round trips fewer.
    func statement<T>(_ body: (PostgresConnection) throws(StoreError) -> T) throws(StoreError) -> T {
        try run(begin: nil, writes: false, body)
    }

    /// Runs `body` on a pooled connection, in a transaction opened with
    /// `begin` (nil: none, for reads only). Tried again on a fresh
    /// connection when a reused one turns out cut before anything ran on it
    /// (the server restarted while it was idle), and after a serialization
    /// failure or deadlock; any other failure rolls back and is thrown. A
    /// write whose COMMIT went out but whose answer was lost may have been
    /// stored: its error says so.
    private func run<T>(
        begin: String?, writes: Bool, _ body: (PostgresConnection) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        var transientFailures = 0
        while true {
            let (db, reused) = try pool.take()
            var started = begin == nil
            do {
                if let begin {
                    try db.execute(begin)
                    started = true
                }
                let value = try body(db)
                if begin != nil { try commit(db, writes: writes) }
                pool.put(db)
                return value
            } catch {
                if started && begin != nil { _ = try? db.execute("ROLLBACK") }
                pool.put(db)
                // Nothing ran (BEGIN failed, or a read that can run again).
                let harmless = !started || begin == nil
                if reused && db.isBroken && harmless { continue }
                if error.isTransient && transientFailures < Self.transientRetries {
                    transientFailures += 1
                    continue
                }
                throw error
            }
        }
    }

    private func commit(_ db: PostgresConnection, writes: Bool) throws(StoreError) {
        do {
            try db.execute("COMMIT")
        } catch {
            guard writes, case let .unavailable(message) = error else { throw error }
            throw .unavailable(message: "the connection was lost while committing, so the write may have been stored: \(message)")
        }
    }

    /// Takes the transaction-scoped lock of scene `name`: writers of one
    /// scene, on any replica, run one after another.
    static func lockScene(_ db: PostgresConnection, name: String) throws(StoreError) {
        try db.execute(
            "SELECT pg_advisory_xact_lock($1::int4, hashtext($2))",
            [.integer(PostgresSchema.sceneLockSpace), .text(name)])
    }

    /// Takes scene `name`'s lock shared, for a history record (records run
    /// side by side, a put or delete waits for them and they for it), and
    /// makes the transaction's commit asynchronous: one round trip for both.
    static func lockSceneForHistory(_ db: PostgresConnection, name: String) throws(StoreError) {
        try db.execute(
            "SELECT pg_advisory_xact_lock_shared($1::int4, hashtext($2)), set_config('synchronous_commit', 'off', true)",
            [.integer(PostgresSchema.sceneLockSpace), .text(name)])
    }
}

extension StoreError {
    /// A serialization failure or a deadlock: the transaction may simply run again.
    var isTransient: Bool {
        guard case let .postgres(state, _) = self else { return false }
        return state == "40001" || state == "40P01"
    }
}

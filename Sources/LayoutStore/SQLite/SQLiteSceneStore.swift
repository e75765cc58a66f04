import Glibc

/// Named scenes, their immutable versions and their solve history, in one
/// SQLite database in WAL mode. Scene documents and results are opaque bytes:
/// the service validates and encodes them.
///
/// Guarantees:
/// - Serialised writes: one writer connection behind a lock; every write is
///   one `BEGIN IMMEDIATE` transaction, so it happens whole or not at all.
/// - Isolated reads: each read runs on a reader connection in one read
///   transaction (one snapshot) and never blocks or waits for the writer.
/// - Durable writes: the writer runs with `synchronous=FULL`. In WAL mode
///   `NORMAL` syncs only at checkpoints, so commits acknowledged since the
///   last one survive a process crash but can vanish on power loss or a
///   kernel crash; `FULL` syncs the WAL at every commit, so once a write
///   returns it survives both — a 2xx reply must mean that.
/// - History is the exception. `recordSolve` queues the entry and returns its
///   id at once; a dedicated thread (`HistoryLog`) commits queued entries in
///   one transaction per batch (group commit) with `synchronous=NORMAL`. So a
///   kill -9 may lose the entries acknowledged in the last moments before it
///   (those still queued), and a power loss those since the last checkpoint;
///   never a scene version, which PUT and DELETE write synced, before they
///   return. History is a log of results that can be computed again, and a
///   commit per solve cost more than the solve itself. Ids stay unique even
///   so: they are handed out from blocks reserved durably in advance.
///   Reads of history and of the scene list, `deleteScene`, `backup` and
///   `close` flush the queue first, so they see every recorded entry.
public final class SQLiteSceneStore: SceneStorage {
    public let configuration: StoreConfiguration
    let writer: GuardedConnection
    let readers: ReaderPool
    let historyLog: HistoryLog

    /// Creates the data directory if needed, opens (or creates) the database
    /// and brings its schema up to date.
    public init(configuration: StoreConfiguration) throws(StoreError) {
        try configuration.requirePositive([("readerCount", configuration.readerCount)])
        if !configuration.readOnly {
            try DataDirectory.prepare(configuration.directory)
        }
        let path = configuration.databasePath
        let writerConnection = try Connection(path: path, create: true, readOnly: configuration.readOnly)
        try Self.configureWriter(writerConnection, configuration: configuration)
        try Migration.migrate(writerConnection, steps: Schema.steps)

        var readerConnections: [GuardedConnection] = []
        for _ in 0..<configuration.readerCount {
            let reader = try Connection(path: path, create: false, readOnly: configuration.readOnly)
            // Belt and braces: a reader refuses writes even if one slipped in.
            try reader.run(script: "PRAGMA query_only = ON")
            readerConnections.append(GuardedConnection(reader))
        }
        let lastHistoryID = try Self.lastHistoryID(writerConnection)
        self.configuration = configuration
        self.writer = GuardedConnection(writerConnection)
        self.readers = ReaderPool(readerConnections)
        self.historyLog = HistoryLog(lastID: lastHistoryID)
        if !configuration.readOnly {
            let (writer, log, budget) = (self.writer, historyLog, configuration.historyBudget)
            // Failures are counted in the log (`droppedHistoryEntries`).
            historyLog.start { try? Self.writeQueuedHistory(writer: writer, log: log, budget: budget) }
        }
    }

    deinit {
        close()
    }

    private static func configureWriter(_ db: Connection, configuration: StoreConfiguration) throws(StoreError) {
        try db.run(script: "PRAGMA foreign_keys = ON")
        guard !configuration.readOnly else { return }
        let mode = try db.first("PRAGMA journal_mode = WAL") { $0.text(0) }
        guard mode == "wal" else {
            throw .journalMode(path: db.path, mode: mode ?? "unknown")
        }
        try db.run(script: "PRAGMA synchronous = FULL")
        if let maxBytes = configuration.maxDatabaseBytes {
            let pageSize = try db.first("PRAGMA page_size") { $0.int(0) } ?? 4096
            // PRAGMA takes no bound parameters; the value is our own integer.
            try db.run(script: "PRAGMA max_page_count = \(max(1, maxBytes / pageSize))")
        }
    }

    /// Writes the queued history, then closes every connection; later calls
    /// fail with `StoreError.closed`.
    public func close() {
        historyLog.stop()
        try? flushHistory()
        writer.close()
        readers.close()
    }

    /// A one-statement read on a reader connection: the file is open and
    /// readable.
    public func checkReachable() throws(StoreError) {
        _ = try read { (db: Connection) throws(StoreError) -> Int? in try db.first("SELECT 1") { $0.int(0) } }
    }

    /// Runs `body` as one write transaction on the writer connection.
    func write<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        try writer.withConnection { (db: Connection) throws(StoreError) -> T in
            try db.writeTransaction { () throws(StoreError) -> T in try body(db) }
        }
    }

    /// Runs `body` in one read snapshot on a reader connection.
    func read<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        try readers.read(body)
    }
}

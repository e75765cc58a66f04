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
public final class SceneStore: Sendable {
    public let configuration: StoreConfiguration
    let writer: GuardedConnection
    let readers: ReaderPool
    let historyLog: HistoryLog

    /// Creates the data directory if needed, opens (or creates) the database
    /// and brings its schema up to date.
    public init(configuration: StoreConfiguration) throws(StoreError) {
        guard configuration.historyRetention >= 1 else {
            throw .invalidArgument(name: "historyRetention", value: configuration.historyRetention)
        }
        for (name, value) in [("historySceneMaxBytes", configuration.historySceneMaxBytes),
                              ("historyMaxBytes", configuration.historyMaxBytes),
                              ("historyResultMaxBytes", configuration.historyResultMaxBytes)] where value < 1 {
            throw .invalidArgument(name: name, value: value)
        }
        guard configuration.readerCount >= 1 else {
            throw .invalidArgument(name: "readerCount", value: configuration.readerCount)
        }
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

    /// The row id of the scene `name`, if it exists.
    static func sceneID(_ db: Connection, name: String) throws(StoreError) -> Int64? {
        try db.first("SELECT id FROM scene WHERE name = ?", [.text(name)]) { $0.int64(0) }
    }
}

/// The contract's id rule for scene names: ASCII letters, digits, `_`, `-`
/// and `.`, not starting with `.`, 1 to 128 characters. The store checks it
/// again so that nothing else ever reaches the database.
public enum SceneName {
    public static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= StoreLimits.maxNameLength, bytes[0] != UInt8(ascii: ".") else {
            return false
        }
        return bytes.allSatisfy(isAllowed)
    }

    static func validate(_ name: String) throws(StoreError) {
        guard isValid(name) else { throw .invalidName(name) }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}

/// RFC 3339 UTC timestamps with milliseconds, e.g. `2025-01-31T12:00:00.250Z`.
/// Fixed width, so text order is time order.
enum Timestamp {
    static func now() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return format(seconds: spec.tv_sec, milliseconds: Int(spec.tv_nsec / 1_000_000))
    }

    static func format(seconds: Int, milliseconds: Int) -> String {
        var time = seconds
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2)
            + "T" + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2)
            + "." + pad(milliseconds, 3) + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

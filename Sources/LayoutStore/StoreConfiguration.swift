/// Where and how the store keeps its database.
public struct StoreConfiguration: Sendable {
    /// Data directory; created (with parents) if missing.
    public var directory: String
    /// History entries kept per scene; older ones are dropped when a solve is recorded.
    public var historyRetention: Int
    /// Bytes of history (results and overrides) kept per scene, and in all;
    /// the oldest entries are dropped past them.
    public var historySceneMaxBytes: Int
    public var historyMaxBytes: Int
    /// Results longer than this are not kept: the entry keeps its status,
    /// counts and duration, and says how long the omitted result was.
    public var historyResultMaxBytes: Int
    /// Reader connections; reads run on them in parallel with the one writer.
    public var readerCount: Int
    /// Open the database for reading only (inspection, backups of a live
    /// daemon's data). Every write then fails with `StoreError.readOnly`, and
    /// the schema must already be current.
    public var readOnly: Bool
    /// Upper bound on the database file size in bytes (rounded down to whole
    /// pages); a write that would pass it fails with `StoreError.diskFull`
    /// exactly as a full disk does. `nil`: only the disk limits it.
    public var maxDatabaseBytes: Int?
    /// A `postgresql://` URL: keep everything in that shared database
    /// instead of the data directory (several daemons can share it). nil:
    /// SQLite in `directory`.
    public var url: String?
    /// Connections to the shared database this daemon opens at most.
    public var poolSize: Int
    /// Seconds to wait for a new connection to the shared database.
    public var connectTimeoutSeconds: Int
    /// Milliseconds an operation may take on the shared database, waiting
    /// for a pooled connection included; past it the request fails as
    /// unavailable instead of holding its thread.
    public var operationTimeoutMilliseconds: Int
    /// The time written into scene versions and history entries.
    public var clock: WallClock

    public init(
        directory: String = "./data",
        historyRetention: Int = 1000,
        historySceneMaxBytes: Int = 128 << 20,
        historyMaxBytes: Int = 2 << 30,
        historyResultMaxBytes: Int = 2 << 20,
        readerCount: Int = 2,
        readOnly: Bool = false,
        maxDatabaseBytes: Int? = nil,
        url: String? = nil,
        poolSize: Int = 8,
        connectTimeoutSeconds: Int = 5,
        operationTimeoutMilliseconds: Int = 10_000,
        clock: WallClock = .system
    ) {
        self.directory = directory
        self.historyRetention = historyRetention
        self.historySceneMaxBytes = historySceneMaxBytes
        self.historyMaxBytes = historyMaxBytes
        self.historyResultMaxBytes = historyResultMaxBytes
        self.readerCount = readerCount
        self.readOnly = readOnly
        self.maxDatabaseBytes = maxDatabaseBytes
        self.url = url
        self.poolSize = poolSize
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.operationTimeoutMilliseconds = operationTimeoutMilliseconds
        self.clock = clock
    }

    /// Throws `.invalidArgument` for the first of the history limits, or of
    /// `others` (a store's own settings), below one.
    func requirePositive(_ others: [(String, Int)]) throws(StoreError) {
        let history = [("historyRetention", historyRetention), ("historySceneMaxBytes", historySceneMaxBytes),
                       ("historyMaxBytes", historyMaxBytes), ("historyResultMaxBytes", historyResultMaxBytes)]
        for (name, value) in history + others where value < 1 {
            throw .invalidArgument(name: name, value: value)
        }
    }

    /// What the history writer trims to.
    var historyBudget: HistoryBudget {
        HistoryBudget(retention: historyRetention, sceneMaxBytes: historySceneMaxBytes, totalMaxBytes: historyMaxBytes)
    }

    /// Full path of the database file.
    public var databasePath: String {
        directory.hasSuffix("/")
            ? directory + StoreLimits.databaseFileName
            : directory + "/" + StoreLimits.databaseFileName
    }
}

/// Where and how the store keeps its database.
public struct StoreConfiguration: Sendable {
    /// Data directory; created (with parents) if missing.
    public var directory: String
    /// History entries kept per scene; older ones are dropped when a solve is recorded.
    public var historyRetention: Int
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

    public init(
        directory: String = "./data",
        historyRetention: Int = 1000,
        readerCount: Int = 2,
        readOnly: Bool = false,
        maxDatabaseBytes: Int? = nil
    ) {
        self.directory = directory
        self.historyRetention = historyRetention
        self.readerCount = readerCount
        self.readOnly = readOnly
        self.maxDatabaseBytes = maxDatabaseBytes
    }

    /// Full path of the database file.
    public var databasePath: String {
        directory.hasSuffix("/")
            ? directory + StoreLimits.databaseFileName
            : directory + "/" + StoreLimits.databaseFileName
    }
}

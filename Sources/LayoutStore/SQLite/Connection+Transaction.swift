extension Connection {
    /// Runs `body` in a write transaction that takes the write lock at once
    /// (BEGIN IMMEDIATE): a deferred one that reads first could fail with
    /// SQLITE_BUSY_SNAPSHOT instead of waiting. Any error rolls it back.
    func writeTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Like `writeTransaction`, for log entries that may be lost on power loss
    /// (never on a process crash): the commit skips the WAL fsync. Later
    /// synced commits sync the WAL again, these frames included.
    func logTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try execute("PRAGMA synchronous = NORMAL")
        defer { try? execute("PRAGMA synchronous = FULL") }
        return try writeTransaction(body)
    }

    /// Runs `body` in a read transaction: every query in it sees one snapshot.
    func readTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try transaction(begin: "BEGIN DEFERRED", body)
    }

    /// BEGIN and COMMIT run as cached prepared statements: `sqlite3_exec`
    /// parsed them again for every history batch.
    private func transaction<T>(begin: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try execute(begin)
        let result: T
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            rollbackIfOpen()
            throw error
        }
        return result
    }

    /// SQLite rolls some failures back by itself (SQLITE_FULL, I/O errors);
    /// only roll back what is still open.
    private func rollbackIfOpen() {
        guard !isAutocommit else { return }
        try? run(script: "ROLLBACK")
    }
}

import CSQLite
import Glibc

extension SQLiteSceneStore {
    /// Writes a consistent copy of the live database to `path` with the
    /// online backup API, from one read snapshot, so writes may go on
    /// meanwhile. The copy is built beside `path` and renamed into place, so
    /// `path` never holds a half-written database; it is left in rollback
    /// journal mode: one self-contained file.
    public func backup(to path: String) throws(StoreError) {
        try flushHistory()
        let temporary = path + ".partial"
        unlink(temporary)
        do {
            let destination = try Connection(path: temporary, create: true, readOnly: false)
            try readers.withReader { (source: Connection) throws(StoreError) in
                try Self.copy(from: source, to: destination, path: path)
            }
            _ = try destination.first("PRAGMA journal_mode = DELETE") { $0.text(0) }
            destination.close()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = errno
            unlink(temporary)
            throw .backup(path: path, code: SQLITE_CANTOPEN, message: String(cString: strerror(reason)))
        }
    }

    private static func copy(from source: Connection, to destination: Connection, path: String) throws(StoreError) {
        let destinationHandle = try destination.database()
        guard let backup = sqlite3_backup_init(destinationHandle, "main", try source.database(), "main") else {
            throw .backup(path: path, code: sqlite3_errcode(destinationHandle),
                          message: String(cString: sqlite3_errmsg(destinationHandle)))
        }
        var code: Int32
        repeat {
            code = sqlite3_backup_step(backup, StoreLimits.backupPagesPerStep)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(StoreLimits.backupRetryMilliseconds) }
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finish = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE, finish == SQLITE_OK else {
            throw .backup(path: path, code: code == SQLITE_DONE ? finish : code,
                          message: String(cString: sqlite3_errmsg(destinationHandle)))
        }
    }

    /// `PRAGMA integrity_check` on a reader: "ok" when the database is sound,
    /// otherwise the problems it found, one per line.
    public func integrityCheck() throws(StoreError) -> String {
        try read { (db: Connection) throws(StoreError) -> String in
            try db.all("PRAGMA integrity_check") { $0.text(0) }.joined(separator: "\n")
        }
    }
}

extension SQLiteSceneStore {
    /// `PRAGMA integrity_check` on any database file (a backup, say), opened
    /// read-only so it is never changed.
    public static func integrityCheck(ofFile path: String) throws(StoreError) -> String {
        let connection = try Connection(path: path, create: false, readOnly: true)
        defer { connection.close() }
        return try connection.all("PRAGMA integrity_check") { $0.text(0) }.joined(separator: "\n")
    }
}

/// Every way a store operation can fail. A failed write changes nothing: its
/// transaction is rolled back.
public enum StoreError: Error, Equatable, Sendable {
    /// The data directory could not be created; `errno` is the OS reason.
    case cannotCreateDirectory(path: String, errno: Int32)
    /// The data directory exists but this process may not write in it.
    case directoryNotWritable(path: String, errno: Int32)
    /// The database file could not be opened.
    case open(path: String, code: Int32, message: String)
    /// The database would not switch to WAL mode (e.g. a file system
    /// without shared memory support); `mode` is the mode it stayed in.
    case journalMode(path: String, mode: String)
    /// Any other SQLite failure, with the extended result code and the SQL.
    case sqlite(code: Int32, extendedCode: Int32, message: String, sql: String)
    /// A write was refused because the database or its directory is read-only.
    case readOnly(path: String, message: String)
    /// A write was refused because the disk (or `maxDatabaseBytes`) is full.
    case diskFull(path: String, message: String)
    /// A named schema migration step failed.
    indirect case migration(step: String, cause: StoreError)
    /// The database was written by a newer layoutd (schema `found` > `known`).
    case unsupportedSchema(found: Int, known: Int)
    /// If-Match / If-None-Match did not hold; `currentETag` is nil when the
    /// scene does not exist.
    case preconditionFailed(currentETag: String?)
    /// The name breaks the contract's id rule.
    case invalidName(String)
    /// A list cursor that this store did not hand out.
    case invalidCursor(String)
    /// A limit or retention below one.
    case invalidArgument(name: String, value: Int)
    case sceneNotFound(String)
    case versionNotFound(name: String, version: Int)
    /// The store was closed.
    case closed
    /// The database server could not be reached or lost the connection
    /// mid-operation, and the request may be retried. Nothing was written,
    /// unless the message says the connection was lost while committing:
    /// then the write may have been stored (its answer never came back).
    case unavailable(message: String)
    /// Any other PostgreSQL failure: its SQLSTATE code (e.g. "23505") and
    /// the server's message.
    case postgres(sqlState: String, message: String)
    /// `StoreConfiguration.url` names no store this layoutd knows; `scheme`
    /// is what came before "://" (the rest may hold a password).
    case unsupportedURL(scheme: String)
    /// `sqlite3_backup_*` failed writing `path`.
    case backup(path: String, code: Int32, message: String)
}

import Glibc

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .cannotCreateDirectory(path, errno):
            return "cannot create data directory \(path): \(Self.reason(errno))"
        case let .directoryNotWritable(path, errno):
            return "data directory \(path) is not writable: \(Self.reason(errno))"
        case let .open(path, code, message):
            return "cannot open database \(path): \(message) (SQLite code \(code))"
        case let .journalMode(path, mode):
            return "database \(path) cannot use WAL mode (journal mode stays \(mode))"
        case let .sqlite(code, extendedCode, message, sql):
            return "SQLite error \(code) (extended \(extendedCode)): \(message) in `\(sql)`"
        case let .readOnly(path, message):
            return "database \(path) is read-only: \(message)"
        case let .diskFull(path, message):
            return "database \(path) is full: \(message)"
        case let .migration(step, cause):
            return "schema migration \"\(step)\" failed: \(cause)"
        case let .unsupportedSchema(found, known):
            return "database schema version \(found) is newer than this layoutd knows (\(known))"
        case let .preconditionFailed(currentETag):
            return "precondition failed; current ETag: \(currentETag ?? "none (no such scene)")"
        case let .invalidName(name):
            return "invalid scene name \"\(name)\": use letters, digits, _, -, . (not first), at most \(StoreLimits.maxNameLength) characters"
        case let .invalidCursor(cursor):
            return "invalid list cursor \"\(cursor)\""
        case let .invalidArgument(name, value):
            return "\(name) must be at least 1, got \(value)"
        case let .sceneNotFound(name):
            return "no scene named \"\(name)\""
        case let .versionNotFound(name, version):
            return "scene \"\(name)\" has no version \(version)"
        case .closed:
            return "the store is closed"
        case let .unavailable(message):
            return "the database is unreachable: \(message)"
        case let .postgres(sqlState, message):
            return "PostgreSQL error \(sqlState): \(message)"
        case let .unsupportedURL(scheme):
            return "store URL scheme \"\(scheme)\" is not supported: use postgresql:// or postgres://, or no URL for SQLite"
        case let .backup(path, code, message):
            return "backup to \(path) failed: \(message) (SQLite code \(code))"
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text) + " (errno \(code))"
    }
}

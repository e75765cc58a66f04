import CSQLite

extension Connection {
    /// The typed error for result `code` of `sql`. Full disks and read-only
    /// files get their own cases so callers can answer them clearly.
    func failure(_ code: Int32, sql: String) -> StoreError {
        let extended = extendedCode(for: code)
        let text = message(for: code)
        switch extended & 0xFF {
        case SQLITE_FULL:
            return .diskFull(path: path, message: text)
        case SQLITE_READONLY:
            return .readOnly(path: path, message: text)
        default:
            return .sqlite(code: extended & 0xFF, extendedCode: extended, message: text, sql: sql)
        }
    }

    private func extendedCode(for code: Int32) -> Int32 {
        guard let db = try? database() else { return code }
        let extended = sqlite3_extended_errcode(db)
        // The connection's last error may belong to another call (e.g. when
        // `code` came from sqlite3_backup or sqlite3_exec on another handle).
        return extended & 0xFF == code & 0xFF ? extended : code
    }

    private func message(for code: Int32) -> String {
        guard let db = try? database(), sqlite3_errcode(db) & 0xFF == code & 0xFF else {
            return String(cString: sqlite3_errstr(code))
        }
        return String(cString: sqlite3_errmsg(db))
    }
}

import CSQLite

/// One SQLite connection. Not Sendable: exactly one serial owner uses it at a
/// time (`GuardedConnection` enforces that), which is why it is opened with
/// SQLITE_OPEN_NOMUTEX and keeps its statement cache without a lock.
final class Connection: SceneDatabase {
    let path: String
    private var handle: OpaquePointer?
    private var statements: [String: Statement] = [:]

    /// Opens `path`; `create` allows the file to be created, `readOnly` opens
    /// it for reading only.
    init(path: String, create: Bool, readOnly: Bool) throws(StoreError) {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw .open(path: path, code: code, message: message)
        }
        handle = opened
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, StoreLimits.busyTimeoutMilliseconds)
    }

    deinit {
        close()
    }

    var isOpen: Bool { handle != nil }

    /// Finalizes every cached statement, then closes the connection.
    func close() {
        for statement in statements.values { statement.finalize() }
        statements.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// The open handle, or `.closed` after `close()`.
    func database() throws(StoreError) -> OpaquePointer {
        guard let handle else { throw .closed }
        return handle
    }

    /// A cached prepared statement for `sql`, bound to `values`.
    func prepare(_ sql: String, _ values: [StoreValue]) throws(StoreError) -> Statement {
        let db = try database()
        let statement: Statement
        if let cached = statements[sql] {
            statement = cached
        } else {
            var prepared: OpaquePointer?
            let code = sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
            guard code == SQLITE_OK, let prepared else { throw failure(code, sql: sql) }
            statement = Statement(handle: prepared, sql: sql)
            statements[sql] = statement
        }
        let code = statement.reset(binding: values)
        guard code == SQLITE_OK else { throw failure(code, sql: sql) }
        return statement
    }

    /// Steps `statement` once: true when a row is ready, false when done.
    func step(_ statement: Statement) throws(StoreError) -> Bool {
        switch sqlite3_step(statement.handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let error = failure(code, sql: statement.sql)
            sqlite3_reset(statement.handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows of interest.
    func execute(_ sql: String, _ values: [StoreValue] = []) throws(StoreError) {
        let statement = try prepare(sql, values)
        while try step(statement) {}
        sqlite3_reset(statement.handle)
    }

    /// Every row of `sql`, each decoded by `row`.
    func all<Row>(_ sql: String, _ values: [StoreValue] = [], row: (Statement) -> Row) throws(StoreError) -> [Row] {
        let statement = try prepare(sql, values)
        var rows: [Row] = []
        while try step(statement) { rows.append(row(statement)) }
        sqlite3_reset(statement.handle)
        return rows
    }

    /// The first row of `sql`, if any.
    func first<Row>(_ sql: String, _ values: [StoreValue] = [], row: (Statement) -> Row) throws(StoreError) -> Row? {
        let statement = try prepare(sql, values)
        let result = try step(statement) ? row(statement) : nil
        sqlite3_reset(statement.handle)
        return result
    }

    /// Runs SQL text without parameters (schema, pragmas, transaction
    /// control); never used with data.
    func run(script sql: String) throws(StoreError) {
        let db = try database()
        let code = sqlite3_exec(db, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw failure(code, sql: sql) }
    }

    var lastInsertRowID: Int64 {
        handle.map { sqlite3_last_insert_rowid($0) } ?? 0
    }

    var changes: Int {
        handle.map { Int(sqlite3_changes($0)) } ?? 0
    }

    /// True outside an explicit transaction.
    var isAutocommit: Bool {
        handle.map { sqlite3_get_autocommit($0) != 0 } ?? true
    }
}

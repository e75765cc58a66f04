import CPostgres
import Glibc

/// One libpq connection. Used by one caller at a time (`PostgresPool` hands
/// it out), never concurrently: libpq connections are not thread-safe.
final class PostgresConnection: SceneDatabase {
    private var handle: OpaquePointer?
    /// A failure showed the connection unusable (lost, or the server shut
    /// it down): the pool discards it instead of handing it out again.
    private(set) var isBroken = false
    /// Statements prepared on this session, by SQL text and parameter types:
    /// the server parses and plans each once per connection instead of on
    /// every call. The store's SQL is a fixed set; `maxPrepared` bounds it
    /// anyway, and statements past it run unprepared.
    private var prepared: [PreparedKey: String] = [:]
    static let maxPrepared = 64
    var preparedCount: Int { prepared.count }

    private struct PreparedKey: Hashable {
        var sql: String
        var types: [Oid]
    }

    /// Connects with `url` (a postgresql:// URL, expanded by libpq); the
    /// settings after it override any of the same name the URL holds.
    /// `statement_timeout` bounds every statement, lock waits included, and
    /// `idle_in_transaction_session_timeout` ends the session of a process
    /// that stalls inside a transaction (holding a scene's lock).
    init(url: String, connectTimeoutSeconds: Int, operationTimeoutMilliseconds: Int) throws(StoreError) {
        let settings = [
            ("dbname", url),
            ("connect_timeout", String(connectTimeoutSeconds)),
            ("application_name", "layoutd"),
            ("options", "-c statement_timeout=\(operationTimeoutMilliseconds)"
                + " -c idle_in_transaction_session_timeout=\(operationTimeoutMilliseconds)"),
            // A server that stops answering mid-query (host gone, network cut)
            // fails the call instead of holding the thread indefinitely.
            ("tcp_user_timeout", String(operationTimeoutMilliseconds)),
        ]
        let opened = Self.withCStrings(settings.map(\.0)) { keywords in
            Self.withCStrings(settings.map(\.1)) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let opened, PQstatus(opened) == CONNECTION_OK else {
            let message = opened.map { Self.trimmed(PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(opened)
            throw .unavailable(message: message)
        }
        handle = opened
    }

    deinit {
        close()
    }

    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
    }

    /// Open, and not inside a transaction: fit to go back to the pool.
    var isReusable: Bool {
        guard let handle, !isBroken, PQstatus(handle) == CONNECTION_OK else { return false }
        return PQtransactionStatus(handle) == PQTRANS_IDLE
    }

    /// Runs `sql` with `values` bound.
    func execute(_ sql: String, _ values: [StoreValue] = []) throws(StoreError) {
        try run(sql, values) { _ in }
    }

    /// Every row of `sql`, each decoded by `row`.
    func all<Row>(_ sql: String, _ values: [StoreValue] = [], row: (PostgresRow) -> Row) throws(StoreError) -> [Row] {
        try run(sql, values) { result in
            (0..<PQntuples(result)).map { row(PostgresRow(result: result, index: $0)) }
        }
    }

    /// The first row of `sql`, if any.
    func first<Row>(_ sql: String, _ values: [StoreValue] = [], row: (PostgresRow) -> Row) throws(StoreError) -> Row? {
        try run(sql, values) { result in
            PQntuples(result) > 0 ? row(PostgresRow(result: result, index: 0)) : nil
        }
    }

    /// Runs one statement with its parameters bound (PQexecParams: the SQL
    /// text never carries a value) and results in binary format, and hands
    /// the result to `read` before clearing it.
    private func run<T>(_ sql: String, _ values: [StoreValue], _ read: (OpaquePointer) -> T) throws(StoreError) -> T {
        guard let handle else { throw .closed }
        let types = values.map(\.type)
        let formats = values.map(\.format)
        let wire = values.map(\.wireBytes)
        let lengths = wire.map { Int32($0?.count ?? 0) }
        let buffers: [UnsafeMutablePointer<CChar>?] = wire.map { bytes in
            bytes.map { bytes in
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
                bytes.withUnsafeBytes { UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
                return buffer
            }
        }
        defer { for buffer in buffers { buffer?.deallocate() } }
        let pointers = buffers.map { UnsafePointer($0) }
        let result: OpaquePointer?
        if let name = try statementName(sql, types: types, handle) {
            result = PQexecPrepared(handle, name, Int32(values.count), pointers, lengths, formats, 1)
        } else {
            result = PQexecParams(handle, sql, Int32(values.count), types, pointers, lengths, formats, 1)
        }
        defer { PQclear(result) }
        guard let result else { throw failure(nil) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return read(result)
        default:
            throw failure(result)
        }
    }

    /// The name `sql` is prepared under on this session, preparing it on
    /// first use; nil once `maxPrepared` statements are (then it runs
    /// unprepared). Transaction control is left to the simple path.
    private func statementName(_ sql: String, types: [Oid], _ handle: OpaquePointer) throws(StoreError) -> String? {
        let key = PreparedKey(sql: sql, types: types)
        if let name = prepared[key] { return name }
        guard prepared.count < Self.maxPrepared, !types.isEmpty || sql.hasPrefix("SELECT") else { return nil }
        let name = "layoutd_\(prepared.count + 1)"
        let result = PQprepare(handle, name, sql, Int32(types.count), types)
        defer { PQclear(result) }
        guard let result, PQresultStatus(result) == PGRES_COMMAND_OK else { throw failure(result) }
        prepared[key] = name
        return name
    }

    /// The typed error for a failed statement. A lost connection, a server
    /// shutting down or refusing connections, or a statement past its
    /// timeout is `.unavailable` (try again later); a lost connection is
    /// also marked broken so the pool opens a new one.
    private func failure(_ result: OpaquePointer?) -> StoreError {
        let state = result.flatMap { PQresultErrorField($0, layoutd_pg_diag_sqlstate()) }.map { String(cString: $0) }
        var message = result.map { Self.trimmed(PQresultErrorMessage($0)) } ?? ""
        if message.isEmpty { message = handle.map { Self.trimmed(PQerrorMessage($0)) } ?? "connection closed" }
        let lost = handle.map { PQstatus($0) != CONNECTION_OK } ?? true
        if lost || state == nil || Self.endsSession(state!) {
            isBroken = true
            return .unavailable(message: message)
        }
        if Self.isUnavailable(state!) { return .unavailable(message: message) }
        return .postgres(sqlState: state!, message: message)
    }

    /// Connection exceptions (class 08) and the server shutting down or
    /// starting (57P01...57P03): the session is gone.
    private static func endsSession(_ state: String) -> Bool {
        state.hasPrefix("08") || ["57P01", "57P02", "57P03", "57P05"].contains(state)
    }

    /// The server cannot serve now, the session stays: a statement
    /// cancelled by `statement_timeout` (57014), too many connections or no
    /// resources (class 53), a read-only standby (25006).
    private static func isUnavailable(_ state: String) -> Bool {
        state == "57014" || state.hasPrefix("53") || state == "25006"
    }

    private static func trimmed(_ text: UnsafePointer<CChar>?) -> String {
        guard let text else { return "" }
        var message = String(cString: text)
        while message.last?.isNewline == true { message.removeLast() }
        return message
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { UnsafePointer($0) } + [nil])
    }
}

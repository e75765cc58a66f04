import CSQLite

/// A prepared statement owned by one `Connection` (and so by its single
/// serial owner). Cached by the connection and finalized when it closes.
final class Statement: StoreRow {
    let handle: OpaquePointer
    let sql: String

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    /// Clears the previous run and binds `values` to parameters 1...n.
    func reset(binding values: [StoreValue]) -> Int32 {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let code = bind(value, at: Int32(offset + 1))
            if code != SQLITE_OK { return code }
        }
        return SQLITE_OK
    }

    private func bind(_ value: StoreValue, at index: Int32) -> Int32 {
        switch value {
        case .integer(nil), .text(nil), .blob(nil):
            return sqlite3_bind_null(handle, index)
        case let .integer(number?):
            return sqlite3_bind_int64(handle, index, number)
        case let .text(string?):
            return sqlite3_bind_text(handle, index, string, -1, layoutd_sqlite_transient())
        case let .blob(bytes?):
            // An empty buffer may have no base address, and a NULL pointer
            // would bind SQL NULL: bind an explicit zero-length blob instead.
            guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(handle, index, 0) }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(handle, index, buffer.baseAddress, Int32(buffer.count), layoutd_sqlite_transient())
            }
        }
    }

    // Column readers; `index` is zero-based as in the C API.

    func int64(_ index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    func text(_ index: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, index) else { return "" }
        return String(cString: pointer)
    }

    func blob(_ index: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let pointer = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }
}

import CPostgres

/// One row of a result read in binary format, valid only inside the
/// closure it is passed to (the result is cleared after).
struct PostgresRow: StoreRow {
    let result: OpaquePointer
    let index: Int32

    func isNull(_ column: Int32) -> Bool {
        PQgetisnull(result, index, column) != 0
    }

    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(PQgetlength(result, index, column))
        guard count > 0, let value = PQgetvalue(result, index, column) else { return [] }
        return value.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    func text(_ column: Int32) -> String {
        String(decoding: blob(column), as: UTF8.self)
    }

    /// An int2, int4 or int8 column: big-endian, two's complement.
    func int64(_ column: Int32) -> Int64 {
        let bytes = blob(column)
        guard let first = bytes.first else { return 0 }
        var value: Int64 = first & 0x80 != 0 ? -1 : 0
        for byte in bytes { value = value << 8 | Int64(byte) }
        return value
    }
}

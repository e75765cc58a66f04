import CPostgres

/// A bound parameter of a PostgreSQL statement, typed so the server never
/// has to guess (a NULL keeps its column's type). Text and integers travel
/// as text, bytes in binary format: documents and results are never escaped.
enum PostgresValue {
    case text(String?)
    case integer(Int64?)
    case bytes([UInt8]?)

    static func int(_ value: Int) -> PostgresValue { .integer(Int64(value)) }

    /// The type's OID (pg_type): text, int8, bytea.
    var type: Oid {
        switch self {
        case .text: return 25
        case .integer: return 20
        case .bytes: return 17
        }
    }

    /// 1 for binary, 0 for text.
    var format: Int32 {
        if case .bytes = self { return 1 }
        return 0
    }

    /// The value's bytes as libpq reads them (text NUL-terminated), or nil for NULL.
    var wireBytes: [UInt8]? {
        switch self {
        case let .text(text): return text.map { Array($0.utf8) + [0] }
        case let .integer(value): return value.map { Array(String($0).utf8) + [0] }
        case let .bytes(bytes): return bytes
        }
    }
}

/// One row of a result read in binary format, valid only inside the
/// closure it is passed to (the result is cleared after).
struct PostgresRow {
    let result: OpaquePointer
    let index: Int32

    func isNull(_ column: Int32) -> Bool {
        PQgetisnull(result, index, column) != 0
    }

    func bytes(_ column: Int32) -> [UInt8] {
        let count = Int(PQgetlength(result, index, column))
        guard count > 0, let value = PQgetvalue(result, index, column) else { return [] }
        return value.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    func optionalBytes(_ column: Int32) -> [UInt8]? {
        isNull(column) ? nil : bytes(column)
    }

    func text(_ column: Int32) -> String {
        String(decoding: bytes(column), as: UTF8.self)
    }

    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    /// An int2, int4 or int8 column: big-endian, two's complement.
    func int64(_ column: Int32) -> Int64 {
        let bytes = bytes(column)
        guard let first = bytes.first else { return 0 }
        var value: Int64 = first & 0x80 != 0 ? -1 : 0
        for byte in bytes { value = value << 8 | Int64(byte) }
        return value
    }

    func int(_ column: Int32) -> Int {
        Int(int64(column))
    }
}

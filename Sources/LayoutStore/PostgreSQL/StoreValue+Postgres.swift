import CPostgres

/// How a bound value travels to PostgreSQL: text and integers as text,
/// bytes in binary format (documents and results are never escaped), each
/// with its type's OID.
extension StoreValue {
    /// The type's OID (pg_type): text, int8, bytea.
    var type: Oid {
        switch self {
        case .text: return 25
        case .integer: return 20
        case .blob: return 17
        }
    }

    /// 1 for binary, 0 for text.
    var format: Int32 {
        if case .blob = self { return 1 }
        return 0
    }

    /// The value's bytes as libpq reads them (text NUL-terminated), or nil for NULL.
    var wireBytes: [UInt8]? {
        switch self {
        case let .text(text): return text.map { Array($0.utf8) + [0] }
        case let .integer(value): return value.map { Array(String($0).utf8) + [0] }
        case let .blob(bytes): return bytes
        }
    }
}

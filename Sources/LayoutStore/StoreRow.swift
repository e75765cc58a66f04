/// A result row as both stores read it (`Statement` for SQLite,
/// `PostgresRow` for PostgreSQL), so the records are decoded once
/// (`SceneRows`). Columns are zero-based.
protocol StoreRow {
    func int64(_ column: Int32) -> Int64
    func text(_ column: Int32) -> String
    func blob(_ column: Int32) -> [UInt8]
    func isNull(_ column: Int32) -> Bool
}

extension StoreRow {
    func int(_ column: Int32) -> Int {
        Int(int64(column))
    }

    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    func optionalBlob(_ column: Int32) -> [UInt8]? {
        isNull(column) ? nil : blob(column)
    }
}

/// A value bound to a `?` parameter. SQL text never contains data.
enum SQLValue {
    case integer(Int64)
    case text(String)
    case blob([UInt8])
    case null

    static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

    static func optionalBlob(_ value: [UInt8]?) -> SQLValue {
        value.map(SQLValue.blob) ?? .null
    }
}

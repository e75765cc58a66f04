/// A value bound to a statement's parameter, in either store. SQL text
/// never contains data. Each case keeps its type when it is NULL (nil):
/// PostgreSQL is told every parameter's type instead of guessing it.
enum StoreValue {
    case integer(Int64?)
    case text(String?)
    case blob([UInt8]?)

    static func int(_ value: Int) -> StoreValue { .integer(Int64(value)) }
}

/// What a tableau symbol stands for. Only `external` symbols are free;
/// every other kind is restricted to be non-negative, and a `dummy` is held
/// at zero (it marks a required equality and never enters the basis).
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    case artificial

    var isRestricted: Bool { self != .external }
    /// Symbols that may enter the basis during optimisation.
    var isPivotable: Bool { self != .dummy }
}

/// One named step of a store's schema. Steps are never edited once
/// shipped, only appended; each store records how many it applied
/// (`Migration+SQLite.swift`, `Migration+Postgres.swift`).
struct Migration {
    let name: String
    let statements: [String]
}

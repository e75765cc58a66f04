extension Migration {
    /// Applies the steps the SQLite database has not seen yet (step i,
    /// zero-based, brings `PRAGMA user_version` from i to i + 1), each in its own
    /// write transaction together with its user_version bump, so a crash
    /// leaves the schema at a step boundary.
    static func migrate(_ db: Connection, steps: [Migration]) throws(StoreError) {
        let current = try schemaVersion(db)
        guard current <= steps.count else {
            throw .unsupportedSchema(found: current, known: steps.count)
        }
        for (index, step) in steps.enumerated().dropFirst(current) {
            do {
                try db.writeTransaction { () throws(StoreError) in
                    for sql in step.statements { try db.run(script: sql) }
                    // PRAGMA takes no bound parameters; the value is our own integer.
                    try db.run(script: "PRAGMA user_version = \(index + 1)")
                }
            } catch {
                throw .migration(step: step.name, cause: error)
            }
        }
    }

    static func schemaVersion(_ db: Connection) throws(StoreError) -> Int {
        try db.first("PRAGMA user_version") { $0.int(0) } ?? 0
    }
}

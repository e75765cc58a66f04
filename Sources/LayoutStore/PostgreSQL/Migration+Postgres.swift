extension Migration {
    /// Applies the steps the PostgreSQL database has not seen yet, inside
    /// the caller's transaction: the first statement takes
    /// `PostgresSchema.migrationLock`, so of several replicas starting at
    /// once one migrates and the others wait, then find nothing left to do.
    /// `layoutd_migration` holds a row per step applied; the transaction
    /// makes steps and rows land together (PostgreSQL's DDL is transactional).
    static func migrate(_ db: PostgresConnection, steps: [Migration]) throws(StoreError) {
        try db.execute("SELECT pg_advisory_xact_lock($1)", [.integer(PostgresSchema.migrationLock)])
        try db.execute(
            "CREATE TABLE IF NOT EXISTS layoutd_migration (step INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
        let current = try schemaVersion(db)
        guard current <= steps.count else {
            throw .unsupportedSchema(found: current, known: steps.count)
        }
        for (index, step) in steps.enumerated().dropFirst(current) {
            do {
                for sql in step.statements { try db.execute(sql) }
                try db.execute(
                    "INSERT INTO layoutd_migration (step, name, applied_at) VALUES ($1, $2, $3)",
                    [.int(index + 1), .text(step.name), .text(WallClock.system.timestamp())])
            } catch {
                throw .migration(step: step.name, cause: error)
            }
        }
    }

    /// Steps applied so far.
    static func schemaVersion(_ db: PostgresConnection) throws(StoreError) -> Int {
        try db.first("SELECT coalesce(max(step), 0)::int8 FROM layoutd_migration") { $0.int(0) } ?? 0
    }
}

import XCTest
@testable import LayoutStore

final class SceneStoreMigrationTests: StoreTestCase {
    /// A database left at schema step 1 (last status copied into the scene
    /// row, counts in a table of their own) opens at the current step, its
    /// list showing the newest entry's status, its entries their counts, and
    /// the copies and the table gone.
    func testStepOneDatabaseListsStatusFromHistory() throws {
        store.close()
        store = nil
        let path = StoreConfiguration(directory: directory.appending("data")).databasePath
        try FileManager.default.removeItem(atPath: path)
        do {
            let db = try Connection(path: path, create: true, readOnly: false)
            defer { db.close() }
            try Migration.migrate(db, steps: Array(Schema.steps.prefix(1)))
            try db.run(script: """
                INSERT INTO scene (id, name, latest_version, created_at, updated_at, last_status, last_solved_at)
                VALUES (1, 'solved', 1, 't0', 't0', 'stale', 't0'), (2, 'unsolved', 1, 't0', 't0', NULL, NULL);
                INSERT INTO scene_version (scene_id, version, etag, created_at, document)
                VALUES (1, 1, 'e1', 't0', x'7b7d'), (2, 1, 'e2', 't0', x'7b7d');
                INSERT INTO history (id, scene_id, at, version, status, duration_us, result)
                VALUES (1, 1, 't1', 1, 'ambiguous', 5, x'00'), (2, 1, 't2', 1, 'conflicting', 5, x'00');
                INSERT INTO history_count (history_id, kind, count)
                VALUES (2, 'unsatisfied', 3), (2, 'conflict', 1), (2, 'a;b=:', 12);
                UPDATE sqlite_sequence SET seq = 1000 WHERE name = 'history';
                """)
        }
        store = try makeStore()
        let version = try store.read { (db: Connection) throws(StoreError) -> Int in try Migration.schemaVersion(db) }
        XCTAssertEqual(version, Schema.steps.count)
        let columns = try store.read { (db: Connection) throws(StoreError) -> [String] in
            try db.all("SELECT name FROM pragma_table_info('scene')") { $0.text(0) }
        }
        XCTAssertFalse(columns.contains("last_status"))
        XCTAssertFalse(columns.contains("last_solved_at"))
        let items = try store.listScenes(prefix: nil, limit: 10, cursor: nil).items
        XCTAssertEqual(items.map(\.name), ["solved", "unsolved"])
        XCTAssertEqual(items[0].lastStatus, "conflicting")
        XCTAssertEqual(items[0].lastSolvedAt, "t2")
        XCTAssertNil(items[1].lastStatus)
        XCTAssertNil(items[1].lastSolvedAt)
        let entries = try XCTUnwrap(store.history(name: "solved", limit: 10))
        XCTAssertEqual(entries.map(\.diagnosticCounts), [["unsatisfied": 3, "conflict": 1, "a;b=:": 12], [:]])
        XCTAssertEqual(try store.historyEntry(name: "solved", id: 2)?.summary.diagnosticCounts.count, 3)
        let tables = try store.read { (db: Connection) throws(StoreError) -> [String] in
            try db.all("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) }
        }
        XCTAssertFalse(tables.contains("history_count"))
        XCTAssertFalse(tables.contains("history_next"))
        // The counts come before the blobs (no overflow-page walk to list),
        // the index is back and the id sequence survived the rebuild.
        let historyColumns = try store.read { (db: Connection) throws(StoreError) -> [String] in
            try db.all("SELECT name FROM pragma_table_info('history')") { $0.text(0) }
        }
        XCTAssertLessThan(try XCTUnwrap(historyColumns.firstIndex(of: "counts")),
                          try XCTUnwrap(historyColumns.firstIndex(of: "result")))
        let indexes = try store.read { (db: Connection) throws(StoreError) -> [String] in
            try db.all("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'history'") { $0.text(0) }
        }
        XCTAssertEqual(indexes, ["history_by_scene"])
        // Solving again moves the list's status along.
        let next = try store.recordSolve(name: "unsolved", version: 1, status: "satisfied", durationMicroseconds: 1,
                                         diagnosticCounts: [:], overrides: nil, result: [1])
        XCTAssertGreaterThan(next, 1000, "ids continue past the block reserved before the migration")
        XCTAssertEqual(try store.listScenes(prefix: "un", limit: 1, cursor: nil).items.first?.lastStatus, "satisfied")
    }
}

import XCTest
@testable import LayoutStore

final class SceneStoreConnectionTests: StoreTestCase {
    func testWriterRunsWALWithFullSyncAndForeignKeys() throws {
        let settings = try store.writer.withConnection { (db: Connection) throws(StoreError) -> [Int] in
            [
                try db.first("PRAGMA synchronous") { $0.int(0) } ?? -1,
                try db.first("PRAGMA foreign_keys") { $0.int(0) } ?? -1,
            ]
        }
        XCTAssertEqual(settings, [2, 1], "synchronous=FULL is 2")
        XCTAssertEqual(try store.read { (db: Connection) throws(StoreError) -> String? in
            try db.first("PRAGMA journal_mode") { $0.text(0) }
        }, "wal")
    }

    /// History commits skip the WAL fsync; scene writes after it sync again.
    func testHistoryWritesRelaxSyncOnlyForThemselves() throws {
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        func level() throws -> Int64? {
            try store.writer.withConnection { (db: Connection) throws(StoreError) -> Int64? in
                try db.first("PRAGMA synchronous") { $0.int64(0) }
            }
        }
        XCTAssertEqual(try level(), 2, "FULL for scene writes")
        _ = try store.recordSolve(name: "s", version: 1, status: "ok", durationMicroseconds: 1,
                                  diagnosticCounts: [:], overrides: nil, result: [1])
        XCTAssertEqual(try level(), 2, "back to FULL after a history entry")
    }

    func testOpenReadNeitherBlocksWriterNorSeesItsWrite() throws {
        _ = try store.putScene(name: "a", document: [], precondition: .none)
        let store = self.store!
        let counts = try store.read { (db: Connection) throws(StoreError) -> [Int] in
            let before = try db.first("SELECT count(*) FROM scene") { $0.int(0) } ?? -1
            _ = try store.putScene(name: "b", document: [], precondition: .none)
            let after = try db.first("SELECT count(*) FROM scene") { $0.int(0) } ?? -1
            return [before, after]
        }
        XCTAssertEqual(counts, [1, 1])
        XCTAssertEqual(try store.listScenes(prefix: nil, limit: 10, cursor: nil).items.count, 2)
    }

    func testReadersRefuseWrites() throws {
        XCTAssertThrowsError(try store.read { (db: Connection) throws(StoreError) in
            try db.execute("DELETE FROM scene")
        })
    }
}

import TestSupport
import XCTest
@testable import LayoutStore

final class SceneStoreMaintenanceTests: StoreTestCase {
    func testIntegrityCheckIsOk() throws {
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        XCTAssertEqual(try store.integrityCheck(), "ok")
    }

    func testBackupOpensAsAStoreWithTheData() throws {
        let put = try store.putScene(name: "s", document: document("{\"a\":1}"), precondition: .none)
        let id = try store.recordSolve(name: "s", version: 1, status: "ok", durationMicroseconds: 3,
                                       diagnosticCounts: ["k": 1], overrides: nil, result: document("result"))
        let backupDirectory = directory.appending("copy")
        XCTAssertEqual(mkdir(backupDirectory, 0o755), 0)
        let file = backupDirectory + "/" + StoreLimits.databaseFileName
        try store.backup(to: file)
        // Writes after the backup are not in it.
        _ = try store.putScene(name: "later", document: [], precondition: .none)

        XCTAssertFalse(FileManager.default.fileExists(atPath: file + ".partial"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-wal"), "the copy is one self-contained file")
        let copy = try SQLiteSceneStore(configuration: StoreConfiguration(directory: backupDirectory))
        defer { copy.close() }
        XCTAssertEqual(try copy.integrityCheck(), "ok")
        XCTAssertEqual(try copy.scene(name: "s")?.etag, put.etag)
        XCTAssertEqual(try copy.historyEntry(name: "s", id: id)?.result, document("result"))
        XCTAssertNil(try copy.scene(name: "later"))
    }

    func testBackupWhileWritingIsConsistent() throws {
        for index in 0..<20 { _ = try store.putScene(name: "s\(index)", document: [UInt8](repeating: 7, count: 4096), precondition: .none) }
        let file = directory.appending("live-copy.sqlite")
        let writer = Thread { [store] in
            for index in 20..<60 { _ = try? store!.putScene(name: "s\(index)", document: [1], precondition: .none) }
        }
        writer.start()
        try store.backup(to: file)
        let copyDirectory = directory.appending("live")
        XCTAssertEqual(mkdir(copyDirectory, 0o755), 0)
        XCTAssertEqual(rename(file, copyDirectory + "/" + StoreLimits.databaseFileName), 0)
        let copy = try SQLiteSceneStore(configuration: StoreConfiguration(directory: copyDirectory))
        defer { copy.close() }
        XCTAssertEqual(try copy.integrityCheck(), "ok")
        let names = try copy.listScenes(prefix: nil, limit: 1000, cursor: nil).items.map(\.name)
        XCTAssertGreaterThanOrEqual(names.count, 20)
        // A snapshot: whatever it holds of the concurrent writes is a prefix of them.
        let later = Set(names).subtracting((0..<20).map { "s\($0)" })
        XCTAssertEqual(later, Set((20..<(20 + later.count)).map { "s\($0)" }))
        XCTAssertTrue(waitUntil(timeout: 60) { writer.isFinished }, "the writer thread ends")
    }

    func testBackupToUnwritablePathFails() throws {
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        XCTAssertThrowsError(try store.backup(to: "/proc/layoutd-backup.sqlite"))
    }

    func testSchemaVersionIsRecorded() throws {
        let version = try store.read { (db: Connection) throws(StoreError) -> Int in try Migration.schemaVersion(db) }
        XCTAssertEqual(version, Schema.steps.count)
    }

    func testNewerSchemaIsRefused() throws {
        _ = try store.writer.withConnection { (db: Connection) throws(StoreError) in
            try db.run(script: "PRAGMA user_version = \(Schema.steps.count + 1)")
        }
        store.close()
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .unsupportedSchema(found: Schema.steps.count + 1, known: Schema.steps.count))
        }
    }

    func testClosedStoreFailsClearly() throws {
        store.close()
        assertThrows(.closed) { () throws(StoreError) in try store.scene(name: "s") }
        assertThrows(.closed) { () throws(StoreError) in try store.putScene(name: "s", document: [], precondition: .none) }
    }
}

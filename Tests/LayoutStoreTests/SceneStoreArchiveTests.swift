import XCTest
@testable import LayoutStore

class SceneStoreArchiveTests: SceneStorageTestCase {
    func testArchiveRestoresIntoAnotherStoreWithVersionsTimesAndHistory() throws {
        _ = try store.putScene(name: "a", document: document("{\"v\":1}"), precondition: .none)
        _ = try store.putScene(name: "a", document: document("{\"v\":2}"), precondition: .none)
        for index in 0..<3 {
            _ = try store.recordSolve(
                name: "a", version: 1 + index % 2, status: index == 2 ? "conflicting" : "ok", durationMicroseconds: 10 + index,
                diagnosticCounts: index == 2 ? ["conflict": 1] : [:], overrides: index == 1 ? document("{}") : nil,
                result: document("result \(index)"))
        }
        let archive = try XCTUnwrap(try store.archive(name: "a"))
        XCTAssertEqual(archive.versions.map(\.version), [1, 2])
        XCTAssertEqual(archive.history.map(\.status), ["ok", "ok", "conflicting"])
        XCTAssertNil(try store.archive(name: "missing"))

        let target = try backend.makeOtherStore()
        defer { target.close() }
        try target.restore(archive)
        XCTAssertEqual(try target.scene(name: "a"), try store.scene(name: "a"))
        XCTAssertEqual(try target.scene(name: "a", version: 1), try store.scene(name: "a", version: 1))
        XCTAssertEqual(try target.versions(name: "a"), try store.versions(name: "a"))
        let copied = try XCTUnwrap(try target.archive(name: "a"))
        XCTAssertEqual(copied.history.map { $0.summary.at }, archive.history.map { $0.summary.at })
        XCTAssertEqual(copied.history.map(\.result), archive.history.map(\.result))
        XCTAssertEqual(copied.history.map(\.overrides), archive.history.map(\.overrides))
        XCTAssertEqual(copied.history.map(\.diagnosticCounts), archive.history.map(\.diagnosticCounts))
        XCTAssertEqual(copied.createdAt, archive.createdAt)
        // The next write continues the numbering, with the same ETag rule.
        let put = try target.putScene(name: "a", document: document("{\"v\":3}"), precondition: .ifMatch(archive.versions[1].etag))
        XCTAssertEqual(put.version, 3)

        // A taken name is refused whole.
        assertThrows(.preconditionFailed(currentETag: put.etag)) { () throws(StoreError) in try target.restore(archive) }
        XCTAssertEqual(try target.versions(name: "a")?.count, 3)
    }

    func testRestoreRefusesArchivesNoStoreCouldHaveWritten() throws {
        _ = try store.putScene(name: "a", document: document("1"), precondition: .none)
        var archive = try XCTUnwrap(try store.archive(name: "a"))
        archive.name = "b"
        assertThrows(.versionNotFound(name: "b", version: 1)) { () throws(StoreError) in try store.restore(archive) }
        archive = try XCTUnwrap(try store.archive(name: "a"))
        archive.versions = []
        assertThrows(.invalidArgument(name: "versions", value: 0)) { () throws(StoreError) in try store.restore(archive) }
        XCTAssertNil(try store.scene(name: "b"))
    }
}

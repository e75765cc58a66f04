import TestSupport
import XCTest
@testable import LayoutStore

class SceneStoreHistoryTests: SceneStorageTestCase {
    private func record(_ name: String = "s", version: Int = 1, status: String = "ok",
                        counts: [String: Int] = [:], overrides: [UInt8]? = nil, result: [UInt8] = [1]) throws(StoreError) -> Int64 {
        try store.recordSolve(name: name, version: version, status: status, durationMicroseconds: 42,
                              diagnosticCounts: counts, overrides: overrides, result: result)
    }

    func testEntryReturnsResultByteForByte() throws {
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        var result = Array(document("{\"frames\":{\"root\":[0,0,320,568]}}"))
        result += (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let overrides = document("{\"size\":{\"width\":568,\"height\":320}}")
        let id = try record(status: "ambiguous", counts: ["ambiguous": 2, "misplaced": 1], overrides: overrides, result: result)
        let entry = try XCTUnwrap(store.historyEntry(name: "s", id: id))
        XCTAssertEqual(entry.result, result)
        XCTAssertEqual(entry.overrides, overrides)
        XCTAssertEqual(entry.diagnosticCounts, ["ambiguous": 2, "misplaced": 1])
        XCTAssertEqual(entry.status, "ambiguous")
        XCTAssertEqual(entry.durationMicroseconds, 42)
        XCTAssertEqual(entry.version, 1)
        XCTAssertNil(try store.historyEntry(name: "s", id: id + 1))
        XCTAssertNil(try XCTUnwrap(store.historyEntry(name: "s", id: try record(result: []))).overrides)
    }

    func testVersionsAndEntriesAreDatedByTheStoresClock() throws {
        let clock = ManualClock(startingAt: 1_700_000_000)
        store.close()
        var configuration = StoreConfiguration()
        configuration.clock = WallClock { Int64((clock.now() * 1000).rounded(.down)) }
        store = try backend.makeStore(configuration)
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        clock.advance(by: 2.5)
        _ = try record()
        clock.advance(by: 60)
        _ = try store.putScene(name: "s", document: document("{\"a\":1}"), precondition: .none)
        XCTAssertEqual(try store.history(name: "s", limit: 10)?.map(\.at), ["2023-11-14T22:13:22.500Z"])
        let latest = try XCTUnwrap(store.scene(name: "s"))
        XCTAssertEqual(latest.createdAt, "2023-11-14T22:13:20.000Z")
        XCTAssertEqual(latest.updatedAt, "2023-11-14T22:14:22.500Z")
    }

    func testEntryBelongsToItsScene() throws {
        _ = try store.putScene(name: "a", document: [], precondition: .none)
        _ = try store.putScene(name: "b", document: [], precondition: .none)
        let id = try record("a")
        XCTAssertNil(try store.historyEntry(name: "b", id: id))
        XCTAssertEqual(try store.history(name: "b", limit: 10), [])
    }

    func testHistoryIsNewestFirstWithCounts() throws {
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        _ = try store.putScene(name: "s", document: [1], precondition: .none)
        let first = try record(version: 1, counts: ["conflict": 1])
        let second = try record(version: 2, status: "conflicting", counts: [:])
        let third = try record(version: 2, counts: ["ambiguous": 3, "conflict": 0])
        let list = try XCTUnwrap(store.history(name: "s", limit: 10))
        XCTAssertEqual(list.map(\.id), [third, second, first])
        XCTAssertEqual(list.map(\.version), [2, 2, 1])
        XCTAssertEqual(list.map(\.diagnosticCounts), [["ambiguous": 3, "conflict": 0], [:], ["conflict": 1]])
        XCTAssertEqual(list[1].status, "conflicting")
        XCTAssertEqual(try store.history(name: "s", limit: 2)?.map(\.id), [third, second])
        XCTAssertNil(try store.history(name: "unknown", limit: 2))
    }

    func testRetentionKeepsNewestEntriesPerScene() throws {
        store.close()
        store = try makeStore(retention: 3)
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        _ = try store.putScene(name: "other", document: [], precondition: .none)
        let otherID = try record("other", counts: ["x": 1])
        var ids: [Int64] = []
        for _ in 0..<5 { ids.append(try record(counts: ["ambiguous": 1])) }
        XCTAssertEqual(try store.history(name: "s", limit: 100)?.map(\.id), ids.suffix(3).reversed())
        XCTAssertNil(try store.historyEntry(name: "s", id: ids[1]))
        XCTAssertNotNil(try store.historyEntry(name: "other", id: otherID))
        XCTAssertEqual(try number("SELECT count(*) FROM history WHERE counts != ''"), 4, "counts of dropped entries go with them")
    }

    func testRecordingNeedsSceneAndVersion() throws {
        assertThrows(.sceneNotFound("s")) { () throws(StoreError) in try record() }
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        assertThrows(.versionNotFound(name: "s", version: 2)) { () throws(StoreError) in try record(version: 2) }
        assertThrows(.invalidArgument(name: "limit", value: 0)) { () throws(StoreError) in try store.history(name: "s", limit: 0) }
    }

    func testIdsAreNotReusedAfterDelete() throws {
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        let id = try record()
        XCTAssertTrue(try store.deleteScene(name: "s"))
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        XCTAssertGreaterThan(try record(), id)
    }
}

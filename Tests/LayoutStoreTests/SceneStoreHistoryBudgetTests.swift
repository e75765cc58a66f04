import XCTest
@testable import LayoutStore

/// History is bounded in bytes per scene and in all (oldest first), and
/// results over the limit are kept as a summary only.
class SceneStoreHistoryBudgetTests: SceneStorageTestCase {
    private func budgetStore(sceneMaxBytes: Int = 1 << 30, totalMaxBytes: Int = 1 << 30,
                             resultMaxBytes: Int = 1 << 20) throws -> any SceneStorage {
        store.close()
        return try makeStore(sceneMaxBytes: sceneMaxBytes, totalMaxBytes: totalMaxBytes, resultMaxBytes: resultMaxBytes)
    }

    private func record(_ store: any SceneStorage, _ name: String, bytes: Int) throws -> Int64 {
        try store.recordSolve(name: name, version: 1, status: "ok", durationMicroseconds: 7,
                              diagnosticCounts: ["conflict": 1], overrides: nil, result: [UInt8](repeating: 65, count: bytes))
    }

    /// Bytes of the history rows of `name` (or of every scene), read from the database.
    private func storedBytes(_ store: any SceneStorage, _ name: String? = nil) throws -> Int {
        try store.flushHistory()
        return try backend.historyBytes(of: name)
    }

    func testLongResultIsKeptAsASummary() throws {
        store = try budgetStore(resultMaxBytes: 1_000)
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        let long = try record(store, "s", bytes: 1_001)
        let short = try record(store, "s", bytes: 1_000)
        let omitted = try XCTUnwrap(store.historyEntry(name: "s", id: long))
        XCTAssertEqual(omitted.result, [])
        XCTAssertEqual(omitted.omittedResultBytes, 1_001)
        XCTAssertEqual(omitted.status, "ok")
        XCTAssertEqual(omitted.diagnosticCounts, ["conflict": 1])
        XCTAssertEqual(omitted.durationMicroseconds, 7)
        let kept = try XCTUnwrap(store.historyEntry(name: "s", id: short))
        XCTAssertEqual(kept.result.count, 1_000)
        XCTAssertNil(kept.omittedResultBytes)
        XCTAssertEqual(try store.history(name: "s", limit: 10)?.map(\.omittedResultBytes), [nil, 1_001])
    }

    func testSceneByteBudgetDropsTheOldestFirst() throws {
        store = try budgetStore(sceneMaxBytes: 16_000)
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        _ = try store.putScene(name: "other", document: [], precondition: .none)
        let otherID = try record(store, "other", bytes: 1_000)
        var ids: [Int64] = []
        for _ in 0..<100 { ids.append(try record(store, "s", bytes: 1_000)) }
        let bytes = try storedBytes(store, "s")
        // Trimmed once per sixteenth of the budget: at most that much over.
        XCTAssertLessThanOrEqual(bytes, 16_000 + 1_000)
        XCTAssertGreaterThanOrEqual(bytes, 15_000)
        let kept = try XCTUnwrap(store.history(name: "s", limit: 1_000)).map(\.id)
        XCTAssertEqual(kept, Array(ids.suffix(kept.count).reversed()), "the newest are kept")
        XCTAssertNotNil(try store.historyEntry(name: "other", id: otherID), "another scene's history is its own")
    }

    func testTotalByteBudgetDropsTheOldestOfAnyScene() throws {
        store = try budgetStore(totalMaxBytes: 32_000)
        for name in ["a", "b"] { _ = try store.putScene(name: name, document: [], precondition: .none) }
        var ids: [Int64] = []
        for index in 0..<100 { ids.append(try record(store, index % 2 == 0 ? "a" : "b", bytes: 1_000)) }
        let bytes = try storedBytes(store)
        XCTAssertLessThanOrEqual(bytes, 32_000 + 2_000)
        XCTAssertGreaterThanOrEqual(bytes, 30_000)
        let kept = try (XCTUnwrap(store.history(name: "a", limit: 1_000)) + XCTUnwrap(store.history(name: "b", limit: 1_000)))
            .map(\.id).sorted()
        XCTAssertEqual(kept, Array(ids.suffix(kept.count)), "the newest are kept, whatever their scene")
    }
}

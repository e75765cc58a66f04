import XCTest
import TestSupport
@testable import LayoutStore

/// History entries are queued and committed by the writer thread; these
/// tests hold the writer so entries stay queued, then check that every
/// reader of history sees them anyway.
final class SceneStoreHistoryQueueTests: StoreTestCase {
    private func record(_ name: String = "s", on store: SQLiteSceneStore? = nil, status: String = "ok") throws(StoreError) -> Int64 {
        try (store ?? self.store).recordSolve(name: name, version: 1, status: status, durationMicroseconds: 7,
                                              diagnosticCounts: ["conflict": 1], overrides: nil, result: [9])
    }

    /// Records `count` entries while the writer thread cannot commit, and
    /// checks they are still queued when the writer is let go.
    private func recordQueued(_ count: Int, name: String = "s") throws -> [Int64] {
        try store.writer.withConnection { (db: Connection) throws(StoreError) -> [Int64] in
            var ids: [Int64] = []
            for index in 0..<count { ids.append(try record(name, status: "queued-\(index)")) }
            let written = try db.first("SELECT count(*) FROM history WHERE id >= ?", [.integer(ids[0])]) { $0.int(0) }
            XCTAssertEqual(written, 0, "nothing committed while the writer is held")
            XCTAssertFalse(store.historyLog.isIdle)
            return ids
        }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        _ = try record()  // reserves the first block of ids
    }

    func testReadsSeeQueuedEntries() throws {
        let ids = try recordQueued(3)
        XCTAssertEqual(try store.history(name: "s", limit: 3)?.map(\.id), ids.reversed())
        XCTAssertEqual(try store.historyEntry(name: "s", id: ids[1])?.status, "queued-1")
        XCTAssertEqual(try store.historyEntry(name: "s", id: ids[1])?.diagnosticCounts, ["conflict": 1])
        XCTAssertTrue(store.historyLog.isIdle)
        _ = try recordQueued(1)
        XCTAssertEqual(try store.listScenes(prefix: nil, limit: 10, cursor: nil).items.first?.lastStatus, "queued-0")
    }

    /// The writer lingers a moment to gather solves, then commits them on its
    /// own: without any reader flushing, back-to-back entries reach the
    /// database together and soon.
    func testWriterCommitsLingeringEntriesWithoutAFlush() throws {
        let ids = try (0..<5).map { _ in try record() }
        var written = 0
        try waitUntil(every: 0.002) {
            written = try store.writer.withConnection { (db: Connection) throws(StoreError) -> Int in
                try db.first("SELECT count(*) FROM history WHERE id >= ?", [.integer(ids[0])]) { $0.int(0) } ?? 0
            }
            return written >= ids.count
        }
        XCTAssertEqual(written, ids.count)
        XCTAssertTrue(store.historyLog.isIdle)
    }

    func testRetentionTrimsWithinOneBatch() throws {
        store.close()
        store = try makeStore(retention: 3)
        _ = try record()  // a new store reserves ids first, which takes the writer
        let ids = try recordQueued(5)
        XCTAssertEqual(try store.history(name: "s", limit: 100)?.map(\.id), ids.suffix(3).reversed())
        let counts = try store.read { (db: Connection) throws(StoreError) -> Int in
            try db.first("SELECT count(*) FROM history WHERE counts != ''") { $0.int(0) } ?? -1
        }
        XCTAssertEqual(counts, 3)
    }

    func testDeleteTakesQueuedEntriesAndLateOnesAreSkipped() throws {
        let id = try recordQueued(2)[0]
        let sceneID = try XCTUnwrap(store.read { (db: Connection) throws(StoreError) -> Int64? in try db.sceneID("s") })
        XCTAssertTrue(try store.deleteScene(name: "s"))
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        XCTAssertNil(try store.historyEntry(name: "s", id: id))
        // An entry queued for the deleted scene just before it went.
        let late = HistoryLog.Entry(id: 0, sceneID: sceneID, at: "2026-01-01T00:00:00.000Z", version: 1, status: "late",
                                    durationMicroseconds: 1, diagnosticCounts: [:], overrides: nil, result: [])
        guard case .scenesChanged = store.historyLog.enqueue(late, checkedAt: 0) else {
            return XCTFail("an entry checked before the delete is refused")
        }
        // Should one slip into a batch anyway, the batch skips it (the new
        // scene may have the old row id, but not this version's row yet).
        XCTAssertTrue(try store.deleteScene(name: "s"))
        _ = try store.putScene(name: "s", document: document("{}"), precondition: .none)
        let newSceneID = try XCTUnwrap(store.read { (db: Connection) throws(StoreError) -> Int64? in try db.sceneID("s") })
        var stale = late
        stale.sceneID = newSceneID
        stale.version = 2
        guard case .queued = store.historyLog.enqueue(stale, checkedAt: store.historyLog.deletionCount) else {
            return XCTFail("queued")
        }
        XCTAssertEqual(try store.history(name: "s", limit: 10), [])
        XCTAssertEqual(store.droppedHistoryEntries, 0, "skipped, not failed")
    }

    func testCloseWritesTheQueue() throws {
        let ids = try recordQueued(4)
        store.close()
        store = try makeStore()
        XCTAssertEqual(try store.history(name: "s", limit: 4)?.map(\.id), ids.reversed())
    }

    /// Ids handed out but lost (a crash before the commit) are never handed
    /// out again: a store opened after it starts past the reserved block.
    func testIdsAreNotReusedAfterLostEntries() throws {
        let reservedEnd = try store.read { (db: Connection) throws(StoreError) -> Int64 in try SQLiteSceneStore.lastHistoryID(db) }
        let handedOut = try record()
        XCTAssertLessThanOrEqual(handedOut, reservedEnd)
        let afterCrash = try makeStore()
        defer { afterCrash.close() }
        let next = try record(on: afterCrash)
        XCTAssertGreaterThan(next, reservedEnd)
        XCTAssertGreaterThan(try record(on: afterCrash), next)
    }

    func testReadOnlyStoreRefusesToRecord() throws {
        store.close()
        store = try makeStore(readOnly: true)
        XCTAssertThrowsError(try record()) { error in
            guard case .readOnly? = error as? StoreError else { return XCTFail("unexpected \(error)") }
        }
    }

    /// With a larger retention the trim runs every few entries; reads hide
    /// what it has not removed yet.
    func testRetentionIsTrimmedEveryFewEntriesAndReadsHideTheRest() throws {
        store.close()
        store = try makeStore(retention: 32)
        var ids: [Int64] = []
        for _ in 0..<41 { ids.append(try record()) }
        XCTAssertEqual(try store.history(name: "s", limit: 100)?.map(\.id), ids.suffix(32).reversed())
        XCTAssertNil(try store.historyEntry(name: "s", id: ids[8]))
        XCTAssertNotNil(try store.historyEntry(name: "s", id: ids[9]))
        let rows = try store.read { (db: Connection) throws(StoreError) -> Int in
            try db.first("SELECT count(*) FROM history") { $0.int(0) } ?? -1
        }
        XCTAssertLessThanOrEqual(rows, 32 + 32 / StoreLimits.historyTrimFraction, "trimmed every 2 entries")
        XCTAssertGreaterThanOrEqual(rows, 32)
    }
}

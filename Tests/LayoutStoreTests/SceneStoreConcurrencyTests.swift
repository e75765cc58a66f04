import XCTest
import Synchronization
@testable import LayoutStore

class SceneStoreConcurrencyTests: SceneStorageTestCase {
    func testConcurrentWritersAllLand() throws {
        let threads = 6
        let perThread = 25
        let store = self.store!
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                do {
                    _ = try store.putScene(name: "t\(thread)-\(index)", document: [UInt8(thread), UInt8(index)], precondition: .none)
                    // Every thread also writes versions of one shared scene, and reads meanwhile.
                    _ = try store.putScene(name: "shared", document: [UInt8(thread)], precondition: .none)
                    _ = try store.listScenes(prefix: "t", limit: 10, cursor: nil)
                } catch {
                    XCTFail("\(error)")
                }
            }
        }
        for thread in 0..<threads {
            for index in 0..<perThread {
                XCTAssertEqual(try store.scene(name: "t\(thread)-\(index)")?.document, [UInt8(thread), UInt8(index)])
            }
        }
        XCTAssertEqual(try store.versions(name: "shared")?.map(\.version), Array(1...(threads * perThread)))
        if let sqlite = store as? SQLiteSceneStore { XCTAssertEqual(try sqlite.integrityCheck(), "ok") }
    }

    func testConcurrentIfMatchLetsExactlyOneWin() throws {
        let base = try store.putScene(name: "s", document: [0], precondition: .none)
        let store = self.store!
        let wins = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            if (try? store.putScene(name: "s", document: [UInt8(thread)], precondition: .ifMatch(base.etag))) != nil {
                wins.add(1, ordering: .relaxed)
            }
        }
        XCTAssertEqual(wins.load(ordering: .relaxed), 1)
        XCTAssertEqual(try store.versions(name: "s")?.count, 2)
    }

    func testRecordingFromManyThreadsKeepsRetention() throws {
        store.close()
        store = try makeStore(retention: 10)
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        let store = self.store!
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10 {
                do {
                    _ = try store.recordSolve(name: "s", version: 1, status: "ok", durationMicroseconds: 1,
                                              diagnosticCounts: [:], overrides: nil, result: [1])
                } catch {
                    XCTFail("\(error)")
                }
            }
        }
        let ids = try XCTUnwrap(store.history(name: "s", limit: 100)).map(\.id)
        XCTAssertEqual(ids.count, 10)
        XCTAssertEqual(ids, ids.sorted(by: >))
    }
}

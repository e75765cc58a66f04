import Foundation
import XCTest
import LayoutStore

/// Timings for the report, printed, never asserted. Off unless
/// LAYOUTD_STORE_MEASURE=1, so the normal suite stays fast. For real figures:
/// LAYOUTD_STORE_MEASURE=1 swift test -c release -Xswiftc -enable-testing --filter StoreMeasurementTests
final class StoreMeasurementTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["LAYOUTD_STORE_MEASURE"] == "1" else {
            throw XCTSkip("set LAYOUTD_STORE_MEASURE=1 to measure")
        }
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory?.remove()
    }

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func median(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    private func microseconds(_ value: Double) -> String {
        String(format: "%.0f µs", value * 1e6)
    }

    func testMeasureStore() throws {
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory.appending("data")))
        defer { store.close() }
        let document = [UInt8]((0..<2048).map { UInt8(ascii: "a") + UInt8($0 % 26) })

        let putCount = 2_000
        let putTime = try seconds {
            for index in 0..<putCount {
                _ = try store.putScene(name: "put-\(index)", document: document, precondition: .none)
            }
        }
        print("MEASURE put 2 KB, one thread: \(putCount) in \(String(format: "%.2f", putTime)) s = \(Int(Double(putCount) / putTime)) scenes/s")

        let threadTime = seconds {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<(putCount / 4) {
                    _ = try? store.putScene(name: "par-\(thread)-\(index)", document: document, precondition: .none)
                }
            }
        }
        print("MEASURE put 2 KB, 4 threads: \(putCount) in \(String(format: "%.2f", threadTime)) s = \(Int(Double(putCount) / threadTime)) scenes/s")

        for index in 0..<(10_000 - 2 * putCount) {
            _ = try store.putScene(name: "fill-\(index)", document: document, precondition: .none)
        }
        var first: [Double] = []
        var deep: [Double] = []
        var prefixed: [Double] = []
        let middle = try store.listScenes(prefix: nil, limit: 5_000, cursor: nil)
        let deepCursor = try XCTUnwrap(store.listScenes(prefix: nil, limit: 1, cursor: middle.nextCursor).nextCursor)
        for _ in 0..<200 {
            first.append(try seconds { _ = try store.listScenes(prefix: nil, limit: 50, cursor: nil) })
            deep.append(try seconds { _ = try store.listScenes(prefix: nil, limit: 50, cursor: deepCursor) })
            prefixed.append(try seconds { _ = try store.listScenes(prefix: "par-3-", limit: 50, cursor: nil) })
        }
        print("MEASURE listScenes limit 50 over 10,000 scenes, median: first page \(microseconds(median(first))), "
              + "page after 5,000 \(microseconds(median(deep))), prefix \(microseconds(median(prefixed)))")
        var fetch: [Double] = []
        for index in 0..<200 {
            fetch.append(try seconds { _ = try store.scene(name: "fill-\(index)") })
        }
        print("MEASURE scene(name:) 2 KB, median \(microseconds(median(fetch)))")

        let result = [UInt8]((0..<8192).map { UInt8(truncatingIfNeeded: $0) })
        var record: [Double] = []
        for index in 0..<2_000 {
            record.append(try seconds {
                _ = try store.recordSolve(
                    name: "put-\(index % 10)", version: 1, status: "ambiguous", durationMicroseconds: 120,
                    diagnosticCounts: ["ambiguous": 2, "misplaced": 1], overrides: nil, result: result)
            })
        }
        print("MEASURE recordSolve 8 KB result, 2 counts, median \(microseconds(median(record))) (first 1000: \(microseconds(median(Array(record.prefix(1000)))))), retention active after 1000/scene")
        var history: [Double] = []
        for _ in 0..<200 {
            history.append(try seconds { _ = try store.history(name: "put-0", limit: 50) })
        }
        print("MEASURE history limit 50, median \(microseconds(median(history)))")
    }
}

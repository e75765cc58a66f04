import Foundation
import XCTest
import LayoutStore

/// The store's part of one stored-scene solve (latest version, history queue,
/// the writer's commit), in a loop to count with `perf stat -e instructions:u`
/// or callgrind: run once with LAYOUTD_STORE_PATH_ITERATIONS=0 and once with
/// N, and divide the difference by N. LAYOUTD_STORE_PATH_BATCH entries are
/// queued per commit (1: one connection; 16: a full worker pool). Off unless
/// LAYOUTD_STORE_PATH_ITERATIONS is set. LAYOUTD_STORE_PATH_BY_NAME=1 records
/// by name and version (the scene looked up again) instead of by the
/// `LatestVersion` just read.
final class StoredSolvePathMeasurementTests: XCTestCase {
    func testMeasureStoredSolvePath() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let iterations = environment["LAYOUTD_STORE_PATH_ITERATIONS"].flatMap(Int.init) else {
            throw XCTSkip("set LAYOUTD_STORE_PATH_ITERATIONS to measure")
        }
        let byName = environment["LAYOUTD_STORE_PATH_BY_NAME"] == "1"
        let batch = max(1, environment["LAYOUTD_STORE_PATH_BATCH"].flatMap(Int.init) ?? 1)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory.appending("data")))
        defer { store.close() }
        _ = try store.putScene(name: "bench", document: Array(repeating: UInt8(ascii: "a"), count: 1_000),
                               precondition: .none)
        // About the size of conflict-label-width's JSON result.
        let result = [UInt8]((0..<2_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations {
            let latest = try XCTUnwrap(try store.latestVersion(name: "bench"))
            let counts = ["conflict": 1, "unsatisfied": 1]
            if byName {
                _ = try store.recordSolve(
                    name: "bench", version: latest.version, status: "conflicting", durationMicroseconds: 120,
                    diagnosticCounts: counts, overrides: nil, result: result)
            } else {
                _ = try store.recordSolve(
                    of: latest, name: "bench", status: "conflicting", durationMicroseconds: 120,
                    diagnosticCounts: counts, overrides: nil, result: result)
            }
            if (index + 1) % batch == 0 { try store.flushHistory() }
        }
        try store.flushHistory()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
        print("MEASURE stored solve path, batch \(batch): \(iterations) in \(Int(elapsed)) µs")
    }
}

import Foundation
import TestSupport
import XCTest
import LayoutStore

/// SIGTERM ends the daemon within its grace period even while a worker is
/// solving a scene that would take minutes: the work still running after
/// the grace period is cancelled through its budget, and the store is
/// closed consistent.
final class ShutdownTests: XCTestCase {
    func testSigtermWithABusyWorkerExitsWithinTheGracePeriod() throws {
        let dir = NSTemporaryDirectory() + "layoutd-shutdown-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try DaemonProcess(dataDirectory: dir, extra: [
            "--grace", "2", "--workers", "1", "--solve-deadline", "600",
            "--max-solve-work", String(1 << 50), "--max-solve-terms", String(1 << 40),
        ])
        let client = daemon.client
        XCTAssertEqual(try client.request("PUT", "/v1/scenes/kept", json: #"{"views": [{"id": "root"}]}"#).status, 201)
        // Tens of seconds of solving without a budget, on the only worker:
        // a stored scene's solve, which /metrics shows running.
        XCTAssertEqual(try client.request("PUT", "/v1/scenes/busy", json: SolveBudgetRoutesTests.allPairs(60)).status, 201)
        let answered = expectation(description: "the busy request ends")
        let port = daemon.port
        Thread.detachNewThread {
            _ = try? TestHTTPClient(port: port).request("POST", "/v1/scenes/busy/solve", body: [])
            answered.fulfill()
        }
        XCTAssertTrue(waitUntil(timeout: 20) {
            (try? client.request("GET", "/metrics").text.contains("layoutd_solve_workers_busy 1")) ?? false
        }, "the solve started")
        let clock = ContinuousClock()
        let started = clock.now
        XCTAssertEqual(daemon.terminate(), 0)
        // Without the cancellation the worker held the exit for minutes.
        XCTAssertLessThan(clock.now - started, .seconds(12))
        wait(for: [answered], timeout: 10)
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: dir + "/"))
        defer { store.close() }
        XCTAssertEqual(try store.integrityCheck(), "ok")
        XCTAssertNotNil(try store.latestVersion(name: "kept"))
    }
}

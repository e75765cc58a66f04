import Foundation
import XCTest
@testable import LayoutService
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Writes and stored-scene solves do not wait behind a flood of slow
/// anonymous solves (large bodies, solved on `ServiceContext.costlyPool`).
final class LaneRoutesTests: XCTestCase {
    /// A scene that takes about a second to solve in a debug build.
    static let slowScene = MemorySettlesTests.rowScene(views: 300) { _ in ">= 1" }

    /// Sends `count` slow solves on connections that do not read; closing
    /// them drops what is still queued.
    private func flood(_ d: RunningDaemon, count: Int) -> [Int32] {
        let body = Array(Self.slowScene.utf8)
        let head = "POST /v1/solve HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        let request = Array(head.utf8) + body
        return (0..<count).compactMap { _ in
            guard let fd = d.client.connectedSocket() else { return nil }
            var sent = 0
            while sent < request.count {
                let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { break }
                sent += n
            }
            return fd
        }
    }

    private func waitForQueue(_ d: RunningDaemon, atLeast depth: Int) {
        waitUntil(timeout: 10) { d.daemon.context.costlyPool.queueDepth >= depth }
    }

    func testPutAndStoredSolveDuringASlowSolveFlood() throws {
        let d = try RunningDaemon { $0.workers = 1; $0.solveDeadlineSeconds = 60 }
        let c = d.client
        XCTAssertEqual(try c.request("PUT", "/v1/scenes/quick", json: SceneRoutesTests.scene).status, 201)
        let sockets = flood(d, count: 8)
        defer { sockets.forEach { close($0) } }
        waitForQueue(d, atLeast: 6)
        XCTAssertGreaterThanOrEqual(d.daemon.context.costlyPool.queueDepth, 6)

        var putSeconds: [Double] = []
        for _ in 0..<5 {
            let started = Date()
            XCTAssertEqual(try c.request("PUT", "/v1/scenes/quick", json: SceneRoutesTests.scene).status, 200)
            putSeconds.append(Date().timeIntervalSince(started))
        }
        let stored = try c.request("POST", "/v1/scenes/quick/solve", json: "")
        XCTAssertEqual(stored.status, 200, stored.text)
        // It went ahead of the anonymous queue instead of waiting for all of it
        // (slow scenes, being large, queue on the costly pool's threads).
        XCTAssertGreaterThanOrEqual(d.daemon.context.costlyPool.queueDepth, 3)
        XCTAssertLessThan(putSeconds.max()!, 2, "PUTs answer while the solver is busy")
        print("PUT during a flood of 8 slow solves on 1 worker: \(putSeconds.map { String(format: "%.4f", $0) }) s")
    }
}

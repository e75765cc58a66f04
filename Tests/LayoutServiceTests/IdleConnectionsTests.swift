import Foundation
import XCTest
@testable import LayoutService
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// The I/O model holds a thousand idle connections and still answers others quickly.
final class IdleConnectionsTests: XCTestCase {
    func testThousandIdleConnectionsDoNotSlowOthers() throws {
        // This process holds the client ends, so it needs the descriptors too.
        try XCTSkipIf(FileDescriptorLimit.raise() < 1200, "fewer than 1,200 file descriptors allowed")
        // Held silent on purpose: neither the head timeout nor the request
        // timeout (it counts from accept too) may close them meanwhile.
        let d = try RunningDaemon { $0.headerTimeoutSeconds = 60; $0.requestTimeoutSeconds = 60 }
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<1000 {
            guard let fd = d.client.connectedSocket() else { return XCTFail("connect") }
            sockets.append(fd)
        }
        // Let the server accept them all.
        waitUntil(timeout: 10) { d.daemon.server.openConnections >= 1000 }
        XCTAssertGreaterThanOrEqual(d.daemon.server.openConnections, 1000)
        var worst = 0.0
        for _ in 0..<20 {
            let started = Date()
            XCTAssertEqual(try d.client.request("GET", "/healthz").status, 200)
            worst = max(worst, Date().timeIntervalSince(started))
        }
        XCTAssertLessThan(worst, 2.0, "a request among 1,000 idle connections")
    }
}

import Foundation
import XCTest
@testable import LayoutService
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Connections that connect and send nothing neither keep others out for
/// long nor keep the probes from answering.
final class SilentConnectionsTests: XCTestCase {
    /// Whether the server has closed `fd` (EOF) within `seconds`.
    private func closedByServer(_ fd: Int32, within seconds: Double) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, Int32(seconds * 1000)) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    func testTwoThousandSilentConnectionsAreClosedAndProbesAnswer() throws {
        // This process holds both ends of every connection.
        try XCTSkipIf(FileDescriptorLimit.raise() < 4400, "fewer than 4,400 file descriptors allowed")
        let d = try RunningDaemon { $0.headerTimeoutSeconds = 1 }
        let started = Date()
        let sockets = (0..<2048).compactMap { _ in d.client.connectedSocket() }
        defer { sockets.forEach { close($0) } }
        let connected = Date().timeIntervalSince(started)
        XCTAssertEqual(sockets.count, 2048)

        let probeStarted = Date()
        XCTAssertEqual(try d.client.request("GET", "/healthz").status, 200)
        XCTAssertEqual(try d.client.request("GET", "/readyz").status, 200)
        let probeSeconds = Date().timeIntervalSince(probeStarted)
        XCTAssertLessThan(probeSeconds, 2, "the probes answer at once, whatever the slots")

        // Every silent connection is closed by the server within the head
        // timeout plus a margin for a loaded machine (before the request timeout of 10 s).
        var stillOpen = 0
        for fd in sockets where !closedByServer(fd, within: max(0, 6 - Date().timeIntervalSince(started))) {
            stillOpen += 1
        }
        let allClosed = Date().timeIntervalSince(started)
        XCTAssertEqual(stillOpen, 0)
        XCTAssertEqual(try d.client.request("GET", "/v1/scenes").status, 200, "slots are free again")
        print("2,048 silent connections: connected in \(connected) s, probes \(probeSeconds) s, all closed after \(allClosed) s")
    }

    func testReservedConnectionsAnswerOnlyProbesWhenSlotsAreFull() throws {
        // The silent holders outlive both timeouts that close them (the
        // request timeout counts from accept too).
        let d = try RunningDaemon { $0.maxConnections = 32; $0.headerTimeoutSeconds = 30; $0.requestTimeoutSeconds = 30 }
        let sockets = (0..<32).compactMap { _ in d.client.connectedSocket() }
        defer { sockets.forEach { close($0) } }
        waitUntil { d.daemon.server.openConnections >= 32 }
        XCTAssertEqual(d.daemon.server.openConnections, 32)
        XCTAssertEqual(try d.client.request("GET", "/healthz").status, 200)
        XCTAssertEqual(try d.client.request("GET", "/readyz").status, 200)
        XCTAssertEqual(try d.client.request("GET", "/v1/scenes").status, 503)
    }
}

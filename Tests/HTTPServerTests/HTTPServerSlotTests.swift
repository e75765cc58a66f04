import Foundation
import XCTest
import TestSupport
@testable import HTTPServer

/// Connection slots under silent clients: the header timeout frees them, and
/// a small reserve answers health probes while they are all taken.
final class HTTPServerSlotTests: XCTestCase {
    func testSilentConnectionIsClosedAfterTheHeaderTimeout() throws {
        let server = try TestServer(clock: ManualClock()) { $0.headerTimeout = 3; $0.requestTimeout = 30 }
        defer { server.stop() }
        let silent = try server.client(timeout: 5)
        let halfHead = try server.client(timeout: 5)
        halfHead.send("GET /slow HTTP/1.1\r\nHo")
        try server.advance(by: 2.5)
        XCTAssertFalse(silent.isClosedNow())
        XCTAssertFalse(halfHead.isClosedNow())
        try server.advance(by: 1)
        XCTAssertTrue(silent.isClosedNow(), "long before the request timeout")
        XCTAssertEqual(try halfHead.readResponse().status, 408)
        XCTAssertTrue(halfHead.closedByServer())
    }

    func testHeaderTimeoutDoesNotCutABodyShort() throws {
        let server = try TestServer(clock: ManualClock()) {
            $0.headerTimeout = 3; $0.requestTimeout = 30; $0.idleTimeout = 60
        }
        defer { server.stop() }
        let client = try server.client(timeout: 5)
        client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nab")
        try server.advance(by: 10)
        client.send("cd")
        XCTAssertEqual(try client.readResponse().text, "POST /upload abcd")
        // Once answered, the next request's head gets its own time from its first byte.
        try server.advance(by: 10)
        client.send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "GET /again ")
    }

    func testReserveAnswersProbesWhenSlotsAreFull() throws {
        // On a clock that stands still: on a real one, TestServer's 2 s
        // request timeout closed the silent holders of a slow run, and the
        // last request found a free slot.
        let server = try TestServer(clock: ManualClock()) {
            $0.maxConnections = 4
            $0.reservedConnections = 2
            $0.reservedPaths = ["/healthz"]
        }
        defer { server.stop() }
        let holders = try (0..<4).map { _ in try server.client() }
        waitUntil { server.server.openConnections >= 4 }
        XCTAssertEqual(server.server.openConnections, 4)

        for _ in 0..<3 {
            let probe = try server.client()
            probe.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            let answer = try probe.readResponse()
            XCTAssertEqual(answer.status, 200)
            XCTAssertEqual(answer.headers["Connection"], "close", "a reserved slot serves one request")
            XCTAssertTrue(probe.closedByServer())
        }
        let other = try server.client()
        other.send("GET /work HTTP/1.1\r\nHost: x\r\n\r\n")
        let refused = try other.readResponse()
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(refused.headers["Retry-After"], "1")
        XCTAssertTrue(other.closedByServer())
        XCTAssertEqual(server.handler.handled.load(ordering: .relaxed), 3, "only the probes reached the handler")
        _ = holders
    }
}

import Foundation
import TestSupport
import XCTest
@testable import HTTPServer

final class HTTPServerTimeoutTests: XCTestCase {
    /// Seconds one keep-alive request takes on `client`.
    private func timeRequest(_ client: TestClient) throws -> Double {
        let start = Date()
        client.send("GET /quick HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 200)
        return Date().timeIntervalSince(start)
    }

    func testSlowRequestGets408AndTheOthersDoNotNotice() throws {
        let server = try TestServer { $0.requestTimeout = 0.4 }
        defer { server.stop() }
        let slow = try (0..<5).map { _ in try server.client() }
        for client in slow {
            client.send("GET /slow HTTP/1.1\r\nHo")
        }
        let other = try server.client()
        let started = Date()
        var worst = 0.0
        // Keep serving a normal client, drip-feeding the slow ones, past their timeout.
        while Date().timeIntervalSince(started) < 0.6 {
            worst = max(worst, try timeRequest(other))
            for client in slow { client.send("s") }
            usleep(20_000)
        }
        XCTAssertLessThan(worst, 0.1, "the slow clients held up a normal one")
        for client in slow {
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 408)
            XCTAssertEqual(response.headers["Connection"], "close")
            XCTAssertTrue(client.closedByServer())
        }
        XCTAssertEqual(try timeRequest(other), 0, accuracy: 0.1)
    }

    func testConnectionThatSendsNothingIsClosedAfterTheRequestTimeout() throws {
        let server = try TestServer { $0.requestTimeout = 0.2 }
        defer { server.stop() }
        let client = try server.client(timeout: 2)
        let start = Date()
        XCTAssertTrue(client.closedByServer())
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testIdleKeepAliveConnectionIsClosed() throws {
        let server = try TestServer { $0.idleTimeout = 0.3 }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        _ = try timeRequest(client)
        let start = Date()
        XCTAssertTrue(client.closedByServer())
        let waited = Date().timeIntervalSince(start)
        XCTAssertGreaterThan(waited, 0.25)
        XCTAssertLessThan(waited, 1.5)
    }

    func testSlowHandlerIsNotCutOffByTheRequestTimeout() throws {
        let server = try TestServer { $0.requestTimeout = 0.2; $0.idleTimeout = 0.2 }
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /late?delay=500 HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "GET /late ")
    }

    func testManyIdleConnectionsWhileAnotherClientIsServed() throws {
        // Silent connections are what this holds, so the head timeout is long.
        let server = try TestServer { $0.headerTimeout = 60 }
        defer { server.stop() }
        let idle = try (0..<300).map { _ in try server.client() }
        // Half of them have spoken once and now sit in keep-alive.
        for client in idle.prefix(150) {
            client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        }
        for client in idle.prefix(150) {
            XCTAssertEqual(try client.readResponse().status, 200)
        }
        let active = try server.client()
        var times: [Double] = []
        for _ in 0..<200 {
            times.append(try timeRequest(active))
        }
        // Served beside them, not behind them: blocked by the idle ones it
        // would wait for a timeout (a minute here). Latency figures belong to
        // the benchmarks, not to a test on a shared machine.
        times.sort()
        XCTAssertLessThan(times[times.count * 99 / 100], 1, "p99 latency")
        XCTAssertEqual(server.server.openConnections, 301)
    }
}

import Foundation
import Glibc
import TestSupport
import XCTest
@testable import HTTPServer

final class HTTPServerShutdownTests: XCTestCase {
    func testShutdownLetsInFlightRequestsFinish() throws {
        let server = try TestServer()
        var busy: TestClient! = try server.client()
        let idle = try server.client()
        idle.send("GET /once HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try idle.readResponse().status, 200)
        busy.send("GET /work?hold=1 HTTP/1.1\r\nHost: x\r\n\r\n")
        let sinks = server.handler.waitForHeld(1)
        XCTAssertEqual(sinks.count, 1)
        let port = server.port
        server.server.shutdown(grace: 30)
        XCTAssertTrue(idle.closedByServer(), "idle connections close at once")
        sinks.first?.send(HTTPResponse(status: 200, body: Array("GET /work ".utf8)))
        let response = try busy.readResponse()
        XCTAssertEqual(response.text, "GET /work ")
        XCTAssertEqual(response.headers["Connection"], "close")
        XCTAssertTrue(busy.closedByServer())
        busy = nil
        // Long before the grace period: the last connection closed.
        server.server.waitUntilStopped()
        XCTAssertThrowsError(try TestClient(port: port), "no longer accepting")
        XCTAssertEqual(server.server.openConnections, 0)
    }

    func testGraceRunsOutAndWorkIsCancelled() throws {
        let clock = ManualClock()
        let server = try TestServer(clock: clock)
        let client = try server.client()
        client.send("GET /forever?hold=1 HTTP/1.1\r\nHost: x\r\n\r\n")
        let sinks = server.handler.waitForHeld(1)
        XCTAssertEqual(sinks.count, 1)
        XCTAssertFalse(sinks[0].isCancelled)
        server.server.shutdown(grace: 20)
        clock.advance(by: 19.9)
        XCTAssertFalse(sinks[0].isCancelled, "the grace period is not over")
        clock.advance(by: 0.2)
        server.server.waitUntilStopped()
        XCTAssertTrue(sinks[0].isCancelled)
        XCTAssertTrue(client.closedByServer())
        sinks[0].send(HTTPResponse(status: 200))  // late answers are dropped harmlessly
    }

    func testClientThatLeavesHasItsWorkCancelled() throws {
        let server = try TestServer()
        defer { server.stop() }
        var client: TestClient? = try server.client()
        client?.send("GET /forever?hold=1 HTTP/1.1\r\nHost: x\r\n\r\n")
        let sinks = server.handler.waitForHeld(1)
        XCTAssertFalse(sinks[0].isCancelled)
        client = nil
        // The loop cancels the work, then closes and counts the connection
        // down: both are waited for, the count can lag the flag.
        waitUntil { sinks[0].isCancelled && server.server.openConnections == 0 }
        XCTAssertTrue(sinks[0].isCancelled)
        XCTAssertEqual(server.server.openConnections, 0)
    }

    func testShutdownBeforeStartAndTwice() throws {
        let unstarted = HTTPServer(configuration: .init(), handler: EchoHandler())
        unstarted.shutdown(grace: 1)
        unstarted.waitUntilStopped()
        XCTAssertThrowsError(try unstarted.start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .alreadyStarted)
        }
        let server = try TestServer()
        server.server.shutdown(grace: 0)
        server.server.shutdown(grace: 0)
        server.server.waitUntilStopped()
        server.server.waitUntilStopped()
    }

    func testBindFailureIsReported() throws {
        let first = try TestServer()
        defer { first.stop() }
        var configuration = HTTPServerConfiguration()
        configuration.port = first.port
        let second = HTTPServer(configuration: configuration, handler: EchoHandler())
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .bindFailed(host: "127.0.0.1", port: first.port, errno: EADDRINUSE))
        }
        configuration.host = "not an address"
        XCTAssertThrowsError(try HTTPServer(configuration: configuration, handler: EchoHandler()).start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .invalidAddress(host: "not an address"))
        }
    }
}

import Foundation
import XCTest
import TestSupport
@testable import HTTPServer

final class HTTPServerRejectionTests: XCTestCase {
    /// Sends `request` on a fresh connection and checks the server's own problem answer,
    /// that it closes, and that a neighbour is served normally afterwards.
    private func assertRejected(
        _ request: String, status: Int, on server: TestServer, line: UInt = #line
    ) throws {
        let client = try server.client()
        client.send(request)
        let response = try client.readResponse()
        XCTAssertEqual(response.status, status, request.prefix(60).debugDescription, line: line)
        XCTAssertEqual(response.headers["Content-Type"], "application/problem+json", line: line)
        XCTAssertEqual(response.headers["Connection"], "close", line: line)
        XCTAssertNotNil(response.headers["Date"], line: line)
        XCTAssertTrue(response.text.contains("\"status\":\(status)"), response.text, line: line)
        XCTAssertTrue(client.closedByServer(), "closed after \(status)", line: line)

        let neighbour = try server.client()
        neighbour.send("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try neighbour.readResponse().status, 200, line: line)
    }

    func testEveryRejection() throws {
        let server = try TestServer { $0.maxBodyBytes = 1000 }
        defer { server.stop() }
        let cases: [(String, Int)] = [
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 5\r\n\r\nabc", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcd\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nBad Name: x\r\nHost: x\r\n\r\n", 400),
            ("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n", 400),
            ("\u{16}\u{03}\u{01}\u{02}\u{00}", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "v", count: 17 << 10))\r\n\r\n", 431),
            ("GET /\(String(repeating: "t", count: 9 << 10)) HTTP/1.1\r\nHost: x\r\n\r\n", 414),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\n", 413),
            ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3e9\r\n", 413),
            ("CONNECT x:443 HTTP/1.1\r\nHost: x\r\n\r\n", 501),
            ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
            ("GET / HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
            ("PUT / HTTP/1.1\r\nHost: x\r\n\r\n", 411),
            ("GET / HTTP/1.1\r\nHost: x\r\nExpect: tea\r\n\r\n", 417),
        ]
        for (request, status) in cases {
            try assertRejected(request, status: status, on: server)
        }
        XCTAssertEqual(server.handler.handled.load(ordering: .relaxed), cases.count, "only the neighbours were handled")
    }

    /// A method the server does not implement is read whole (its framing is
    /// the usual one) and answered 501 without reaching the handler; the
    /// connection stays usable.
    func testUnimplementedMethodIsAnswered501AndTheConnectionGoesOn() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("BREW /pot HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGET /after HTTP/1.1\r\nHost: x\r\n\r\n")
        let refused = try client.readResponse()
        XCTAssertEqual(refused.status, 501)
        XCTAssertEqual(try client.readResponse().text, "GET /after ")
        XCTAssertEqual(server.handler.handled.load(ordering: .relaxed), 1, "BREW never reached the handler")
    }

    func testAnswersBeforeARefusalStillArriveInOrder() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /first?delay=50 HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost : x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "GET /first ")
        XCTAssertEqual(try client.readResponse().status, 400)
        XCTAssertTrue(client.closedByServer())
    }

    func testBodyOfARefusedRequestIsNotReadAsARequest() throws {
        let server = try TestServer { $0.maxBodyBytes = 100 }
        defer { server.stop() }
        let client = try server.client()
        let hidden = "GET /hidden HTTP/1.1\r\nHost: x\r\n\r\n"
        client.send("POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n\(hidden)")
        XCTAssertEqual(try client.readResponse().status, 413)
        XCTAssertTrue(client.closedByServer())
        XCTAssertEqual(server.handler.handled.load(ordering: .relaxed), 0)
    }

    func testLargeUnreadBodyStillLetsTheClientReadTheRefusal() throws {
        let server = try TestServer { $0.maxBodyBytes = 1000 }
        defer { server.stop() }
        let client = try server.client()
        // The client keeps sending a body the server refused; lingering keeps the
        // 413 from being lost to a reset.
        let body = String(repeating: "z", count: 200_000)
        client.send("POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        client.send(body)
        XCTAssertEqual(try client.readResponse().status, 413)
    }

    func testTooManyConnectionsGet503() throws {
        let server = try TestServer { $0.maxConnections = 3 }
        defer { server.stop() }
        var held = try (0..<3).map { _ in try server.client() }
        for client in held {
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            XCTAssertEqual(try client.readResponse().status, 200)
        }
        let extra = try server.client()
        let refusal = try extra.readResponse()
        XCTAssertEqual(refusal.status, 503)
        XCTAssertEqual(refusal.headers["Connection"], "close")
        XCTAssertEqual(refusal.headers["Content-Type"], "application/problem+json")
        XCTAssertTrue(extra.closedByServer())
        XCTAssertEqual(server.server.openConnections, 3)

        // A slot that frees up is usable again.
        held[0].send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        _ = try held[0].readResponse()
        XCTAssertTrue(held[0].closedByServer())
        held.removeFirst()
        waitUntil { server.server.openConnections <= 2 }
        let next = try server.client()
        next.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try next.readResponse().status, 200)
    }
}

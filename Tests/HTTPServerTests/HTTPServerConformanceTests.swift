import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import HTTPServer

final class HTTPServerConformanceTests: XCTestCase {
    func testKeepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        for index in 0..<3 {
            client.send("GET /n/\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.text, "GET /n/\(index) ")
            XCTAssertEqual(response.headers["Content-Length"], "\(response.body.count)")
            XCTAssertNotNil(response.headers["Date"])
            XCTAssertNil(response.headers["Connection"])
        }
        XCTAssertEqual(server.server.openConnections, 1)
    }

    func testDateHeaderIsIMFFixdate() throws {
        XCTAssertEqual(String(decoding: HTTPDate.format(784_111_777), as: UTF8.self), "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    func testPipelinedAnswersKeepRequestOrder() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        // Later requests finish first; answers must still come in request order.
        let delays = [120, 80, 40, 0, 60]
        var batch = ""
        for (index, delay) in delays.enumerated() {
            batch += "GET /p/\(index)?delay=\(delay) HTTP/1.1\r\nHost: x\r\n\r\n"
        }
        client.send(batch)
        for index in delays.indices {
            XCTAssertEqual(try client.readResponse().text, "GET /p/\(index) ")
        }
    }

    func testDeepPipelineBeyondTheInFlightLimit() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        let count = HTTPLimits.maxPipelinedRequests * 3 + 1
        client.send((0..<count).map { "GET /d/\($0)\($0 % 5 == 0 ? "?delay=5" : "") HTTP/1.1\r\nHost: x\r\n\r\n" }.joined())
        for index in 0..<count {
            XCTAssertEqual(try client.readResponse().text, "GET /d/\(index) ")
        }
    }

    func testClientThatDoesNotReadIsHeldBackThenServed() throws {
        var router = Router()
        let big = [UInt8](repeating: UInt8(ascii: "b"), count: 300_000)
        let answered = Atomic<Int>(0)
        router.add("GET", "/big") { _, _, sink in
            answered.add(1, ordering: .relaxed)
            sink.send(HTTPResponse(status: 200, body: big))
        }
        // On a clock that stands still: reading 6 MB on a loaded machine once
        // took past the 2 s request timeout (a CI dry run's 408); timeouts
        // are HTTPServerTimeoutTests' business, this test is the wire's.
        let server = try TestServer(clock: ManualClock(), handler: router)
        defer { server.stop() }
        let client = try server.client()
        let count = 20
        client.send(String(repeating: "GET /big HTTP/1.1\r\nHost: x\r\n\r\n", count: count))
        // Answers pile up unread before the client starts reading.
        XCTAssertTrue(waitUntil { answered.load(ordering: .relaxed) >= 2 })
        for _ in 0..<count {
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.body.count, big.count)
        }
    }

    /// Over the wire, in three writes; every split of such a body is
    /// `RequestParserTests.testByteAtATimeGivesTheSameRequests`'s business.
    func testChunkedBodyArrivingInPieces() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nab")
        client.send("cd\r\n3;note=yes\r\nefg\r\n0\r\n")
        client.send("Trailer-Field: 1\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "POST /c abcdefg")
    }

    func testExpectContinue() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("PUT /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let interim = try client.readResponse()
        XCTAssertEqual(interim.status, 100)
        client.send("data")
        XCTAssertEqual(try client.readResponse().text, "PUT /e data")
    }

    func testExpectContinueWithTooLargeBodyGets413Instead() throws {
        let server = try TestServer { $0.maxBodyBytes = 10 }
        defer { server.stop() }
        let client = try server.client()
        client.send("PUT /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 11\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 413)
        XCTAssertEqual(response.headers["Connection"], "close")
        XCTAssertTrue(client.closedByServer())
    }

    func testHeadAnswersWithoutBody() throws {
        var router = Router()
        router.add("GET", "/thing") { _, _, sink in
            sink.send(HTTPResponse(status: 200, body: Array("hello".utf8)))
        }
        let server = try TestServer(handler: router)
        defer { server.stop() }
        let client = try server.client()
        client.send("HEAD /thing HTTP/1.1\r\nHost: x\r\n\r\n")
        let head = try client.readResponse(bodyless: true)
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.headers["Content-Length"], "5")
        // Had a body been sent, it would be read as the next response's start.
        client.send("GET /thing HTTP/1.1\r\nHost: x\r\n\r\n")
        let get = try client.readResponse()
        XCTAssertEqual(get.status, 200)
        XCTAssertEqual(get.text, "hello")
    }

    func testConnectionCloseIsHonoured() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.text, "GET /a ")
        XCTAssertEqual(response.headers["Connection"], "close")
        XCTAssertTrue(client.closedByServer(), "the request after close is not answered")
    }

    func testHTTP10ClosesAfterAnswer() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /old HTTP/1.0\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["Connection"], "close")
        XCTAssertTrue(client.closedByServer())
    }

    func testSinkDroppedWithoutAnswerGives500() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /x?drop=1 HTTP/1.1\r\nHost: x\r\n\r\nGET /y HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 500)
        XCTAssertEqual(try client.readResponse().text, "GET /y ")
    }

    func testAccessLogHasOneEntryPerResponse() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        client.send("POST /log HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc")
        _ = try client.readResponse()
        client.send("GET /bad HTTP/1.1\r\nHost : x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 400)
        let entries = server.logs.entries.withLock { $0 }
        XCTAssertEqual(entries.map(\.status), [200, 400])
        XCTAssertEqual(entries.first?.method, "POST")
        XCTAssertEqual(entries.first?.path, "/log")
        XCTAssertEqual(entries.first?.bytes, "POST /log abc".utf8.count)
        XCTAssertEqual(entries.last?.method, "GET")
    }

    func testManyClientsAtOnceGetTheirOwnAnswers() throws {
        let server = try TestServer { $0.ioThreads = 2 }
        defer { server.stop() }
        let port = server.port
        let failures = LogCollector()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            do {
                let client = try TestClient(port: port)
                for index in 0..<40 {
                    let body = "w\(worker)-\(index)"
                    client.send("POST /m/\(worker) HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
                    let response = try client.readResponse()
                    if response.text != "POST /m/\(worker) \(body)" {
                        failures.log(AccessLogEntry(method: response.text, path: body, status: 0, bytes: 0, durationMicroseconds: 0))
                    }
                }
            } catch {
                failures.log(AccessLogEntry(method: "\(error)", path: "", status: -1, bytes: 0, durationMicroseconds: 0))
            }
        }
        XCTAssertEqual(failures.entries.withLock { $0.count }, 0)
    }
}

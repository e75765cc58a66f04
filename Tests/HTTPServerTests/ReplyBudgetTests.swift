import Foundation
import Synchronization
import XCTest
import TestSupport
@testable import HTTPServer

/// Reserved answer bytes are bounded per connection and in all, and given
/// back once written out or dropped with the connection.
final class ReplyBudgetTests: XCTestCase {
    /// `/big?bytes=N` answers N bytes if it can reserve them, else 503.
    private final class BigHandler: HTTPHandler {
        func handle(_ request: HTTPRequest, _ sink: ResponseSink) {
            let bytes = Int(request.queryValue("bytes") ?? "0") ?? 0
            guard sink.reserve(bytes: bytes) else {
                sink.send(.problem(status: 503, detail: "over the reply budget"))
                return
            }
            sink.send(HTTPResponse(status: 200, body: [UInt8](repeating: 66, count: bytes)))
        }
    }

    /// `/late` answers, then reserves `bytes` for an answer it will not
    /// send (a worker that lost the race to the deadline's 503), and keeps
    /// its sink; `/next` answers at once.
    private final class LateReservingHandler: HTTPHandler {
        let kept = Mutex<[ResponseSink]>([])
        let reserved = Mutex<[Bool]>([])

        func handle(_ request: HTTPRequest, _ sink: ResponseSink) {
            sink.send(HTTPResponse(status: 200, body: Array(request.path.utf8)))
            guard let bytes = request.queryValue("bytes").flatMap(Int.init) else { return }
            let granted = sink.reserve(bytes: bytes)
            reserved.withLock { $0.append(granted) }
            kept.withLock { $0.append(sink) }
        }
    }

    func testBudgetsBoundUnreadAnswersAndAreGivenBack() throws {
        // Answers larger than the socket buffers, so unread ones stay held.
        let server = try TestServer({ $0.maxReplyBytesPerConnection = 10_000_000; $0.maxReplyBytes = 24_000_000 },
                                    handler: BigHandler())
        defer { server.stop() }
        let request = "GET /big?bytes=8000000 HTTP/1.1\r\nHost: x\r\n\r\n"
        let first = try server.client()
        first.send(String(repeating: request, count: 3))
        waitUntil { server.server.heldReplyBytes > 0 }
        // The first answer always fits; the next two pass the connection's 10 MB.
        XCTAssertEqual(try first.readResponse().status, 200)
        XCTAssertEqual(try first.readResponse().status, 503)
        XCTAssertEqual(try first.readResponse().status, 503)
        waitUntil { server.server.heldReplyBytes == 0 }
        XCTAssertEqual(server.server.heldReplyBytes, 0, "given back once written out")

        // Three connections that do not read hold 8 MB each: a fourth passes the 24 MB in all.
        var silent = try (0..<3).map { _ in try server.client() }
        for (index, client) in silent.enumerated() {
            client.send(request)
            waitUntil { server.server.heldReplyBytes >= 8_000_000 * (index + 1) }
        }
        XCTAssertEqual(server.server.heldReplyBytes, 24_000_000)
        let fourth = try server.client()
        fourth.send(request)
        XCTAssertEqual(try fourth.readResponse().status, 503)
        silent.removeAll()
        waitUntil { server.server.heldReplyBytes == 0 }
        XCTAssertEqual(server.server.heldReplyBytes, 0, "given back when the connections go")
    }

    /// A connection whose budget is full waits; the requests it already sent
    /// sit in the parser, and no later read will come for them. Once the
    /// answer is written out and its bytes given back, they go on at once.
    func testRequestsHeldBackByAFullBudgetGoOnOnceItIsGivenBack() throws {
        let server = try TestServer({ $0.maxReplyBytesPerConnection = 1_000 }, handler: BigHandler())
        defer { server.stop() }
        let client = try server.client()
        // Each answer fills the budget alone: the next request waits for it.
        client.send(String(repeating: "GET /big?bytes=1000 HTTP/1.1\r\nHost: x\r\n\r\n", count: 3))
        for _ in 0..<3 {
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.body.count, 1_000)
        }
    }

    /// Reservations are given back as answers are written, which is also
    /// when held-back requests go on. One asked for after the answer went
    /// rides on nothing: counted, it held the connection's next request
    /// back for good (a 408 at the request timeout), and the budget in all
    /// until the sink went.
    func testAReservationAfterTheAnswerWentHoldsNothing() throws {
        let handler = LateReservingHandler()
        let server = try TestServer(clock: ManualClock(), { $0.maxReplyBytesPerConnection = 1_000 }, handler: handler)
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /late?bytes=5000 HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "/late")
        XCTAssertEqual(try client.readResponse().text, "/next")
        XCTAssertEqual(handler.reserved.withLock { $0 }, [false], "refused: the answer had gone")
        XCTAssertEqual(server.server.heldReplyBytes, 0)
    }
}

import Synchronization
import XCTest
@testable import HTTPServer

final class RouterTests: XCTestCase {
    /// Runs `target` through `router` and returns the answer (handlers here answer at once).
    private func route(_ router: Router, _ method: String, _ target: String) throws -> HTTPResponse {
        let answer = Mutex<HTTPResponse?>(nil)
        let request = try HTTPRequest(method: method, target: target)
        router.handle(request, ResponseSink { response in answer.withLock { $0 = response } })
        return try XCTUnwrap(answer.withLock { $0 })
    }

    private func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    private var router: Router {
        var router = Router()
        router.add("GET", "/v1/scenes") { _, _, sink in sink.send(HTTPResponse(status: 200, body: Array("list".utf8))) }
        router.add("GET", "/v1/scenes/:name") { _, params, sink in
            sink.send(HTTPResponse(status: 200, body: Array("get \(params["name"]!)".utf8)))
        }
        router.add("PUT", "/v1/scenes/:name") { _, params, sink in
            sink.send(HTTPResponse(status: 201, body: Array("put \(params["name"]!)".utf8)))
        }
        router.add("GET", "/v1/scenes/:name/history/:id") { _, params, sink in
            sink.send(HTTPResponse(status: 200, body: Array("history \(params["name"]!) \(params["id"]!)".utf8)))
        }
        router.add("GET", "/v1/scenes/special") { _, _, sink in sink.send(HTTPResponse(status: 200, body: Array("special".utf8))) }
        router.add("GET", "/") { _, _, sink in sink.send(HTTPResponse(status: 200, body: Array("root".utf8))) }
        return router
    }

    func testParametersAndSpecificity() throws {
        XCTAssertEqual(text(try route(router, "GET", "/v1/scenes")), "list")
        XCTAssertEqual(text(try route(router, "GET", "/v1/scenes/card")), "get card")
        XCTAssertEqual(text(try route(router, "GET", "/v1/scenes/special")), "special", "literal beats parameter")
        XCTAssertEqual(text(try route(router, "GET", "/v1/scenes/a%2Fb?x=1")), "get a/b", "encoded slash stays in its segment")
        XCTAssertEqual(text(try route(router, "GET", "/v1/scenes/card/history/7")), "history card 7")
        XCTAssertEqual(text(try route(router, "PUT", "/v1/scenes/card")), "put card")
        XCTAssertEqual(text(try route(router, "GET", "/")), "root")
    }

    func testUnknownPathIs404Problem() throws {
        for target in ["/v1/nothing", "/v1/scenes/", "/v1/scenes/a/b", "/v1/scenes//history/1"] {
            let response = try route(router, "GET", target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertEqual(response.headers["Content-Type"], "application/problem+json")
        }
    }

    func testOtherMethodOnKnownPathIs405WithAllow() throws {
        let response = try route(router, "DELETE", "/v1/scenes/card")
        XCTAssertEqual(response.status, 405)
        XCTAssertEqual(response.headers["Allow"], "GET, HEAD, PUT, OPTIONS")
        XCTAssertEqual(try route(router, "POST", "/v1/scenes").headers["Allow"], "GET, HEAD, OPTIONS")
    }

    func testHeadUsesGetAndOptionsListsMethods() throws {
        XCTAssertEqual(text(try route(router, "HEAD", "/v1/scenes/card")), "get card")
        let options = try route(router, "OPTIONS", "/v1/scenes/card")
        XCTAssertEqual(options.status, 204)
        XCTAssertEqual(options.headers["Allow"], "GET, HEAD, PUT, OPTIONS")
    }

    func testProblemDocumentBytes() {
        let problem = HTTPResponse.problem(
            status: 422,
            detail: "bad \"scene\"\n",
            errors: [(pointer: "/constraints/3/first", message: "unknown view"), (pointer: "/views/0", message: "é\u{01}")]
        )
        XCTAssertEqual(problem.status, 422)
        XCTAssertEqual(problem.headers["content-type"], "application/problem+json")
        XCTAssertEqual(
            String(decoding: problem.body, as: UTF8.self),
            #"{"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"bad \"scene\"\n","#
                + #""errors":[{"pointer":"/constraints/3/first","message":"unknown view"},"#
                + #"{"pointer":"/views/0","message":"é\u0001"}]}"#
        )
        XCTAssertEqual(
            String(decoding: HTTPResponse.problem(status: 404, title: "Nope").body, as: UTF8.self),
            #"{"type":"about:blank","title":"Nope","status":404}"#
        )
    }

    func testHeadersAreOrderedAndCaseInsensitive() {
        var headers = HTTPHeaders()
        headers.add("X-A", "1")
        headers.add("x-b", "2")
        headers.add("x-a", "3")
        XCTAssertEqual(headers["x-A"], "1")
        XCTAssertEqual(headers.values(for: "X-A"), ["1", "3"])
        headers.set("X-a", "9")
        XCTAssertEqual(headers.map(\.name), ["X-a", "x-b"])
        XCTAssertEqual(headers.values(for: "x-a"), ["9"])
        headers.remove("X-B")
        XCTAssertEqual(headers.count, 1)
    }

    func testResponseSerializationGuardsFraming() {
        var headers = HTTPHeaders()
        headers.add("Content-Length", "999")
        headers.add("X-Evil", "a\r\nSet-Cookie: x")
        headers.add("Transfer-Encoding", "chunked")
        var output: [UInt8] = []
        let date = Array("Sun, 06 Nov 1994 08:49:37 GMT".utf8)
        let sent = HTTPResponse(status: 200, headers: headers, body: Array("abc".utf8))
            .serialize(into: &output, framing: .init(headOnly: false, closing: true, date: date))
        XCTAssertEqual(sent, 3)
        XCTAssertEqual(
            String(decoding: output, as: UTF8.self),
            "HTTP/1.1 200 OK\r\nX-Evil: a  Set-Cookie: x\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
                + "Content-Length: 3\r\nConnection: close\r\n\r\nabc"
        )
        output = []
        _ = HTTPResponse(status: 204, body: Array("x".utf8))
            .serialize(into: &output, framing: .init(headOnly: false, closing: false, date: date))
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "HTTP/1.1 204 No Content\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n\r\n")
    }

    /// Status codes and lengths are written digit by digit: every width, and 0.
    func testDecimalsInTheHead() {
        for n in [0, 7, 10, 99, 100, 404, 1_000, 65_536, 8_388_608, 1_234_567_890] {
            var output: [UInt8] = []
            HTTPResponse.appendDecimal(n, to: &output)
            XCTAssertEqual(String(decoding: output, as: UTF8.self), String(n))
        }
        var output: [UInt8] = []
        _ = HTTPResponse(status: 503, body: [])
            .serialize(into: &output, framing: .init(headOnly: false, closing: false, date: Array("D".utf8)))
        XCTAssertEqual(String(decoding: output, as: UTF8.self),
                       "HTTP/1.1 503 Service Unavailable\r\nDate: D\r\nContent-Length: 0\r\n\r\n")
    }
}

import XCTest
@testable import HTTPServer

final class RequestParserTests: XCTestCase {
    private let limits = RequestParser.Limits(maxTargetBytes: 64, maxHeaderBytes: 256, maxBodyBytes: 32)

    /// Feeds `text` in pieces of `step` bytes and collects every request until nil.
    private func parse(_ text: String, step: Int = Int.max) throws(HTTPServerError) -> [RequestParser.Parsed] {
        var parser = RequestParser(limits: limits)
        var requests: [RequestParser.Parsed] = []
        let bytes = Array(text.utf8)
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + max(step, 1))
            parser.append(Array(bytes[offset..<end]))
            offset = end
            while let request = try parser.next() {
                requests.append(request)
            }
        } while offset < bytes.count
        return requests
    }

    private func assertRefused(_ text: String, _ expected: HTTPServerError, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), line: line) { error in
            XCTAssertEqual(error as? HTTPServerError, expected, line: line)
        }
        // Byte at a time must reach the same verdict.
        XCTAssertThrowsError(try parse(text, step: 1), line: line) { error in
            XCTAssertEqual(error as? HTTPServerError, expected, line: line)
        }
    }

    func testSimpleGet() throws {
        let requests = try parse("GET /a%20b/c?x=1&y=two+words&z=%C3%A9 HTTP/1.1\r\nHost: h\r\nX-Thing:  v \r\n\r\n")
        XCTAssertEqual(requests.count, 1)
        let request = requests[0].request
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.target, "/a%20b/c?x=1&y=two+words&z=%C3%A9")
        XCTAssertEqual(request.path, "/a b/c")
        XCTAssertEqual(request.query.map(\.name), ["x", "y", "z"])
        XCTAssertEqual(request.queryValue("y"), "two words")
        XCTAssertEqual(request.queryValue("z"), "é")
        XCTAssertEqual(request.headers["x-thing"], "v")
        XCTAssertTrue(requests[0].keepAlive)
        XCTAssertEqual(request.body, [])
    }

    func testByteAtATimeGivesTheSameRequests() throws {
        let text = "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello"
            + "PUT /q HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nT: x\r\n\r\n"
            + "GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
        let whole = try parse(text)
        for step in [1, 2, 3, 7, 13] {
            let pieces = try parse(text, step: step)
            XCTAssertEqual(pieces.map(\.request.method), ["POST", "PUT", "GET"], "step \(step)")
            XCTAssertEqual(pieces.map(\.request.body), whole.map(\.request.body), "step \(step)")
            XCTAssertEqual(pieces.map(\.keepAlive), [true, true, false], "step \(step)")
        }
        XCTAssertEqual(String(decoding: whole[0].request.body, as: UTF8.self), "hello")
        XCTAssertEqual(String(decoding: whole[1].request.body, as: UTF8.self), "abcde")
        XCTAssertEqual(whole[1].request.headers["T"], nil, "trailers are not merged")
    }

    func testHTTP10ClosesUnlessKeepAlive() throws {
        XCTAssertFalse(try parse("GET / HTTP/1.0\r\n\r\n")[0].keepAlive)
        XCTAssertTrue(try parse("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")[0].keepAlive)
        XCTAssertFalse(try parse("GET / HTTP/1.1\r\nHost: h\r\nConnection: foo, close\r\n\r\n")[0].keepAlive)
    }

    func testLeadingEmptyLinesAreSkipped() throws {
        XCTAssertEqual(try parse("\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n").count, 1)
    }

    func testAbsoluteFormAndAsterisk() throws {
        let absolute = try parse("GET http://example.com/x/y?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n")[0].request
        XCTAssertEqual(absolute.path, "/x/y")
        XCTAssertEqual(absolute.queryValue("q"), "1")
        XCTAssertEqual(try parse("OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n")[0].request.path, "*")
        assertRefused("GET * HTTP/1.1\r\nHost: h\r\n\r\n", .invalidTarget("*"))
    }

    func testIdenticalDuplicateLengthsAreAccepted() throws {
        let request = try parse("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 2, 2\r\n\r\nok")[0]
        XCTAssertEqual(request.request.body, Array("ok".utf8))
    }

    func testRequestLineRejections() {
        assertRefused("GET /\r\n\r\n", .malformedRequestLine(offset: 5))
        assertRefused("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine(offset: 4))
        assertRefused("GET / HTTP/1.1 \r\nHost: h\r\n\r\n", .malformedRequestLine(offset: 6))
        assertRefused("G(T / HTTP/1.1\r\n\r\n", .invalidMethod(offset: 1))
        assertRefused(" GET / HTTP/1.1\r\n\r\n", .invalidMethod(offset: 0))
        assertRefused("CONNECT h:443 HTTP/1.1\r\nHost: h\r\n\r\n", .methodNotImplemented("CONNECT"))
        assertRefused("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .unsupportedVersion("2.0"))
        assertRefused("GET / HTTP/1.2\r\nHost: h\r\n\r\n", .unsupportedVersion("1.2"))
        assertRefused("GET / http/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine(offset: 6))
        assertRefused("GET / HTTP/1.1\nHost: h\r\n\r\n", .bareLineFeed(offset: 14))
        assertRefused("GET /a\u{7F} HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine(offset: 6))
        assertRefused("GET /%zz HTTP/1.1\r\nHost: h\r\n\r\n", .invalidTarget("/%zz"))
        assertRefused("GET /%00 HTTP/1.1\r\nHost: h\r\n\r\n", .invalidTarget("/%00"))
        assertRefused("GET x HTTP/1.1\r\nHost: h\r\n\r\n", .invalidTarget("x"))
    }

    func testLongTargetIsRefusedBeforeTheLineEnds() {
        let long = String(repeating: "a", count: 200)
        XCTAssertThrowsError(try parse("GET /\(long)", step: 1)) { error in
            XCTAssertEqual((error as? HTTPServerError)?.status, 414)
        }
        assertRefused("GET /\(String(repeating: "b", count: 64)) HTTP/1.1\r\n\r\n", .targetTooLong(bytes: 65, limit: 64))
    }

    func testHeaderRejections() {
        assertRefused("GET / HTTP/1.1\r\nHost : h\r\n\r\n", .whitespaceBeforeColon(offset: 20))
        assertRefused("GET / HTTP/1.1\r\nHost: h\r\nX: a\r\n  b\r\n\r\n", .obsoleteLineFolding(offset: 31))
        assertRefused("GET / HTTP/1.1\r\nHo(st: h\r\n\r\n", .invalidHeaderName(offset: 18))
        assertRefused("GET / HTTP/1.1\r\n: h\r\n\r\n", .invalidHeaderName(offset: 16))
        assertRefused("GET / HTTP/1.1\r\nNoColon\r\n\r\n", .invalidHeaderName(offset: 16))
        assertRefused("GET / HTTP/1.1\r\nHost: h\u{01}\r\n\r\n", .invalidHeaderValue(name: "Host"))
        assertRefused("GET / HTTP/1.1\r\nHost: h\rX\r\n\r\n", .invalidHeaderValue(name: "Host"))
        assertRefused("GET / HTTP/1.1\r\n\r\n", .missingHost)
        assertRefused("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", .repeatedHost)
        assertRefused("GET / HTTP/1.1\r\nHost: h\r\nExpect: tea\r\n\r\n", .unsupportedExpectation("tea"))
        let big = String(repeating: "x", count: 300)
        assertRefused("GET / HTTP/1.1\r\nHost: h\r\nBig: \(big)\r\n\r\n", .headerSectionTooLarge(limit: 256))
        XCTAssertThrowsError(try parse("GET / HTTP/1.1\r\nHost: h\r\nBig: \(big)", step: 1)) { error in
            XCTAssertEqual(error as? HTTPServerError, .headerSectionTooLarge(limit: 256), "refused before the line ends")
        }
    }

    func testFramingRejections() {
        assertRefused(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
            .contentLengthWithTransferEncoding
        )
        assertRefused(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            .differingContentLengths(["3", "4"])
        )
        assertRefused("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -3\r\n\r\n", .invalidContentLength("-3"))
        assertRefused("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3x\r\n\r\n", .invalidContentLength("3x"))
        assertRefused("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 33\r\n\r\n", .bodyTooLarge(limit: 32))
        assertRefused(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n", .bodyTooLarge(limit: 32)
        )
        assertRefused("PUT / HTTP/1.1\r\nHost: h\r\n\r\n", .lengthRequired(method: "PUT"))
        assertRefused(
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
            .unsupportedTransferEncoding("gzip, chunked")
        )
        assertRefused("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .transferEncodingInHTTP10)
    }

    func testChunkRejections() {
        let head = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
        let bodyStart = head.utf8.count
        assertRefused(head + "zz\r\n", .invalidChunkSize(offset: bodyStart))
        assertRefused(head + "\r\n", .invalidChunkSize(offset: bodyStart))
        assertRefused(head + "-1\r\n", .invalidChunkSize(offset: bodyStart))
        assertRefused(head + "1 x\r\n", .invalidChunkSize(offset: bodyStart + 2))
        assertRefused(head + "1000000000000000\r\n", .invalidChunkSize(offset: bodyStart))
        assertRefused(head + "3\r\nabcX\r\n", .malformedChunk(offset: bodyStart + 6))
        assertRefused(head + "10\r\n0123456789abcdef\r\n10\r\n0123456789abcdef\r\n1\r\n", .bodyTooLarge(limit: 32))
    }

    func testUnreadBodyIsNeverAStartOfRequest() throws {
        // The body holds what looks like a request; it must stay body.
        let smuggled = "GET /evil HTTP/1.1\r\nHost: h\r\n\r\n"
        let text = "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: \(smuggled.utf8.count)\r\n\r\n\(smuggled)"
        let requests = try parse(text)
        XCTAssertEqual(requests.map(\.request.path), ["/p"])
        XCTAssertEqual(requests[0].request.body, Array(smuggled.utf8))
    }

    func testParserStaysFailed() {
        var parser = RequestParser(limits: limits)
        parser.append(Array("GET / HTTP/1.1\r\nHost : h\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next())
        XCTAssertThrowsError(try parser.next())
        XCTAssertTrue(parser.isFailed)
    }

    func testContinueWishIsReportedOnlyBeforeTheBody() throws {
        var parser = RequestParser(limits: limits)
        parser.append(Array("PUT / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.wantsContinue)
        parser.append(Array("ok".utf8))
        XCTAssertEqual(try parser.next()?.request.body, Array("ok".utf8))
        XCTAssertFalse(parser.wantsContinue)

        var early = RequestParser(limits: limits)
        early.append(Array("PUT / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\no".utf8))
        XCTAssertNil(try early.next())
        XCTAssertFalse(early.wantsContinue, "body already under way")
    }

    func testPartialRequestTracking() throws {
        var parser = RequestParser(limits: limits)
        XCTAssertFalse(parser.hasPartialRequest)
        parser.append(Array("GE".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.hasPartialRequest)
        parser.append(Array("T / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        XCTAssertNotNil(try parser.next())
        XCTAssertFalse(parser.hasPartialRequest)
    }
}

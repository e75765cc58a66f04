import XCTest
@testable import HTTPServer

/// The one-pass readers of the request head and path against the obvious
/// (slower) formulations they replaced.
final class FramingFieldsTests: XCTestCase {
    func testFieldsAreGatheredByNameIgnoringCase() {
        let headers = HTTPHeaders([
            ("host", "a"), ("Content-Length", "5"), ("X-Host", "no"), ("CONNECTION", "close"),
            ("content-length", "5"), ("Expect", "100-continue"), ("expect", "later"),
            ("Transfer-Encoding", "gzip"), ("transfer-encoding", "chunked"), ("Hosts", "no"),
        ])
        let fields = FramingFields(headers)
        XCTAssertEqual(fields.hostCount, headers.values(for: "Host").count)
        XCTAssertEqual(fields.hostCount, 1)
        XCTAssertEqual(fields.connection, headers.values(for: "Connection"))
        XCTAssertEqual(fields.contentLengths, ["5", "5"])
        XCTAssertEqual(fields.transferEncodings, ["gzip", "chunked"])
        XCTAssertEqual(fields.expect, "100-continue")
    }

    func testPlainLengthTakesOnlyShortDigitRuns() {
        XCTAssertEqual(RequestParser.plainLength("979"), 979)
        XCTAssertEqual(RequestParser.plainLength("0"), 0)
        XCTAssertEqual(RequestParser.plainLength("007"), 7)
        XCTAssertEqual(RequestParser.plainLength(String(repeating: "9", count: 18)), 999_999_999_999_999_999)
        for general in ["", "1,1", " 1", "1 ", "+1", "-1", "1e3", "٣", String(repeating: "1", count: 19)] {
            XCTAssertNil(RequestParser.plainLength(general), general)
        }
    }

    func testPathSegmentsMatchASplitOnSlashes() {
        for path in ["/", "/v1/solve", "/a/", "//", "/a//b", "*", "/v1/scenes/caf%C3%A9", "/x%2Fy", "a/b"] {
            var parts = Array(path.utf8).split(separator: ASCII.slash, omittingEmptySubsequences: false)
            if parts.first?.isEmpty == true { parts.removeFirst() }
            let expected = parts.map { PercentDecoding.decode($0, plusAsSpace: false)! }
            XCTAssertEqual(RoutePattern.segments(ofRawPath: Array(path.utf8)), expected, path)
        }
        XCTAssertEqual(RoutePattern.segments(ofRawPath: []), [])
        XCTAssertNil(RoutePattern.segments(ofRawPath: Array("/a/%zz".utf8)))
    }
}

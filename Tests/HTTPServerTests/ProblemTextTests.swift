import XCTest
@testable import HTTPServer

/// Problem documents quote client input, shortened.
final class ProblemTextTests: XCTestCase {
    func testProblemTextQuotesOnlyAShortPrefixOfTheInput() {
        let identifier = String(repeating: "x", count: 100_000)
        let response = HTTPResponse.problem(status: 422, detail: "view '\(identifier)' is declared twice",
                                            errors: [("/views/\(identifier)", "unknown view '\(identifier)'")])
        XCTAssertLessThan(response.body.count, 1_000)
        let text = String(decoding: response.body, as: UTF8.self)
        XCTAssertTrue(text.contains("view 'xxxx"))
        XCTAssertTrue(text.contains("xxx' is declared twice"), "the end of the message stays")
        XCTAssertTrue(text.contains("…"))
        XCTAssertEqual(HTTPResponse.shortened("short"), "short")
    }
}

import XCTest
@testable import HTTPServer

final class HTTPHeadersTests: XCTestCase {
    func testLookupsIgnoreASCIICaseOnly() {
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("X-Émoji", "1"), ("Host", "a")])
        XCTAssertEqual(headers["content-type"], "application/json")
        XCTAssertEqual(headers["CONTENT-TYPE"], "application/json")
        XCTAssertNil(headers["content-typ"])
        XCTAssertNil(headers["content-types"])
        XCTAssertEqual(headers["x-Émoji"], "1")
        XCTAssertNil(headers["x-émoji"], "only ASCII letters fold")
        headers.add("host", "b")
        XCTAssertEqual(headers.values(for: "HOST"), ["a", "b"])
        let built = "Con" + String(repeating: "t", count: 1) + "ent-type"
        XCTAssertTrue(headers.contains(built))
    }

    func testNamesMatch() {
        XCTAssertTrue(HTTPHeaders.namesMatch("", ""))
        XCTAssertTrue(HTTPHeaders.namesMatch("Accept", "aCCEPT"))
        XCTAssertFalse(HTTPHeaders.namesMatch("Accept", "Accept-"))
        XCTAssertFalse(HTTPHeaders.namesMatch("Accept", "Accepu"))
        XCTAssertFalse(HTTPHeaders.namesMatch("[", "{"), "only letters fold: [ and { differ by 0x20")
    }
}

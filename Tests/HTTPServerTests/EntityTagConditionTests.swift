import XCTest
@testable import HTTPServer

final class EntityTagConditionTests: XCTestCase {
    private func parse(_ lines: String...) throws(EntityTagCondition.Malformed) -> EntityTagCondition? {
        try EntityTagCondition.parse("If-Match", in: HTTPHeaders(lines.map { ("If-Match", $0) }))
    }

    func testListsStarsAndWeakTags() throws {
        XCTAssertNil(try EntityTagCondition.parse("If-Match", in: HTTPHeaders()))
        XCTAssertEqual(try parse("*"), .any)
        XCTAssertEqual(try parse(" * "), .any)
        XCTAssertEqual(try parse("\"a\", W/\"b\""), .tags([.init("\"a\""), .init("\"b\"", isWeak: true)]))
        XCTAssertEqual(try parse("\"a,b\""), .tags([.init("\"a,b\"")]), "a comma inside quotes is part of the tag")
        XCTAssertEqual(try parse("\"a\"", ", ,\"b\""), .tags([.init("\"a\""), .init("\"b\"")]), "field lines make one list")
        XCTAssertEqual(try parse("\"\""), .tags([.init("\"\"")]), "the empty tag is a tag")
    }

    func testMalformedValues() {
        for bad in ["", " , ", "*, \"a\"", "**", "a", "\"a", "w/\"a\"", "W/a", "\"a\" \"b\"", "\"a\"b", "\"a b\"", "\"a\u{7F}\""] {
            XCTAssertThrowsError(try parse(bad), bad)
        }
        XCTAssertThrowsError(try parse("*", "*"), "a star in two lines")
    }
}

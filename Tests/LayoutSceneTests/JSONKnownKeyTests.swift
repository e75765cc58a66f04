@testable import JSON
import XCTest
@testable import LayoutScene

/// Member names that spell a scene field come back as literals; the value
/// must be the same as decoding the bytes would give.
final class JSONKnownKeyTests: XCTestCase {
    func testFieldNamesAndNearMissesKeepTheirText() throws {
        let names = ["id", "x", "width", "widths", "widtH", "intrinsicContentSize", "intrinsicContentSizf",
                     "translatesAutoresizingMaskIntoConstraints", "", "é", "parent"]
        for name in names {
            let value = try JSONParser(knownKeys: JSONKnownKey.literal).parse("{\"\(name)\": 1}")
            XCTAssertEqual(value, .object([JSONMember(name, .number(1))]), name)
        }
    }

    func testEscapedKeysAndStringValuesAreDecodedAsWritten() throws {
        let value = try JSONParser(knownKeys: JSONKnownKey.literal).parse(#"{"wid\u0074h": "width", "top": "id"}"#)
        XCTAssertEqual(value, .object([JSONMember("width", .string("width")), JSONMember("top", .string("id"))]))
    }

    func testLiteralMatchesOnlyWholeNames() {
        func literal(_ text: String) -> String? {
            Array(text.utf8).withUnsafeBufferPointer(JSONKnownKey.literal)
        }
        XCTAssertEqual(literal("constraints"), "constraints")
        XCTAssertEqual(literal("y"), "y")
        XCTAssertNil(literal("constraint"))
        XCTAssertNil(literal("Width"))
        XCTAssertNil(literal("z"))
    }

    /// The matcher and the names agree on every field (they are written apart).
    func testEveryFieldIsRecognizedByItsName() {
        for field in JSONField.allCases {
            let found = Array(field.name.utf8).withUnsafeBufferPointer(JSONKnownKey.field)
            XCTAssertEqual(found, field, field.name)
            XCTAssertEqual(JSONField(field.name), field)
        }
    }
}

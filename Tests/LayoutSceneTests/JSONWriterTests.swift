import XCTest
@testable import LayoutScene

final class JSONWriterTests: XCTestCase {
    func testNumbers() {
        let cases: [(Double, String)] = [
            (15.4999999999, "15.5"), (15.5, "15.5"), (100, "100"), (-0.0, "0"), (-1e-9, "0"),
            (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333"), (-2.5, "-2.5"), (1e20, "1e+20"), (320, "320"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(JSONWriter().string(.number(value)), text, "\(value)")
        }
    }

    func testOrderAndEscapes() {
        let value = JSONValue.object([
            JSONMember("z", .array([.null, .bool(true)])),
            JSONMember("a", .string("q\"\\\n\u{01}é")),
            JSONMember("e", .object([])),
        ])
        XCTAssertEqual(JSONWriter().string(value), #"{"z":[null,true],"a":"q\"\\\n\u0001é","e":{}}"#)
        XCTAssertEqual(JSONWriter(indent: 2).string(.object([JSONMember("a", .array([.number(1)]))])),
                       "{\n  \"a\": [\n    1\n  ]\n}")
    }

    /// Escapes at the start, the end and between plain runs.
    func testEscapesAroundPlainRuns() {
        XCTAssertEqual(JSONWriter().string(.string("\tab\r\u{1f}cd\"")), #""\tab\r\u001fcd\"""#)
        XCTAssertEqual(JSONWriter().string(.string("")), #""""#)
    }

    func testPointerEscapes() {
        XCTAssertEqual(JSONPointer.appending("/views", "a~b/c").description, "/views/a~0b~1c")
        XCTAssertEqual(JSONPointer.appending("", "plain").description, "/plain")
    }

    /// Paths deeper than the steps kept in place render every step.
    func testDeepPointerRendersEveryStep() {
        var path: JSONPath = ""
        var expected = ""
        for depth in 0..<(JSONPath.inlineSteps * 3) {
            if depth % 2 == 0 {
                path = JSONPointer.appending(path, depth)
                expected += "/\(depth)"
            } else {
                path = JSONPointer.appending(path, "k/\(depth)")
                expected += "/k~1\(depth)"
            }
            XCTAssertEqual(path.description, expected)
        }
    }

    func testRoundTrip() throws {
        let text = #"{"b":[1,-2.5,"x\"y"],"a":{"c":null}}"#
        XCTAssertEqual(JSONWriter().string(try JSONParser().parse(text)), text)
    }
}

import XCTest
@testable import LayoutScene

/// Pointers of scene errors (RFC 6901), kept as steps until rendered.
final class JSONPathTests: XCTestCase {
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

    /// Field names (kept as codes) and other names (rendered at once) keep their order.
    func testPointerMixesFieldNamesOtherNamesAndIndices() {
        var path: JSONPath = "/constraints"
        path = JSONPointer.appending(path, 3)
        path = JSONPointer.appending(path, "views")
        path = JSONPointer.appending(path, "my~view")
        path = JSONPointer.appending(path, "width")
        path = JSONPointer.appending(path, 7)
        path = JSONPointer.appending(path, "height")
        path = JSONPointer.appending(path, "id")
        path = JSONPointer.appending(path, 2)
        XCTAssertEqual(path.description, "/constraints/3/views/my~0view/width/7/height/id/2")
    }
}

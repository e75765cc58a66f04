import XCTest
@testable import LayoutScene

final class VisualFormatErrorTests: XCTestCase {
    private typealias F = VisualFormatFixtures

    private func assertError(_ format: String, _ context: VisualFormatContext = F.context(),
                             column: Int, says fragment: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let error = F.error(format, context) else {
            return XCTFail("\(format) parsed", file: file, line: line)
        }
        XCTAssertEqual(error.column, column, "\(format): \(error.message)", file: file, line: line)
        XCTAssertTrue(error.message.contains(fragment), "\(format): \(error.message)", file: file, line: line)
    }

    func testUnknownViewName() {
        let context = F.context(views: ["a": "a"])
        assertError("H:[x]", context, column: 4, says: "expected a view named in views, found unknown 'x'")
        assertError("[a(==zz)]", context, column: 6, says: "expected a metric or a view named in views, found unknown 'zz'")
    }

    func testUnknownMetric() {
        assertError("[a]-pad-[b]", column: 5, says: "expected a metric name, found unknown 'pad'")
        assertError("[a]-(>=pad)-[b]", column: 8, says: "unknown 'pad'")
        assertError("[a(5@low)]", column: 6, says: "unknown 'low'")
        // A view name is no spacing.
        assertError("[a]-(b)-[c]", column: 6, says: "unknown 'b'")
    }

    func testUnbalancedBrackets() {
        assertError("[a", column: 3, says: "expected '(' or ']' after the view name, found end of format")
        assertError("[a(>=5]", column: 7, says: "expected ',' or ')', found ']'")
        assertError("[a(5)", column: 6, says: "expected ']' to close the view")
        assertError("a]", column: 1, says: "expected '[' to start a view, found 'a'")
        assertError("H:[a]]", column: 6, says: "expected '-', '[', '|' or end of format, found ']'")
        assertError("[a]-(5-[b]", column: 7, says: "expected ',' or ')', found '-'")
        assertError("[]", column: 2, says: "expected a view name, found ']'")
    }

    func testBadRelation() {
        assertError("[a(=5)]", column: 4, says: "expected '==', '<=' or '>=', found '='")
        assertError("[a(=<5)]", column: 4, says: "expected '==', '<=' or '>='")
        assertError("[a]-(>5)-[b]", column: 6, says: "expected '==', '<=' or '>=', found '>'")
    }

    func testPriorityOutOfRange() {
        assertError("[a(5@0)]", column: 6, says: "expected a priority from 1 to 1000, found 0")
        assertError("[a(5@1000.5)]", column: 6, says: "found 1000.5")
        assertError("[a]-(8@-1)-[b]", column: 8, says: "found -1")
        assertError("[a(5@p)]", F.context(metrics: ["p": 2000]), column: 6, says: "found 2000")
        assertError("[a(5@)]", column: 6, says: "expected a priority (number or metric name), found ')'")
        XCTAssertNil(F.error("[a(5@1)][b(5@1000)]"))
    }

    func testTrailingJunk() {
        assertError("H:|-[a]-|x", column: 10, says: "expected end of format, found 'x'")
        assertError("|[a]|[b]", column: 6, says: "expected end of format, found '['")
        assertError("[a] ", column: 4, says: "found ' '")
    }

    func testMissingPieces() {
        assertError("", column: 1, says: "expected '[' to start a view, found end of format")
        assertError("H:", column: 3, says: "expected '[' to start a view")
        assertError("V:|-", column: 5, says: "expected '[' to start a view")
        assertError("[a]-", column: 5, says: "expected '[' or '|', found end of format")
        assertError("[a]-5", column: 6, says: "expected '-' after the spacing, found end of format")
        assertError("[a]-(5)[b]", column: 8, says: "expected '-' after the spacing, found '['")
        assertError("[a(==)]", column: 6, says: "expected a number, metric or view name, found ')'")
        assertError("[a]-()-[b]", column: 6, says: "expected a number or metric name, found ')'")
        assertError("[a]--[b]", column: 5, says: "expected '[' or '|', found '-'")
    }

    func testNonFiniteNumber() {
        assertError("[a(1e999)]", column: 4, says: "expected a finite number")
    }

    func testSuperviewMustBeShared() {
        assertError("|-[a]-[inner]", column: 8, says: "expected 'inner' to share the superview 'root' of 'a'")
        assertError("|[root]", column: 1, says: "expected 'root' to have a superview for '|', found none")
        assertError("[root]-|", column: 8, says: "expected 'root' to have a superview")
    }

    func testColumnsCountUnicodeScalars() {
        assertError("[é]-(x)-[b]", column: 6, says: "unknown 'x'")
    }
}

import XCTest
import LayoutSolver
@testable import LayoutScene

final class VisualFormatOptionsTests: XCTestCase {
    private typealias F = VisualFormatFixtures

    func testLeadingToTrailingIsTheDefault() throws {
        let format = "H:|-[a]-[b]-|"
        XCTAssertEqual(try F.parse(format, F.context(options: ["directionLeadingToTrailing"])),
                       try F.parse(format))
    }

    func testLeftToRightUsesLeftAndRight() throws {
        XCTAssertEqual(try F.parse("H:|-[a]-[b]-|", F.context(options: ["directionLeftToRight"])), [
            F.spec("a.left", .equal, "root.left", 20),
            F.spec("b.left", .equal, "a.right", 8),
            F.spec("root.right", .equal, "b.right", 20),
        ])
    }

    func testRightToLeftRunsFromTheRightEdge() throws {
        // |-20-[a]-10-[b]-(>=5)-| read from the right: a hugs the right edge,
        // b sits left of a, the last gap is to the superview's left edge.
        let context = F.context(options: ["directionRightToLeft"])
        XCTAssertEqual(try F.parse("H:|-[a]-(10)-[b]-(>=5)-|", context), [
            F.spec("root.right", .equal, "a.right", 20),
            F.spec("a.left", .equal, "b.right", 10),
            F.spec("b.left", .greaterOrEqual, "root.left", 5),
        ])
    }

    func testDirectionDoesNotTouchVertical() throws {
        let context = F.context(options: ["directionRightToLeft"])
        XCTAssertEqual(try F.parse("V:|-[a]", context), [F.spec("a.top", .equal, "root.top", 20)])
    }

    func testEveryAlignmentAcrossItsFormat() throws {
        let horizontal = F.spec("b.leading", .equal, "a.trailing", 0)
        let vertical = F.spec("b.top", .equal, "a.bottom", 0)
        let cases: [(format: String, spacing: ConstraintSpec, option: String, attribute: String)] = [
            ("H:[a][b]", horizontal, "alignAllTop", "top"),
            ("H:[a][b]", horizontal, "alignAllBottom", "bottom"),
            ("H:[a][b]", horizontal, "alignAllCenterY", "centerY"),
            ("H:[a][b]", horizontal, "alignAllLastBaseline", "lastBaseline"),
            ("H:[a][b]", horizontal, "alignAllBaseline", "lastBaseline"),
            ("H:[a][b]", horizontal, "alignAllFirstBaseline", "firstBaseline"),
            ("V:[a][b]", vertical, "alignAllLeft", "left"),
            ("V:[a][b]", vertical, "alignAllRight", "right"),
            ("V:[a][b]", vertical, "alignAllLeading", "leading"),
            ("V:[a][b]", vertical, "alignAllTrailing", "trailing"),
            ("V:[a][b]", vertical, "alignAllCenterX", "centerX"),
        ]
        for item in cases {
            XCTAssertEqual(try F.parse(item.format, F.context(options: [item.option])), [
                item.spacing, F.spec("a.\(item.attribute)", .equal, "b.\(item.attribute)"),
            ], item.option)
        }
    }

    func testAlignmentPairsAreConsecutiveAndTakeTheContextPriority() throws {
        let context = F.context(options: ["alignAllCenterY", "alignAllCenterY"], priority: 500)
        let specs = try F.parse("[a][b][c]", context)
        XCTAssertEqual(Array(specs.suffix(2)), [
            F.spec("a.centerY", .equal, "b.centerY", 0, 500),
            F.spec("b.centerY", .equal, "c.centerY", 0, 500),
        ])
        XCTAssertEqual(specs.count, 4, "a repeated option counts once")
    }

    func testOneViewHasNothingToAlign() throws {
        XCTAssertEqual(try F.parse("[a(10)]", F.context(options: ["alignAllTop"])),
                       [F.spec("a.width", .equal, nil, 10)])
    }

    func testAlignmentAlongTheFormatsAxisIsAnError() {
        let cases: [(String, String)] = [
            ("H:[a][b]", "alignAllLeading"), ("H:[a][b]", "alignAllCenterX"),
            ("H:[a][b]", "alignAllLeft"), ("V:[a][b]", "alignAllTop"),
            ("V:[a][b]", "alignAllBaseline"), ("V:[a][b]", "alignAllCenterY"),
        ]
        for (format, option) in cases {
            let error = F.error(format, F.context(options: [option]))
            XCTAssertEqual(error?.column, 0, option)
            XCTAssertTrue(error?.message.contains("perpendicular") ?? false, option)
            XCTAssertTrue(error?.message.contains(option) ?? false, option)
        }
    }

    func testUnknownOptionIsAnError() {
        let error = F.error("[a]", F.context(options: ["alignAllMiddle"]))
        XCTAssertEqual(error, VisualFormatError(
            message: "expected an alignAll… or direction… option, found 'alignAllMiddle'", column: 0))
    }

    func testTwoDirectionsAreAnError() {
        let error = F.error("[a]", F.context(options: ["directionLeftToRight", "directionRightToLeft"]))
        XCTAssertEqual(error?.column, 0)
        XCTAssertTrue(error?.message.contains("at most one direction") ?? false)
        XCTAssertNil(F.error("[a]", F.context(options: ["directionLeftToRight", "directionLeftToRight"])))
    }
}

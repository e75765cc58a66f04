import XCTest
import LayoutSolver
@testable import LayoutScene

final class ConstraintDescriberTests: XCTestCase {
    private typealias F = VisualFormatFixtures

    private func describe(_ spec: ConstraintSpec) -> String? {
        ConstraintDescriber.describe(spec, parentOf: { F.parents[$0] })
    }

    func testFormatsOfOneConstraintDescribeThemselves() throws {
        let formats = [
            "H:[a]-(8)-[b]", "H:[a]-(>=8@750)-[b]", "H:[a]-(<=-4.5)-[b]", "V:[a]-(0)-[b]",
            "V:|-(20)-[a]", "H:|-(15.5@999.5)-[a]", "H:[a]-(20)-|", "V:[inner]-(>=0)-|",
            "H:[a(>=400)]", "V:[a(40)]", "H:[a(<=-2@1)]", "H:[a(1e-07)]",
            "H:[a(==b)]", "V:[a(>=b@500)]", "H:[my-view.2(==a)]",
        ]
        for format in formats {
            let specs = try F.parse(format)
            XCTAssertEqual(specs.count, 1, format)
            XCTAssertEqual(specs.first.flatMap(describe), format)
        }
    }

    func testDescriptionsParseBackToTheSameSpec() throws {
        let specs = try F.parse("H:|-(>=8,<=20@750)-[a(>=50,<=100@750)]-[b(==a@500)]-(0.25)-|")
        for spec in specs {
            let description = try XCTUnwrap(describe(spec), "\(spec)")
            XCTAssertEqual(try F.parse(description), [spec], description)
        }
    }

    func testStandardSpacingIsPrintedAsItsValue() throws {
        XCTAssertEqual(try F.parse("H:[a]-[b]").first.flatMap(describe), "H:[a]-(8)-[b]")
        XCTAssertEqual(try F.parse("V:|-[a]").first.flatMap(describe), "V:|-(20)-[a]")
    }

    func testGapsWrittenTheOtherWayRound() {
        XCTAssertEqual(describe(F.spec("a.trailing", .equal, "b.leading", -8)), "H:[a]-(8)-[b]")
        XCTAssertEqual(describe(F.spec("a.trailing", .lessOrEqual, "b.leading", -8)), "H:[a]-(>=8)-[b]")
        XCTAssertEqual(describe(F.spec("a.bottom", .equal, "root.bottom", -20, 750)), "V:[a]-(20@750)-|")
        XCTAssertEqual(describe(F.spec("root.leading", .greaterOrEqual, "a.leading", -4)), "H:|-(<=4)-[a]")
    }

    func testSuperviewMarginsCountAsTheSuperviewEdge() {
        XCTAssertEqual(describe(F.spec("a.leading", .equal, "root.leadingMargin")), "H:|-(0)-[a]")
        XCTAssertEqual(describe(F.spec("b.trailing", .equal, "root.trailingMargin")), "H:[b]-(0)-|")
        XCTAssertEqual(describe(F.spec("inner.top", .equal, "box.topMargin", 4)), "V:|-(4)-[inner]")
        XCTAssertEqual(describe(F.spec("box.bottomMargin", .equal, "inner.bottom", 4)), "V:[inner]-(4)-|")
    }

    func testLeftAndRightDescribeLikeLeadingAndTrailing() throws {
        XCTAssertEqual(describe(F.spec("b.left", .equal, "a.right", 8)), "H:[a]-(8)-[b]")
        XCTAssertEqual(describe(F.spec("a.left", .equal, "root.left", 20)), "H:|-(20)-[a]")
        let rightToLeft = try F.parse("H:[a]-(8)-[b]", F.context(options: ["directionRightToLeft"]))
        XCTAssertEqual(rightToLeft.first.flatMap(describe), "H:[b]-(8)-[a]")
    }

    func testConstraintsTheFormatCannotSay() {
        let unsayable = [
            F.spec("a.centerY", .equal, "b.centerY"),
            F.spec("a.top", .equal, "b.top"),
            F.spec("a.width", .equal, "b.width", 10),
            F.spec("a.width", .equal, "b.height"),
            F.spec("a.leading", .equal, "box.leading", 20),
            F.spec("a.leading", .equal, "a.trailing"),
            F.spec("inner.leading", .equal, "box.trailing"),
            F.spec("box.leading", .equal, "inner.trailing"),
            F.spec("a.leadingMargin", .equal, "b.trailing"),
            F.spec("a.leading", .equal, "b.right"),
            F.spec("a.top", .equal, nil, 20),
            F.spec("a.leading", .equal, "root.trailingMargin"),
        ]
        for spec in unsayable {
            XCTAssertNil(describe(spec), "\(spec)")
        }
        var half = F.spec("a.width", .equal, "b.width")
        half.multiplier = 0.5
        XCTAssertNil(describe(half))
        var scaledGap = F.spec("b.leading", .equal, "a.trailing", 8)
        scaledGap.multiplier = 2
        XCTAssertNil(describe(scaledGap))
    }

    func testNumbersPrintWithoutNoise() {
        XCTAssertEqual(describe(F.spec("a.width", .equal, nil, 15.5)), "H:[a(15.5)]")
        XCTAssertEqual(describe(F.spec("a.height", .equal, nil, -0.0)), "V:[a(0)]")
        XCTAssertEqual(describe(F.spec("a.height", .equal, nil, 0.1 + 0.2)), "V:[a(0.30000000000000004)]")
    }
}

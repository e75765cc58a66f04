import XCTest
import LayoutSolver
@testable import LayoutScene

final class VisualFormatParserTests: XCTestCase {
    private typealias F = VisualFormatFixtures

    func testSiblingsWithStandardSpacingDefaultToHorizontalLeadingTrailing() throws {
        XCTAssertEqual(try F.parse("[a]-[b]"), [F.spec("b.leading", .equal, "a.trailing", 8)])
        XCTAssertEqual(try F.parse("H:[a]-[b]"), [F.spec("b.leading", .equal, "a.trailing", 8)])
    }

    func testVerticalUsesTopAndBottom() throws {
        XCTAssertEqual(try F.parse("V:|-[a]-(10)-[b]-|"), [
            F.spec("a.top", .equal, "root.top", 20),
            F.spec("b.top", .equal, "a.bottom", 10),
            F.spec("root.bottom", .equal, "b.bottom", 20),
        ])
    }

    func testSuperviewEdgesWithStandardSpacing() throws {
        XCTAssertEqual(try F.parse("H:|-[a]-|"), [
            F.spec("a.leading", .equal, "root.leading", 20),
            F.spec("root.trailing", .equal, "a.trailing", 20),
        ])
    }

    func testFlushConnections() throws {
        XCTAssertEqual(try F.parse("|[a][b]|"), [
            F.spec("a.leading", .equal, "root.leading", 0),
            F.spec("b.leading", .equal, "a.trailing", 0),
            F.spec("root.trailing", .equal, "b.trailing", 0),
        ])
    }

    func testSimpleNumberAndMetricConnections() throws {
        let context = F.context(metrics: ["pad": 12.5])
        XCTAssertEqual(try F.parse("|-5-[a]-pad-[b]-7.25-|", context), [
            F.spec("a.leading", .equal, "root.leading", 5),
            F.spec("b.leading", .equal, "a.trailing", 12.5),
            F.spec("root.trailing", .equal, "b.trailing", 7.25),
        ])
    }

    func testParenthesisedConnectionWithRelationPriorityAndMetrics() throws {
        let context = F.context(metrics: ["gap": 8, "low": 250])
        XCTAssertEqual(try F.parse("[a]-(>=gap@low)-[b]-(<=-4.5)-[c]-(==3@750)-[d]", context), [
            F.spec("b.leading", .greaterOrEqual, "a.trailing", 8, 250),
            F.spec("c.leading", .lessOrEqual, "b.trailing", -4.5),
            F.spec("d.leading", .equal, "c.trailing", 3, 750),
        ])
    }

    func testPredicateListOnConnectionMakesOneSpecEach() throws {
        XCTAssertEqual(try F.parse("[a]-(>=8,<=20@750)-[b]"), [
            F.spec("b.leading", .greaterOrEqual, "a.trailing", 8),
            F.spec("b.leading", .lessOrEqual, "a.trailing", 20, 750),
        ])
    }

    func testViewSizePredicates() throws {
        XCTAssertEqual(try F.parse("[a(>=50)]"), [F.spec("a.width", .greaterOrEqual, nil, 50)])
        XCTAssertEqual(try F.parse("V:[a(40)]"), [F.spec("a.height", .equal, nil, 40)])
        XCTAssertEqual(try F.parse("[a(>=50,<=100@750)]"), [
            F.spec("a.width", .greaterOrEqual, nil, 50),
            F.spec("a.width", .lessOrEqual, nil, 100, 750),
        ])
    }

    func testViewEqualToAnotherView() throws {
        XCTAssertEqual(try F.parse("[a(==b)]"), [F.spec("a.width", .equal, "b.width")])
        XCTAssertEqual(try F.parse("V:[a(>=b@500)]"), [F.spec("a.height", .greaterOrEqual, "b.height", 0, 500)])
    }

    func testMetricBeatsViewOfTheSameName() throws {
        XCTAssertEqual(try F.parse("[a(==b)]", F.context(metrics: ["b": 30])),
                       [F.spec("a.width", .equal, nil, 30)])
    }

    func testMetricsForSizesAndPriorities() throws {
        let context = F.context(metrics: ["w": 44, "p": 999.5])
        XCTAssertEqual(try F.parse("[a(w@p)]", context), [F.spec("a.width", .equal, nil, 44, 999.5)])
    }

    func testNumbersWithDecimalsExponentsAndSigns() throws {
        XCTAssertEqual(try F.parse("[a(0.5)][b(1e-07)][c(>=-2.5e+2)]"), [
            F.spec("a.width", .equal, nil, 0.5),
            F.spec("b.leading", .equal, "a.trailing", 0),
            F.spec("b.width", .equal, nil, 1e-7),
            F.spec("c.leading", .equal, "b.trailing", 0),
            F.spec("c.width", .greaterOrEqual, nil, -250),
        ])
    }

    func testViewsMapTranslatesNames() throws {
        let context = F.context(views: ["label": "a", "field": "b"])
        XCTAssertEqual(try F.parse("|-[label]-[field(==label)]", context), [
            F.spec("a.leading", .equal, "root.leading", 20),
            F.spec("b.leading", .equal, "a.trailing", 8),
            F.spec("b.width", .equal, "a.width"),
        ])
    }

    func testIdsWithDashesDotsAndLeadingDigitsInBrackets() throws {
        XCTAssertEqual(try F.parse("[my-view.2]-[2nd]"), [F.spec("2nd.leading", .equal, "my-view.2.trailing", 8)])
    }

    func testContextPriorityIsTheDefaultAndAtPriorityBeatsIt() throws {
        let context = F.context(priority: 750)
        XCTAssertEqual(try F.parse("|[a(10)]-(4@20)-[b]", context), [
            F.spec("a.leading", .equal, "root.leading", 0, 750),
            F.spec("a.width", .equal, nil, 10, 750),
            F.spec("b.leading", .equal, "a.trailing", 4, 20),
        ])
    }

    func testContextSpacings() throws {
        var context = F.context()
        context.siblingSpacing = 6
        context.superviewSpacing = 16
        XCTAssertEqual(try F.parse("|-[a]-[b]-|", context), [
            F.spec("a.leading", .equal, "root.leading", 16),
            F.spec("b.leading", .equal, "a.trailing", 6),
            F.spec("root.trailing", .equal, "b.trailing", 16),
        ])
    }

    func testOrderFollowsTheTextThenAlignments() throws {
        let context = F.context(options: ["alignAllTop", "alignAllBottom"])
        XCTAssertEqual(try F.parse("|-[a(20)]-[b(==a)]-[c]-|", context), [
            F.spec("a.leading", .equal, "root.leading", 20),
            F.spec("a.width", .equal, nil, 20),
            F.spec("b.leading", .equal, "a.trailing", 8),
            F.spec("b.width", .equal, "a.width"),
            F.spec("c.leading", .equal, "b.trailing", 8),
            F.spec("root.trailing", .equal, "c.trailing", 20),
            F.spec("a.top", .equal, "b.top"),
            F.spec("b.top", .equal, "c.top"),
            F.spec("a.bottom", .equal, "b.bottom"),
            F.spec("b.bottom", .equal, "c.bottom"),
        ])
    }

    func testSuperviewIsTheCommonParentOfNestedViews() throws {
        XCTAssertEqual(try F.parse("V:|-(>=4)-[inner]", F.context()),
                       [F.spec("inner.top", .greaterOrEqual, "box.top", 4)])
    }

    func testViewsWithoutSuperviewBarNeedNoCommonParent() throws {
        // The centring trick: a view related to its own superview, no `|`.
        let context = F.context(options: ["alignAllCenterX"])
        XCTAssertEqual(try F.parse("V:[root]-(<=1)-[a]", context), [
            F.spec("a.top", .lessOrEqual, "root.bottom", 1),
            F.spec("root.centerX", .equal, "a.centerX"),
        ])
    }

    func testSameInputSameOutput() throws {
        let format = "H:|-(>=8,<=20@750)-[a(>=50,<=100@750)]-[b(==a@500)]-(pad)-|"
        let context = F.context(metrics: ["pad": 3], options: ["alignAllCenterY"])
        XCTAssertEqual(try F.parse(format, context), try F.parse(format, context))
    }
}

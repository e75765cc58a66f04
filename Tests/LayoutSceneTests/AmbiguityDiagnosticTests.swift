import XCTest
@testable import LayoutScene

/// Ambiguity per view and axis: cause, missing parts, alternative layouts,
/// and suggestions that, applied, remove it.
final class AmbiguityDiagnosticTests: XCTestCase {
    typealias S = DiagnosticTestSupport

    func testAmbiguousVerticalExample() throws {
        let result = SceneSolver.solve(try S.fixture("ambiguous-vertical.json"), options: S.options)
        XCTAssertEqual(result.status, .ambiguous)
        let found = S.ambiguous(result)
        XCTAssertEqual(found.count, 1, "\(found)")
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(d.view, "v0")
        XCTAssertEqual(d.axis, .vertical)
        XCTAssertEqual(d.missing, [.position])
        XCTAssertEqual(d.cause, .missingConstraints)
        let now = try XCTUnwrap(result.frame("v0")), other = try XCTUnwrap(S.alternative(d, "v0"))
        XCTAssertNotEqual(now.y, other.y)
        XCTAssertEqual([other.x, other.width, other.height], [211, 50, 50])
        XCTAssertNotNil(S.alternative(d, "root"), "small scenes list every frame")
    }

    func testHuggingTieExample() throws {
        let result = SceneSolver.solve(try S.fixture("hugging-tie.json"), options: S.options)
        XCTAssertEqual(result.status, .ambiguous)
        let found = S.ambiguous(result)
        XCTAssertEqual(found.map(\.view), ["field", "button"])
        for d in found {
            XCTAssertEqual(d.axis, .horizontal)
            XCTAssertEqual(d.cause, .equalPriorities)
            XCTAssertEqual(d.related, ["field.width@hugging", "button.width@hugging"])
        }
        XCTAssertEqual(found[1].suggestions, ["button.width <= 60 @251"])
    }

    func testFixedTieIsNotAmbiguous() throws {
        let result = SceneSolver.solve(try S.fixture("hugging-tie-fixed.json"), options: S.options)
        XCTAssertEqual(S.ambiguous(result), [])
    }

    /// Two views stacked in a cell of height `cell` whose content sizes fill
    /// 100⅔: compression resistance ties when the cell is too short.
    /// `field`: the scene's own `exactFitTolerance`, as an import writes it.
    func stackedInCell(height cell: Double, exactFitTolerance: Double? = nil, field: Double? = nil) throws -> SceneResult {
        var options = S.options
        if let exactFitTolerance { options.limits.exactFitTolerance = exactFitTolerance }
        let member = field.map { "\"exactFitTolerance\": \($0), " } ?? ""
        return try S.solve("""
        {\(member)"size": {"width": 100, "height": \(cell)},
         "views": [{"id": "root"},
                   {"id": "a", "parent": "root", "intrinsicContentSize": {"width": 100, "height": \(40 + 2.0 / 3)}},
                   {"id": "b", "parent": "root", "intrinsicContentSize": {"width": 100, "height": 60}}],
         "constraints": ["a.left == root.left", "b.left == root.left", {"visualFormat": "V:|[a][b]|"}]}
        """, options)
    }

    func ties(_ result: SceneResult) -> [String] {
        S.ambiguous(result).map { "\($0.view) \($0.axis) \($0.cause)" }
    }

    /// Ambiguous is strict by default: a tie of a tenth of a point, or of a
    /// few millionths, is reported.
    func testTiesOffByAHairAreAmbiguousByDefault() throws {
        let tie = ["a vertical equalPriorities", "b vertical equalPriorities"]
        XCTAssertEqual(ties(try stackedInCell(height: 100 + 2.0 / 3 - 0.1)), tie)
        XCTAssertEqual(ties(try stackedInCell(height: Double(Float(100 + 2.0 / 3)))), tie)
        XCTAssertEqual(ties(try stackedInCell(height: 100 + 2.0 / 3)), [])
    }

    /// The scene's `exactFitTolerance` field widens the options' limits as
    /// the option does, in every variant; a larger option still wins.
    func testTheScenesOwnToleranceIsLoweredIntoTheLimits() throws {
        let tolerance = 1.0 / 6 + 1e-3
        let tie = ["a vertical equalPriorities", "b vertical equalPriorities"]
        let saved = Double(Float(100 + 2.0 / 3))
        XCTAssertEqual(ties(try stackedInCell(height: saved, field: tolerance)), [])
        XCTAssertEqual(ties(try stackedInCell(height: saved, field: 0)), tie)
        XCTAssertEqual(ties(try stackedInCell(height: 100.5, field: tolerance)), [])
        XCTAssertEqual(ties(try stackedInCell(height: 100, field: tolerance)), tie)
        XCTAssertEqual(ties(try stackedInCell(height: 100.5, exactFitTolerance: tolerance, field: 1e-6)), [])
    }

    /// With the tolerance of sizes saved rounded (what Interface Builder's
    /// import asks for), a tie that moves the frames no further is an exact fit.
    func testTiesWithinTheExactFitToleranceAreNotAmbiguous() throws {
        let tolerance = 1.0 / 6 + 1e-3
        // Interface Builder saves a cell's height in single precision: 100.66666412353516.
        XCTAssertEqual(ties(try stackedInCell(height: Double(Float(100 + 2.0 / 3)), exactFitTolerance: tolerance)), [])
        // A sixth of a point short: the heights' rounding to the pixel grid of a 3x screen.
        XCTAssertEqual(ties(try stackedInCell(height: 100.5, exactFitTolerance: tolerance)), [])
        // Half a point short is a tie still (Xcode flags such a tie too).
        XCTAssertEqual(ties(try stackedInCell(height: 100 + 1.0 / 6, exactFitTolerance: tolerance)),
                       ["a vertical equalPriorities", "b vertical equalPriorities"])
    }

    func testChildOfAmbiguousContainerIsNotAmbiguous() throws {
        let result = try S.solve("""
        {"size": {"width": 300, "height": 300}, "views": [{"id": "root"}, {"id": "box", "parent": "root"},
          {"id": "child", "parent": "box"}],
         "constraints": ["box.width == 100", "box.height == 100", "box.left == root.left",
                         "child.left == box.left + 10", "child.top == box.top + 10",
                         "child.width == 20", "child.height == 20"]}
        """)
        XCTAssertEqual(S.ambiguous(result).map { "\($0.view) \($0.axis)" }, ["box vertical"])
    }

    /// Adding every suggestion of a diagnostic leaves that view unambiguous on that axis.
    func assertSuggestionsSettle(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try S.document(json)
        let result = SceneSolver.solve(document, options: S.options)
        let found = S.ambiguous(result)
        XCTAssertFalse(found.isEmpty, "nothing ambiguous", file: file, line: line)
        for d in found {
            let suggestions = d.suggestions
            XCTAssertFalse(suggestions.isEmpty, "\(d)", file: file, line: line)
            let fixed = SceneSolver.solve(try S.adding(suggestions, to: document), options: S.options)
            XCTAssertNotEqual(fixed.status, .conflicting, "\(suggestions)", file: file, line: line)
            let left = S.ambiguous(fixed, d.view).filter { $0.axis == d.axis }
            XCTAssertEqual(left, [], "\(suggestions) did not settle \(d)", file: file, line: line)
        }
    }

    func testSuggestionsSettleMissingConstraints() throws {
        try assertSuggestionsSettle(String(decoding: try Data(contentsOf: ExampleSceneTests.fixtures
            .appendingPathComponent("ambiguous-vertical.json")), as: UTF8.self))
        // Nothing at all: position and size missing on both axes; from design frames where present.
        try assertSuggestionsSettle("""
        {"size": {"width": 300, "height": 300}, "prototypeConstraints": false,
         "views": [{"id": "root"}, {"id": "a", "parent": "root", "frame": {"x": 10, "y": 20, "width": 30, "height": 40}},
                   {"id": "b", "parent": "a"}],
         "guides": [{"id": "g", "owner": "root"}],
         "constraints": ["b.left == a.left + 5", "g.top == root.top + 4", "g.width == 10"]}
        """)
    }

    func testDesignFrameSuggestions() throws {
        let result = try S.solve("""
        {"size": {"width": 300, "height": 300}, "prototypeConstraints": false,
         "views": [{"id": "root"}, {"id": "a", "parent": "root", "frame": {"x": 10, "y": 20, "width": 30, "height": 40},
                    "alignmentRectInsets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}],
         "constraints": ["a.width == 24"]}
        """)
        let found = S.ambiguous(result, "a")
        XCTAssertEqual(found.map(\.suggestions),
                       [["a.left == root.left + 12"], ["a.top == root.top + 21", "a.height == 36"]])
    }

    func testSuggestionsSettleTies() throws {
        try assertSuggestionsSettle(String(decoding: try Data(contentsOf: ExampleSceneTests.fixtures
            .appendingPathComponent("hugging-tie.json")), as: UTF8.self))
        // A tie between two wishes for the same width, and three labels in a row.
        try assertSuggestionsSettle("""
        {"size": {"width": 300, "height": 100},
         "views": [{"id": "root"}, {"id": "a", "parent": "root"},
                   {"id": "l1", "parent": "root", "intrinsicContentSize": {"width": 20, "height": 10}},
                   {"id": "l2", "parent": "root", "intrinsicContentSize": {"width": 30, "height": 10}},
                   {"id": "l3", "parent": "root", "intrinsicContentSize": {"width": 40, "height": 10}}],
         "constraints": ["a.left == root.left", "a.top == root.top", "a.height == 10",
                         "a.width == 100 @500", "a.width == 200 @500",
                         {"visualFormat": "H:|-[l1]-[l2]-[l3]-|"},
                         "l1.top == root.top + 20", "l2.top == root.top + 20", "l3.top == root.top + 20"]}
        """)
    }
}

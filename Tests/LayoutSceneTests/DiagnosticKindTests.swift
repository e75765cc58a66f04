import XCTest
@testable import LayoutScene

/// Conflict hints, misplaced, zero-size and clipped views, prototype
/// constraints, variants with their own findings, and `affecting`.
final class DiagnosticKindTests: XCTestCase {
    typealias S = DiagnosticTestSupport

    func kinds(_ result: SceneResult) -> [Diagnostic.Kind] { result.diagnostics.map(\.kind) }

    func testHintsForClashingConstantsAndTheSceneSize() throws {
        let result = try S.solve("""
        {"size": {"width": 320, "height": 100},
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": ["a.left == root.left", "a.top == root.top", "a.height == 10",
                         {"id": "Narrow", "equation": "a.width == 100"}, {"id": "Wide", "equation": "a.width == 200"},
                         {"id": "Span", "equation": "a.right == root.right"}]}
        """)
        XCTAssertEqual(result.status, .conflicting)
        let conflicts = S.conflicts(result)
        XCTAssertEqual(conflicts.map(\.broken), ["Wide", "Span"])
        let first = conflicts[0].hints ?? []
        XCTAssertTrue(first.contains { $0.contains("Narrow and Wide both relate a.width to a constant") }, "\(first)")
        XCTAssertTrue(first.contains { $0.contains("lower the priority of Wide to 999") }, "\(first)")
        XCTAssertTrue(first.contains { $0.contains("or lower one of Narrow") }, "\(first)")
        let second = conflicts[1].hints ?? []
        XCTAssertTrue(second.contains { $0.contains("root.width@rootSize is the scene's size and cannot change") }, "\(second)")
    }

    func testMisplacedZeroSizeOutsideAndPrototype() throws {
        let result = try S.solve("""
        {"size": {"width": 100, "height": 100},
         "views": [{"id": "root", "frame": {"x": 0, "y": 0, "width": 300, "height": 300}},
                   {"id": "moved", "parent": "root", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}},
                   {"id": "placed", "parent": "root", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}},
                   {"id": "flat", "parent": "root"},
                   {"id": "kept", "parent": "root", "frame": {"x": 90, "y": 5, "width": 30, "height": 5}}],
         "guides": [{"id": "g", "owner": "root"}],
         "constraints": ["moved.left == root.left + 10.4", "moved.top == root.top + 11", "moved.width == 20",
                         "moved.height == 20", "placed.left == root.left", "placed.top == root.top",
                         "placed.width == 20", "placed.height == 20",
                         "flat.left == root.left", "flat.top == root.top", "flat.width == 0", "flat.height == 5",
                         "g.left == root.left", "g.top == root.top", "g.width == 0", "g.height == 0"]}
        """)
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(kinds(result), [.misplaced, .zeroSize, .outsideSuperview, .prototypeConstraints])
        XCTAssertEqual(result.diagnostics.map(\.payload), [
            .misplaced(.init(view: "moved", designFrame: SceneRect(x: 10, y: 10, width: 20, height: 20),
                             frame: SceneRect(x: 10.4, y: 11, width: 20, height: 20))),
            .zeroSize(.init(view: "flat", axis: .horizontal)),
            .outsideSuperview(.init(view: "kept", superview: "root")),
            .prototypeConstraints(.init(view: "kept")),
        ])
    }

    func testVariantsCarryTheirOwnFindings() throws {
        let result = try S.solve("""
        {"size": {"width": 320, "height": 100},
         "views": [{"id": "root"}, {"id": "bar", "parent": "root"}],
         "constraints": ["bar.left == root.left", "bar.top == root.top", "bar.width == 400", "bar.height == 10"],
         "variants": [{"name": "landscape", "size": {"width": 568, "height": 100}}]}
        """)
        XCTAssertEqual(kinds(result), [.outsideSuperview])
        XCTAssertEqual(result.variants.map { kinds($0) }, [[]])
        let text = TextReport(result: result, document: try S.document("""
        {"size": {"width": 320, "height": 100}, "views": [{"id": "root"}, {"id": "bar", "parent": "root"}]}
        """)).render()
        XCTAssertTrue(text.contains("variant landscape\nstatus: satisfied"), text)
    }

    func testAffectingComesFromDependencies() throws {
        let json = """
        {"size": {"width": 320, "height": 100},
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root"},
                   {"id": "c", "parent": "root"}],
         "constraints": [{"id": "A", "equation": "a.left == root.left + 10"}, {"id": "AW", "equation": "a.width == 50"},
                         {"id": "B", "equation": "b.left == a.right + 8"}, {"id": "BW", "equation": "b.width == 20"},
                         {"id": "C", "equation": "c.left == root.left"}, {"id": "CW", "equation": "c.width == 5"},
                         "a.top == root.top", "a.height == 5", "b.top == root.top", "b.height == 5",
                         "c.top == root.top", "c.height == 5"]}
        """
        XCTAssertNil(try S.solve(json).affecting)
        let result = try S.solve(json, SolveOptions(detail: .full, measureTime: false))
        let b = try XCTUnwrap(result.affecting?.first { $0.id == "b" })
        for id in ["A", "AW", "B", "BW"] { XCTAssertTrue(b.horizontal.contains(id), "\(b)") }
        XCTAssertFalse(b.horizontal.contains("C") || b.horizontal.contains("CW"), "\(b)")
        XCTAssertFalse(b.vertical.contains("B"), "\(b)")
        XCTAssertTrue(b.vertical.contains("#9"), "\(b)")
        let text = String(decoding: result.jsonBytes(), as: UTF8.self)
        XCTAssertTrue(text.contains(#""affecting":{"root":"#), text)
        XCTAssertTrue(text.contains(#""holds":true"#), text)
    }

    func testTextReportMarksAmbiguityAndWraps() throws {
        let document = try S.fixture("hugging-tie.json")
        let text = TextReport(result: SceneSolver.solve(document, options: S.options), document: document).render()
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    button (") && $0.hasSuffix("AMBIGUOUS (horizontal)") }, text)
        XCTAssertTrue(lines.contains("      add: button.width <= 60 @251"), text)
        XCTAssertTrue(lines.contains { $0.contains("[250] field.width@hugging: field.width <= 120 @250") }, text)
        XCTAssertTrue(lines.allSatisfy { $0.count <= TextWrapper.columns }, text)
    }

    func testWrapperKeepsSpacingAndIndents() {
        let wrapped = TextWrapper(width: 20).wrap("aaaa bbbb   cccc dddd eeee", indent: 2, hanging: 2)
        XCTAssertEqual(wrapped, "  aaaa bbbb   cccc\n    dddd eeee\n")
    }
}

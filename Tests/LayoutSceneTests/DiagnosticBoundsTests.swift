import XCTest
@testable import LayoutScene

/// Hostile scenes: every view ambiguous, thousands of clashing duplicates,
/// wide ties. The answer stays bounded and counts what it leaves out.
final class DiagnosticBoundsTests: XCTestCase {
    typealias S = DiagnosticTestSupport

    func freeViews(_ n: Int) -> String {
        let views = [#"{"id": "root"}"#] + (0..<n).map { #"{"id": "v\#($0)", "parent": "root"}"# }
        return #"{"size": {"width": 320, "height": 480}, "views": [\#(views.joined(separator: ","))]}"#
    }

    func testEveryViewAmbiguousIsCapped() throws {
        var options = S.options
        options.limits.maxPerKind = 10
        let result = try S.solve(freeViews(40), options)
        XCTAssertEqual(result.status, .ambiguous)
        XCTAssertEqual(S.ambiguous(result).count, 10)
        XCTAssertEqual(S.omitted(result, .ambiguous)?.count, 70)
        XCTAssertEqual(result.diagnostics.filter { $0.kind == .zeroSize }.count, 10)
        XCTAssertEqual(S.omitted(result, .zeroSize)?.count, 70)
    }

    func testWorkBudgetLeavesItemsUnchecked() throws {
        var options = S.options
        options.limits.maxPerKind = 4
        options.limits.ambiguityWork = 4 * 41 * 4 * 10  // detail for 10 items' worth
        let result = try S.solve(freeViews(40), options)
        XCTAssertEqual(result.status, .ambiguous)
        let note = try XCTUnwrap(S.omitted(result, .ambiguous))
        XCTAssertGreaterThan(note.unchecked, 0)
        XCTAssertEqual(4 + note.count + 2 * note.unchecked, 80, "\(note)")
    }

    func testThousandsOfClashingDuplicates() throws {
        let duplicates = Array(repeating: "\"v.width == 20\"", count: 2000).joined(separator: ",")
        let result = try S.solve("""
        {"size": {"width": 320, "height": 480}, "views": [{"id": "root"}, {"id": "v", "parent": "root"}],
         "constraints": ["v.left == root.left", "v.top == root.top", "v.height == 5", "v.width == 10", \(duplicates)]}
        """)
        XCTAssertEqual(result.status, .conflicting)
        XCTAssertEqual(result.diagnostics.filter { $0.kind == .unsatisfiable }.count, 100)
        XCTAssertEqual(S.omitted(result, .unsatisfiable)?.count, 1900)
        XCTAssertLessThan(result.jsonBytes().count, 2_000_000)
    }

    /// A row of labels of equal hugging: too many to raise one by one, so
    /// each suggestion pins the view, and that settles it.
    func testWideTieFallsBackToPins() throws {
        let n = 12
        let views = [#"{"id": "root"}"#] + (0..<n).map {
            #"{"id": "l\#($0)", "parent": "root", "intrinsicContentSize": {"width": 10, "height": 10}}"#
        }
        let tops = (0..<n).map { "\"l\($0).top == root.top\"" }.joined(separator: ",")
        let format = "H:|" + (0..<n).map { "[l\($0)]" }.joined() + "|"
        let json = #"{"size": {"width": 500, "height": 50}, "views": [\#(views.joined(separator: ","))], "constraints": [{"visualFormat": "\#(format)"}, \#(tops)]}"#
        let document = try S.document(json)
        let result = SceneSolver.solve(document, options: S.options)
        let found = S.ambiguous(result)
        XCTAssertEqual(found.count, n)
        for d in found {
            XCTAssertEqual(d.cause, .equalPriorities)
            let suggestions = d.suggestions
            XCTAssertTrue(suggestions.allSatisfy { !$0.contains("@") }, "\(suggestions)")
            let fixed = SceneSolver.solve(try S.adding(suggestions, to: document), options: S.options)
            XCTAssertEqual(S.ambiguous(fixed, d.view), [], "\(suggestions)")
        }
    }
}

import XCTest
@testable import LayoutScene

final class SelfContradictionTests: XCTestCase {
    let scene = """
        {"format": "layoutd.scene/1", "size": {"width": 100, "height": 100},
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": [{"id": "Loop", "equation": "a.left == a.left + 5"}]}
        """

    func testAConstraintThatContradictsItselfSaysSo() throws {
        let result = try DiagnosticTestSupport.solve(scene)
        let diagnostic = try XCTUnwrap(result.diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertEqual(diagnostic.conflict?.constraints, ["Loop"])
        XCTAssertEqual(diagnostic.message, "Loop can never hold (it contradicts itself); Loop was broken (left out of the layout)")
    }

    func testTheTextReportSaysSoToo() throws {
        let document = try DiagnosticTestSupport.document(scene)
        let text = TextReport(result: SceneSolver.solve(document, options: DiagnosticTestSupport.options),
                              document: document).render()
        XCTAssertTrue(text.contains("a.left == a.left + 5 can never hold (it contradicts"), text)
        XCTAssertFalse(text.contains("cannot hold together with these"), text)
    }
}

import XCTest
@testable import LayoutScene

final class SelfContradictionTests: XCTestCase {
    func testAConstraintThatContradictsItselfSaysSo() throws {
        let result = try DiagnosticTestSupport.solve("""
            {"format": "layoutd.scene/1", "size": {"width": 100, "height": 100},
             "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
             "constraints": [{"id": "Loop", "equation": "a.left == a.left + 5"}]}
            """)
        let diagnostic = try XCTUnwrap(result.diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertEqual(DiagnosticTestSupport.strings(diagnostic, "constraints"), ["Loop"])
        XCTAssertEqual(diagnostic.message, "Loop can never hold (it contradicts itself); Loop was broken (left out of the layout)")
    }
}

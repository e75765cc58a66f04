import XCTest
@testable import LayoutScene

/// Large systems add the implicit `width >= 0` / `height >= 0` last
/// (`SolverRun.addAll`); the outcome must still be that of the order of
/// addition, where they come first.
final class ImplicitSizeOrderTests: XCTestCase {
    /// A row of `count` views of width 20 (one of them, `free`, without a
    /// width), plus `extra` constraints: more than `SolverRun.deferringFrom`.
    func scene(count: Int = 40, free: Int = 7, extra: [String]) -> String {
        var views = [#"{"id": "root"}"#]
        var constraints: [String] = []
        for i in 0..<count {
            views.append(#"{"id": "v\#(i)", "parent": "root"}"#)
            constraints += ["v\(i).left == root.left + \(25 * i)", "v\(i).top == root.top", "v\(i).height == 10"]
            if i != free { constraints.append("v\(i).width == 20") }
        }
        let listed = (constraints.map { "\"\($0)\"" } + extra).joined(separator: ", ")
        return #"{"format": "layoutd.scene/1", "size": {"width": 1000, "height": 100}, "#
            + #""views": [\#(views.joined(separator: ", "))], "constraints": [\#(listed)]}"#
    }

    func testAClashWithAnImplicitSizeBreaksTheLaterConstraint() throws {
        let json = scene(extra: [#"{"id": "Negative", "equation": "v7.width == -10"}"#])
        let result = try DiagnosticTestSupport.solve(json)
        XCTAssertGreaterThanOrEqual(result.constraints.count, SolverRun.deferringFrom)
        XCTAssertEqual(result.status, .conflicting)
        let conflicts = result.diagnostics.filter { $0.kind == .unsatisfiable }
        XCTAssertEqual(conflicts.count, 1)
        let diagnostic = try XCTUnwrap(conflicts.first)
        XCTAssertEqual(DiagnosticTestSupport.string(diagnostic, "broken"), "Negative")
        XCTAssertEqual(DiagnosticTestSupport.strings(diagnostic, "constraints"), ["v7.width>=0", "Negative"])
        XCTAssertEqual(result.frame("v7")?.width, 0)
    }

    func testAClashWithoutImplicitSizesIsFoundInTheFirstPass() throws {
        let json = scene(extra: [#"{"id": "Wide", "equation": "v3.width == 30"}"#])
        let result = try DiagnosticTestSupport.solve(json)
        let diagnostic = try XCTUnwrap(result.diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertEqual(DiagnosticTestSupport.string(diagnostic, "broken"), "Wide")
        XCTAssertEqual(DiagnosticTestSupport.strings(diagnostic, "constraints"), ["#15", "Wide"])
        XCTAssertEqual(result.frame("v3")?.width, 20)
        XCTAssertEqual(result.frame("v39")?.x, 975)
    }
}

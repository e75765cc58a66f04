import XCTest
@testable import LayoutScene

/// Large systems add the implicit `width >= 0` / `height >= 0` last
/// (`SolverRun.addAll`); what is broken must still be what the order of
/// addition says, where they come first.
final class AdditionOrderTests: XCTestCase {
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
        let conflicts = DiagnosticTestSupport.conflicts(result)
        XCTAssertEqual(conflicts.count, 1)
        let conflict = try XCTUnwrap(conflicts.first)
        XCTAssertEqual(conflict.broken, "Negative")
        XCTAssertEqual(conflict.constraints, ["v7.width>=0", "Negative"])
        XCTAssertTrue((conflict.hints ?? []).contains {
            $0.hasPrefix("widths and heights cannot be negative")
        })
        XCTAssertEqual(result.frame("v7")?.width, 0)
    }

    func testAClashAmongSceneConstraintsBreaksTheLaterOne() throws {
        let json = scene(extra: [#"{"id": "Wide", "equation": "v3.width == 30"}"#])
        let result = try DiagnosticTestSupport.solve(json)
        let conflict = try XCTUnwrap(DiagnosticTestSupport.conflicts(result).first)
        XCTAssertEqual(conflict.broken, "Wide")
        XCTAssertEqual(conflict.constraints, ["#15", "Wide"])
        XCTAssertEqual(result.frame("v3")?.width, 20)
        XCTAssertEqual(result.frame("v39")?.x, 975)
    }

    /// Hugging and resistance at 1000 are required constraints added before
    /// the scene's, so the scene's constraint is the one broken.
    func testRequiredContentSizesComeBeforeTheScenesConstraints() throws {
        let result = try DiagnosticTestSupport.solve("""
            {"format": "layoutd.scene/1", "size": {"width": 300, "height": 100},
             "views": [{"id": "root"},
                       {"id": "label", "parent": "root", "intrinsicContentSize": {"width": 50, "height": 20},
                        "contentHugging": {"horizontal": 1000, "vertical": 250},
                        "compressionResistance": {"horizontal": 1000, "vertical": 750}}],
             "constraints": [{"id": "Wide", "equation": "label.width == 80"},
                             "label.left == root.left", "label.top == root.top"]}
            """)
        let conflict = try XCTUnwrap(DiagnosticTestSupport.conflicts(result).first)
        XCTAssertEqual(conflict.broken, "Wide")
        XCTAssertEqual(result.frame("label")?.width, 50)
    }

    /// Implicit sizes holding with room to spare stay out of the solver's
    /// tableau (`Solver.addLazily`). `v7` may be 0 to 0.5 wide: its
    /// alternative layout must stop at 0, where its `width >= 0` would stop
    /// it in the tableau, not run on by the full visible step of 1 point.
    func testAnAlternativeStopsAtAnImplicitSizeHeldAside() throws {
        let result = try DiagnosticTestSupport.solve(scene(extra: [#""v7.width <= 0.5""#]))
        XCTAssertGreaterThanOrEqual(result.constraints.count, SolverRun.deferringFrom)
        let d = try XCTUnwrap(DiagnosticTestSupport.ambiguous(result).first)
        let now = try XCTUnwrap(result.frame("v7")), other = try XCTUnwrap(DiagnosticTestSupport.alternative(d, "v7"))
        XCTAssertNotEqual(now.width, other.width)
        XCTAssertTrue([now.width, other.width].allSatisfy { $0 >= 0 && $0 <= 0.5 })
    }
}

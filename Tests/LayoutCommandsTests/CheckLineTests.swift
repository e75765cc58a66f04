import XCTest
@testable import LayoutScene
@testable import LayoutCommands

/// `layoutd check`'s line reads the broken constraints and ambiguous views
/// off the typed payloads.
final class CheckLineTests: XCTestCase {
    func conflict(_ ids: [String], hints: [String]? = []) -> Diagnostic {
        Diagnostic(.unsatisfiable(.init(constraints: ids, hints: hints)), message: "m")
    }

    func ambiguity(_ view: String, _ axis: Attribute.Axis) -> Diagnostic {
        Diagnostic(.ambiguous(.init(view: view, axis: axis, missing: [.size], cause: .missingConstraints,
                                    related: [], alternative: [], suggestions: [])), message: "m")
    }

    func result(_ status: SceneResult.Status, _ diagnostics: [Diagnostic], variants: [SceneResult] = []) -> SceneResult {
        SceneResult(name: nil, status: status, frames: [], diagnostics: diagnostics, constraints: [],
                    stats: .init(views: 1, constraints: 0), variants: variants)
    }

    func testBrokenAmbiguousAndWarnings() {
        let line = CheckLine.summary(result(.conflicting, [
            conflict(["Narrow", "Wide"]),
            conflict(["#3"], hints: nil),
            ambiguity("b", .horizontal), ambiguity("a", .vertical), ambiguity("b", .vertical),
            Diagnostic(.zeroSize(.init(view: "a", axis: .horizontal)), message: "m"),
            Diagnostic(.omitted(.init(of: .ambiguous, count: 2)), message: "m"),
        ]))
        XCTAssertEqual(line, "conflicting; broken: Wide, #3; ambiguous: a, b; 4 warnings")
    }

    func testVariantsThatDoNotSolveCleanlyAreNamed() {
        var variant = result(.ambiguous, [ambiguity("c", .horizontal)])
        variant.name = "narrow"
        XCTAssertEqual(CheckLine.summary(result(.satisfied, [], variants: [variant])), "satisfied; variant narrow: ambiguous")
    }
}

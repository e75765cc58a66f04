import XCTest
import LayoutSolver
@testable import LayoutScene

/// `?detail=full`'s affecting lists cost each item's dependencies, up to
/// quadratic in the scene: they stop at the solve's deadline like the solver.
final class AffectingDeadlineTests: XCTestCase {
    func chain(_ n: Int) throws -> SceneDocument {
        var constraints = ["v0.left == root.left", "v0.width == 10", "v0.top == root.top", "v0.height == 10"]
        for i in 1..<n {
            constraints += ["v\(i).left == v\(i - 1).right + 1", "v\(i).width == 10", "v\(i).top == root.top", "v\(i).height == 10"]
        }
        let views = ([#"{"id": "root"}"#] + (0..<n).map { #"{"id": "v\#($0)", "parent": "root"}"# }).joined(separator: ",")
        let json = #"{"views": [\#(views)], "constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        return try SceneDecoder.decode(Array(json.utf8))
    }

    func testAffectingListsStopAtAPassedDeadline() throws {
        let prepared = SceneSolver.prepare(try chain(40), options: SolveOptions())
        let affecting = AffectingConstraints(run: prepared.run, hierarchy: prepared.hierarchy,
                                             items: prepared.lowering.items, limits: SolveOptions().limits)
        XCTAssertEqual(affecting.all()?.count, 41)
        XCTAssertNil(affecting.all(deadline: .now - .seconds(1)))
        XCTAssertEqual(affecting.all(deadline: .now + .seconds(60))?.count, 41)
    }
}

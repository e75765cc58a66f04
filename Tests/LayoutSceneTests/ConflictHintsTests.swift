import XCTest
import LayoutSolver
@testable import LayoutScene

/// Same-pair hints agree whether a conflicting set is small enough to be
/// compared pair by pair or large enough to be hashed.
final class ConflictHintsTests: XCTestCase {
    func lowered(_ id: String, _ item: String, constant: Double) -> LoweredConstraint {
        LoweredConstraint(id: id, origin: .scene,
                          spec: ConstraintSpec(first: AttributeRef(item: item, attribute: .width), relation: .equal,
                                               constant: constant),
                          constraint: Constraint(LinearExpression(), .equal))
    }

    func testSamePairHintsForSmallAndLargeSets() {
        // 0: Narrow, 1: Same (Narrow's constant), 2: Wide, then fillers on other views.
        var all = [lowered("Narrow", "a", constant: 100), lowered("Same", "a", constant: 100),
                   lowered("Wide", "a", constant: 200)]
        let fillers = DiagnosticLimits.linearPairSearch + 4
        all += (0..<fillers).map { lowered("Filler\($0)", "f\($0)", constant: Double($0)) }
        let hints = ConflictHints(lowered: all, limits: .standard)
        let expected = ["Narrow and Wide both relate a.width to a constant but with constants 100 and 200: "
                        + "remove one or make them agree"]
        let small = [3, 0, 1, 2]
        let large = Array(3..<all.count) + [0, 1, 2]
        XCTAssertLessThanOrEqual(small.count, DiagnosticLimits.linearPairSearch)
        XCTAssertGreaterThan(large.count, DiagnosticLimits.linearPairSearch)
        XCTAssertEqual(hints.samePairHints(small), expected)
        XCTAssertEqual(hints.samePairHints(large), expected)
        // Only the first of equal keys is compared with: Same matches Narrow, so no hint for it.
        XCTAssertEqual(hints.samePairHints([0, 1]), [])
        XCTAssertEqual(hints.samePairHints([2, 0, 1]).count, 2)
    }
}

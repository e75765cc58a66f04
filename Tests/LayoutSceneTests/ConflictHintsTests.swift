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

    /// Every kind of hint, word for word, in the order they are given.
    func testEveryHintInOrder() {
        var sized = lowered("root.width@rootSize", "root", constant: 320)
        sized.origin = .rootSize
        var mask = lowered("h=-&-", "label", constant: 50)
        mask.origin = .autoresizing
        var prototype = lowered("proto", "icon", constant: 20)
        prototype.origin = .prototype
        let all = [sized, mask, prototype, lowered("A", "x", constant: 1), lowered("B", "y", constant: 2),
                   lowered("C", "z", constant: 3)]
        XCTAssertEqual(ConflictHints(lowered: all, limits: .standard).hints([0, 1, 2, 3, 4, 5]), [
            "turn off translatesAutoresizingMaskIntoConstraints on label: its autoresizing constraints "
                + "(from its frame and mask) are in the conflict",
            "add constraints to icon: without any, prototype constraints fix its design frame",
            "lower the priority of C to 999 so it gives way instead of breaking",
            "or lower one of A, B below 1000 if it may give way",
            "root.width@rootSize is the scene's size and cannot change: make the constraints fit it, "
                + "or leave that dimension out of size to fit the content",
        ])
    }
}

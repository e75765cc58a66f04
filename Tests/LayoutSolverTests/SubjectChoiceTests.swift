import XCTest
@testable import LayoutSolver

/// Required rows with no free subject: a slack or error takes the row when
/// that keeps every row feasible, instead of a phase-one pivot.
final class SubjectChoiceTests: XCTestCase {
    /// Scene-style widths: `w >= 0` for each, then `w_i == w_0`. Each
    /// equality is solved for the new width's slack, so no row is pivoted
    /// (a phase-one pivot rewrote every row holding the shared slack).
    func testEqualSizesOverNonNegativeSlacksNeedNoPivots() throws {
        let s = Solver()
        let widths = (0..<200).map { _ in s.makeVariable() }
        for w in widths { try s.add(Constraint(expr([(w, 1)]), .greaterOrEqual)) }
        for w in widths.dropFirst() { try s.add(Constraint(expr([(w, 1), (widths[0], -1)]), .equal)) }
        XCTAssertEqual(s.pivotCount, 0)
        try s.add(Constraint(expr([(widths[0], 1)], -40), .equal, priority: soft(500)))
        for w in widths { XCTAssertEqual(s.value(of: w), 40, accuracy: 1e-9) }
    }

    func testFeasibleSlackSubjectWithNonZeroConstant() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)]), .greaterOrEqual))
        try s.add(Constraint(expr([(y, 1)]), .greaterOrEqual))
        try s.add(Constraint(expr([(x, 1)], -3), .lessOrEqual))
        try s.add(Constraint(expr([(x, 1), (y, 1)], -10), .equal))
        try s.add(Constraint(expr([(y, 1)], -2), .equal, priority: soft(500)))
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 7, accuracy: 1e-9)
    }

    /// The slack's value would push another row negative: the row goes to
    /// phase one, which refuses it.
    func testSubjectThatBreaksAnotherRowIsNotTaken() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)]), .greaterOrEqual))
        let upper = try s.add(Constraint(expr([(x, 1)], -3), .lessOrEqual))
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, 1)], -10), .equal))) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict, [upper])
        }
        XCTAssert((-1e-9...3 + 1e-9).contains(s.value(of: x)), "x = \(s.value(of: x))")
    }
}

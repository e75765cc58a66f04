import XCTest
@testable import LayoutSolver

/// `addLazily`: a required inequality with room to spare stays out of the
/// tableau until the next change, and nothing a caller can read differs.
final class HeldAsideTests: XCTestCase {
    /// x + y == 0.5 with y >= 0: x is 0.5 and can fall as y grows.
    private func squeezed(lazily: Bool) throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(Constraint(expr([(x, 1), (y, 1)], -0.5), .equal))
        try s.add(Constraint(expr([(y, 1)]), .greaterOrEqual))
        let bound = Constraint(expr([(x, 1)]), .greaterOrEqual)
        if lazily { try s.addLazily(bound) } else { try s.add(bound) }
        return (s, x, y)
    }

    func testAStrictlyHeldBoundIsHeldAsideAndReadsTheSame() throws {
        let (lazy, x, _) = try squeezed(lazily: true)
        let (eager, _, _) = try squeezed(lazily: false)
        XCTAssertEqual(lazy.heldAside.count, 1)
        XCTAssertEqual(lazy.value(of: x), eager.value(of: x))
        XCTAssertEqual(lazy.constraints, eager.constraints)
        XCTAssertEqual(lazy.pivotCount, eager.pivotCount)
    }

    /// The alternative moves x down by the visible change (1 point) unless
    /// the bound stops it at 0, as its row would in the tableau.
    func testAnAlternativeStopsAtABoundHeldAside() throws {
        let (lazy, x, y) = try squeezed(lazily: true)
        let (eager, _, _) = try squeezed(lazily: false)
        let a = try XCTUnwrap(lazy.ambiguity(of: [expr([(x, 1)])])[0])
        let b = try XCTUnwrap(eager.ambiguity(of: [expr([(x, 1)])])[0])
        XCTAssertEqual(a.alternative[x.id], 0, accuracy: 1e-9)
        XCTAssertEqual(a.alternative[y.id], 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.alternative, b.alternative)
    }

    /// A constraint added after the bound meets it in the tableau: it is the
    /// one refused, and the conflict names the bound.
    func testTheNextAddBringsTheBoundIn() throws {
        let (s, x, y) = try squeezed(lazily: true)
        let (eager, _, _) = try squeezed(lazily: false)
        for solver in [s, eager] {
            XCTAssertThrowsError(try solver.add(Constraint(expr([(x, 1)], 1), .equal))) { error in
                guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(conflict.map(\.id), [2])
            }
        }
        XCTAssertTrue(s.heldAside.isEmpty)
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [eager.value(of: x), eager.value(of: y)])
    }

    func testRemovingABoundHeldAsideFreesTheVariable() throws {
        let (s, x, _) = try squeezed(lazily: true)
        try s.remove(ConstraintHandle(id: 2))
        XCTAssertFalse(s.contains(ConstraintHandle(id: 2)))
        try s.add(Constraint(expr([(x, 1)], 1), .equal))
        XCTAssertEqual(s.value(of: x), -1, accuracy: 1e-9)
    }

    /// A bound that is tight (or violated) goes in at once, like `add`.
    func testATightBoundGoesInAtOnce() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)]), .lessOrEqual))
        try s.addLazily(Constraint(expr([(x, 1)]), .greaterOrEqual))
        XCTAssertTrue(s.heldAside.isEmpty)
        XCTAssertThrowsError(try s.addLazily(Constraint(expr([(x, 1)], -1), .greaterOrEqual)))
    }
}

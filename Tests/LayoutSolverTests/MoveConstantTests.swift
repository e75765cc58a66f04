import TestSupport
import XCTest
@testable import LayoutSolver

/// `Solver.moveConstant` against a solver built afresh with the new
/// constant: the same optimum at every level, the required set held.
final class MoveConstantTests: XCTestCase {
    func testMovedConstantGivesTheFreshOptimum() throws {
        var g = SeededGenerator(seed: 33)
        var moved = 0, infeasible = 0
        for round in 0..<300 {
            let s = Solver()
            let n = Int.random(in: 2...4, using: &g)
            let vars = (0..<n).map { _ in s.makeVariable() }
            // The moved equality first, as a scene's root size comes first.
            var e = LinearExpression([(vars[0], 1)], constant: Double(Int.random(in: -10...10, using: &g)))
            if Int.random(in: 0..<2, using: &g) == 0 { e.add(-1, vars[1]) }
            let equality = Constraint(e, .equal)
            let h = try s.add(equality)
            var present = [equality]
            for _ in 0..<Int.random(in: 2...7, using: &g) {
                let c = RandomizedTests.randomConstraint(vars, &g)
                if (try? s.add(c)) != nil { present.append(c) }
            }
            for _ in 0..<3 {
                var target = e
                target.constant = Double(Int.random(in: -12...12, using: &g))
                let next = Constraint(target, .equal)
                let answer = s.moveConstant(of: h, to: next)
                present[0] = next
                let ref = LexicographicReference(variables: n, constraints: present)
                if answer == .infeasible {
                    XCTAssertNil(ref.optimum(), "round \(round): refused a satisfiable move")
                    infeasible += 1
                    break
                }
                XCTAssertEqual(answer, .moved, "round \(round)")
                let optimum = try XCTUnwrap(ref.optimum(), "round \(round): moved to an infeasible system")
                let values = s.values()
                XCTAssertLessThan(ref.requiredResidual(values), 1e-6, "round \(round)")
                for (got, want) in zip(ref.totals(values), optimum) {
                    XCTAssertEqual(got, want, accuracy: 1e-6, "round \(round)")
                }
                XCTAssertEqual(s.constraint(h), next)
                moved += 1
            }
        }
        XCTAssertGreaterThan(moved, 300)
        XCTAssertGreaterThan(infeasible, 10)
    }

    func testRefusesWhatIsNotARequiredEqualityWithTheSameTerms() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let soft = try s.add(Constraint(expr([(x, 1)], -5), .equal, priority: Priority(500)!))
        XCTAssertEqual(s.moveConstant(of: soft, to: Constraint(expr([(x, 1)], -6), .equal, priority: Priority(500)!)), .refused)
        let inequality = try s.add(Constraint(expr([(y, 1)], -1), .greaterOrEqual))
        XCTAssertEqual(s.moveConstant(of: inequality, to: Constraint(expr([(y, 1)], -2), .greaterOrEqual)), .refused)
        let equality = try s.add(Constraint(expr([(x, 1), (y, -1)], 0), .equal))
        XCTAssertEqual(s.moveConstant(of: equality, to: Constraint(expr([(x, 1)], -3), .equal)), .refused)
        // Redundant: held by a basic dummy, whose row must stay at zero.
        let again = try s.add(Constraint(expr([(x, 1), (y, -1)], 0), .equal))
        XCTAssertEqual(s.moveConstant(of: again, to: Constraint(expr([(x, 1), (y, -1)], -1), .equal)), .refused)
        XCTAssertEqual(s.value(of: x), s.value(of: y))
        // Moving the first of the two breaks the second: infeasible.
        XCTAssertEqual(s.moveConstant(of: equality, to: Constraint(expr([(x, 1), (y, -1)], -1), .equal)), .infeasible)
    }
}

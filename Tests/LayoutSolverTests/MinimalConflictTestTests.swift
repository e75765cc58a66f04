import TestSupport
import XCTest
@testable import LayoutSolver

final class MinimalConflictTestTests: XCTestCase {
    private func isMinimal(_ constraints: [Constraint]) -> Bool {
        MinimalConflictTest(constraints: constraints).isMinimalConflict()
    }

    /// name.left == 20, field.left == name.left + name.width + 8,
    /// field.left + field.width == root.width - 20, root.width == 320,
    /// field.width >= 0, name.width >= 400: the label-width conflict.
    private func labelWidth(_ x: [Variable]) -> [Constraint] {
        let (nl, nw, fl, fw, rw) = (x[0], x[1], x[2], x[3], x[4])
        return [
            Constraint(expr([(nl, 1)], -20), .equal),
            Constraint(expr([(fl, 1), (nl, -1), (nw, -1)], -8), .equal),
            Constraint(expr([(fl, 1), (fw, 1), (rw, -1)], 20), .equal),
            Constraint(expr([(rw, 1)], -320), .equal),
            Constraint(expr([(fw, 1)]), .greaterOrEqual),
            Constraint(expr([(nw, 1)], -400), .greaterOrEqual),
        ]
    }

    private func variables(_ n: Int) -> [Variable] { (0..<n).map { Variable(id: $0) } }

    func testAChainOfEdgesIsMinimal() {
        XCTAssertTrue(isMinimal(labelWidth(variables(5))))
    }

    func testAMemberTooManyIsNotShownMinimal() {
        let x = variables(6)
        XCTAssertFalse(isMinimal(labelWidth(x) + [Constraint(expr([(x[5], 1)], -3), .equal)]))
        // A second dependency: the root's width stated twice.
        XCTAssertFalse(isMinimal(labelWidth(x) + [Constraint(expr([(x[4], 1)], -320), .equal)]))
    }

    func testAConsistentDependencyIsNoConflict() {
        let x = variables(5)
        var c = labelWidth(x)
        c[5] = Constraint(expr([(x[1], 1)], -100), .greaterOrEqual)  // fits in 320
        XCTAssertFalse(isMinimal(c))
    }

    func testInequalitiesMustAgreeWithTheCertificate() {
        let x = variables(1)
        // x >= 5 and x <= 3 conflict; x >= 5 and x >= 3 do not.
        XCTAssertTrue(isMinimal([Constraint(expr([(x[0], 1)], -5), .greaterOrEqual),
                                 Constraint(expr([(x[0], 1)], -3), .lessOrEqual)]))
        XCTAssertFalse(isMinimal([Constraint(expr([(x[0], 1)], -5), .greaterOrEqual),
                                  Constraint(expr([(x[0], 1)], -3), .greaterOrEqual)]))
    }

    func testAConstantContradictionAlone() {
        XCTAssertTrue(isMinimal([Constraint(expr([], 5), .equal)]))
        XCTAssertFalse(isMinimal([Constraint(expr([], 5), .greaterOrEqual)]))
    }

    /// Whenever the test answers yes, the set cannot all hold and every set
    /// without one member can (checked with solvers, by adding in turn).
    func testYesIsAlwaysRight() throws {
        var g = SeededGenerator(seed: 7)
        var yes = 0
        for _ in 0..<6000 {
            let n = Int.random(in: 1...3, using: &g), m = Int.random(in: 2...5, using: &g)
            let x = variables(n)
            let constraints: [Constraint] = (0..<m).map { _ in
                var terms: [(Variable, Double)] = []
                for v in x where Int.random(in: 0..<3, using: &g) > 0 { terms.append((v, Double(Int.random(in: -2...2, using: &g)))) }
                let relation = [Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &g)!
                return Constraint(expr(terms, Double(Int.random(in: -10...10, using: &g))), relation)
            }
            guard isMinimal(constraints) else { continue }
            yes += 1
            XCTAssertFalse(holdTogether(constraints, n), "\(constraints)")
            for i in constraints.indices {
                var rest = constraints
                rest.remove(at: i)
                XCTAssertTrue(holdTogether(rest, n), "without \(i): \(constraints)")
            }
        }
        XCTAssertGreaterThan(yes, 100)
    }

    private func holdTogether(_ constraints: [Constraint], _ n: Int) -> Bool {
        let s = Solver()
        for _ in 0..<n { _ = s.makeVariable() }
        for c in constraints {
            do { try s.add(c) } catch { return false }
        }
        return true
    }

    func testSortUniqueKeepsEachValueOnceAscending() {
        var ids = [5, 1, 5, 3, 1, 1, 9]
        ids.sortUnique()
        XCTAssertEqual(ids, [1, 3, 5, 9])
        var none: [Int] = []
        none.sortUnique()
        XCTAssertEqual(none, [])
    }
}

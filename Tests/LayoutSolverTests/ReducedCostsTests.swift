import TestSupport
import XCTest
@testable import LayoutSolver

/// The objective kept by column: each symbol's costs must hold what a
/// table by level would (same sums, bit for bit, the same cancellations),
/// and many distinct priorities must cost memory and time in the number of
/// constraints, not in levels × symbols.
final class ReducedCostsTests: XCTestCase {
    func testMatchesATableByLevelUnderRandomOperations() {
        var g = SeededGenerator(seed: 23)
        let priorities: [Double] = [1, 250, 250.5, 500, 749.25, 750, 999, .infinity]
        for round in 0..<500 {
            var reference: [Double: Double] = [:]
            var costs = ReducedCosts()
            for _ in 0..<60 {
                let p = priorities.randomElement(using: &g)!
                if Int.random(in: 0..<4, using: &g) == 0 {
                    let removed = costs.remove(priority: p)
                    XCTAssertEqual(removed?.coefficient, reference.removeValue(forKey: p), "round \(round)")
                    continue
                }
                let v = [1.0, -1.0, 0.5, -0.5, 2, 1e-12].randomElement(using: &g)!
                let change = costs.add(v, level: Int(p.isFinite ? p : 0), priority: p)
                let old = reference[p]
                if let old {
                    let sum = old + v
                    reference[p] = abs(sum) < Tolerances.zero ? nil : sum
                    XCTAssertEqual(change, reference[p] == nil ? .vanished : .none, "round \(round)")
                } else if abs(v) >= Tolerances.zero {
                    reference[p] = v
                    XCTAssertEqual(change, .appeared, "round \(round)")
                } else {
                    XCTAssertEqual(change, .none, "round \(round)")
                }
                XCTAssertEqual(costs.count, reference.count, "round \(round)")
            }
            let listed = (0..<costs.count).map { costs[$0].priority }
            XCTAssertEqual(listed, reference.keys.sorted(by: >), "round \(round)")
            XCTAssertEqual(costs.first?.priority, reference.keys.max(), "round \(round)")
            for p in priorities { XCTAssertEqual(costs.coefficient(atPriority: p), reference[p] ?? 0, "round \(round)") }
            XCTAssertEqual(costs.isEmpty, reference.isEmpty)
        }
    }

    func testLexicographicOrderCountsAMissingLevelAsZero() {
        var a = ReducedCosts(), b = ReducedCosts()
        _ = a.add(1, level: 0, priority: 500)
        _ = b.add(4, level: 1, priority: 250)
        // a = (500: 1), b = (250: 4): a is larger at 500, where b has nothing.
        XCTAssertEqual(ReducedCosts.lexLess(a, over: 1, b, over: 1), false)
        XCTAssertEqual(ReducedCosts.lexLess(b, over: 1, a, over: 1), true)
        XCTAssertEqual(ReducedCosts.lexLess(ReducedCosts(), over: 1, b, over: 2), true)
        XCTAssertNil(ReducedCosts.lexLess(a, over: 2, a, over: 2))
        _ = b.add(2, level: 0, priority: 500)
        // b / 2 = (500: 1, 250: 2) against a = (500: 1): equal at 500, larger at 250.
        XCTAssertEqual(ReducedCosts.lexLess(a, over: 1, b, over: 2), true)
    }

    /// Twenty thousand distinct priorities (a level each), the shape of the
    /// request that took the daemon past 5 GB: `x >= i % 500` at rising
    /// priorities. Kept by level, the objective took levels × symbols
    /// memory (gigabytes here) and a pass over every level per pivot; by
    /// column it holds a few costs per constraint.
    func testDistinctPrioritiesStayLinear() throws {
        let n = 20_000
        let solver = Solver()
        let x = solver.makeVariable()
        for i in 0..<n {
            let priority = try XCTUnwrap(Priority(1 + 998 * (Double(i) + 0.5) / Double(n)))
            try solver.add(Constraint(LinearExpression([(x, 1)], constant: -Double(i % 500)), .greaterOrEqual, priority: priority))
        }
        XCTAssertGreaterThanOrEqual(solver.value(of: x), 499)
        let t = solver.tableau
        XCTAssertEqual(t.levelByPriority.count, n)
        let costs = t.symbols.reduce(0) { $0 + $1.costs.count }
        XCTAssertLessThanOrEqual(costs, 4 * n)
    }

    func testLevelsGoWithTheirLastConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var handles: [ConstraintHandle] = []
        for (i, p) in [250.0, 250.5, 750, 250].enumerated() {
            let v = i % 2 == 0 ? x : y
            handles.append(try solver.add(Constraint(LinearExpression([(v, 1)], constant: -Double(10 * i)), .equal,
                                                     priority: try XCTUnwrap(Priority(p)))))
        }
        XCTAssertEqual(solver.tableau.levelByPriority.count, 3)
        try solver.remove(handles[1])
        XCTAssertEqual(solver.tableau.levelByPriority.count, 2)
        XCTAssertEqual(solver.tableau.freeLevelSlots.count, 1)
        for h in [handles[0], handles[2], handles[3]] { try solver.remove(h) }
        XCTAssertTrue(solver.tableau.levelByPriority.isEmpty)
        XCTAssertTrue(solver.tableau.symbols.allSatisfy { $0.costs.isEmpty })
        // A freed slot is reused.
        try solver.add(Constraint(LinearExpression([(x, 1)], constant: -5), .equal, priority: try XCTUnwrap(Priority(300))))
        XCTAssertEqual(solver.tableau.levels.count, 3)
        XCTAssertEqual(solver.value(of: x), 5)
    }
}

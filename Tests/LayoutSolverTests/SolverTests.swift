import XCTest
@testable import LayoutSolver

/// Builds `Σ c·v + constant`.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms, constant: constant)
}

func soft(_ p: Double) -> Priority { Priority(p)! }

final class SolverTests: XCTestCase {
    func testVariablesAreDense() {
        let s = Solver()
        XCTAssertEqual((0..<3).map { _ in s.makeVariable().id }, [0, 1, 2])
        XCTAssertEqual(s.variableCount, 3)
    }

    func testRequiredEqualitiesAndInequalities() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)], -10), .equal))
        try s.add(Constraint(expr([(y, 1), (x, -1)], -5), .greaterOrEqual))
        try s.add(Constraint(expr([(y, 1)], -100), .equal, priority: soft(500)))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 100, accuracy: 1e-9)
        try s.add(Constraint(expr([(y, 1)], -20), .lessOrEqual))
        XCTAssertEqual(s.value(of: y), 20, accuracy: 1e-9)
    }

    func testStrictPrioritiesAreNotOutvoted() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)]), .equal, priority: soft(751)))
        for _ in 0..<1001 { try s.add(Constraint(expr([(x, 1)], -1), .equal, priority: soft(750))) }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        let s2 = Solver()
        let y = s2.makeVariable()
        try s2.add(Constraint(expr([(y, 1)]), .equal, priority: soft(999.5)))
        try s2.add(Constraint(expr([(y, 1)], -1), .equal, priority: soft(999)))
        try s2.add(Constraint(expr([(y, 1)], -1), .equal, priority: soft(999)))
        XCTAssertEqual(s2.value(of: y), 0, accuracy: 1e-9)
    }

    func testRefusalLeavesSolverExact() throws {
        // measured-facts.md: kiwi keeps the refused constraint and gives x = -5.
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let bx = try s.add(Constraint(expr([(x, 1)]), .greaterOrEqual))
        let by = try s.add(Constraint(expr([(y, 1)]), .greaterOrEqual))
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, 1), (y, 1)], 5), .lessOrEqual))) { e in
            XCTAssertEqual(e as? SolverError, .unsatisfiable(conflict: [bx, by]))
        }
        try s.add(Constraint(expr([(x, 1)], -10), .equal, priority: soft(750)))
        try s.add(Constraint(expr([(y, 1)], -10), .equal, priority: soft(750)))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(s.constraints.count, 4)
    }

    func testConflictIsMinimalAndPrefersOlder() throws {
        let s = Solver()
        let x = s.makeVariable()
        let a = try s.add(Constraint(expr([(x, 1)], -1), .equal))
        _ = try s.add(Constraint(expr([(x, 1)], 5), .greaterOrEqual))
        _ = try s.add(Constraint(expr([(x, 1)], -1), .equal))
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, 1)], -2), .equal))) { e in
            XCTAssertEqual(e as? SolverError, .unsatisfiable(conflict: [a]))
        }
        XCTAssertThrowsError(try s.add(Constraint(expr([], 1), .equal))) { e in
            XCTAssertEqual(e as? SolverError, .unsatisfiable(conflict: []))
        }
    }

    func testRemovalAfterRefusalAndReAdding() throws {
        let s = Solver()
        let x = s.makeVariable()
        let a = try s.add(Constraint(expr([(x, 1)], -3), .equal))
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, 1)], -4), .equal)))
        try s.remove(a)
        XCTAssertFalse(s.contains(a))
        XCTAssertThrowsError(try s.remove(a)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(a)) }
        let b = try s.add(Constraint(expr([(x, 1)], -4), .equal))
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
        try s.remove(b)
        let c = try s.add(Constraint(expr([(x, 1)], -4), .equal))
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
        XCTAssertNotEqual(b, c)
    }

    func testRedundantAndDuplicateConstraints() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let a = try s.add(Constraint(expr([(x, 1), (y, -1)]), .equal))
        let b = try s.add(Constraint(expr([(x, 1), (y, -1)]), .equal))
        let c = try s.add(Constraint(expr([(x, 2), (y, -2)]), .equal))
        try s.add(Constraint(expr([(x, 1)], -7), .equal))
        XCTAssertEqual(s.value(of: y), 7, accuracy: 1e-9)
        try s.remove(a)
        try s.remove(c)
        XCTAssertEqual(s.value(of: y), 7, accuracy: 1e-9)
        try s.remove(b)
        XCTAssertEqual(s.ambiguity(of: [expr([(y, 1)])])[0]?.keepsViolations, true)
    }

    func testEditVariablesAndEditsAfterRemovals() throws {
        let s = Solver()
        let w = s.makeVariable(), child = s.makeVariable()
        let a = try s.add(Constraint(expr([(child, 1), (w, -1)], 32), .equal))
        try s.addEditVariable(w, priority: soft(999))
        XCTAssertThrowsError(try s.addEditVariable(w, priority: soft(999))) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(w))
        }
        XCTAssertThrowsError(try s.addEditVariable(child, priority: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(child))
        }
        try s.suggestValue(w, 375)
        XCTAssertEqual(s.value(of: child), 343, accuracy: 1e-9)
        try s.add(Constraint(expr([(child, 1)], -300), .lessOrEqual))
        XCTAssertEqual(s.value(of: w), 332, accuracy: 1e-9)
        try s.remove(a)
        try s.suggestValue(w, 100)
        XCTAssertEqual(s.value(of: w), 100, accuracy: 1e-9)
        try s.add(Constraint(expr([(child, 1), (w, -1)], 32), .equal))
        try s.suggestValue(w, 320)
        XCTAssertEqual(s.value(of: child), 288, accuracy: 1e-9)
        try s.removeEditVariable(w)
        XCTAssertThrowsError(try s.suggestValue(w, 1)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(w)) }
        XCTAssertThrowsError(try s.removeEditVariable(w))
    }

    func testNonFiniteAndHugeInput() throws {
        let s = Solver()
        let x = s.makeVariable()
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, .nan)]), .equal))) {
            XCTAssertEqual($0 as? SolverError, .nonFinite)
        }
        XCTAssertThrowsError(try s.add(Constraint(expr([(x, 1)], .infinity), .equal)))
        try s.addEditVariable(x, priority: soft(500))
        XCTAssertThrowsError(try s.suggestValue(x, .infinity)) { XCTAssertEqual($0 as? SolverError, .nonFinite) }
        let y = s.makeVariable()
        _ = try? s.add(Constraint(expr([(y, 1e308), (x, 1e-308)], -1e308), .equal))
        _ = try? s.add(Constraint(expr([(y, -1e308), (x, 1e308)], 1e308), .greaterOrEqual, priority: soft(10)))
        try s.suggestValue(x, 1e308)
        _ = s.value(of: y)
        _ = s.ambiguity(of: [expr([(x, 1), (y, 1)])])
        XCTAssertThrowsError(try s.add(Constraint(expr([(Variable(id: 99), 1)]), .equal))) {
            XCTAssertEqual($0 as? SolverError, .unknownVariable(Variable(id: 99)))
        }
    }

    func testViolationAndDependencies() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let a = try s.add(Constraint(expr([(x, 1)], -10), .equal))
        let b = try s.add(Constraint(expr([(y, 1), (x, -1)], -5), .equal))
        let c = try s.add(Constraint(expr([(y, 1)], -20), .greaterOrEqual, priority: soft(500)))
        let d = try s.add(Constraint(expr([(y, 1)], -100), .lessOrEqual))
        XCTAssertEqual(s.violation(of: a), 0)
        XCTAssertEqual(s.violation(of: c), 5, accuracy: 1e-9)
        XCTAssertEqual(s.dependencies(of: y), [a, b])
        XCTAssertEqual(s.dependencies(of: x), [a])
        XCTAssertFalse(s.dependencies(of: y).contains(d))
    }

    func testAmbiguityMissingConstraintsAndTies() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), w = s.makeVariable()
        try s.add(Constraint(expr([(w, 1)], -100), .equal))
        try s.add(Constraint(expr([(a, 1), (b, 1), (w, -1)]), .equal))
        try s.add(Constraint(expr([(a, 1)], -10), .lessOrEqual, priority: soft(250)))
        let hb = try s.add(Constraint(expr([(b, 1)], -10), .lessOrEqual, priority: soft(250)))
        let ha = s.constraints[2]
        let result = s.ambiguity(of: [expr([(a, 1)]), expr([(w, 1)]), expr([(a, 1), (b, 1)])])
        let amb = try XCTUnwrap(result[0])
        XCTAssertFalse(amb.keepsViolations)
        XCTAssertEqual(amb.related, [ha, hb])
        XCTAssertEqual(amb.alternative[0] + amb.alternative[1], 100, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(abs(amb.alternative[0] - s.value(of: a)), 1 - 1e-9)
        XCTAssertNil(result[1])
        XCTAssertNil(result[2])
        let free = s.makeVariable()
        XCTAssertEqual(s.ambiguity(of: [expr([(free, 1)])])[0]?.keepsViolations, true)
    }

    /// Goals of equal priority all met (an exact fit, here at fractional
    /// sizes and in either order of addition) leave nothing to choose; a
    /// ten-thousandth off, their trade is a tie.
    func testExactFitIsNotATie() throws {
        func ambiguity(_ wishA: Double, _ wishB: Double, reversed: Bool) throws -> Ambiguity? {
            let s = Solver()
            let a = s.makeVariable(), b = s.makeVariable()
            try s.add(Constraint(expr([(a, 1), (b, 1)], -100), .equal))
            var goals = [
                Constraint(expr([(a, 1)], -wishA), .greaterOrEqual, priority: soft(750)),
                Constraint(expr([(b, 1)], -wishB), .greaterOrEqual, priority: soft(750)),
                Constraint(expr([(a, 1)], -wishA), .lessOrEqual, priority: soft(250)),
                Constraint(expr([(b, 1)], -wishB), .lessOrEqual, priority: soft(250)),
            ]
            if reversed { goals.reverse() }
            for g in goals { try s.add(g) }
            return s.ambiguity(of: [expr([(a, 1)])])[0]
        }
        for reversed in [false, true] {
            XCTAssertNil(try ambiguity(40, 60, reversed: reversed))
            XCTAssertNil(try ambiguity(100.0 / 3, 200.0 / 3, reversed: reversed))
            XCTAssertEqual(try ambiguity(40.0001, 60, reversed: reversed)?.keepsViolations, false)
        }
    }

    func testAmbiguityInDegenerateVertex() throws {
        // x + y <= 0 and x, y >= 0 pin both at 0 although the vertex is degenerate.
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        try s.add(Constraint(expr([(x, 1)]), .greaterOrEqual))
        try s.add(Constraint(expr([(y, 1)]), .greaterOrEqual))
        try s.add(Constraint(expr([(x, 1), (y, 1)]), .lessOrEqual))
        try s.add(Constraint(expr([(x, 1), (z, -1)]), .lessOrEqual))
        try s.add(Constraint(expr([(z, 1)], -5), .lessOrEqual))
        let r = s.ambiguity(of: [expr([(x, 1)]), expr([(y, 1)]), expr([(z, 1)])])
        XCTAssertNil(r[0])
        XCTAssertNil(r[1])
        XCTAssertEqual(r[2]?.keepsViolations, true)
    }

    /// Reserving room is only a hint: the same system gives the same
    /// values, pivots and conflict with or without it.
    func testReservedCapacityChangesNothing() throws {
        func solve(reserving: Bool) throws -> (values: [Double], pivots: Int, conflict: [ConstraintHandle]) {
            let s = Solver()
            if reserving { s.reserveCapacity(constraints: 64) }
            let v = (0..<10).map { _ in s.makeVariable() }
            for i in 1..<10 {
                try s.add(Constraint(expr([(v[i], 1), (v[i - 1], -1)], -8), .greaterOrEqual))
                try s.add(Constraint(expr([(v[i], 1)], -Double(10 * i)), .equal, priority: soft(250)))
            }
            try s.add(Constraint(expr([(v[0], 1)]), .greaterOrEqual))
            try s.add(Constraint(expr([(v[9], 1)], -100), .lessOrEqual))
            var conflict: [ConstraintHandle] = []
            do {
                try s.add(Constraint(expr([(v[0], 1)], -40), .greaterOrEqual))
            } catch {
                if case .unsatisfiable(let c) = error { conflict = c }
            }
            return (v.map { s.value(of: $0) }, s.pivotCount, conflict)
        }
        let plain = try solve(reserving: false), reserved = try solve(reserving: true)
        XCTAssertEqual(plain.values, reserved.values)
        XCTAssertEqual(plain.pivots, reserved.pivots)
        XCTAssertEqual(plain.conflict, reserved.conflict)
        XCTAssertFalse(plain.conflict.isEmpty)
    }
}

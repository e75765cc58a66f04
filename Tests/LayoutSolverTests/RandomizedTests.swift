import TestSupport
import XCTest
@testable import LayoutSolver

/// The solver against `LexicographicReference` on many small random systems.
final class RandomizedTests: XCTestCase {
    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 500, 250]

    static func randomConstraint(_ vars: [Variable], _ g: inout SeededGenerator) -> Constraint {
        var e = LinearExpression(constant: Double(Int.random(in: -10...10, using: &g)))
        for v in vars where Int.random(in: 0..<3, using: &g) == 0 {
            e.add(Double(Int.random(in: -2...2, using: &g)), v)
        }
        if e.terms.isEmpty { e.add(1, vars.randomElement(using: &g)!) }
        let relation = [Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &g)!
        return Constraint(e, relation, priority: Priority(RandomizedTests.priorities.randomElement(using: &g)!)!)
    }

    func testAgainstReference() throws {
        let (refusals, ambiguous, ties) = try randomRounds(seed: 2, rounds: 300, nonNegative: false)
        // The generator must exercise every path.
        XCTAssertGreaterThan(refusals, 20)
        XCTAssertGreaterThan(ambiguous, 50)
        XCTAssertGreaterThan(ties, 5)
    }

    /// Scene-style systems: every variable first gets a required `v >= 0`,
    /// so definitions name slacks that later become basic (and are removed).
    func testNonNegativeVariablesAgainstReference() throws {
        let (refusals, ambiguous, _) = try randomRounds(seed: 5, rounds: 300, nonNegative: true)
        XCTAssertGreaterThan(refusals, 20)
        XCTAssertGreaterThan(ambiguous, 20)
    }

    /// Random systems with random removals, each compared with the reference.
    private func randomRounds(seed: UInt64, rounds: Int, nonNegative: Bool) throws -> (Int, Int, Int) {
        var g = SeededGenerator(seed: seed)
        var refusals = 0, ambiguous = 0, ties = 0
        for round in 0..<rounds {
            let s = Solver()
            let n = Int.random(in: 2...4, using: &g)
            let vars = (0..<n).map { _ in s.makeVariable() }
            var present: [(ConstraintHandle, Constraint)] = []
            if nonNegative {
                for v in vars {
                    let c = Constraint(LinearExpression([(v, 1)], constant: 0), .greaterOrEqual)
                    present.append((try s.add(c), c))
                }
            }
            for _ in 0..<Int.random(in: 3...8, using: &g) {
                let c = RandomizedTests.randomConstraint(vars, &g)
                do {
                    let h = try s.add(c)
                    present.append((h, c))
                } catch let error {
                    guard case .unsatisfiable(let conflict) = error else {
                        XCTFail("\(error)")
                        return (refusals, ambiguous, ties)
                    }
                    refusals += 1
                    try checkConflict(conflict, new: c, present: present, n: n, round: round)
                }
                if Int.random(in: 0..<6, using: &g) == 0, !present.isEmpty {
                    let k = Int.random(in: 0..<present.count, using: &g)
                    try s.remove(present[k].0)
                    present.remove(at: k)
                }
            }
            let (a, t) = try compare(s, present.map { $0.1 }, vars, round: round)
            ambiguous += a
            ties += t
        }
        return (refusals, ambiguous, ties)
    }

    func testEditsAgainstReference() throws {
        var g = SeededGenerator(seed: 7)
        for round in 0..<100 {
            let s = Solver()
            let n = Int.random(in: 2...4, using: &g)
            let vars = (0..<n).map { _ in s.makeVariable() }
            var present: [Constraint] = []
            for _ in 0..<Int.random(in: 2...6, using: &g) {
                let c = RandomizedTests.randomConstraint(vars, &g)
                if (try? s.add(c)) != nil { present.append(c) }
            }
            let edited = vars[0]
            let p = Priority([999, 750, 100].randomElement(using: &g)!)!
            try s.addEditVariable(edited, priority: p)
            for _ in 0..<4 {
                let target = Double(Int.random(in: -20...20, using: &g))
                try s.suggestValue(edited, target)
                let edit = Constraint(LinearExpression([(edited, 1)], constant: -target), .equal, priority: p)
                _ = try compare(s, present + [edit], vars, round: round)
            }
            try s.removeEditVariable(edited)
            _ = try compare(s, present, vars, round: round)
        }
    }

    /// Conflict + new is infeasible; without any one member it holds.
    func checkConflict(_ conflict: [ConstraintHandle], new: Constraint,
                       present: [(ConstraintHandle, Constraint)], n: Int, round: Int) throws {
        let byHandle = Dictionary(uniqueKeysWithValues: present.map { ($0.0, $0.1) })
        let members = conflict.map { byHandle[$0]! }
        XCTAssertEqual(conflict, conflict.sorted(), "round \(round)")
        XCTAssertTrue(members.allSatisfy { $0.priority.isRequired })
        XCTAssertNil(LexicographicReference(variables: n, constraints: members + [new]).optimum(), "round \(round)")
        for i in members.indices {
            var fewer = members
            fewer.remove(at: i)
            XCTAssertNotNil(LexicographicReference(variables: n, constraints: fewer + [new]).optimum(),
                            "round \(round): conflict not minimal")
        }
        let required = present.map { $0.1 }.filter { $0.priority.isRequired }
        XCTAssertNil(LexicographicReference(variables: n, constraints: required + [new]).optimum())
    }

    /// Same optimum per level; same ambiguous variables and causes; the
    /// alternatives are optimal. Returns (ambiguous, ties) counts.
    func compare(_ s: Solver, _ constraints: [Constraint], _ vars: [Variable], round: Int) throws -> (Int, Int) {
        let ref = LexicographicReference(variables: vars.count, constraints: constraints)
        let optimum = try XCTUnwrap(ref.optimum(), "round \(round)")
        let values = vars.map { s.value(of: $0) }
        XCTAssertLessThan(ref.requiredResidual(values), 1e-6, "round \(round)")
        for (got, want) in zip(ref.totals(values), optimum) {
            XCTAssertEqual(got, want, accuracy: 1e-6, "round \(round)")
        }
        let violations = constraints.map { $0.violation { values[$0.id] } }
        let answers = s.ambiguity(of: vars.map { LinearExpression([($0, 1)]) })
        var ambiguous = 0, ties = 0
        for (i, answer) in answers.enumerated() {
            let e = LinearExpression([(vars[i], 1)])
            let range = ref.range(of: e, optimum: optimum)
            XCTAssertEqual(answer != nil, range > 1e-5, "round \(round) v\(i): range \(range)")
            guard let answer else { continue }
            ambiguous += 1
            let keeping = ref.range(of: e, optimum: optimum, violations: violations)
            XCTAssertEqual(answer.keepsViolations, keeping > 1e-5, "round \(round) v\(i)")
            if !answer.keepsViolations {
                ties += 1
                XCTAssertFalse(answer.related.isEmpty, "round \(round)")
            }
            let alt = answer.alternative
            XCTAssertLessThan(ref.requiredResidual(alt), 1e-6, "round \(round)")
            for (got, want) in zip(ref.totals(alt), optimum) {
                XCTAssertEqual(got, want, accuracy: 1e-6, "round \(round) v\(i) alternative")
            }
            XCTAssertGreaterThan(abs(alt[i] - values[i]), 1e-6, "round \(round) v\(i)")
            if answer.keepsViolations {
                let altViolations = constraints.map { $0.violation { alt[$0.id] } }
                for (a, b) in zip(altViolations, violations) { XCTAssertEqual(a, b, accuracy: 1e-6) }
            }
        }
        return (ambiguous, ties)
    }
}

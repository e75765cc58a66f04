import BenchmarkFixtures
import TestSupport
import XCTest
@testable import LayoutSolver

/// `Solver.readValues` (one pass over the definitions in dependency order)
/// against `value(of:)` (a search per read), bit for bit, on random systems
/// through adds, refusals, removals, edits and suggestions.
final class BulkValueTests: XCTestCase {
    /// The lazy values, read before any bulk read of this state (a bulk
    /// read leaves values that `value(of:)` then returns as they are).
    func lazyValues(_ s: Solver, _ vars: [Variable]) -> [UInt64] {
        vars.map { s.value(of: $0).bitPattern }
    }

    func bulkValues(_ s: Solver, count: Int) -> [UInt64] {
        let values = s.values()
        XCTAssertEqual(values.count, count)
        return values.map(\.bitPattern)
    }

    func testBulkReadEqualsLazyReadOnRandomSystems() throws {
        var g = SeededGenerator(seed: 21)
        var checks = 0, chained = 0
        for round in 0..<200 {
            let s = Solver()
            let n = Int.random(in: 3...9, using: &g)
            let vars = (0..<n).map { _ in s.makeVariable() }
            var present: [ConstraintHandle] = []
            // Chains make definitions that name other free basics.
            for i in 1..<n where Int.random(in: 0..<2, using: &g) == 0 {
                let k = Double(Int.random(in: -8...8, using: &g))
                present.append(try s.add(Constraint(expr([(vars[i], 1), (vars[i - 1], -1)], k), .equal)))
                chained += 1
            }
            var edited: Variable?
            for step in 0..<14 {
                switch Int.random(in: 0..<6, using: &g) {
                case 0, 1, 2:
                    if let h = try? s.add(RandomizedTests.randomConstraint(vars, &g)) { present.append(h) }
                case 3 where !present.isEmpty:
                    try s.remove(present.remove(at: Int.random(in: 0..<present.count, using: &g)))
                case 4 where edited == nil:
                    edited = vars.randomElement(using: &g)!
                    try s.addEditVariable(edited!, priority: Priority([999, 500, 1].randomElement(using: &g)!)!)
                case 4:
                    try s.removeEditVariable(edited!)
                    edited = nil
                default:
                    if let v = edited { try s.suggestValue(v, Double(Int.random(in: -50...50, using: &g))) }
                }
                let lazy = lazyValues(s, vars)
                XCTAssertEqual(bulkValues(s, count: n), lazy, "round \(round) step \(step)")
                // Read again with nothing changed, and one by one after it.
                XCTAssertEqual(bulkValues(s, count: n), lazy, "round \(round) step \(step), read twice")
                XCTAssertEqual(lazyValues(s, vars), lazy, "round \(round) step \(step), value(of:) after")
                checks += 1
            }
        }
        XCTAssertEqual(checks, 200 * 14)
        XCTAssertGreaterThan(chained, 300)
    }

    /// The benchmark families resized as kiwi_bench.py resizes them: every
    /// bulk read equals the lazy one, and new variables read 0.
    func testBulkReadThroughResizesAndNewVariables() throws {
        for family in BenchmarkSystem.Family.allCases {
            let system = BenchmarkSystem(family, size: 40)
            let (s, vars) = try system.build()
            XCTAssertEqual(bulkValues(s, count: vars.count), lazyValues(s, vars), "\(family) built")
            for w in system.resizeWidths(count: 10) {
                try s.suggestValue(vars[system.rootWidth], w)
                let lazy = lazyValues(s, vars)
                XCTAssertEqual(bulkValues(s, count: vars.count), lazy, "\(family) at \(w)")
            }
            let fresh = s.makeVariable()
            XCTAssertEqual(s.values().last, 0)
            try s.add(Constraint(expr([(fresh, 1), (vars[system.rootWidth], -1)], 3), .equal))
            let lazy = lazyValues(s, vars + [fresh])
            XCTAssertEqual(bulkValues(s, count: vars.count + 1), lazy, "\(family) with a new variable")
            XCTAssertEqual(s.values().last, system.resizeWidths(count: 10).last! - 3)
        }
    }
}

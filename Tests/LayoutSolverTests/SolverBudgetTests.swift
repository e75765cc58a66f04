import XCTest
@testable import LayoutSolver

/// A solver past its budget (work, memory or deadline) stops, says why,
/// and refuses every further change; within it, it answers as without one.
final class SolverBudgetTests: XCTestCase {
    /// `v_i >= v_j + 1` for every ordered pair, at mixed priorities (required
    /// ones among them, so the conflict search runs too): a dense tableau.
    func allPairs(_ solver: Solver, _ n: Int) throws(SolverError) {
        let v = (0..<n).map { _ in solver.makeVariable() }
        let levels = [1000.0, 999, 750, 500, 250]
        for i in 0..<n {
            for j in 0..<n where i != j {
                let c = Constraint(LinearExpression([(v[i], 1), (v[j], -1)], constant: -1), .greaterOrEqual,
                                   priority: Priority(levels[(i * 7 + j) % levels.count])!)
                do {
                    try solver.add(c)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                }
            }
        }
    }

    func stop(of body: () throws(SolverError) -> Void) -> SolverStop? {
        do {
            try body()
            return nil
        } catch {
            if case .stopped(let why) = error { return why }
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    func testWorkBudgetStopsTheSolverForGood() {
        let solver = Solver()
        solver.budget = SolverBudget(maxWork: 5_000)
        XCTAssertEqual(stop { () throws(SolverError) in try allPairs(solver, 12) }, .work)
        XCTAssertEqual(solver.stopped, .work)
        XCTAssertGreaterThan(solver.workSpent, 5_000)
        let x = solver.makeVariable()
        XCTAssertEqual(stop { () throws(SolverError) in
            try solver.add(Constraint(LinearExpression([(x, 1)], constant: -1), .equal))
        }, .work, "a stopped solver refuses every change")
    }

    func testMemoryBudgetCountsTheTermsHeld() {
        let solver = Solver()
        solver.budget = SolverBudget(maxTerms: 300)
        XCTAssertEqual(stop { () throws(SolverError) in try allPairs(solver, 12) }, .memory)
    }

    func testAPassedDeadlineStopsAtTheNextStep() {
        let solver = Solver()
        solver.budget = SolverBudget(deadline: .now - .seconds(1))
        XCTAssertEqual(stop { () throws(SolverError) in try allPairs(solver, 6) }, .deadline)
    }

    /// The all-pairs system at 60 views takes many seconds to solve; with a
    /// deadline 0.2 s away the solver gives up soon after it (the bound is
    /// loose for sanitizer builds; BENCHMARKS.md, "Solve deadline (kept)",
    /// has the measured lateness).
    func testADenseSolveStopsSoonAfterItsDeadline() {
        let solver = Solver()
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(200)
        solver.budget = SolverBudget(deadline: deadline)
        XCTAssertEqual(stop { () throws(SolverError) in try allPairs(solver, 60) }, .deadline)
        let late = clock.now - deadline
        let bound: Duration = ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] == nil ? .seconds(2) : .seconds(10)
        XCTAssertLessThan(late, bound, "stopped \(late) after the deadline")
    }

    func testWithinItsBudgetTheSolverAnswersAsWithoutOne() throws {
        let free = Solver(), budgeted = Solver()
        budgeted.budget = SolverBudget(maxWork: 1 << 40, maxTerms: 1 << 30, deadline: .now + .seconds(3600))
        try allPairs(free, 10)
        try allPairs(budgeted, 10)
        XCTAssertNil(budgeted.stopped)
        XCTAssertGreaterThan(budgeted.workSpent, 0)
        for id in 0..<free.variableCount {
            XCTAssertEqual(free.value(of: Variable(id: id)), budgeted.value(of: Variable(id: id)))
        }
    }
}

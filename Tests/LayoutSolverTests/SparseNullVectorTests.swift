import XCTest
@testable import LayoutSolver

/// `MinimalConflictTest` past its dense size: long chains decided by the
/// sparse elimination, and the answers it must not give.
final class SparseNullVectorTests: XCTestCase {
    private func variables(_ n: Int) -> [Variable] { (0..<n).map { Variable(id: $0) } }

    /// x[k+1] == x[k] + 1 for each k, and x[n-1] == x[0] + gap: a cycle.
    private func chain(_ n: Int, gap: Double) -> [Constraint] {
        let x = variables(n)
        var constraints = (0..<(n - 1)).map { k in Constraint(expr([(x[k + 1], 1), (x[k], -1)], -1), .equal) }
        constraints.append(Constraint(expr([(x[n - 1], 1), (x[0], -1)], -gap), .equal))
        return constraints
    }

    private func isMinimal(_ constraints: [Constraint]) -> Bool {
        MinimalConflictTest(constraints: constraints).isMinimalConflict()
    }

    func testALongChainThatCannotCloseIsMinimal() {
        XCTAssertGreaterThan(300, MinimalConflictTest.maxMembers)
        XCTAssertTrue(isMinimal(chain(300, gap: 0)))
    }

    func testALongChainThatClosesIsNoConflict() {
        XCTAssertFalse(isMinimal(chain(300, gap: 299)))
    }

    func testAMemberTooManyIsNotShownMinimal() {
        let x = variables(301)
        XCTAssertFalse(isMinimal(chain(300, gap: 0) + [Constraint(expr([(x[300], 1)], -3), .equal)]))
        // The closing constraint twice: two dependencies.
        XCTAssertFalse(isMinimal(chain(300, gap: 0) + [Constraint(expr([(x[299], 1), (x[0], -1)], -5), .equal)]))
    }

    func testTheNullVectorCombinesEveryRow() throws {
        let rows = chain(40, gap: 0).map { c in
            Dictionary(c.expression.terms.map { ($0.variable.id, $0.coefficient) }, uniquingKeysWith: +)
        }
        let z = try XCTUnwrap(SparseNullVector(rows: rows).vector())
        XCTAssertEqual(z.count, 40)
        XCTAssertTrue(z.allSatisfy { abs(abs($0) - 1) < 1e-12 }, "\(z)")
    }

    func testWorkPastTheBudgetIsUnknown() {
        let rows = chain(300, gap: 0).map { c in
            Dictionary(c.expression.terms.map { ($0.variable.id, $0.coefficient) }, uniquingKeysWith: +)
        }
        var test = SparseNullVector(rows: rows)
        test.budget = 10
        XCTAssertNil(test.vector())
    }
}

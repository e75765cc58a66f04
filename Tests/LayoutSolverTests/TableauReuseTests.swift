import XCTest
@testable import LayoutSolver

/// A tableau emptied with `removeAll` (the conflict search reuses one) must
/// solve the next system exactly as a new tableau would.
final class TableauReuseTests: XCTestCase {
    /// A chain of gaps with soft targets; `shift` makes each system different.
    private func chain(_ shift: Double) -> [Constraint] {
        let v = (0..<8).map { Variable(id: $0) }
        var out: [Constraint] = []
        for i in 1..<8 {
            out.append(Constraint(expr([(v[i], 1), (v[i - 1], -1)], -8 - shift), .greaterOrEqual))
            out.append(Constraint(expr([(v[i], 1)], -Double(9 * i) - shift), .equal, priority: soft(250)))
        }
        out.append(Constraint(expr([(v[0], 1)]), .greaterOrEqual))
        out.append(Constraint(expr([(v[7], 1)], -70), .lessOrEqual))
        return out
    }

    private func outcome(_ t: inout Tableau, _ system: [Constraint]) -> (values: [Double], pivots: Int, refused: [Int]) {
        var refused: [Int] = []
        for (k, c) in system.enumerated() {
            if case .infeasible = t.add(c) { refused.append(k) }
        }
        let values = (0..<8).map { id in t.existingSymbol(for: Variable(id: id)).map { t.value(ofSymbol: $0) } ?? 0 }
        return (values, t.pivots, refused)
    }

    func testEmptiedTableauSolvesLikeANewOne() {
        var reused = Tableau()
        for shift in [0.0, 3, 20, 1] {
            var fresh = Tableau()
            let expected = outcome(&fresh, chain(shift))
            reused.removeAll()
            let got = outcome(&reused, chain(shift))
            XCTAssertEqual(got.values, expected.values)
            XCTAssertEqual(got.pivots, expected.pivots)
            XCTAssertEqual(got.refused, expected.refused)
            XCTAssertEqual(reused.symbolCount, fresh.symbolCount)
        }
    }
}

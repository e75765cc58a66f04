import XCTest
@testable import LayoutSolver

/// `ObjectiveRow` must hold exactly what a sorted `Row` fed the same
/// operations holds (same coefficients, bit for bit, same symbol order),
/// through cancellations, removals and the sweeps they trigger.
final class ObjectiveRowTests: XCTestCase {
    func testMatchesASortedRowUnderRandomOperations() {
        var g = SeededGenerator(seed: 23)
        for round in 0..<300 {
            var reference = Row()
            var objective = ObjectiveRow()
            for _ in 0..<200 {
                switch Int.random(in: 0..<3, using: &g) {
                case 0:
                    let s = Int.random(in: 0..<120, using: &g)
                    let c = Double(Int.random(in: -2...2, using: &g))
                    reference.add(c, s)
                    objective.add(c, s)
                case 1:
                    let s = Int.random(in: 0..<120, using: &g)
                    XCTAssertEqual(objective.remove(s), reference.remove(s), "round \(round)")
                default:
                    let other = RowTests.randomRow(&g, symbols: 120, density: 15)
                    let factor = [1.0, -1.0, 0.5].randomElement(using: &g)!
                    reference.add(factor, other)
                    objective.add(factor, other)
                }
                XCTAssertEqual(objective.count, reference.count, "round \(round)")
            }
            XCTAssertEqual(objective.constant, reference.constant, "round \(round)")
            XCTAssertEqual(objective.symbols, Array(reference.symbols), "round \(round)")
            var visited: [Int] = []
            objective.forEachSymbol { visited.append($0) }
            XCTAssertEqual(visited.sorted(), objective.symbols, "round \(round)")
            for (s, c) in reference.entries { XCTAssertEqual(objective.coefficient(of: s), c, "round \(round)") }
            XCTAssertEqual(objective.coefficient(of: 10_000), 0)
        }
    }

    func testSymbolsReturnAfterTheSweep() {
        var objective = ObjectiveRow()
        for s in 0..<100 { objective.add(1, s) }
        // Removing most symbols sweeps the member list; re-added ones must be listed again.
        for s in 0..<95 { objective.remove(s) }
        for s in [40, 3, 70] { objective.add(2, s) }
        XCTAssertEqual(objective.symbols, [3, 40, 70, 95, 96, 97, 98, 99])
        XCTAssertEqual(objective.count, 8)
    }

    func testBuildsFromARow() {
        var row = Row(constant: 3)
        row.add(2, 5)
        row.add(-1, 9)
        let objective = ObjectiveRow(row)
        XCTAssertEqual(objective.constant, 3)
        XCTAssertEqual(objective.symbols, [5, 9])
        XCTAssertEqual(objective.coefficient(of: 9), -1)
    }
}

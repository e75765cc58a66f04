import TestSupport
import XCTest
@testable import LayoutSolver

/// `Row.add` (both merge strategies) against a dictionary, and `Column`
/// against a set, on random inputs with cancellations.
final class RowTests: XCTestCase {
    static func randomRow(_ g: inout SeededGenerator, symbols: Int, density: Int) -> Row {
        var r = Row(constant: Double(Int.random(in: -5...5, using: &g)))
        for s in 0..<symbols where Int.random(in: 0..<density, using: &g) == 0 {
            r.add(Double(Int.random(in: -3...3, using: &g)), s)
        }
        return r
    }

    func testMergesMatchADictionary() {
        var g = SeededGenerator(seed: 11)
        for round in 0..<2000 {
            // Long rows with short ones exercise the in-place path, similar sizes the linear merge.
            let a = RowTests.randomRow(&g, symbols: 60, density: round % 2 == 0 ? 2 : 20)
            let b = RowTests.randomRow(&g, symbols: 60, density: round % 3 == 0 ? 30 : 3)
            let factor = [1.0, -1.0, 2.0, -0.5].randomElement(using: &g)!
            var expected: [Int: Double] = [:]
            for (s, c) in a.entries { expected[s, default: 0] += c }
            for (s, c) in b.entries { expected[s, default: 0] += factor * c }
            expected = expected.filter { abs($0.value) >= Tolerances.zero }
            var sum = a
            var appeared: [Int] = [], vanished: [Int] = []
            sum.add(factor, b, appeared: &appeared, vanished: &vanished)
            XCTAssertEqual(Array(sum.symbols), expected.keys.sorted(), "round \(round)")
            for (s, c) in sum.entries { XCTAssertEqual(c, expected[s]!, "round \(round)") }
            XCTAssertEqual(sum.constant, a.constant + factor * b.constant)
            XCTAssertEqual(Set(appeared), Set(expected.keys).subtracting(a.symbols), "round \(round)")
            XCTAssertEqual(Set(vanished), Set(a.symbols).subtracting(expected.keys), "round \(round)")
        }
    }

    func testColumnMatchesASet() {
        // Few values keep the column near its inline capacity, many spill it.
        for range in [8, 200] {
            checkColumnAgainstASet(values: range)
        }
    }

    private func checkColumnAgainstASet(values: Int) {
        var g = SeededGenerator(seed: 5)
        var column = Column()
        var reference = Set<Int>()
        for _ in 0..<5000 {
            let x = Int.random(in: 0..<values, using: &g)
            if Bool.random(using: &g) {
                column.insert(x)
                reference.insert(x)
            } else {
                column.remove(x)
                reference.remove(x)
            }
            XCTAssertEqual(Array(column), reference.sorted())
            XCTAssertEqual(column.count, reference.count)
        }
    }

    /// A row made on a buffer taken from another starts empty with the
    /// given constant, and the row that gave the buffer up is left empty.
    func testRowOnATakenBufferStartsEmpty() {
        var used = Row(constant: 3, capacity: 8)
        for s in 0..<6 { used.add(Double(s + 1), s) }
        let buffer = used.takeTerms()
        XCTAssertTrue(used.isEmpty)
        XCTAssertEqual(buffer.count, 6)
        var row = Row(constant: 2, reusing: buffer, capacity: 4)
        XCTAssertTrue(row.isEmpty)
        XCTAssertEqual(row.constant, 2)
        row.add(5, 9)
        row.add(1, 7)
        XCTAssertEqual(Array(row.symbols), [7, 9])
        XCTAssertEqual(row.coefficient(of: 9), 5)
    }
}

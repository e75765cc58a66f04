import BenchmarkFixtures
import XCTest
@testable import LayoutSolver

/// The kiwi_bench.py families give kiwi's checksums (printed by
/// `python3 kiwi_bench.py --solvers kiwisolver --sizes 10 100`).
final class BenchmarkFamilyTests: XCTestCase {
    static let expected: [(BenchmarkSystem.Family, Int, Double, Double)] = [
        (.chain, 10, 43581.0000, 43368.0000),
        (.chain, 100, 1643888.0000, 1641776.0000),
        (.grid, 10, 15984.0000, 15815.0000),
        (.grid, 100, 389334.0000, 388179.6000),
        (.nested, 10, 67779.6250, 67648.0000),
        (.nested, 100, 871959.4375, 871020.5781),
    ]

    func testChecksumsMatchKiwi() throws {
        for (family, n, built, resized) in BenchmarkFamilyTests.expected {
            let system = BenchmarkSystem(family, size: n)
            let (solver, vars) = try system.build()
            let values = { vars.map { solver.value(of: $0) } }
            XCTAssertEqual(BenchmarkSystem.checksum(values()), built, accuracy: 1e-3, "\(family) \(n)")
            for w in system.resizeWidths() { try solver.suggestValue(vars[system.rootWidth], w) }
            XCTAssertEqual(BenchmarkSystem.checksum(values()), resized, accuracy: 1e-3, "\(family) \(n) resized")
            XCTAssertEqual(values()[system.rootWidth], system.resizeWidths().last!, accuracy: 1e-9)
        }
    }

    func testFamiliesAreUnambiguousAndDependenciesExplainFrames() throws {
        for family in BenchmarkSystem.Family.allCases {
            let system = BenchmarkSystem(family, size: 30)
            let (solver, vars) = try system.build()
            let answers = solver.ambiguity(of: vars.map { LinearExpression([($0, 1)]) })
            XCTAssertTrue(answers.allSatisfy { $0 == nil }, "\(family)")
            XCTAssertFalse(solver.dependencies(of: vars[4 + 1]).isEmpty)
        }
    }
}

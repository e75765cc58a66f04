import XCTest
@testable import LayoutSolver

final class LayoutSolverSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}

import XCTest
@testable import LayoutScene

final class LayoutSceneSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}

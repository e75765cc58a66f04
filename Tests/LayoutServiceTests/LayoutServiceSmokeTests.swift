import XCTest
@testable import LayoutService

final class LayoutServiceSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}

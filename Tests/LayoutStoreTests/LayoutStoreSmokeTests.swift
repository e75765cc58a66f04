import XCTest
@testable import LayoutStore

final class LayoutStoreSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}

import XCTest
@testable import HTTPServer

final class HTTPServerSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}

import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

/// Time in the routes is the clock the daemon was given: the store dates
/// versions and history with it, and the deadline watch expires by it.
final class RouteHarnessClockTests: XCTestCase {
    func testVersionsAndHistoryAreDatedByTheDaemonsClock() throws {
        let harness = try RouteHarness()
        // The manual clock starts 1,000 s after the epoch.
        let put = try harness.request("PUT", "/v1/scenes/dated", json: SolveRoutesTests.conflict)
        XCTAssertEqual(put.status, 201, put.text)
        harness.clock.advance(by: 61.25)
        XCTAssertEqual(try harness.request("POST", "/v1/scenes/dated/solve").status, 200)
        let history = try harness.request("GET", "/v1/scenes/dated/history").text
        XCTAssertTrue(history.contains(#""at":"1970-01-01T00:17:41.250Z""#), history)
        let scene = try harness.request("GET", "/v1/scenes/dated")
        XCTAssertEqual(scene.header("Last-Modified-At"), "1970-01-01T00:16:40.000Z")
    }
}

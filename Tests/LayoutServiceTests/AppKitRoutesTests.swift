import Foundation
import TestSupport
import XCTest
@testable import LayoutService

/// `POST /v1/import` takes AppKit documents: a window's scene, AppKit's
/// classes, frames from the top, and the solve's result.
final class AppKitRoutesTests: XCTestCase {
    func testAWindowXibImportsAndSolvesOverHTTP() throws {
        let url = TestCorpus.appKit.appendingPathComponent(AppKitCheckTests.diffRange)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("the AppKit corpus is missing") }
        let harness = try RouteHarness()
        let r = try harness.request("POST", "/v1/import?solve=true", headers: [("Content-Type", "application/xml")],
                                     body: Array(try Data(contentsOf: url)))
        XCTAssertEqual(r.status, 200, r.text)
        let body = try XCTUnwrap(r.json as? [String: Any])
        let scene = try XCTUnwrap((body["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["name"] as? String, "Set Diff Range")
        XCTAssertEqual(scene["platform"] as? String, "AppKit")
        let views = try XCTUnwrap((scene["scene"] as? [String: Any])?["views"] as? [[String: Any]])
        XCTAssertEqual(views.first { $0["id"] as? String == "3" }?["class"] as? String, "NSButton")
        let result = try XCTUnwrap(scene["result"] as? [String: Any])
        XCTAssertNotNil(result["status"] as? String)
        // The button, saved y-up at 13 in the 116-high content view, sits near the bottom: y from the top.
        let frames = try XCTUnwrap(result["frames"] as? [String: Any])
        let button = try XCTUnwrap(frames["3"] as? [String: Any])
        XCTAssertGreaterThan(try XCTUnwrap(button["y"] as? Double), 60)
    }
}

import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

/// `POST /v1/explain`: a console message in, its explanation out, and the
/// scene it makes stored on request.
final class ExplainRoutesTests: XCTestCase {
    /// A cell 44 high whose SnapKit constraints need 52.
    static let message = """
        Unable to simultaneously satisfy constraints.
        (
            "<SnapKit.LayoutConstraint:0x600001a0@Cell.swift#12 UILabel:0x7f01.height == 36.0>",
            "<SnapKit.LayoutConstraint:0x600001a1@Cell.swift#13 UILabel:0x7f01.top == UITableViewCellContentView:0x7f00.top + 8.0>",
            "<SnapKit.LayoutConstraint:0x600001a2@Cell.swift#14 UITableViewCellContentView:0x7f00.bottom == UILabel:0x7f01.bottom + 8.0>",
            "<NSLayoutConstraint:0x600001a3 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00.height == 44   (active)>"
        )
        Will attempt to recover by breaking constraint
        <SnapKit.LayoutConstraint:0x600001a0@Cell.swift#12 UILabel:0x7f01.height == 36.0>
        """

    func post(_ harness: RouteHarness, _ body: String, path: String = "/v1/explain",
              headers: [(String, String)] = [("Content-Type", "text/plain; charset=utf-8")]) throws -> HTTPResponse {
        try harness.request("POST", path, headers: headers, body: Array(body.utf8))
    }

    func testExplainAnswersTheConflictAndWhatUIKitBroke() throws {
        let harness = try RouteHarness()
        let r = try post(harness, Self.message)
        XCTAssertEqual(r.status, 200, r.text)
        XCTAssertEqual(r.header("Layoutd-Status"), "conflicting")
        let body = try XCTUnwrap(r.json as? [String: Any])
        XCTAssertEqual(body["format"] as? String, "layoutd.explanation/1")
        let uikit = try XCTUnwrap(body["uikitBroke"] as? [String: Any])
        XCTAssertEqual(uikit["address"] as? String, "0x600001a0")
        XCTAssertEqual(uikit["inConflict"] as? Bool, true)
        XCTAssertNotNil(body["scene"] as? [String: Any])
        XCTAssertEqual((body["result"] as? [String: Any])?["status"] as? String, "conflicting")
        let text = try post(harness, Self.message, headers: [("Content-Type", "text/plain"), ("Accept", "text/plain")])
        XCTAssertEqual(text.status, 200)
        XCTAssertTrue(text.text.contains("your constraints need 52"), text.text)
    }

    func testStoreKeepsTheSceneUnderAName() throws {
        let harness = try RouteHarness()
        let r = try post(harness, Self.message, path: "/v1/explain?store=cell")
        XCTAssertEqual(r.status, 201, r.text)
        XCTAssertEqual(r.header("Location"), "/v1/scenes/cell")
        XCTAssertEqual(((r.json as? [String: Any])?["stored"] as? [String: Any])?["version"] as? Int, 1)
        let again = try post(harness, Self.message, path: "/v1/explain?store=cell")
        XCTAssertEqual(again.status, 200)
        let solved = try harness.request("POST", "/v1/scenes/cell/solve", json: "")
        XCTAssertEqual(solved.status, 200, solved.text)
        XCTAssertEqual((solved.json as? [String: Any])?["status"] as? String, "conflicting")
        XCTAssertEqual(try post(harness, Self.message, path: "/v1/explain?store=.bad").status, 400)
    }

    func testStoringNeedsTheTokenExplainingDoesNot() throws {
        let harness = try RouteHarness { $0.authToken = "s3cret" }
        XCTAssertEqual(try post(harness, Self.message).status, 200)
        XCTAssertEqual(try post(harness, Self.message, path: "/v1/explain?store=cell").status, 401)
        let authorised = try post(harness, Self.message, path: "/v1/explain?store=cell",
                                  headers: [("Content-Type", "text/plain"), ("Authorization", "Bearer s3cret")])
        XCTAssertEqual(authorised.status, 201)
    }

    func testBadBodiesAreProblems() throws {
        let harness = try RouteHarness()
        let empty = try post(harness, "")
        XCTAssertEqual(empty.status, 422)
        XCTAssertEqual(empty.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(try post(harness, "hello, world").status, 422)
        let cut = try post(harness, "\"<NSLayoutConstraint:0x11 UIView:0xa1.width ==\"")
        XCTAssertEqual(cut.status, 422)
        let errors = (cut.json as? [String: Any])?["errors"] as? [[String: Any]]
        XCTAssertEqual(errors?.first?["pointer"] as? String, "/line/1")
        XCTAssertEqual(try post(harness, Self.message, headers: [("Content-Type", "application/json")]).status, 415)
        let large = String(repeating: "\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1>\",\n", count: 30_000)
        XCTAssertEqual(try post(harness, large).status, 413)
    }
}

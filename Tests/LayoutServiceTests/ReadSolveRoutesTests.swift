import Foundation
import XCTest
@testable import LayoutService

/// `GET /v1/scenes/{name}/solve`: looking at a stored scene is a read.
final class ReadSolveRoutesTests: XCTestCase {
    static func query(_ overrides: String) -> String {
        overrides.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    }

    func testLookingRecordsNothingAndAnswersWhatAStoredSolveWould() throws {
        let harness = try RouteHarness()
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/login", json: SolveRoutesTests.conflict).status, 201)
        let overrides = #"{"size": {"width": 768, "height": 1024}}"#
        let looked = try harness.request("GET", "/v1/scenes/login/solve?detail=full&overrides=\(Self.query(overrides))")
        XCTAssertEqual(looked.status, 200, looked.text)
        XCTAssertNil(looked.header("Location"), "no history entry to name")
        XCTAssertEqual(looked.header("Layoutd-Scene-Version"), "1")
        XCTAssertEqual(((looked.json as? [String: Any])?["frames"] as? [String: [String: Double]])?["root"]?["width"], 768)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login/solve").header("Layoutd-Status"), "conflicting")

        let history = try XCTUnwrap(try harness.request("GET", "/v1/scenes/login/history").json as? [String: Any])
        XCTAssertEqual((history["items"] as? [Any])?.count, 0, "looking leaves no history")
        let list = try XCTUnwrap(try harness.request("GET", "/v1/scenes").json as? [String: Any])
        let listed = try XCTUnwrap((list["items"] as? [[String: Any]])?.first)
        XCTAssertTrue(listed["lastStatus"] is NSNull, "looking leaves the listed status alone: \(listed)")

        // The same look again comes from the cache, byte for byte.
        let again = try harness.request("GET", "/v1/scenes/login/solve?detail=full&overrides=\(Self.query(overrides))")
        XCTAssertEqual(again.body, looked.body)
        XCTAssertEqual(harness.context.engine.solutions.count, 2)

        // A stored solve of the same choice answers the same result.
        let stored = try harness.request("POST", "/v1/scenes/login/solve?detail=full", json: overrides)
        func timeless(_ text: String) -> String {
            text.replacingOccurrences(of: #""solveMicroseconds":\d+"#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(timeless(stored.text), timeless(looked.text))

        // A new version is solved afresh, not answered from the old one's cache.
        let narrow = SolveRoutesTests.conflict.replacingOccurrences(of: #""name.width >= 400""#, with: #""name.width >= 10""#)
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/login", json: narrow).status, 200)
        let fresh = try harness.request("GET", "/v1/scenes/login/solve")
        XCTAssertEqual(fresh.header("Layoutd-Scene-Version"), "2")
        XCTAssertEqual(fresh.header("Layoutd-Status"), "satisfied")
    }

    func testBadOverridesPointIntoTheQuery() throws {
        let harness = try RouteHarness()
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/login", json: SolveRoutesTests.conflict).status, 201)
        let bad = try harness.request("GET", "/v1/scenes/login/solve?overrides=\(Self.query(#"{"size": {"width": -3}}"#))")
        XCTAssertEqual(bad.status, 422, bad.text)
        let pointers = ((bad.json as? [String: Any])?["errors"] as? [[String: Any]])?.compactMap { $0["pointer"] as? String }
        XCTAssertEqual(pointers, ["/query/overrides/size/width"])
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login/solve?overrides=%7B").status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/nothing/solve").status, 404)
    }

    /// With a token and reads open, looking needs no token; storing does.
    func testLookingNeedsTheTokenOnlyWhereReadsAreProtected() throws {
        let open = try RouteHarness { $0.authToken = "s3cret" }
        let token = ("Authorization", "Bearer s3cret")
        XCTAssertEqual(try open.request("PUT", "/v1/scenes/a", json: SolveRoutesTests.conflict, headers: [token]).status, 201)
        XCTAssertEqual(try open.request("GET", "/v1/scenes/a/solve").status, 200)
        XCTAssertEqual(try open.request("POST", "/v1/scenes/a/solve").status, 401)

        let closed = try RouteHarness { $0.authToken = "s3cret"; $0.protectReads = true }
        XCTAssertEqual(try closed.request("PUT", "/v1/scenes/a", json: SolveRoutesTests.conflict, headers: [token]).status, 201)
        XCTAssertEqual(try closed.request("GET", "/v1/scenes/a/solve").status, 401)
        XCTAssertEqual(try closed.request("GET", "/v1/scenes/a/solve", headers: [token]).status, 200)
    }
}

final class DashboardAccessTests: XCTestCase {
    /// Under protected reads the page itself loads (it holds no scene) and
    /// asks for the token; the API behind it stays protected.
    func testThePageLoadsWithoutTheTokenUnderProtectedReads() throws {
        let harness = try RouteHarness { $0.authToken = "s3cret"; $0.protectReads = true }
        for path in ["/ui/", "/ui/scenes/a", "/ui/explain", "/ui/assets/app.js", "/ui/assets/app.css"] {
            XCTAssertEqual(try harness.request("GET", path).status, 200, path)
        }
        XCTAssertEqual(try harness.request("GET", "/v1/scenes").status, 401)
    }
}

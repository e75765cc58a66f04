import Foundation
import XCTest
@testable import LayoutService

final class SceneRoutesTests: XCTestCase {
    static let scene = """
        {"format": "layoutd.scene/1", "size": {"width": 320, "height": 480},
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": ["a.left == root.left + 10", "a.top == root.top + 10", "a.width == 100", "a.height == 20"]}
        """

    func testHealthReadinessAndMetrics() throws {
        let harness = try RouteHarness()
        let health = try harness.request("GET", "/healthz")
        XCTAssertEqual(health.status, 200)
        XCTAssertEqual(health.text, #"{"status":"ok"}"#)
        XCTAssertEqual(try harness.request("GET", "/readyz").status, 200)
        let metrics = try harness.request("GET", "/metrics")
        XCTAssertEqual(metrics.status, 200)
        XCTAssertTrue(metrics.text.contains("layoutd_http_requests_total{route=\"/healthz\",method=\"GET\",status=\"200\"} 1"))
        XCTAssertTrue(metrics.text.contains("layoutd_solve_queue_depth 0"))
        XCTAssertTrue(metrics.text.contains("layoutd_open_connections"))
    }

    func testPutGetVersionsListAndDelete() throws {
        let harness = try RouteHarness()
        let first = try harness.request("PUT", "/v1/scenes/login", json: Self.scene)
        XCTAssertEqual(first.status, 201, first.text)
        let etag1 = try XCTUnwrap(first.header("ETag"))
        let second = try harness.request("PUT", "/v1/scenes/login", json: Self.scene)
        XCTAssertEqual(second.status, 200)
        let etag2 = try XCTUnwrap(second.header("ETag"))
        XCTAssertNotEqual(etag1, etag2)

        let stale = try harness.request("PUT", "/v1/scenes/login", json: Self.scene, headers: [("If-Match", etag1)])
        XCTAssertEqual(stale.status, 412)
        XCTAssertEqual(stale.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/login", json: Self.scene, headers: [("If-None-Match", "*")]).status, 412)
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/fresh", json: Self.scene, headers: [("If-None-Match", "*")]).status, 201)

        let got = try harness.request("GET", "/v1/scenes/login")
        XCTAssertEqual(got.status, 200)
        XCTAssertEqual(got.text, Self.scene, "stored byte for byte")
        XCTAssertEqual(got.header("ETag"), etag2)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login/versions/1").status, 200)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login/versions/3").status, 404)
        let versions = try harness.request("GET", "/v1/scenes/login/versions").json as? [String: Any]
        XCTAssertEqual((versions?["items"] as? [Any])?.count, 2)

        let list = try harness.request("GET", "/v1/scenes?limit=1").json as? [String: Any]
        let items = list?["items"] as? [[String: Any]]
        XCTAssertEqual(items?.first?["name"] as? String, "fresh")
        let cursor = try XCTUnwrap(list?["nextCursor"] as? String)
        let next = try harness.request("GET", "/v1/scenes?limit=1&cursor=\(cursor)").json as? [String: Any]
        XCTAssertEqual((next?["items"] as? [[String: Any]])?.first?["name"] as? String, "login")
        XCTAssertEqual(try harness.request("GET", "/v1/scenes?limit=0").status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes?cursor=%%%garbage").status, 400, "a bad cursor is the client's fault")
        XCTAssertEqual(try harness.request("GET", "/v1/scenes?prefix=" + String(repeating: "a", count: 129)).status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes?prefix=%C2%84").status, 400, "no name starts like that")

        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/login").status, 204)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login").status, 404)
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/login").status, 404)
    }

    func testInvalidScenesAreNeverStored() throws {
        let harness = try RouteHarness()
        let bad = try harness.request("PUT", "/v1/scenes/bad", json: #"{"views": [{"id": "a"}, {"id": "a"}], "constraints": ["a.width == nope"]}"#)
        XCTAssertEqual(bad.status, 422, bad.text)
        let problem = try XCTUnwrap(bad.json as? [String: Any])
        let errors = try XCTUnwrap(problem["errors"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(errors.count, 2, "every error, not only the first")
        XCTAssertTrue(errors.allSatisfy { ($0["pointer"] as? String)?.hasPrefix("/") == true })
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/bad", json: "{not json").status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/bad").status, 404)
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/.hidden", json: Self.scene).status, 400)
        let wrongType = try harness.request("PUT", "/v1/scenes/x", headers: [("Content-Type", "text/plain")], body: Array(Self.scene.utf8))
        XCTAssertEqual(wrongType.status, 415)
    }

    func testMethodNotAllowedCarriesAllow() throws {
        let harness = try RouteHarness()
        let r = try harness.request("PATCH", "/v1/scenes/x")
        XCTAssertEqual(r.status, 405)
        XCTAssertNotNil(r.header("Allow"))
        // Methods the server does not implement: 405 on a known path, 501 elsewhere.
        let trace = try harness.request("TRACE", "/v1/scenes/x")
        XCTAssertEqual(trace.status, 405)
        XCTAssertEqual(trace.header("Allow"), "GET, HEAD, PUT, DELETE, OPTIONS")
        XCTAssertEqual(try harness.request("BREW", "/nowhere").status, 501)
    }

    func testTokenProtectsWritesOnly() throws {
        let harness = try RouteHarness { $0.authToken = "s3cret" }
        let refused = try harness.request("PUT", "/v1/scenes/a", json: Self.scene)
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(refused.header("WWW-Authenticate"), "Bearer realm=\"layoutd\"")
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/a", json: Self.scene, headers: [("Authorization", "Bearer wrong")]).status, 401)
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/a", json: Self.scene, headers: [("Authorization", "Bearer s3cret")]).status, 201)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/a").status, 200, "reads stay open")
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/a").status, 401)
    }

    func testConstantTimeComparison() {
        XCTAssertTrue(BearerAuthenticator.constantTimeEqual(Array("abc".utf8), Array("abc".utf8)))
        XCTAssertFalse(BearerAuthenticator.constantTimeEqual(Array("abc".utf8), Array("abd".utf8)))
        XCTAssertFalse(BearerAuthenticator.constantTimeEqual(Array("abc".utf8), Array("abcd".utf8)))
        XCTAssertFalse(BearerAuthenticator.constantTimeEqual([], Array("a".utf8)))
    }
}

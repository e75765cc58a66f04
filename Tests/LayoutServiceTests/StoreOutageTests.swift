import LayoutStore
import TestSupport
import XCTest
@testable import LayoutService

/// While the store cannot be reached, store requests answer 503 with
/// Retry-After (nothing written, nothing crashed), /readyz 503 and /healthz
/// 200; when it is back, everything works again without a restart.
final class StoreOutageTests: XCTestCase {
    func testOutageAnswers503ThenRecoversByItself() throws {
        var switchable: SwitchableStore?
        let harness = try RouteHarness(wrapStore: { opened in
            let store = SwitchableStore(opened)
            switchable = store
            return store
        })
        let store = try XCTUnwrap(switchable)
        let waitingBefore = harness.clock.waiting
        harness.watchTheStore()
        // The watch looks once when it starts, then once a second on the
        // harness's clock, which moves only when advanced below. It waits
        // on the clock once it has taken in what it saw: a store switched
        // off before that would be marked ready again by its first look.
        XCTAssertTrue(waitUntil { store.reachabilityChecks == 1 && harness.clock.waiting > waitingBefore })
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/a", json: SceneRoutesTests.scene).status, 201)
        XCTAssertEqual(try harness.request("GET", "/readyz").status, 200)

        store.reachable = false
        for (method, path, body) in [("PUT", "/v1/scenes/a", SceneRoutesTests.scene), ("GET", "/v1/scenes/a", nil),
                                     ("POST", "/v1/scenes/a/solve", "{}"), ("GET", "/v1/scenes", nil),
                                     ("GET", "/v1/scenes/a/history", nil), ("DELETE", "/v1/scenes/a", nil)] {
            let reply = try body.map { try harness.request(method, path, json: $0) } ?? harness.request(method, path)
            XCTAssertEqual(reply.status, 503, "\(method) \(path): \(reply.text)")
            XCTAssertEqual(reply.header("Retry-After"), "1", "\(method) \(path)")
            XCTAssertTrue(reply.text.contains("the store cannot be reached"), reply.text)
        }
        XCTAssertEqual(try harness.request("GET", "/healthz").status, 200)
        let unready = try harness.request("GET", "/readyz")
        XCTAssertEqual(unready.status, 503)
        XCTAssertTrue(unready.text.contains("store unreachable"), unready.text)
        // Solving a scene sent in the request needs no store.
        XCTAssertEqual(try harness.request("POST", "/v1/solve", json: SceneRoutesTests.scene).status, 200)
        let metrics = try harness.request("GET", "/metrics").text
        XCTAssertTrue(metrics.contains("layoutd_store_unavailable_total 6\n"), metrics)

        store.reachable = true
        XCTAssertEqual(try harness.request("GET", "/readyz").status, 503, "unready until the watch looks again")
        let begun = harness.clock.waitsBegun
        harness.clock.advance(by: 0.9)
        XCTAssertTrue(waitUntil { harness.clock.waitsBegun > begun }, "the watch looked at the clock again")
        XCTAssertEqual(store.reachabilityChecks, 1, "not before a second has passed")
        harness.clock.advance(by: 0.1)
        XCTAssertTrue(waitUntil { store.reachabilityChecks == 2 })
        // The count moves when the look starts; on PostgreSQL the answer
        // takes a moment longer to reach /readyz.
        XCTAssertTrue(waitUntil { (try? harness.request("GET", "/readyz").status) == 200 }, "ready again once the watch has looked")
        let scene = try harness.request("GET", "/v1/scenes/a")
        XCTAssertEqual(scene.status, 200)
        XCTAssertEqual(scene.header("Layoutd-Scene-Version"), "1", "the PUT during the outage wrote nothing")
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/a", json: SceneRoutesTests.scene).status, 200)
    }
}

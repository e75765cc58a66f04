import XCTest
@testable import LayoutService

final class HistoryBudgetRoutesTests: XCTestCase {
    func testLongResultIsRecordedAsASummaryThatSaysSo() throws {
        // A long answer from a quick solve: 150 views, every frame fixed
        // (about 180 KB in 0.03 s). The slow 300-view scene this had took
        // seconds, and past the harness's 10 s patience on a loaded machine.
        let c = try RouteHarness { $0.historyResultMaxBytes = 64 << 10 }
        XCTAssertEqual(try c.request("PUT", "/v1/scenes/big", json: MemorySettlesTests.rowScene(views: 150)).status, 201)
        XCTAssertEqual(try c.request("PUT", "/v1/scenes/small", json: SceneRoutesTests.scene).status, 201)
        let big = try c.request("POST", "/v1/scenes/big/solve", json: "")
        XCTAssertEqual(big.status, 200)
        XCTAssertGreaterThan(big.body.count, 64 << 10, "the answer itself is whole")
        let small = try c.request("POST", "/v1/scenes/small/solve", json: "")
        XCTAssertLessThanOrEqual(small.body.count, 64 << 10)

        let entry = try c.request("GET", try XCTUnwrap(big.header("Location")))
        XCTAssertEqual(entry.status, 200)
        let summary = try XCTUnwrap(entry.json as? [String: Any])
        XCTAssertEqual(summary["resultOmitted"] as? Bool, true)
        XCTAssertEqual(summary["resultBytes"] as? Int, big.body.count)
        XCTAssertEqual(summary["status"] as? String, big.header("Layoutd-Status"))
        XCTAssertNotNil(summary["durationMicroseconds"] as? Int)
        XCTAssertNotNil(summary["counts"] as? [String: Any])
        let list = try XCTUnwrap(c.request("GET", "/v1/scenes/big/history").json as? [String: Any])
        let items = try XCTUnwrap(list["items"] as? [[String: Any]])
        XCTAssertEqual(items.first?["resultOmitted"] as? Bool, true)

        XCTAssertEqual(try c.request("GET", try XCTUnwrap(small.header("Location"))).body, small.body, "short results stay whole")
        let smallItems = try XCTUnwrap(c.request("GET", "/v1/scenes/small/history").json as? [String: Any])["items"] as? [[String: Any]]
        XCTAssertEqual(smallItems?.first?["resultOmitted"] as? Bool, false)
        XCTAssertNil(smallItems?.first?["resultBytes"])
    }
}

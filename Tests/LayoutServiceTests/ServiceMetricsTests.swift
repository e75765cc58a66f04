import XCTest
@testable import LayoutService

final class ServiceMetricsTests: XCTestCase {
    func testRendersCountersHistogramsAndGauges() {
        let m = ServiceMetrics()
        m.recordRequest(route: "/v1/solve", method: "POST", status: 200, seconds: 0.003)
        m.recordRequest(route: "/v1/solve", method: "POST", status: 200, seconds: 0.2)
        m.recordRequest(route: "/healthz", method: "GET", status: 200, seconds: 0.00001)
        m.recordSolve(status: "satisfied", seconds: 0.002)
        let text = m.render(gauges: [.init(name: "layoutd_queue_depth", help: "Queued solves.", value: 3)])
        XCTAssertTrue(text.contains("layoutd_http_requests_total{route=\"/v1/solve\",method=\"POST\",status=\"200\"} 2"))
        XCTAssertTrue(text.contains("layoutd_http_request_duration_seconds_bucket{route=\"/v1/solve\",le=\"0.005\"} 1"))
        XCTAssertTrue(text.contains("layoutd_http_request_duration_seconds_bucket{route=\"/v1/solve\",le=\"+Inf\"} 2"))
        XCTAssertTrue(text.contains("layoutd_http_request_duration_seconds_count{route=\"/v1/solve\"} 2"))
        XCTAssertTrue(text.contains("layoutd_solve_duration_seconds_count 1"))
        XCTAssertTrue(text.contains("layoutd_solves_total{status=\"satisfied\"} 1"))
        XCTAssertTrue(text.contains("# TYPE layoutd_queue_depth gauge\nlayoutd_queue_depth 3"))
        XCTAssertLessThan(text.range(of: "route=\"/healthz\"")!.lowerBound, text.range(of: "route=\"/v1/solve\"")!.lowerBound,
                          "series are sorted, so the output is deterministic")
    }

    func testSeriesCountEachStatusAndStayHiddenUntilUsed() {
        let m = ServiceMetrics()
        let solve = m.series(route: "/v1/solve", method: "POST")
        _ = m.series(route: "/readyz", method: "GET")
        m.recordRequest(solve, status: 200, seconds: 0.001)
        m.recordRequest(solve, status: 503, seconds: 0.001)
        m.recordRequest(route: "/v1/solve", method: "POST", status: 200, seconds: 0.001)
        let text = m.render(gauges: [])
        XCTAssertTrue(text.contains("layoutd_http_requests_total{route=\"/v1/solve\",method=\"POST\",status=\"200\"} 2"), text)
        XCTAssertTrue(text.contains("layoutd_http_requests_total{route=\"/v1/solve\",method=\"POST\",status=\"503\"} 1"), text)
        XCTAssertTrue(text.contains("layoutd_http_request_duration_seconds_count{route=\"/v1/solve\"} 3"), text)
        XCTAssertFalse(text.contains("/readyz"), "a route never requested has no series")
    }
}

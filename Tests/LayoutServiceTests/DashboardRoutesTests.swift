import XCTest
@testable import LayoutService

/// The daemon serves the dashboard with its security headers.
final class DashboardRoutesTests: XCTestCase {
    /// Found by schemathesis: a scene page only exists for names a scene can have.
    func testScenePageOfAnImpossibleNameIs404() throws {
        let harness = try RouteHarness()
        XCTAssertEqual(try harness.request("GET", "/ui/scenes/%C2%84").status, 404)
        XCTAssertEqual(try harness.request("GET", "/ui/scenes/.hidden").status, 404)
        XCTAssertEqual(try harness.request("GET", "/ui/scenes/login").status, 200)
    }

    func testDaemonServesPagesAndAssetsWithHeaders() throws {
        let harness = try RouteHarness()
        for (path, type) in [("/", "text/html"), ("/ui/", "text/html"), ("/ui/scenes/login", "text/html"),
                             ("/ui/assets/app.js", "text/javascript"), ("/ui/assets/app.css", "text/css")] {
            let response = try harness.request("GET", path)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.header("Content-Type")?.hasPrefix(type), true, path)
            XCTAssertEqual(response.body, Dashboard.asset(for: path)?.body, path)
            XCTAssertEqual(response.header("X-Content-Type-Options"), "nosniff", path)
            XCTAssertEqual(response.header("Content-Security-Policy"), Dashboard.contentSecurityPolicy, path)
        }
        XCTAssertEqual(try harness.request("GET", "/ui/assets/nothing.js").status, 404)
    }
}

import XCTest
import HTTPServer
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

    /// The URLs the page names carry the file's hash and are kept for good;
    /// the same file asked for by another hash, or none, is asked for again.
    func testThePagesPinnedAssetsAreKeptForGood() throws {
        let harness = try RouteHarness()
        let page = String(decoding: try harness.request("GET", "/ui/scenes/login").body, as: UTF8.self)
        for asset in [Dashboard.script, Dashboard.stylesheet] {
            XCTAssertTrue(page.contains("\"\(asset.pinnedPath)\""), asset.path)
            let pinned = try harness.request("GET", asset.pinnedPath)
            XCTAssertEqual(pinned.status, 200, asset.path)
            XCTAssertEqual(pinned.body, asset.body, asset.path)
            XCTAssertEqual(pinned.header("Cache-Control"), "public, max-age=31536000, immutable", asset.path)
            for other in ["\(asset.path)?v=0000000000000000", asset.path, "\(asset.path)?w=\(asset.version)"] {
                XCTAssertEqual(try harness.request("GET", other).header("Cache-Control"), "no-cache", other)
            }
        }
        XCTAssertEqual(try harness.request("GET", "/ui/").header("Cache-Control"), "no-cache")
    }

    /// A second load asks again (no-cache) and gets 304 with no body for the
    /// tag it holds; every path of one file carries the same tag.
    func testAssetsCarryAnETagAndAnswer304ForIt() throws {
        let harness = try RouteHarness()
        for path in ["/", "/ui/scenes/login", "/ui/assets/app.js", "/ui/assets/app.css"] {
            let first = try harness.request("GET", path)
            let tag = try XCTUnwrap(first.header("ETag"), path)
            XCTAssertEqual(tag, Dashboard.asset(for: path)?.etag, path)
            XCTAssertTrue(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"), path)
            XCTAssertEqual(first.header("Cache-Control"), "no-cache", path)

            let again = try harness.request("GET", path, headers: [("If-None-Match", "\"other\", \(tag)")])
            XCTAssertEqual(again.status, 304, path)
            XCTAssertEqual(again.body, [], path)
            XCTAssertEqual(again.header("ETag"), tag, path)
            XCTAssertEqual(again.header("Cache-Control"), "no-cache", path)
            // A weak tag of the same bytes matches too (weak comparison).
            XCTAssertEqual(try harness.request("GET", path, headers: [("If-None-Match", "W/\(tag)")]).status, 304, path)
            XCTAssertEqual(try harness.request("GET", path, headers: [("If-None-Match", "*")]).status, 304, path)
        }
        XCTAssertNotEqual(try harness.request("GET", "/").header("ETag"),
                          try harness.request("GET", "/ui/assets/app.js").header("ETag"))
    }

    /// A stale or unreadable tag gets the whole file, as a first load does.
    func testAStaleOrMalformedTagGetsTheFile() throws {
        let harness = try RouteHarness()
        let path = "/ui/assets/app.js"
        for condition in ["\"0000000000000000\"", "unquoted", "\"open", ""] {
            let response = try harness.request("GET", path, headers: [("If-None-Match", condition)])
            XCTAssertEqual(response.status, 200, condition)
            XCTAssertEqual(response.body, Dashboard.asset(for: path)?.body, condition)
            XCTAssertEqual(response.header("Content-Type"), "text/javascript; charset=utf-8", condition)
        }
    }

    /// HEAD answers as GET does: the tag, and 304 for a current one.
    func testHeadCarriesTheTagAndTheCondition() throws {
        let harness = try RouteHarness()
        let head = try harness.request("HEAD", "/ui/assets/app.css")
        XCTAssertEqual(head.status, 200)
        let tag = try XCTUnwrap(head.header("ETag"))
        XCTAssertEqual(tag, Dashboard.asset(for: "/ui/assets/app.css")?.etag)
        XCTAssertEqual(try harness.request("HEAD", "/ui/assets/app.css", headers: [("If-None-Match", tag)]).status, 304)
    }

    /// The tag hashes the bytes: a build with other bytes has another tag, the
    /// same bytes the same one.
    func testTheTagChangesWithTheBytes() {
        let body = Array("body { color: black }".utf8)
        let asset = DashboardAsset(contentType: "text/css", body: body)
        XCTAssertEqual(asset.etag, DashboardAsset(contentType: "text/css", body: body).etag)
        XCTAssertNotEqual(asset.etag, DashboardAsset(contentType: "text/css", body: body + [0x20]).etag)
        XCTAssertNotEqual(asset.etag, DashboardAsset(contentType: "text/css", body: Array(body.dropLast())).etag)
        XCTAssertEqual(asset.etag.count, 18)
        var headers = HTTPHeaders()
        headers.set("If-None-Match", asset.etag)
        XCTAssertTrue(asset.isNotModified(for: headers))
        XCTAssertFalse(DashboardAsset(contentType: "text/css", body: body + [0x20]).isNotModified(for: headers))
    }
}

import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

/// The import and explain routes under the inputs that once crashed the
/// daemon or held a worker for minutes: each is refused or answered within
/// its deadline, nothing is expanded, and the worker is free at once.
final class HostileImportTests: XCTestCase {
    func importing(_ harness: RouteHarness, _ body: [UInt8], query: String = "",
                   headers: [(String, String)] = []) throws -> HTTPResponse {
        try harness.request("POST", "/v1/import" + query, headers: [("Content-Type", "application/xml")] + headers, body: body)
    }

    func testEncodingsAndDeclarationsAreRefusedAndTheDaemonLives() throws {
        let harness = try RouteHarness()
        for (body, named) in HostileDocuments.refusedEncodings {
            let r = try importing(harness, body, query: "?solve=true")
            XCTAssertEqual(r.status, 422, r.text)
            XCTAssertTrue(r.text.contains(named), r.text)
            XCTAssertFalse(r.text.contains("expanded\""), r.text)
        }
        XCTAssertEqual(try harness.request("GET", "/healthz").status, 200)
    }

    func testAttributesAndViewsAcrossScenesHaveLimitsThatNameThemselves() throws {
        let harness = try RouteHarness()
        let attributes = try importing(harness, Array(HostileDocuments.manyAttributes(300_000).utf8))
        XCTAssertEqual(attributes.status, 422, attributes.text)
        XCTAssertTrue(attributes.text.contains("more than 256 attributes"), attributes.text)
        // Keys that are no size class make no scene: one scene, a warning each.
        let variations = try importing(harness, Array(HostileDocuments.variationKeys(2_000).utf8))
        XCTAssertEqual(variations.status, 200, variations.text)
        let body = try XCTUnwrap(variations.json as? [String: Any])
        XCTAssertEqual((body["scenes"] as? [Any])?.count, 1)
        XCTAssertTrue(variations.text.contains("variation key 'junk1999' is not a size class UIKit defines"))
    }

    func testDuplicateIDsAreMadeUnique() throws {
        let harness = try RouteHarness()
        let clock = ContinuousClock()
        let started = clock.now
        let r = try importing(harness, Array(HostileDocuments.duplicateIDs(15_000).utf8))
        XCTAssertEqual(r.status, 200, r.text)
        XCTAssertTrue(r.text.contains("id 'dup' renamed 'dup-15000' for the scene"), String(r.text.suffix(500)))
        // SuffixSearchTests counts the look-ups; this bound only catches a hang.
        XCTAssertLessThan(clock.now - started, .seconds(90))
    }

    /// One worker a pool, a one-second deadline: an import that solves for
    /// minutes without a budget is stopped at its deadline, and a small
    /// import sent right after it (on the same worker) is answered, as is a
    /// small solve. (No console message up to the reader's 2,000 lines takes
    /// that long to explain any more; `ConsoleFixesTests` checks that the
    /// explanation's solves share and honour their budget.) The harness's
    /// clock stands still, so the deadline watch never answers: the 503 is
    /// the solver's own stop on real time (docs/architecture.md, "Clocks"),
    /// sent once the worker is free.
    func testImportAndExplainStopAtTheDeadlineAndFreeTheWorker() throws {
        let harness = try RouteHarness {
            $0.workers = 1
            $0.solveDeadlineSeconds = 1
            $0.maxSolveWork = 1 << 50
            $0.maxSolveTerms = 1 << 40
        }
        let small = #"{"views": [{"id": "root"}], "constraints": []}"#
        let clock = ContinuousClock()
        for slow in [
            { try self.importing(harness, Array(HostileDocuments.allPairs(100).utf8), query: "?solve=true") },
        ] {
            let started = clock.now
            let r = try slow()
            XCTAssertEqual(r.status, 503, r.text)
            XCTAssertTrue(r.text.contains("solver.deadline"), r.text)
            let imported = try importing(harness, Array(ImportRoutesTests.xib.utf8), query: "?solve=true")
            XCTAssertEqual(imported.status, 200, imported.text)
            let solved = try harness.request("POST", "/v1/solve", json: small)
            XCTAssertEqual(solved.status, 200, solved.text)
            // Unbounded, either request holds the only worker for minutes.
            XCTAssertLessThan(clock.now - started, .seconds(20))
        }
    }

    func testStoringAnImportHonoursPreconditionsAndStoresNothingOnRefusal() throws {
        let harness = try RouteHarness()
        let xib = Array(ImportRoutesTests.xib.utf8)
        XCTAssertEqual(try importing(harness, xib, query: "?store=login").status, 200)
        let stored = try harness.request("GET", "/v1/scenes/login-Login_Form")
        XCTAssertEqual(stored.status, 200)
        let etag = try XCTUnwrap(stored.header("ETag"))
        // Create-only over an existing scene: 412, and no new version.
        let refused = try importing(harness, xib, query: "?store=login", headers: [("If-None-Match", "*")])
        XCTAssertEqual(refused.status, 412, refused.text)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login-Login_Form").header("ETag"), etag)
        XCTAssertEqual(try importing(harness, xib, query: "?store=login", headers: [("If-Match", "\"0-0\"")]).status, 412)
        XCTAssertEqual(try importing(harness, xib, query: "?store=login", headers: [("If-Match", etag)]).status, 200)
        // Explain's ?store= alike.
        let message = "(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\n\"<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>\"\n)"
        let explained = try harness.request("POST", "/v1/explain?store=login-Login_Form",
                                             headers: [("Content-Type", "text/plain"), ("If-None-Match", "*")], body: Array(message.utf8))
        XCTAssertEqual(explained.status, 412, explained.text)
    }

    func testStoringAnImportMeetsTheStoresSceneLimits() throws {
        let harness = try RouteHarness { $0.maxViews = 1 }
        let r = try importing(harness, Array(ImportRoutesTests.xib.utf8), query: "?store=login")
        XCTAssertEqual(r.status, 422, r.text)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login-Login_Form").status, 404)
    }

    func testProblemDocumentsListABoundedNumberOfErrors() throws {
        let harness = try RouteHarness()
        let paste = (0..<5_000).map { "garbage line \($0) (" }.joined(separator: "\n")
        let r = try harness.request("POST", "/v1/explain", headers: [("Content-Type", "text/plain")], body: Array(paste.utf8))
        XCTAssertEqual(r.status, 422, String(r.text.prefix(300)))
        let errors = try XCTUnwrap((r.json as? [String: Any])?["errors"] as? [[String: Any]])
        XCTAssertLessThanOrEqual(errors.count, 101)
        XCTAssertLessThan(r.body.count, 64 << 10)
    }
}

import Foundation
import XCTest
import LayoutScene
@testable import LayoutService

final class SolverCacheTests: XCTestCase {
    private static let scene = """
        {"format": "layoutd.scene/1", "size": {"width": 375, "height": 100},
         "views": [{"id": "root"},
           {"id": "field", "parent": "root", "intrinsicContentSize": {"width": 120, "height": 30}},
           {"id": "button", "parent": "root", "intrinsicContentSize": {"width": 60, "height": 30},
            "contentHugging": {"horizontal": 251, "vertical": 250}}],
         "constraints": [{"id": "Row", "visualFormat": "H:|-[field]-[button]-|"},
           "field.centerY == root.centerY", "button.centerY == root.centerY"]}
        """

    private func warm() throws -> (SceneDocument, WarmScene) {
        let document = try SceneDecoder.decode(Array(Self.scene.utf8))
        return (document, try XCTUnwrap(try WarmScene.solve(document, options: SolveOptions()).warm))
    }

    func testLeastRecentlyUsedIsEvictedAndEntriesAreExclusive() throws {
        let cache = SolverCache(capacity: 2)
        let (_, scene) = try warm()
        let a = SolverCache.Key(name: "a", etag: "e1"), b = SolverCache.Key(name: "b", etag: "e1")
        let c = SolverCache.Key(name: "c", etag: "e1")
        cache.checkIn(a, warm: scene)
        cache.checkIn(b, warm: try warm().1)
        XCTAssertNotNil(cache.checkOut(a), "a is handed out")
        XCTAssertNil(cache.checkOut(a), "and nobody else gets it meanwhile")
        cache.checkIn(a, warm: scene)  // a is now the most recent
        cache.checkIn(c, warm: try warm().1)
        XCTAssertEqual(cache.count, 2)
        XCTAssertNil(cache.checkOut(b), "b was least recently used")
        cache.forget(name: "a")
        XCTAssertNil(cache.checkOut(a))
        XCTAssertEqual(cache.count, 1)
        let off = SolverCache(capacity: 0)
        off.checkIn(a, warm: scene)
        XCTAssertEqual(off.count, 0, "capacity 0 turns the cache off")
    }

    func testStoredSceneResizeReusesTheSolverAndAnswersLikeAColdSolve() throws {
        let harness = try RouteHarness()
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/row", json: Self.scene).status, 201)
        func strip(_ text: String) -> String {
            text.replacingOccurrences(of: #""solveMicroseconds":\d+"#, with: "", options: .regularExpression)
        }
        for width in [375, 414, 320, 768] {
            let size = #"{"size": {"width": \#(width), "height": 100}}"#
            let stored = try harness.request("POST", "/v1/scenes/row/solve", json: size)
            XCTAssertEqual(stored.status, 200, stored.text)
            var document = Self.scene
            document = document.replacingOccurrences(of: #""width": 375, "height": 100"#,
                                                     with: #""width": \#(width), "height": 100"#)
            let cold = try harness.request("POST", "/v1/solve", json: document)
            XCTAssertEqual(strip(stored.text), strip(cold.text), "width \(width)")
        }
        XCTAssertEqual(harness.context.engine.cache.hits, 3, "every solve after the first found a warm solver")
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/row").status, 204)
        XCTAssertEqual(harness.context.engine.cache.count, 0, "deleting a scene drops its solvers")
    }
}

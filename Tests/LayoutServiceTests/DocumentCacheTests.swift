import XCTest
import LayoutScene
@testable import LayoutService

final class DocumentCacheTests: XCTestCase {
    private static let scene = """
        {"format": "layoutd.scene/1", "size": {"width": 100, "height": 100},
         "views": [{"id": "root"}, {"id": "box", "parent": "root"}],
         "constraints": ["box.width == 200", "box.width == 100", "box.leading == root.leading",
                         "box.top == root.top", "box.height == 10"]}
        """

    func testLeastRecentlyUsedIsEvicted() throws {
        let document = try SceneDecoder.decode(Array(Self.scene.utf8))
        let cache = DocumentCache(capacity: 2)
        cache.insert("a", document: document, byteCount: 10)
        cache.insert("b", document: document, byteCount: 10)
        XCTAssertEqual(cache.document("a"), document, "a is now the most recent")
        cache.insert("c", document: document, byteCount: 10)
        XCTAssertNil(cache.document("b"), "b was least recently used")
        XCTAssertNotNil(cache.document("a"))
        XCTAssertEqual(cache.count, 2)
        cache.insert("huge", document: document, byteCount: DocumentCache.maxBytes + 1)
        XCTAssertNil(cache.document("huge"), "a document over the byte bound is not kept")
        let off = DocumentCache(capacity: 0)
        off.insert("a", document: document, byteCount: 1)
        XCTAssertEqual(off.count, 0, "capacity 0 turns the cache off")
    }

    /// A conflicting scene gets no warm solver, but its document is still
    /// decoded once: the second solve does not load the bytes again.
    func testStoredDocumentIsLoadedOncePerETag() throws {
        let engine = SolveEngine(limits: SceneLimits(), cacheEntries: 4)
        var loads = 0
        let load = { () -> [UInt8]? in loads += 1; return Array(Self.scene.utf8) }
        for _ in 0..<3 {
            guard case .success(let document)? = engine.storedDocument(etag: "e1", load: load) else {
                return XCTFail("the scene decodes")
            }
            let outcome = try engine.solveStored(.init(name: "s", etag: "e1"), document: document,
                                             options: SolveOptions(), format: .json)
            XCTAssertEqual(outcome.result.status.rawValue, "conflicting")
        }
        XCTAssertEqual(loads, 1)
        XCTAssertEqual(engine.cachedCount, 0, "no warm solver for a conflicting scene")
        _ = engine.storedDocument(etag: "e2", load: load)
        XCTAssertEqual(loads, 2, "another ETag is another document")
        XCTAssertNil(engine.storedDocument(etag: "gone") { nil })
    }
}

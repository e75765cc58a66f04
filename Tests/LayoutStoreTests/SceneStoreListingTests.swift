import XCTest
@testable import LayoutStore

class SceneStoreListingTests: SceneStorageTestCase {
    /// 250 names in two families, put in a scrambled order.
    private func fill() throws -> [String] {
        let names = (0..<250).map { index in index % 5 == 0 ? "login-\(index)" : "screen.\(index)" }
        for (offset, name) in names.enumerated().sorted(by: { ($0.offset * 7919) % 250 < ($1.offset * 7919) % 250 }) {
            _ = try store.putScene(name: name, document: document("\(offset)"), precondition: .none)
        }
        return names.sorted()
    }

    private func pageThrough(prefix: String?, limit: Int) throws -> [String] {
        var seen: [String] = []
        var cursor: String?
        repeat {
            let page = try store.listScenes(prefix: prefix, limit: limit, cursor: cursor)
            XCTAssertLessThanOrEqual(page.items.count, limit)
            seen += page.items.map(\.name)
            cursor = page.nextCursor
        } while cursor != nil
        return seen
    }

    func testPagesCoverEveryNameOnceInOrder() throws {
        let names = try fill()
        for limit in [1, 7, 50, 250, 1000] {
            XCTAssertEqual(try pageThrough(prefix: nil, limit: limit), names, "limit \(limit)")
        }
    }

    func testPrefixSelectsOnlyMatchingNames() throws {
        let names = try fill()
        XCTAssertEqual(try pageThrough(prefix: "login-", limit: 9), names.filter { $0.hasPrefix("login-") })
        XCTAssertEqual(try pageThrough(prefix: "screen.1", limit: 9), names.filter { $0.hasPrefix("screen.1") })
        XCTAssertEqual(try pageThrough(prefix: "nothing", limit: 9), [])
        XCTAssertEqual(try pageThrough(prefix: "", limit: 100), names)
    }

    func testLastPageHasNoCursorAndExactFitToo() throws {
        for index in 0..<4 { _ = try store.putScene(name: "s\(index)", document: [], precondition: .none) }
        let page = try store.listScenes(prefix: nil, limit: 4, cursor: nil)
        XCTAssertEqual(page.items.count, 4)
        XCTAssertNil(page.nextCursor)
        let first = try store.listScenes(prefix: nil, limit: 3, cursor: nil)
        XCTAssertNotNil(first.nextCursor)
        let rest = try store.listScenes(prefix: nil, limit: 3, cursor: first.nextCursor)
        XCTAssertEqual(rest.items.map(\.name), ["s3"])
        XCTAssertNil(rest.nextCursor)
    }

    func testPagingIsStableWhileScenesChange() throws {
        for index in 0..<10 { _ = try store.putScene(name: "s\(index)", document: [], precondition: .none) }
        let first = try store.listScenes(prefix: nil, limit: 5, cursor: nil)
        XCTAssertEqual(first.items.map(\.name), ["s0", "s1", "s2", "s3", "s4"])
        // A name before the cursor appears nowhere; one after it does.
        _ = try store.putScene(name: "s00", document: [], precondition: .none)
        _ = try store.putScene(name: "s55", document: [], precondition: .none)
        XCTAssertTrue(try store.deleteScene(name: "s4"))
        let second = try store.listScenes(prefix: nil, limit: 100, cursor: first.nextCursor)
        XCTAssertEqual(second.items.map(\.name), ["s5", "s55", "s6", "s7", "s8", "s9"])
    }

    func testCursorOutsideThePrefixRange() throws {
        for name in ["a1", "b1", "b2", "c1"] { _ = try store.putScene(name: name, document: [], precondition: .none) }
        let cursor = { (name: String) in Base64URL.encode(Array(name.utf8)) }
        // Before the range: the whole range; inside: the rest; after: nothing.
        XCTAssertEqual(try store.listScenes(prefix: "b", limit: 10, cursor: cursor("a1")).items.map(\.name), ["b1", "b2"])
        XCTAssertEqual(try store.listScenes(prefix: "b", limit: 10, cursor: cursor("b1")).items.map(\.name), ["b2"])
        XCTAssertEqual(try store.listScenes(prefix: "b", limit: 10, cursor: cursor("c")).items.map(\.name), [])
        XCTAssertEqual(try store.listScenes(prefix: "b1", limit: 10, cursor: nil).items.map(\.name), ["b1"])
    }

    func testSummaryCarriesLatestVersionAndLastSolve() throws {
        _ = try store.putScene(name: "s", document: [], precondition: .none)
        _ = try store.putScene(name: "s", document: [1], precondition: .none)
        var row = try XCTUnwrap(store.listScenes(prefix: nil, limit: 10, cursor: nil).items.first)
        XCTAssertEqual(row.version, 2)
        XCTAssertNil(row.lastStatus)
        XCTAssertNil(row.lastSolvedAt)
        _ = try store.recordSolve(name: "s", version: 1, status: "conflicting", durationMicroseconds: 1,
                                  diagnosticCounts: [:], overrides: nil, result: [])
        row = try XCTUnwrap(store.listScenes(prefix: nil, limit: 10, cursor: nil).items.first)
        XCTAssertEqual(row.lastStatus, "conflicting")
        XCTAssertNotNil(row.lastSolvedAt)
        XCTAssertEqual(row.updatedAt, try store.scene(name: "s")?.updatedAt)
    }

    func testBadCursorAndLimitAreErrors() throws {
        assertThrows(.invalidCursor("!!")) { () throws(StoreError) in try store.listScenes(prefix: nil, limit: 5, cursor: "!!") }
        // Decodes, but to a name the id rule refuses.
        let bad = Base64URL.encode(Array(".x".utf8))
        assertThrows(.invalidCursor(bad)) { () throws(StoreError) in try store.listScenes(prefix: nil, limit: 5, cursor: bad) }
        assertThrows(.invalidArgument(name: "limit", value: 0)) { () throws(StoreError) in
            try store.listScenes(prefix: nil, limit: 0, cursor: nil)
        }
    }
}

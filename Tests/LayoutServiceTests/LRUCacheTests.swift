import XCTest
@testable import LayoutService

/// The one least-recently-used cache under the document and solver caches.
final class LRUCacheTests: XCTestCase {
    func testEvictsTheLeastRecentlyUsedPastTheCountOrTheWeight() {
        var cache = LRUCache<String, Int>(capacity: 2, maxWeight: 10)
        cache.insert("a", 1, weight: 4)
        cache.insert("b", 2, weight: 4)
        XCTAssertEqual(cache.value("a"), 1, "a is now the more recent")
        cache.insert("c", 3, weight: 1)
        XCTAssertNil(cache.value("b"), "past the count, the least recently used goes")
        XCTAssertEqual(cache.weight, 5)
        cache.insert("d", 4, weight: 8)
        XCTAssertNil(cache.value("a"), "past the count and the weight, the oldest goes")
        XCTAssertEqual(cache.weight, 9)
        cache.insert("e", 5, weight: 9)
        XCTAssertEqual(cache.count, 1, "past the weight, as many go as must")
        XCTAssertEqual(cache.value("e"), 5)
        cache.insert("huge", 5, weight: 11)
        XCTAssertNil(cache.value("huge"), "heavier than the whole budget: not kept")
        XCTAssertEqual(cache.value("e"), 5, "and nothing else evicted for it")
    }

    func testReplaceRemoveAndRemoveWhere() {
        var cache = LRUCache<String, Int>(capacity: 4, maxWeight: 100)
        cache.insert("a", 1, weight: 10)
        cache.insert("a", 2, weight: 20)
        XCTAssertEqual(cache.weight, 20, "a replaced value's weight is given back")
        cache.insert("ab", 3, weight: 5)
        cache.insert("b", 4, weight: 5)
        XCTAssertEqual(cache.remove("b"), 4)
        XCTAssertNil(cache.remove("b"))
        cache.removeAll { $0.hasPrefix("a") }
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.weight, 0)
        var off = LRUCache<String, Int>(capacity: 0, maxWeight: 100)
        off.insert("a", 1, weight: 1)
        XCTAssertEqual(off.count, 0, "capacity 0 keeps nothing")
    }
}

import XCTest
@testable import LayoutScene

final class SceneHierarchyTests: XCTestCase {
    /// `position(of:)` scans small scenes and hashes large ones; both give
    /// the first index. Small scenes build no `index` at all.
    func testPositionMatchesIndexSmallAndLarge() {
        for count in [1, 3, SceneHierarchy.scanLimit, SceneHierarchy.scanLimit + 1, 40] {
            var ids = ["root"] + (1..<count).map { "v\($0)" }
            ids.append("v1")  // a repeated id keeps its first index
            let parent = [-1] + Array(repeating: 0, count: ids.count - 1)
            let hierarchy = SceneHierarchy(ids: ids, parent: parent, viewCount: ids.count, root: 0)
            for id in ids + ["v", "nope", "root2", "v1 "] {
                XCTAssertEqual(hierarchy.position(of: id), ids.firstIndex(of: id), "\(count) \(id)")
            }
            XCTAssertEqual(hierarchy.index.isEmpty, ids.count <= SceneHierarchy.scanLimit)
            XCTAssertEqual(hierarchy.parentID(of: "v1"), "root")
            XCTAssertNil(hierarchy.parentID(of: "root"))
            XCTAssertNil(hierarchy.parentID(of: "nope"))
        }
    }
}

import XCTest
@testable import LayoutImport

/// Ids made unique by suffix: the search resumes where the last one for the
/// same base stopped, so thousands of equal ids cost a linear number of
/// look-ups (a document with 20,000 equal ids once took 30 s).
final class SuffixSearchTests: XCTestCase {
    func testEqualBasesCostALinearNumberOfLookUps() {
        var search = SuffixSearch()
        var used: Set<String> = ["dup"]
        var lookUps = 0
        for _ in 0..<10_000 {
            let id = search.first("dup", candidate: { "dup-\($0)" }, taken: { lookUps += 1; return used.contains($0) })
            used.insert(id)
        }
        XCTAssertEqual(used.count, 10_001)
        XCTAssertTrue(used.contains("dup-10001"))
        // Each search looks at the one it found last time (now taken) and the next.
        XCTAssertLessThanOrEqual(lookUps, 2 * 10_000)
    }

    func testCandidatesTakenByOtherBasesAreSkipped() {
        var search = SuffixSearch()
        let used: Set<String> = ["a", "a-2", "a-3"]
        XCTAssertEqual(search.first("a", candidate: { "a-\($0)" }, taken: used.contains), "a-4")
        // Found but not used (a caller may rename it): found again.
        XCTAssertEqual(search.first("a", candidate: { "a-\($0)" }, taken: used.contains), "a-4")
    }
}

import TestSupport
import XCTest
@testable import LayoutScene

/// A megabyte of format must be read in linear time, whether it parses or not.
final class VisualFormatLargeInputTests: XCTestCase {
    private typealias F = VisualFormatFixtures
    private static let megabyte = 1 << 20
    /// Far above what a linear read takes in a debug build (well under a
    /// second), far below what a quadratic one would (hours).
    private static let timeLimit = TimeLimit.seconds(10)

    private func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (result, clock.now - start)
    }

    func testMegabyteChainParses() throws {
        let link = "[a]-(>=8@750)-"
        let count = Self.megabyte / link.utf8.count
        let format = "H:|-" + String(repeating: link, count: count) + "[b]-|"
        let (specs, elapsed) = try timed { try F.parse(format) }
        XCTAssertEqual(specs.count, count + 2)
        XCTAssertLessThan(elapsed, Self.timeLimit)
    }

    func testMegabyteNameIsCutShortInTheMessage() {
        let name = String(repeating: "y", count: Self.megabyte)
        let error = F.error("[\(name)]", F.context(views: ["a": "a"]))
        XCTAssertEqual(error?.column, 2)
        XCTAssertLessThan(error?.message.count ?? .max, 200)
        XCTAssertTrue(error?.message.hasSuffix(String(repeating: "y", count: 64) + "…'") ?? false)
    }

    func testMegabyteFailuresReportTheirColumn() {
        let longName = String(repeating: "x", count: Self.megabyte)
        let cases: [(String, Int)] = [
            ("[" + longName, Self.megabyte + 2),
            ("[a(" + String(repeating: "9", count: Self.megabyte) + ")]", 4),
            (String(repeating: "[a]", count: Self.megabyte / 3) + "-(pad)-[b]", Self.megabyte / 3 * 3 + 3),
            ("[a]-(" + String(repeating: "1,", count: Self.megabyte / 2) + "-[b]", Self.megabyte + 6),
        ]
        for (format, column) in cases {
            let (error, elapsed) = timed { F.error(format) }
            XCTAssertEqual(error?.column, column, String(error?.message.prefix(200) ?? "parsed"))
            XCTAssertLessThan(elapsed, Self.timeLimit)
        }
    }
}

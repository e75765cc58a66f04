import XCTest
@testable import LayoutStore

final class DiagnosticCountsTests: XCTestCase {
    func testEncodingIsSortedAndLengthPrefixed() {
        XCTAssertEqual(DiagnosticCounts.encode(["b": 2, "a": 10]), "1:a=10;1:b=2")
        XCTAssertEqual(DiagnosticCounts.encode([:]), "")
    }

    func testRoundTripKeepsAnyKind() {
        let counts = ["conflict": 1, "a;b=:1": 7, "é": 3, "": 4]
        XCTAssertEqual(DiagnosticCounts.decode(DiagnosticCounts.encode(counts)), counts)
        XCTAssertEqual(DiagnosticCounts.decode(""), [:])
    }

    func testMalformedTailIsLeftOut() {
        XCTAssertEqual(DiagnosticCounts.decode("1:a=1;9:b=2"), ["a": 1])
        XCTAssertEqual(DiagnosticCounts.decode("x"), [:])
    }
}

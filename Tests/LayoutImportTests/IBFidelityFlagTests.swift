import XCTest
@testable import LayoutImport

/// `IBFidelity` names each view where layoutd and Xcode disagree on
/// ambiguity, with its line, so that `layoutd-bench ib-fidelity --flags` can
/// list them (the figures alone count them by kind).
final class IBFidelityFlagTests: XCTestCase {
    /// A root with `a` (flagged `ambiguous` by Xcode, pinned to the root's
    /// four edges) and `b` (not flagged, with no vertical constraint).
    static let document = IBDocumentTests.xib("""
            <subviews>
                <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0" y="0" width="200" height="40"/>
                </view>
            </subviews>
            <constraints>
    \(IBDocumentTests.edges("a"))
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
                <constraint firstItem="b" firstAttribute="height" constant="40" id="bh"/>
            </constraints>
    """)

    func testDisagreementsOnAmbiguityAreNamedWithTheirLines() {
        let measured = IBFidelity.measure(Self.document, source: "flags.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.flaggedAmbiguous, 1)
        XCTAssertEqual(measured.tally.ambiguousFound, 0)
        XCTAssertEqual(measured.tally.unflaggedAmbiguous, 1)
        XCTAssertEqual(measured.ambiguousNotFound.map(\.view), ["a"])
        XCTAssertEqual(measured.ambiguousNotFound.first?.line, 8, "the line of a's element")
        XCTAssertEqual(measured.ambiguousNotFound.first?.what, "a view")
        XCTAssertEqual(measured.unflaggedAmbiguous.map(\.view), ["b"])
        XCTAssertEqual(measured.unflaggedAmbiguous.first?.line, 11)
        XCTAssertEqual(measured.unflaggedAmbiguous.first?.what, "view")
    }
}

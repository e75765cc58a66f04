import XCTest
@testable import LayoutImport

/// A view a placeholder constraint names is where Interface Builder's canvas,
/// which keeps the placeholder, put it: `IBFidelity` names the miss
/// `placeholder` and counts its run-time ambiguity apart from the views
/// Xcode should have flagged (docs/importers.md, "Placeholder constraints").
final class IBFidelityPlaceholderTests: XCTestCase {
    /// `p` is pinned on three sides; only a placeholder holds its height, so
    /// Xcode saved it 59 high and flagged nothing. `b` has no height at all.
    static let document = IBDocumentTests.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="p">
                    <rect key="frame" x="0" y="0" width="200" height="59"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="59" placeholder="YES" id="ph"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0" y="100" width="200" height="40"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                <constraint firstItem="p" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="pr"/>
                <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
            </constraints>
    """)

    func testAViewAPlaceholderNamesIsNamedSoAndCountedApart() {
        let measured = IBFidelity.measure(Self.document, source: "placeholder.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.misses.first { $0.view == "p" }?.reason, .placeholder)
        XCTAssertEqual(measured.tally.ambiguousByPlaceholder, 1)
        XCTAssertEqual(measured.unflaggedAmbiguous.map(\.view), ["b"], "b has no placeholder: still unflagged")
        XCTAssertEqual(measured.tally.unflaggedAmbiguous, 1)
    }
}

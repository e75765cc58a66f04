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

    /// A legacy Interface Builder 3 archive is counted under the platform
    /// its type names (it has no `targetRuntime`), as a document with no scene.
    func testLegacyArchivesCountUnderThePlatformTheirTypeNames() {
        func archive(_ type: String) -> IBFidelity.Document {
            let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"\(type)\" version=\"8.00\"><data/></archive>\n"
            return IBFidelity.measure(Array(xml.utf8), source: "legacy.xib")
        }
        let mac = archive("com.apple.InterfaceBuilder3.Cocoa.XIB")
        XCTAssertEqual(mac.platform, "macOS")
        XCTAssertEqual(mac.tally.documentsWithoutScene, 1)
        XCTAssertEqual(archive("com.apple.InterfaceBuilder3.CocoaTouch.XIB").platform, "iOS")
    }
}

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

    /// Of two flags not found, the one on a label pinned only by its leading
    /// and top edges is one its text's size could explain (without a content
    /// size it is ambiguous); the one on a view pinned to the root's four
    /// edges is placed by its constraints whatever its content.
    func testAFlagNotFoundSaysWhetherItsContentSizeDecidesIt() {
        let document = IBDocumentTests.xib("""
                <subviews>
                    <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                    </view>
                    <label ambiguous="YES" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                        <rect key="frame" x="8" y="8" width="40" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
        \(IBDocumentTests.edges("a"))
                    <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="tl"/>
                    <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="tt"/>
                </constraints>
        """)
        let measured = IBFidelity.measure(document, source: "content.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.ambiguousFound, 0, "with its text's size the label is placed")
        let decides = Dictionary(uniqueKeysWithValues: measured.ambiguousNotFound.map { ($0.view, $0.contentDecides) })
        XCTAssertEqual(decides, ["a": false, "t": true])
        XCTAssertEqual(measured.tally.ambiguousMissedContentDecides, 1)
        XCTAssertEqual(measured.tally.ambiguousMissedConstraintsPlace, 1)
    }

    /// A styled cell's built-in label that Xcode flagged is not asked
    /// whether its content decides it: its cell places it at run time, and
    /// no constraint names it. A flagged view the document's constraints
    /// pin in the same cell is asked as before.
    func testAStyledCellsBuiltInLabelIsNotAskedWhatExplainsItsFlag() {
        let document = IBDocumentTests.objects("""
                <tableViewCell contentMode="scaleToFill" textLabel="t" style="IBUITableViewCellStyleDefault" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label ambiguous="YES" text="Title" id="t">
                                <rect key="frame" x="8" y="0.0" width="304" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                            <constraint firstItem="a" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" id="tp"/>
                            <constraint firstItem="a" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """)
        let measured = IBFidelity.measure(document, source: "styled.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.flaggedAmbiguous, 2)
        XCTAssertEqual(measured.tally.ambiguousFound, 0)
        let byView = Dictionary(uniqueKeysWithValues: measured.ambiguousNotFound.map { ($0.view, $0) })
        XCTAssertEqual(byView["t"]?.placedByItsCell, true)
        XCTAssertNil(byView["t"]?.contentDecides, "not asked")
        XCTAssertEqual(byView["a"]?.placedByItsCell, false)
        XCTAssertEqual(byView["a"]?.contentDecides, false)
        XCTAssertEqual(measured.tally.ambiguousMissedPlacedByCell, 1)
        XCTAssertEqual(measured.tally.ambiguousMissedConstraintsPlace, 1)
        XCTAssertEqual(measured.tally.ambiguousMissedContentDecides, 0)
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

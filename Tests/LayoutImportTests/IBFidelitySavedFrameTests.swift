import LayoutScene
import XCTest
@testable import LayoutImport

/// A saved frame that breaks the document's own required constraints is no
/// witness, and `IBFidelity` names such a miss `savedFrameInconsistent`
/// before any reason of layoutd's. A centre carries only half of a size's
/// error, so it is held within half the 0.5 pt of an edge.
final class IBFidelitySavedFrameTests: XCTestCase {
    /// `l` is pinned 20 from the leading edge and centred in 480 points,
    /// which makes it 440 wide; Xcode saved it 441 wide, its centre 0.5 off.
    /// `c`, 40.5 wide and centred, is saved at 219.5: a 2x canvas's half
    /// pixel (its centre 0.25 off), which keeps the constraint.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                    <subviews>
                        <label text="A wide centred label" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="20" y="439" width="441" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            <rect key="frame" x="219.5" y="100" width="40.5" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40.5" id="cw"/>
                                <constraint firstAttribute="height" constant="40" id="ch"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="20" id="lb"/>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
                        <constraint firstAttribute="centerX" secondItem="l" secondAttribute="centerX" id="lx"/>
                        <constraint firstItem="c" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="ct"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testAFrameSavedAPointWiderThanItsCentreAllowsIsInconsistent() throws {
        let measured = IBFidelity.measure(Array(Self.xib.utf8), source: "centred.xib", withoutSavedSizes: false)
        let miss = try XCTUnwrap(measured.misses.first { $0.view == "l" })
        XCTAssertEqual(miss.solved?.width, 440, "the leading pin and the centre make it 440 wide")
        XCTAssertEqual(miss.reason, .savedFrameInconsistent)
        XCTAssertEqual(measured.misses.map(\.view), ["l"], "c is within 0.5 pt")
    }

    func testACentreAHalfPixelOffKeepsItsConstraint() throws {
        let bytes = Array(Self.xib.utf8)
        let document = try XCTUnwrap(IBImporter().read(bytes, source: "centred.xib").scenes.first?.document)
        let saved = SavedDocument(try IBXMLReader().read(bytes))
        let breaking = SavedConsistency(document: document, tree: SceneTree(document), saved: saved)
            .viewsBreakingRequired(flagged: [])
        XCTAssertTrue(breaking.contains("l"))
        XCTAssertFalse(breaking.contains("c"), "0.25 pt is the half pixel of a 2x canvas")
    }

    /// `l` is pinned to the leading edge of the root's margins guide, which
    /// Xcode saved 30 points in; layoutd's margins are its own model, so the
    /// saved frame breaks nothing the document itself fixes.
    static let marginXib = IBDocumentTests.xib("""
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="30" y="10" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="lw"/>
                                <constraint firstAttribute="height" constant="40" id="lh"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="layoutMarginsGuide" id="g"/>
                    <constraints>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="ll"/>
                        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="lt"/>
                    </constraints>
        """)

    func testAMissAtAMarginOfLayoutdsIsNotChargedToTheSavedFrame() throws {
        let bytes = Self.marginXib
        let measured = IBFidelity.measure(bytes, source: "margin.xib", withoutSavedSizes: false)
        let miss = try XCTUnwrap(measured.misses.first { $0.view == "l" }, "layoutd's margin is not Xcode's 30")
        XCTAssertNotEqual(miss.reason, .savedFrameInconsistent)
        let document = try XCTUnwrap(IBImporter().read(bytes, source: "margin.xib").scenes.first?.document)
        let breaking = SavedConsistency(document: document, tree: SceneTree(document), saved: SavedDocument(try IBXMLReader().read(bytes)))
            .viewsBreakingRequired(flagged: [])
        XCTAssertEqual(breaking, [])
    }

    /// A box `b` pinned to the root's top and sides whose bottom is its
    /// content `a`'s, and `a` 20 high by a required constraint; `a` saved
    /// `contentHeight` high and `b` 40.
    static func boxXib(contentHeight: Int) -> [UInt8] {
        IBDocumentTests.xib("""
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0" y="0" width="200" height="40"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0" y="0" width="200" height="\(contentHeight)"/>
                                    <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" id="at"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="leading" id="al"/>
                                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="ar"/>
                                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="ab"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="bt"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="br"/>
                    </constraints>
        """)
    }

    /// A view sized by content whose saved frame breaks a required
    /// constraint was saved around that stale frame: its miss is named
    /// `staleContent`, not `other` (corona-warn-app's OnboardingInfo, an
    /// image saved off its aspect ratio; stopp-corona's, inaturalist's,
    /// openfoodfacts', provenance's and adguard's content).
    func testAViewSavedAroundAStaleFrameIsNamedSo() throws {
        let stale = IBFidelity.measure(Self.boxXib(contentHeight: 40), source: "box.xib", withoutSavedSizes: false)
        XCTAssertEqual(stale.misses.first { $0.view == "a" }?.reason, .savedFrameInconsistent)
        let box = try XCTUnwrap(stale.misses.first { $0.view == "b" })
        XCTAssertEqual(box.solved?.height, 20)
        XCTAssertEqual(box.reason, .staleContent)
        let kept = IBFidelity.measure(Self.boxXib(contentHeight: 20), source: "box.xib", withoutSavedSizes: false)
        XCTAssertEqual(kept.misses.first { $0.view == "b" }?.reason, .savedFrameInconsistent,
                       "its own saved 40 breaks its bottom's pin to a saved as its constraint says")
    }
}

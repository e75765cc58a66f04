import XCTest
import LayoutScene
@testable import LayoutImport

/// How Interface Builder documents' scroll views lay out their content.
final class IBScrollViewRuleTests: XCTestCase {
    /// A xib whose 375 × 667 root holds a scroll view `s` filling it, with
    /// `content` as its subviews and `constraints` in it.
    static func scroll(_ content: String, _ constraints: String) -> [UInt8] {
        IBDocumentTests.objects("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
        \(content)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                    <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="r3"/>
                    <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="r4"/>
                </constraints>
            </view>
        """)
    }

    /// Constraints from the content to a scroll view's margins attach to its
    /// content area, as its edges do (keepassium's TipBoxVC: a stack 8 past
    /// the leading and trailing margins and centred on the frame, saved 16
    /// from each side; with the frame's margins it conflicts).
    func testContentConstraintsToTheMarginsAttachToTheContentArea() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.scroll("""
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="16" y="16" width="343" height="154"/>
                </view>
        """, """
                <constraint firstItem="a" firstAttribute="leading" secondItem="s" secondAttribute="leadingMargin" constant="8" id="c1"/>
                <constraint firstItem="a" firstAttribute="trailing" secondItem="s" secondAttribute="trailingMargin" constant="8" id="c2"/>
                <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" constant="32" id="c3"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="s" secondAttribute="top" constant="16" id="c4"/>
                <constraint firstItem="a" firstAttribute="centerX" secondItem="s" secondAttribute="centerX" id="c5"/>
                <constraint firstItem="a" firstAttribute="height" constant="154" id="c6"/>
        """))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("a"), SceneRect(x: 16, y: 16, width: 343, height: 154))
    }

    /// Content taller than its scroll view that preserves the scroll view's
    /// margins is measured against the content area, not the frame it runs
    /// past (nhs-covid's Status: a stack 1,485 high in an 852-point scroll
    /// view keeps the default 8 below; against the frame it took 641).
    func testPreservedMarginsOfContentAreMeasuredInTheContentArea() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.scroll("""
                <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="1200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="1192"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="c" secondAttribute="top" id="i1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="c" secondAttribute="leading" id="i2"/>
                        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="i3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="i4"/>
                        <constraint firstItem="a" firstAttribute="height" constant="1192" id="i5"/>
                    </constraints>
                </view>
        """, """
                <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="c1"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="c4"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width" id="c5"/>
        """))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("c"), SceneRect(x: 0, y: 0, width: 375, height: 1200), "8 below the content, not 541")
    }
}

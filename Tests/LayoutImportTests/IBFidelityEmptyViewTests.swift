import LayoutScene
import XCTest
@testable import LayoutImport

/// A miss whose size is taken up by an empty arranged view that nothing in
/// the document sizes (no subviews, no class, no constraint naming it) is
/// named `emptyView`, not `other`: stopp-corona's spacers and nhs-covid's
/// container views are saved at their design size where a low-priority
/// constraint stretches them (docs/importers.md, "Empty arranged views").
final class IBFidelityEmptyViewTests: XCTestCase {
    /// A column `st` pinned to the root's top and sides, as high as the root
    /// at 250 only, holding a 20-point view `a` and an empty view `e` with
    /// `own` constraints; Xcode saved it 60 high.
    static func column(own: String = "") -> [UInt8] {
        IBDocumentTests.xib("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" id="st">
                    <rect key="frame" x="0" y="0" width="200" height="60"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0" y="0" width="200" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="e">
                            <rect key="frame" x="0" y="20" width="200" height="40"/>
                            \(own)
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="r"/>
                <constraint firstItem="st" firstAttribute="height" secondItem="root" secondAttribute="height" priority="250" id="h"/>
            </constraints>
        """, tools: "17701")
    }

    func testAStackStretchedThroughAnEmptyViewIsNamedSo() throws {
        let measured = IBFidelity.measure(Self.column(), source: "column.xib", withoutSavedSizes: false)
        let miss = try XCTUnwrap(measured.misses.first { $0.view == "st" })
        XCTAssertEqual(miss.solved?.height, 100, "the 250 constraint stretches the empty view")
        XCTAssertEqual(miss.reason, .emptyView)
        XCTAssertEqual(measured.misses.first { $0.view == "e" }?.reason, .superviewOff)
    }

    func testAnEmptyViewAConstraintNamesIsNotNamedSo() throws {
        let own = #"<constraints><constraint firstAttribute="height" relation="greaterThanOrEqual" id="eh"/></constraints>"#
        let measured = IBFidelity.measure(Self.column(own: own), source: "column.xib", withoutSavedSizes: false)
        let miss = try XCTUnwrap(measured.misses.first { $0.view == "st" })
        XCTAssertEqual(miss.solved?.height, 100)
        XCTAssertEqual(miss.reason, .other, "the document says something of its size")
    }
}

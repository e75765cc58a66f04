import LayoutScene
import XCTest
@testable import LayoutImport

/// Cells whose saved frames are older than the document: a content view saved
/// at its row's height while a view inside it, saved at a size its required
/// constraints do not give, makes the content ask another height is named
/// `staleCellContent`, not `cellContentView` (entourage-ios' image views saved
/// 63 high under `height == 60`; docs/importers.md, "Saved frames that break
/// the document's constraints"); a view saved at Xcode 8's margin of 8 in a
/// later Xcode's document is named `staleCellMargin`, not `inCell`
/// (docs/importers.md, "Cells saved at Xcode 8's margins").
final class IBFidelityStaleCellTests: XCTestCase {
    /// A 44-high cell whose image `i`, 30 high by its constraint, is pinned
    /// 12 below the content view's top and `bottom` above its bottom; Xcode
    /// saved the image `saved` high. The content view's miss, and the image's.
    static func misses(saved: Double, bottom: String) throws -> (IBFidelity.Miss, IBFidelity.Miss?) {
        let xml = IBDocumentTests.objects("""
                    <tableViewCell id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="i">
                                    <rect key="frame" x="16" y="12" width="30" height="\(saved)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="iw"/>
                                        <constraint firstAttribute="height" constant="30" id="ih"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="i" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="i" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="t"/>
                                <constraint firstAttribute="\(bottom)" secondItem="i" secondAttribute="bottom" constant="\(bottom == "bottom" ? 12 : 1)" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """, tools: "23504")
        let measured = IBFidelity.measure(xml, source: "cell.xib", withoutSavedSizes: false)
        return (try XCTUnwrap(measured.misses.first { $0.view == "content" }), measured.misses.first { $0.view == "i" })
    }

    func testAContentViewSizedByAStaleViewIsNamedSo() throws {
        let (content, image) = try Self.misses(saved: 20, bottom: "bottom")
        XCTAssertEqual(content.solved?.height, 54, "the image's 30 and 12 on either side")
        XCTAssertEqual(content.reason, .staleCellContent)
        XCTAssertEqual(image?.reason, .savedFrameInconsistent, "saved 20 under height == 30")
    }

    func testAContentViewItsConsistentContentSizesIsNotNamedSo() throws {
        // Saved 30 high as its constraint says, pinned 1 above the bottom
        // margin (layoutd's model, not judged): no saved frame breaks a constraint.
        let (content, image) = try Self.misses(saved: 30, bottom: "bottomMargin")
        XCTAssertEqual(content.solved?.height, 54, "12, the image's 30, 1 and the 11 of the bottom margin")
        XCTAssertEqual(content.reason, .cellContentView)
        XCTAssertNil(image)
    }

    /// A 60-high, 320-wide cell whose view `a` is pinned to its content
    /// view's margins on every side, saved `inset` inside them (Xcode 8's 8,
    /// or `top` and 11 below them).
    static func marginMiss(inset: Double, top: Double? = nil, tools: String) -> IBFidelity.Miss? {
        let (y, bottom) = (top ?? inset, top == nil ? inset : 11)
        let xml = IBUIKitRuleTests.marginCellXML(width: 320, y: 0, attributes: "").replacingOccurrences(
            of: #"x="16.0" y="11" width="288.0" height="38""#,
            with: #"x="\#(inset)" y="\#(y)" width="\#(320 - 2 * inset)" height="\#(60 - y - bottom)""#)
        let measured = IBFidelity.measure(IBDocumentTests.objects(xml, tools: tools), source: "cell.xib", withoutSavedSizes: false)
        return measured.misses.first { $0.view == "a" }
    }

    func testAViewSavedAtXcode8sMarginInALaterDocumentIsNamedSo() {
        // tryswift's TextTableViewCell (toolsVersion 14113), coding's
        // ShopSwitchCell and minikeepass' Settings rows (13196).
        XCTAssertEqual(Self.marginMiss(inset: 8, tools: "14113")?.reason, .staleCellMargin)
        XCTAssertEqual(Self.marginMiss(inset: 8, top: 11, tools: "14113")?.reason, .staleCellMargin)
        XCTAssertNil(Self.marginMiss(inset: 8, tools: "12118"), "Xcode 8's own cells have 8")
        XCTAssertNil(Self.marginMiss(inset: 16, top: 11, tools: "14113"))
        XCTAssertEqual(Self.marginMiss(inset: 12, top: 11, tools: "14113")?.reason, .inCell, "no Xcode's margin")
    }
}

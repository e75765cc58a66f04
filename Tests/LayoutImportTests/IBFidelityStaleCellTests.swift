import LayoutScene
import XCTest
@testable import LayoutImport

/// A cell's content view saved at its row's height while a view inside it,
/// saved at a size its required constraints do not give, makes the content
/// ask another height is named `staleCellContent`, not `cellContentView`:
/// entourage-ios' image views saved 63 high under `height == 60`,
/// inaturalist's, habitica's, osmand's, duckduckgo's and stopp-corona's cells
/// (docs/importers.md, "Saved frames that break the document's constraints").
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
}

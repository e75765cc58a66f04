import XCTest
@testable import LayoutImport
import LayoutScene

/// UIKit behaviour that Xcode's saved frames show across apps (see
/// `Tests/Corpus/README.md`), one small document per rule.
final class IBUIKitRuleTests: XCTestCase {
    /// A table cell of `width` with `accessory`, its content view saved
    /// `contentWidth` wide, a label pinned to the content's trailing edge.
    static func cell(width: Double, contentWidth: Double, accessory: String?) -> [UInt8] {
        let type = accessory.map { #" accessoryType="\#($0)""# } ?? ""
        return IBDocumentTests.objects("""
                    <tableViewCell\(type) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="\(contentWidth - 58)" y="7" width="50" height="30"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="r"/>
                                <constraint firstItem="a" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                                <constraint firstItem="a" firstAttribute="width" constant="50" id="w"/>
                                <constraint firstItem="a" firstAttribute="height" constant="30" id="h"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """, device: "retina6_1", tools: "23504")
    }

    func testAccessoryNarrowsTheContentViewAsSaved() throws {
        let (_, scene, result) = try IBDocumentTests.scene(Self.cell(width: 414, contentWidth: 383.5, accessory: "disclosureIndicator"))
        XCTAssertEqual(result.frame("content")?.width, 383.5)
        XCTAssertEqual(result.frame("a")?.x, 325.5, "the label follows the narrower content view")
        XCTAssertTrue(scene.estimates.contains { $0.contains("disclosureIndicator") }, "\(scene.estimates)")
        XCTAssertTrue(scene.findings(result).filter { $0.kind == "misplaced" }.isEmpty)
    }

    func testWithoutAccessoryTheContentViewIsTheCellsWidth() throws {
        // A saved content view narrower than its cell with no accessory is not
        // believed: the cell makes it its own width, and that is reported.
        let (_, scene, result) = try IBDocumentTests.scene(Self.cell(width: 414, contentWidth: 383.5, accessory: nil))
        XCTAssertEqual(result.frame("content")?.width, 414)
        XCTAssertFalse(scene.findings(result).filter { $0.kind == "misplaced" }.isEmpty)
    }
}

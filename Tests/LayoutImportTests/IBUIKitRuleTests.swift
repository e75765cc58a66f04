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

    /// A 320-wide xib cell on `device` whose view `a` is pinned to the
    /// content view's four margins.
    static func marginCell(tools: String, device: String = "retina4_7", accessory: String? = nil) -> [UInt8] {
        let type = accessory.map { #" accessoryType="\#($0)""# } ?? ""
        return IBDocumentTests.objects("""
                    <tableViewCell\(type) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="11" width="288" height="38"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """, device: device, tools: tools)
    }

    func testCellContentMarginsFollowTheToolsAndTheAccessory() throws {
        // Xcode 8 and older: 8 on every side.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "12118")).2.frame("a"), SceneRect(x: 8, y: 8, width: 304, height: 44))
        // Since: 11 above and below, 16 on the sides of a cell under 414, on any device.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "14490.70")).2.frame("a"), SceneRect(x: 16, y: 11, width: 288, height: 38))
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "21701", device: "retina6_1")).2.frame("a")?.x, 16)
        // An accessory leaves the system minimum of 8 on the trailing side.
        let narrowed = try IBDocumentTests.scene(Self.marginCell(tools: "14490.70", accessory: "checkmark")).2.frame("a")
        XCTAssertEqual(narrowed.map { $0.x + $0.width }, 312)
        // Xcode 15's three-part toolsVersion is read by its first part.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "32700.99.1234")).2.frame("a")?.x, 16)
    }

    /// A view controller's xib on a non-notched phone: the status bar is
    /// simulated before Xcode 11 and again from Xcode 14 (21000) on; a
    /// storyboard's scenes get it back from Xcode 15 (23000).
    func testStatusBarOfNonNotchedDevicesByTools() throws {
        func top(_ tools: String, storyboard: Bool = false) throws -> Double? {
            let device = try XCTUnwrap(IBDevice(id: "retina4_7", orientation: "portrait",
                                                toolsVersion: Double(tools)!, storyboard: storyboard))
            return device.safeTop
        }
        XCTAssertEqual(try top("14490"), 20)
        XCTAssertEqual(try top("17701"), 0)
        XCTAssertEqual(try top("21507"), 20)
        XCTAssertEqual(try top("21507", storyboard: true), 0)
        XCTAssertEqual(try top("23504", storyboard: true), 20)
        let pad = try XCTUnwrap(IBDevice(id: "ipad9_7", orientation: "portrait", toolsVersion: 32700, storyboard: true))
        XCTAssertEqual(pad.safeTop, 20)
    }
}

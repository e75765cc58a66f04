import XCTest
@testable import LayoutImport
import LayoutScene

/// UIKit's content hugging and compression resistance written at 1000:
/// they give way to the view's required constraints without a conflict
/// (docs/importers.md, "Required content priorities").
final class IBContentPriorityTests: XCTestCase {
    /// A designable view `d` measured 60 × 20 by Xcode, with `priorities`,
    /// at the root's top left, its width given by `width` (a constraint's
    /// attributes), saved `saved` wide.
    static func sized(_ priorities: String, width: String, saved: Int) throws -> SceneResult {
        let xib = String(decoding: IBDocumentTests.xib("""
                <subviews>
                    <view \(priorities) translatesAutoresizingMaskIntoConstraints="NO" id="d" customClass="Badge">
                        <rect key="frame" x="0" y="0" width="\(saved)" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" \(width) id="dw"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="d" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="dl"/>
                    <constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" id="dt"/>
                </constraints>
        """), as: UTF8.self)
        let designables = """
            <designables>
                <designable name="d"><size key="intrinsicContentSize" width="60" height="20"/></designable>
            </designables>
            </document>
            """
        let bytes = Array(xib.replacingOccurrences(of: "</document>", with: designables).utf8)
        return try IBDocumentTests.scene(bytes).2
    }

    /// A required width against a hugging and a compression resistance of
    /// 1000: UIKit keeps the width and reports nothing (as Xcode saved
    /// corona-warn-app's onboarding image 414 wide over its 375:229 ratio's
    /// content, covpass' onboarding image 414 wide, habitica's
    /// AvatarShopItemView and QuestMenuHeader rows). Before, layoutd broke
    /// one of the document's own constraints and called the scene
    /// conflicting.
    func testRequiredContentPrioritiesYieldToRequiredConstraints() throws {
        let all = #"horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000""#
        let wider = try Self.sized(all, width: #"constant="80""#, saved: 80)
        XCTAssertEqual(wider.status, .satisfied, "\(wider.diagnostics)")
        XCTAssertEqual(wider.frame("d"), SceneRect(x: 0, y: 0, width: 80, height: 20))
        let narrower = try Self.sized(all, width: #"constant="40""#, saved: 40)
        XCTAssertEqual(narrower.status, .satisfied, "\(narrower.diagnostics)")
        XCTAssertEqual(narrower.frame("d")?.width, 40)
    }

    /// Short of required, they still hold against every priority a
    /// document can write (999 and below).
    func testRequiredContentPrioritiesHoldAgainstEveryOptionalConstraint() throws {
        let all = #"horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000""#
        let result = try Self.sized(all, width: #"priority="999" constant="80""#, saved: 60)
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("d")?.width, 60)
    }
}

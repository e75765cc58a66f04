import XCTest
@testable import LayoutImport
import LayoutScene

/// Named fonts' metrics (docs/importers.md, "Named fonts") on both platforms.
final class IBFontMetricsTests: XCTestCase {
    /// A label in the font `font` (a `<font>` element's attributes), 14
    /// high, beside a system-font label.
    private func appKitLabel(_ font: String) throws -> SceneView {
        let imported = try IBImporter().read(AppKitImportTests.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="20" y="20" width="100" height="14"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="/usr/local/bin" id="lc">
                                <font key="font" \(font)/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
        """), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        return try XCTUnwrap(scene.document?.views.first { $0.id == "l" })
    }

    /// Menlo 12's line is 14 high with its baseline 11 below the top (IINA's
    /// path labels); the system font's 12-pt ascender rounds up to 12.
    func testAMenloLabelsBaselineIsItsOwn() throws {
        XCTAssertEqual(try appKitLabel(#"size="12" name="Menlo-Regular""#).baselineOffsets, BaselineOffsets(first: 11, last: 3))
        XCTAssertEqual(try appKitLabel(#"size="12" name=".SFNS-Regular""#).baselineOffsets, BaselineOffsets(first: 12, last: 2))
    }

    /// A family not measured keeps the system font's metrics.
    func testAnUnmeasuredFamilyKeepsTheSystemMetrics() throws {
        XCTAssertNil(IBFontMetrics.named("AGaramondPro-Regular"))
        XCTAssertNil(IBFontMetrics.named(".AppleSystemUIFont"))
        XCTAssertEqual(IBFontMetrics.named("HelveticaNeue-Light"), IBFontMetrics.families["HelveticaNeue"])
        XCTAssertEqual(try appKitLabel(#"size="12" name="AGaramondPro-Regular""#).baselineOffsets, BaselineOffsets(first: 12, last: 2))
    }
}

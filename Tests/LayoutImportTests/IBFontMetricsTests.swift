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
    /// subtitle settings); the system font's 12-pt ascender rounds up to 12,
    /// and its line, 15, is taller than the label, whose last baseline is
    /// then the line's descent, 3, above its bottom.
    func testAMenloLabelsBaselineIsItsOwn() throws {
        XCTAssertEqual(try appKitLabel(#"size="12" name="Menlo-Regular""#).baselineOffsets, BaselineOffsets(first: 11, last: 3))
        XCTAssertEqual(try appKitLabel(#"size="12" name=".SFNS-Regular""#).baselineOffsets, BaselineOffsets(first: 12, last: 3))
    }

    /// A face not measured keeps the system font's metrics.
    func testAnUnmeasuredFaceKeepsTheSystemMetrics() throws {
        XCTAssertNil(IBFontMetrics.named("AGaramondPro-Regular"))
        XCTAssertNil(IBFontMetrics.named(".AppleSystemUIFont"))
        XCTAssertNil(IBFontMetrics.named("HelveticaNeue-Bold"))
        XCTAssertEqual(IBFontMetrics.named("HelveticaNeue"), IBFontMetrics.faces["HelveticaNeue"])
        XCTAssertEqual(try appKitLabel(#"size="12" name="AGaramondPro-Regular""#).baselineOffsets, BaselineOffsets(first: 12, last: 3))
    }

    /// A UIKit label in `font` (a `<fontDescription>`'s attributes) pinned
    /// by its corner, with no size taken from its saved frame: its height.
    private func uiKitLabelHeight(_ font: String) throws -> Double? {
        let bytes = IBDocumentTests.xib("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="8" y="8" width="100" height="40"/>
                    <fontDescription key="fontDescription" \(font)/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="x"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="y"/>
            </constraints>
        """)
        var importer = IBImporter()
        importer.sizesFromSavedFrames = false
        let document = try XCTUnwrap(importer.read(bytes, source: "test.xib").scenes.first?.document)
        return SceneSolver.solve(document, options: SolveOptions()).frame("l")?.height
    }

    /// Helvetica Neue 34's line is its ascender and descender, 39.6 drawn
    /// 40 (Simplenote's onboarding title, saved 40); the system font's is 41.
    func testAHelveticaNeueLabelMeasuresItsOwnLine() throws {
        XCTAssertEqual(try uiKitLabelHeight(#"name="HelveticaNeue" family="Helvetica Neue" pointSize="34""#), 40)
        XCTAssertEqual(try uiKitLabelHeight(#"type="system" pointSize="34""#), 41)
    }

    /// A UIKit label's first baseline is its face's ascender below its top.
    func testAUIKitLabelsBaselineIsItsFacesAscender() {
        let menlo = IBFontMetrics.named("Menlo-Regular")
        XCTAssertEqual(IBViewClass.baselines(height: 14, pointSize: 12, centred: false, font: menlo).first, 12 * 1901 / 2048, accuracy: 1e-9)
        XCTAssertEqual(IBViewClass.baselines(height: 14, pointSize: 12, centred: false).first, 12 * 0.952, accuracy: 1e-9)
    }
}

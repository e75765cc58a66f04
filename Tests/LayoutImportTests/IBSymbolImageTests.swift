import XCTest
@testable import LayoutImport
import LayoutScene

/// Image views showing a system symbol: drawn around the symbol, centred on
/// the box their own constraints give them (docs/importers.md, "Symbol
/// images' alignment rectangles").
final class IBSymbolImageTests: XCTestCase {
    /// An image view held 24 × 24 by its own constraints, 10 below the root's
    /// top, saved at `saved` height (centred), with a view pinned 8 below it;
    /// `image` its attributes, `reference` an `<imageReference>` it holds.
    static func frames(image: String, reference: String = "", saved: Double) throws -> (SceneRect?, SceneRect?) {
        let result = try IBDocumentTests.scene(IBDocumentTests.xib("""
            <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \(image) translatesAutoresizingMaskIntoConstraints="NO" id="i">
                    <rect key="frame" x="8" y="\(IBNumber.text(10 + (24 - saved) / 2))" width="24" height="\(IBNumber.text(saved))"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="24" id="w"/>
                        <constraint firstAttribute="height" constant="24" id="h"/>
                    </constraints>
                    \(reference)
                </imageView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="8" y="42" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="i" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                <constraint firstItem="i" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="i" secondAttribute="bottom" constant="8" id="g"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="i" secondAttribute="leading" id="vl"/>
                <constraint firstItem="v" firstAttribute="width" constant="10" id="vw"/>
                <constraint firstItem="v" firstAttribute="height" constant="10" id="vh"/>
            </constraints>
        """, tools: "23504")).2
        return (result.frame("i"), result.frame("v"))
    }

    func testSymbolImageIsSavedCentredOnItsConstrainedBox() throws {
        // Smaller than its box (green's face ID, 24 × 22 in 24 × 24).
        let (smaller, belowSmaller) = try Self.frames(image: #"image="faceid" catalog="system""#, saved: 22)
        XCTAssertEqual(smaller, SceneRect(x: 8, y: 11, width: 24, height: 22))
        XCTAssertEqual(belowSmaller?.y, 42, "views follow the constrained box, not the drawing")
        // Larger (tinode's badges, 18 × 21 in 18 × 12), named by an image reference.
        let (larger, belowLarger) = try Self.frames(
            image: "", reference: #"<imageReference key="image" image="checkmark.seal.fill" catalog="system"/>"#, saved: 30)
        XCTAssertEqual(larger, SceneRect(x: 8, y: 7, width: 24, height: 30))
        XCTAssertEqual(belowLarger?.y, 42)
    }

    func testImageOfTheAppIsHeldByItsConstraints() throws {
        let (image, below) = try Self.frames(image: #"image="logo""#, saved: 22)
        XCTAssertEqual(image, SceneRect(x: 8, y: 10, width: 24, height: 24))
        XCTAssertEqual(below?.y, 42)
    }
}

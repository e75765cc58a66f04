import XCTest
@testable import LayoutImport
import LayoutScene

/// A stack view aligning its views by baseline beside a nested stack
/// (docs/importers.md, "AppKit documents"), written as Xcode writes it.
final class AppKitStackBaselineTests: XCTestCase {
    static func label(_ id: String, _ title: String, y: Int) -> String {
        """
                                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="-2" y="\(y)" width="40" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)c">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
        """
    }

    /// A 300-wide row `s1` aligned by `alignment`: label `l1` beside a
    /// stack `s2` (vertical, or horizontal as `nested` says) of two labels,
    /// `l2` first, `l3` 8 after it; saved with the row's label level with `l2`.
    static func row(alignment: String, nested: String) -> [UInt8] {
        AppKitImportTests.document(AppKitImportTests.stackInRoot(#"distribution="fill" alignment="\#(alignment)""#, views: """
                            <subviews>
        \(label("l1", "Size:", y: 24))
                                <stackView distribution="fill" \(nested) spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s2">
                                    <rect key="frame" x="46" y="0.0" width="254" height="40"/>
                                    <subviews>
        \(label("l2", "Large", y: 24))
        \(label("l3", "Small", y: 0))
                                    </subviews>
                                </stackView>
                            </subviews>
        """))
    }

    func solve(_ bytes: [UInt8]) throws -> SceneResult {
        let imported = try IBImporter().read(bytes, source: "test.xib")
        return SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
    }

    /// A vertical stack's first baseline is its first view's and its last
    /// baseline its last view's (HandBrake's preferences: a label beside a
    /// column of controls, saved level with the top one), not its bottom
    /// edge, where the row's label would sit without it.
    func testANestedVerticalStacksBaselineIsItsFirstOrLastViews() throws {
        for (alignment, level) in [("firstBaseline", "l2"), ("lastBaseline", "l3")] {
            let result = try solve(Self.row(alignment: alignment, nested: #"orientation="vertical" alignment="leading""#))
            XCTAssertEqual(result.status, .satisfied, alignment)
            let (l1, other) = (try XCTUnwrap(result.frame("l1")), try XCTUnwrap(result.frame(level)))
            XCTAssertEqual(l1.y, other.y, accuracy: 0.001, alignment)
            XCTAssertEqual(result.frame("s2")?.height, 40, alignment)
        }
    }

    /// A horizontal stack aligning its own views by baseline shares its
    /// first view's baseline (Vienna's filter bar: a search field beside a
    /// label and pop-up); one centring its views has no view that stands for
    /// the rest, and keeps its own baseline, its bottom.
    func testANestedHorizontalStacksBaselineIsItsFirstViewsWhenItAlignsByBaseline() throws {
        let aligned = try solve(Self.row(alignment: "firstBaseline", nested: #"orientation="horizontal" alignment="firstBaseline""#))
        XCTAssertEqual(aligned.frame("l1")?.y, aligned.frame("l2")?.y)
        let centred = try solve(Self.row(alignment: "firstBaseline", nested: #"orientation="horizontal" alignment="centerY""#))
        XCTAssertNotEqual(centred.frame("l1")?.y, centred.frame("l2")?.y)
    }
}

import XCTest
@testable import LayoutImport
import LayoutScene

/// Where the views of a filling stack tie on hugging, the earlier one
/// stretches and the later ones keep their saved size (docs/importers.md,
/// "AppKit documents"), written as Xcode writes it.
final class AppKitStackFillOrderTests: XCTestCase {
    /// A horizontal fill stack `row` 300 wide pinned to the root's top and
    /// sides, holding two vertical stacks that hug across at 249.99998, as
    /// Pock's layout options do: `a` around a 160-wide view, saved 184
    /// wide, and `b` around a 100-wide view, saved 100 wide. Together they
    /// need 276 of the 300 points.
    static let row = AppKitImportTests.document("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                <subviews>
                    <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="16" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                        <subviews>
                            \(nested("a", x: 0, width: 184, view: "va", viewX: 12, viewWidth: 160))
                            \(nested("b", x: 200, width: 100, view: "vb", viewX: 0, viewWidth: 100))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                </constraints>
            </customView>
    """)

    /// A vertical stack hugging across at 249.99998 around one view `view`
    /// held `viewWidth` wide and 30 high by its own constraints.
    static func nested(_ id: String, x: Double, width: Double, view: String, viewX: Double, viewWidth: Double) -> String {
        """
                            <stackView distribution="fill" orientation="vertical" alignment="centerX" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="30"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(view)">
                                        <rect key="frame" x="\(viewX)" y="0.0" width="\(viewWidth)" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(viewWidth)" id="w\(id)"/>
                                            <constraint firstAttribute="height" constant="30" id="h\(id)"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                            </stackView>
        """
    }

    /// Before, the 24 points the two did not need could go to either, and
    /// both were called ambiguous where Xcode flags neither.
    func testTheEarlierOfTwoTiedViewsStretches() throws {
        let imported = try IBImporter().read(Self.row, source: "test.xib")
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        let (a, b) = (try XCTUnwrap(result.frame("a")), try XCTUnwrap(result.frame("b")))
        XCTAssertEqual(a.x, 0, accuracy: 0.001)
        XCTAssertEqual(a.width, 184, accuracy: 0.001)
        XCTAssertEqual(b.x, 200, accuracy: 0.001)
        XCTAssertEqual(b.width, 100, accuracy: 0.001)
        XCTAssertEqual(result.frame("va")?.x, 12)
    }
}

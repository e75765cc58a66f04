import XCTest
@testable import LayoutImport
import LayoutScene

/// A view with no content size across a stack that does not fill across
/// keeps its saved size there (docs/importers.md, "AppKit documents"),
/// written as Xcode writes it.
final class AppKitStackCrossSizeTests: XCTestCase {
    /// A vertical stack `s1` 300 wide, aligned by `alignment`, pinned to the
    /// root's top and sides: a separator `sep` saved 120 wide, then a view
    /// `v1` saved 200 wide and 40 high, neither sized across by a constraint.
    static func column(alignment: String) -> [UInt8] {
        AppKitImportTests.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="53"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="\(alignment)" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="53"/>
                            <subviews>
                                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                                    <rect key="frame" x="0.0" y="50" width="120" height="5"/>
                                </box>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="h1"/>
                                    </constraints>
                                </customView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    </constraints>
                </customView>
        """)
    }

    func solve(_ bytes: [UInt8]) throws -> SceneResult {
        let imported = try IBImporter().read(bytes, source: "test.xib")
        return SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
    }

    /// Fluor's separators, saved 420 and 96 wide in the same 500-wide
    /// leading-aligned stack, and Postgres.app's panes, saved 450 wide and
    /// centred in a 533-wide stack: the stack's hugging across does not
    /// stretch them.
    func testAViewWithNoContentSizeKeepsItsSavedSizeAcrossTheStack() throws {
        for (alignment, x) in [("leading", (0.0, 0.0)), ("centerX", (90.0, 50.0)), ("trailing", (180.0, 100.0))] {
            let result = try solve(Self.column(alignment: alignment))
            XCTAssertEqual(result.status, .satisfied, alignment)
            let (sep, v1) = (try XCTUnwrap(result.frame("sep")), try XCTUnwrap(result.frame("v1")))
            XCTAssertEqual(sep.width, 120, accuracy: 0.001, alignment)
            XCTAssertEqual(sep.x, x.0, accuracy: 0.001, alignment)
            XCTAssertEqual(v1.width, 200, accuracy: 0.001, alignment)
            XCTAssertEqual(v1.x, x.1, accuracy: 0.001, alignment)
            XCTAssertEqual(result.frame("s1")?.width, 300, alignment)
        }
    }

    /// A stack that fills across (`width`) still makes every view as wide
    /// as itself.
    func testAFillingStackStillStretchesThem() throws {
        let result = try solve(Self.column(alignment: "width"))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("sep")?.width, 300)
        XCTAssertEqual(result.frame("v1")?.width, 300)
    }
}

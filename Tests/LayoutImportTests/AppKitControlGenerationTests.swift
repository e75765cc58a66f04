import XCTest
@testable import LayoutImport
import LayoutScene

/// Xcode 12 documents saved with the push buttons of macOS 10.15 or of
/// macOS 11, told apart by the buttons' own saved frames.
final class AppKitControlGenerationTests: XCTestCase {
    /// Two regular push buttons 12 apart, the second 20 from the trailing
    /// edge of a 200-wide view, saved `inset` pt outside their bezels at
    /// the sides, and a check box saved 18 high beside them.
    static func buttonRow(toolsVersion: String, inset: Double) -> [UInt8] {
        let second = 200 - 20 + inset - 74
        let first = second - 12 + 2 * inset - 74
        return AppKitImportTests.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="\(first)" y="13" width="74" height="32"/>
                            <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                            <rect key="frame" x="\(second)" y="13" width="74" height="32"/>
                            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc2">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                            <rect key="frame" x="18" y="40" width="60" height="18"/>
                            <buttonCell key="cell" type="check" title="Again" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b2" firstAttribute="leading" secondItem="b1" secondAttribute="trailing" constant="12" id="t1"/>
                        <constraint firstAttribute="trailing" secondItem="b2" secondAttribute="trailing" constant="20" id="t2"/>
                        <constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="20" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="b2" secondAttribute="bottom" constant="20" id="t4"/>
                        <constraint firstItem="c1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t5"/>
                        <constraint firstItem="c1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="3" id="t6"/>
                    </constraints>
                </customView>
        """, toolsVersion: toolsVersion)
    }

    func solve(toolsVersion: String, inset: Double) throws -> (IBScene, SceneResult) {
        let imported = try IBImporter().read(Self.buttonRow(toolsVersion: toolsVersion, inset: inset), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        return (scene, SceneSolver.solve(try XCTUnwrap(scene.document)))
    }

    func insets(_ scene: IBScene, _ id: String) throws -> EdgeInsets? {
        try XCTUnwrap(scene.document?.views.first { $0.id == id }).alignmentRectInsets
    }

    /// Saved 6 pt outside their bezels by Xcode 12 (OpenEmu's, MacPass's,
    /// Clocker's and NetNewsWire's): the buttons keep the older bezel, 4
    /// below the frame's top and 6 in at the sides, and their saved frames;
    /// the check box keeps macOS 11's box.
    func testXcode12PushButtonsSavedSixOutsideKeepTheOlderBezel() throws {
        let (scene, result) = try solve(toolsVersion: "17506", inset: 6)
        XCTAssertEqual(try insets(scene, "b1"), EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 38, y: 15, width: 74, height: 32))
        XCTAssertEqual(result.frame("b2"), SceneRect(x: 112, y: 15, width: 74, height: 32))
        XCTAssertEqual(try insets(scene, "c1"), EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    }

    /// Saved 7 pt outside (Textual's Xcode 12 documents): macOS 11's bezel.
    func testXcode12PushButtonsSavedSevenOutsideHaveMacOS11sBezel() throws {
        let (scene, result) = try solve(toolsVersion: "17506", inset: 7)
        XCTAssertEqual(try insets(scene, "b1"), EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 41, y: 15, width: 74, height: 32))
        XCTAssertEqual(result.frame("b2"), SceneRect(x: 113, y: 15, width: 74, height: 32))
    }

    /// Xcode 13 and later run on macOS 11 or later only: their buttons have
    /// macOS 11's bezel whatever the frames say.
    func testXcode13PushButtonsHaveMacOS11sBezel() throws {
        let (scene, result) = try solve(toolsVersion: "18122", inset: 6)
        XCTAssertEqual(try insets(scene, "b1"), EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        XCTAssertEqual(result.frame("b2"), SceneRect(x: 113, y: 15, width: 74, height: 32))
    }

    /// A button held at a width by its own constraint tells its inset by
    /// its saved width (NetNewsWire's 62-wide Create button saved 74 wide,
    /// not 76), centred here so that nothing else tells it.
    func testAPushButtonsOwnWidthTellsItsInset() throws {
        let held = AppKitImportTests.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="63" y="13" width="74" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="62" id="w1"/>
                            </constraints>
                            <buttonCell key="cell" type="push" title="Create" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b1" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="t1"/>
                        <constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="20" id="t2"/>
                    </constraints>
                </customView>
        """, toolsVersion: "17701")
        let scene = try XCTUnwrap(try IBImporter().read(held, source: "test.xib").scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 63, y: 15, width: 74, height: 32))
    }

    func importScene(_ subviews: String, constraints: String) throws -> IBScene {
        let data = AppKitImportTests.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
        """, toolsVersion: "17156")
        return try XCTUnwrap(try IBImporter().read(data, source: "test.xib").scenes.first)
    }

    static func pushButton(_ id: String, x: Double, y: Double = 13, width: Double = 74) -> String {
        """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="32"/>
                            <buttonCell key="cell" type="push" title="Open" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """
    }

    /// A button aligned with the label above it tells its inset by the
    /// label's text, 2 pt inside the label's frame (MacPass's autotype
    /// report, its buttons saved 4 pt left of their labels' frames).
    func testAPushButtonAlignedWithALabelTellsItsInset() throws {
        let scene = try importScene(Self.pushButton("b1", x: 14, y: 14) + """
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="18" y="50" width="80" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Accessibility" id="l1c">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
        """, constraints: """
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="14" id="t2"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="l1" secondAttribute="leading" id="t3"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="l1" secondAttribute="bottom" constant="8" id="t4"/>
        """)
        XCTAssertEqual(try insets(scene, "b1"), EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 14, y: 34, width: 74, height: 32))
    }

    /// Buttons at the ends of a horizontal stack tell their inset by how
    /// far their frames stand out of it (Clocker's review buttons, 6 pt).
    func testPushButtonsAtAStacksEndsTellTheirInset() throws {
        let stack = """
                        <stackView distribution="fillEqually" orientation="horizontal" alignment="top" spacing="8" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="20" y="20" width="160" height="21"/>
                            <subviews>
        \(Self.pushButton("b1", x: -6, y: -7, width: 88))
        \(Self.pushButton("b2", x: 78, y: -7, width: 88))
                            </subviews>
                        </stackView>
        """
        let scene = try importScene(stack, constraints: """
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="39" id="t2"/>
        """)
        XCTAssertEqual(try insets(scene, "b1"), EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
        XCTAssertEqual(try insets(scene, "b2"), EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    }
}

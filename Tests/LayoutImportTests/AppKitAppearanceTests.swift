import XCTest
@testable import LayoutImport
import LayoutScene

/// What an AppKit document shows of its views (the outline's names, the text
/// a cell draws, hidden views) reaches the scene and the findings, as a
/// UIKit document's does (docs/importers.md, "Interface Builder documents").
final class AppKitAppearanceTests: XCTestCase {
    func read(_ objects: String) throws -> IBScene {
        let imported = try IBImporter().read(AppKitImportTests.document(objects), source: "test.xib")
        return try XCTUnwrap(imported.scenes.first)
    }

    func appearance(_ scene: IBScene, _ id: String) throws -> Appearance {
        try XCTUnwrap(scene.document?.views.first { $0.id == id }?.appearance, id)
    }

    func testCellsTitlesPlaceholdersAndHiddenViewsAreShown() throws {
        let scene = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="160" width="60" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="c1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="90" y="157" width="190" height="21"/>
                            <textFieldCell key="cell" scrollable="YES" borderStyle="bezel" placeholderString="optional" drawsBackground="YES" id="c2">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="200" y="13" width="86" height="32"/>
                            <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" id="c3">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="17" y="60" width="266" height="80"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="3" y="3" width="260" height="62"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </box>
                        <customView userLabel="Preview" translatesAutoresizingMaskIntoConstraints="NO" id="named">
                            <rect key="frame" x="20" y="20" width="40" height="30"/>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                            <rect key="frame" x="70" y="20" width="40" height="30"/>
                        </customView>
                    </subviews>
                </customView>
        """)
        let label = try appearance(scene, "label")
        XCTAssertEqual(label.text, "Name:")
        XCTAssertEqual(label.displayName, "Name:")
        let field = try appearance(scene, "field")
        XCTAssertNil(field.text)
        XCTAssertEqual(field.placeholder, "optional")
        XCTAssertEqual(field.displayName, "optional")
        let button = try appearance(scene, "button")
        XCTAssertEqual(button.text, "Save")
        XCTAssertTrue(button.hidden)
        XCTAssertFalse(label.hidden)
        XCTAssertEqual(try appearance(scene, "box").displayName, "Options")
        XCTAssertEqual(try appearance(scene, "named").displayName, "Preview")
        XCTAssertEqual(try appearance(scene, "plain").displayName, "Custom View")
        XCTAssertEqual(try appearance(scene, "content").displayName, "View")
    }

    /// A conflict names its views as the outline does, and a constraint the
    /// view's frame and mask make says so: the custom view keeps its
    /// autoresizing mask, so its saved width 80 fights the document's 50.
    func testAConflictNamesTheViewsAndWhereAFramesConstraintComesFrom() throws {
        let scene = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <customView userLabel="Preview" id="preview">
                            <rect key="frame" x="20" y="20" width="80" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="preview" firstAttribute="width" constant="50" id="w50"/>
                    </constraints>
                </customView>
        """)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        let conflict = try XCTUnwrap(scene.findings(result).first { $0.kind == "conflict" })
        XCTAssertTrue(conflict.message.contains("(line 13: Preview.width == 50)"), conflict.message)
        XCTAssertTrue(conflict.message.contains(
            "preview.width@autoresizing (Preview.width from its frame and autoresizing mask, which it translates into constraints)"),
            conflict.message)
    }

    /// A misplaced finding names the view by the text it shows, as Xcode's
    /// issues do ("Frame for 'Name:' will be different at run time"), a
    /// long text cut to its first words.
    func testAFindingNamesAViewByItsText() throws {
        let long = "Upload every replay automatically when a game ends"
        let scene = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="48" y="60" width="60" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="c1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="48" y="20" width="300" height="18"/>
                            <buttonCell key="cell" type="check" title="\(long)" bezelStyle="regularSquare" imagePosition="left" inset="2" id="c2">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="l2"/>
                        <constraint firstItem="label" firstAttribute="width" constant="56" id="l3"/>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="62" id="c4"/>
                        <constraint firstItem="check" firstAttribute="width" constant="296" id="c5"/>
                    </constraints>
                </customView>
        """)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        let misplaced = scene.findings(result).filter { $0.kind == "misplaced" }.map(\.message)
        XCTAssertTrue(misplaced.contains { $0.hasPrefix("'Name:' (NSTextField label) is misplaced") }, "\(misplaced)")
        XCTAssertTrue(misplaced.contains { $0.hasPrefix("'Upload every replay aut…' (NSButton check) is misplaced") }, "\(misplaced)")
    }
}

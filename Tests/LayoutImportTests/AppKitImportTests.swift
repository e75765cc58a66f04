import XCTest
@testable import LayoutImport
import LayoutScene

/// AppKit's rules on small documents written as Xcode writes them.
final class AppKitImportTests: XCTestCase {
    static func document(_ objects: String, type: String = "com.apple.InterfaceBuilder3.Cocoa.XIB",
                         toolsVersion: String = "22505") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """.utf8)
    }

    /// A regular push button saved y-up at 13 in a 60-high custom view,
    /// 20 from its trailing and bottom edges, with further subviews and
    /// constraints.
    static func pushButtonDocument(subviews: String = "", constraints: String = "") -> [UInt8] {
        document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="113" y="13" width="74" height="32"/>
                            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                        <constraint firstAttribute="trailing" secondItem="b1" secondAttribute="trailing" constant="20" id="t1"/>
                        <constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="20" id="t2"/>
                    </constraints>
                </customView>
        """)
    }

    func read(_ objects: String) throws -> IBImport {
        try IBImporter().read(Self.document(objects), source: "test.xib")
    }

    func view(_ scene: IBScene, _ id: String) throws -> SceneView {
        try XCTUnwrap(scene.document?.views.first { $0.id == id })
    }

    /// The first scene of a top-level custom view 200 wide holding
    /// `subviews` under `constraints`, solved.
    func solveInRoot(height: Int, _ subviews: String, _ constraints: String) throws -> SceneResult {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
        """)
        return SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
    }

    /// A window's content view is the scene, named after the window's title;
    /// a subview saved y-up at 20 in a 200-high content view is 20 + 30 from
    /// the bottom, 150 from the top; a flipped custom view's subview keeps y.
    func testAWindowIsASceneWithFramesFromTheTop() throws {
        let imported = try read("""
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" id="w1">
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <customView id="a1">
                                <rect key="frame" x="10" y="20" width="100" height="30"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            </customView>
                            <customView flipped="YES" id="f1">
                                <rect key="frame" x="150" y="100" width="100" height="80"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="b1">
                                        <rect key="frame" x="5" y="10" width="20" height="20"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                </subviews>
                            </customView>
                        </subviews>
                    </view>
                </window>
        """)
        XCTAssertEqual(imported.scenes.map(\.name), ["Preferences"])
        let scene = imported.scenes[0]
        XCTAssertEqual(scene.platform, .appKit)
        let a = try view(scene, "a1")
        XCTAssertEqual(a.className, "NSView")
        XCTAssertEqual(a.frame, SceneRect(x: 10, y: 150, width: 100, height: 30))
        // Bottom margin (minY) flexible in a superview that is not flipped.
        XCTAssertEqual(a.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertEqual(try view(scene, "f1").frame, SceneRect(x: 150, y: 20, width: 100, height: 80))
        let b = try view(scene, "b1")
        XCTAssertEqual(b.frame, SceneRect(x: 5, y: 10, width: 20, height: 20))
        // No flexible part vertically in a flipped superview: the bottom margin gives.
        XCTAssertEqual(b.autoresizingMask, [.flexibleBottomMargin])
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("a1"), SceneRect(x: 10, y: 150, width: 100, height: 30))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 5, y: 10, width: 20, height: 20))
        XCTAssertTrue(scene.document?.constraints.contains { $0.id == "NSWindow-current-height.c1" } == true)
    }

    /// A 300×40 custom view holding one horizontal stack `s1` (its
    /// distribution and views as given), pinned to the root's leading,
    /// trailing and top edges.
    static func stackInRoot(_ attributes: String, views: String) -> String {
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <subviews>
                        <stackView \(attributes) orientation="horizontal" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
        \(views)
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    </constraints>
                </customView>
        """
    }

    /// A horizontal NSStackView with gravity areas: views in their areas,
    /// spacing at least the stack's, pulled tight at its hugging priority,
    /// centred across (AppKit's default alignment); constraints named
    /// `NSStackView-…`.
    func testAStackViewMakesAppKitsConstraints() throws {
        let imported = try read(Self.stackInRoot(#"distribution="gravityAreas" spacing="10""#, views: """
                            <beginningViews>
                                <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="10" width="50" height="20"/>
                                </customView>
                            </beginningViews>
                            <endViews>
                                <customView placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" x="240" y="0.0" width="60" height="40"/>
                                </customView>
                            </endViews>
        """))
        let scene = try XCTUnwrap(imported.scenes.first)
        let document = try XCTUnwrap(scene.document)
        XCTAssertTrue(document.constraints.contains { $0.id == "NSStackView-spacing.v2" })
        XCTAssertTrue(document.constraints.contains { $0.id.hasPrefix("NSStackView-alignment.") })
        let result = SceneSolver.solve(document)
        XCTAssertEqual(result.status, .satisfied)
        // Beginning view at the leading edge, end view at the trailing one, both centred in the 40-high stack.
        XCTAssertEqual(result.frame("v1"), SceneRect(x: 0, y: 10, width: 50, height: 20))
        XCTAssertEqual(result.frame("v2"), SceneRect(x: 240, y: 0, width: 60, height: 40))
        XCTAssertEqual(result.frame("s1")?.height, 40, "the stack hugs its tallest view")
    }

    /// A hidden view a detaching stack leaves out is parked at the stack's
    /// leading corner, but where the document places it its constraints win
    /// (Postgres.app's server view: a hidden label 10 in from both sides of
    /// a centred stack; HSTracker's Tier 7 lobby: a hidden stack tied below
    /// the header), as the saved frames show: no conflict.
    func testAHiddenDetachedViewKeepsTheDocumentsPlace() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="centerX" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="50" y="80" width="200" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="w1"/>
                                        <constraint firstAttribute="height" constant="20" id="h1"/>
                                    </constraints>
                                </customView>
                                <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="x1">
                                    <rect key="frame" x="10" y="50" width="280" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="h2"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" x="50" y="0.0" width="200" height="80"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="w2"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="x1" firstAttribute="leading" secondItem="s1" secondAttribute="leading" constant="10" id="d1"/>
                                <constraint firstAttribute="trailing" secondItem="x1" secondAttribute="trailing" constant="10" id="d2"/>
                                <constraint firstItem="x1" firstAttribute="top" secondItem="v1" secondAttribute="bottom" id="d3"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="s1" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </customView>
        """)
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("x1"), SceneRect(x: 10, y: 20, width: 280, height: 30))
        // The visible views close up as if the hidden one were not there.
        XCTAssertEqual(result.frame("v1"), SceneRect(x: 50, y: 0, width: 200, height: 20))
        XCTAssertEqual(result.frame("v2"), SceneRect(x: 50, y: 20, width: 200, height: 80))
    }

    /// A vertical leading-aligned stack `s1` (its own attributes as given)
    /// of two 20-high custom views `v1` above `v2`, 8 apart, pinned to the
    /// root's leading and top edges; each view's attributes and saved frame
    /// as given, `constraints` added to the root's.
    static func leadingColumn(root: String, stack: String, stackFrame: String, v1: (String, String), v2: (String, String),
                              constraints: String = "") -> String {
        """
                <customView id="root">
                    <rect key="frame" \(root)/>
                    <subviews>
                        <stackView \(stack) orientation="vertical" alignment="leading" spacing="8" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" \(stackFrame)/>
                            <subviews>
                                <customView \(v1.0) placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" \(v1.1)/>
                                </customView>
                                <customView \(v2.0) placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" \(v2.1)/>
                                </customView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                        \(constraints)
                    </constraints>
                </customView>
        """
    }

    /// An equal-spacing stack whose size nothing else holds hugs its views:
    /// its gaps are its spacing, at its stack-hugging priority (Textual's
    /// settings, IINA's quick settings, HandBrake's picture settings saved
    /// so); held larger, its gaps grow alike.
    func testAnEqualSpacingStackHugsItsViews() throws {
        let stack = { (bottom: String) in
            Self.leadingColumn(root: #"x="0.0" y="0.0" width="200" height="100""#,
                               stack: #"distribution="equalSpacing" horizontalStackHuggingPriority="249.99998474121094""#,
                               stackFrame: #"x="0.0" y="52" width="50" height="48""#,
                               v1: (#"verticalHuggingPriority="750" placeholderIntrinsicWidth="50""#, #"x="0.0" y="28" width="50" height="20""#),
                               v2: (#"verticalHuggingPriority="750" placeholderIntrinsicWidth="50""#, #"x="0.0" y="0.0" width="50" height="20""#),
                               constraints: bottom)
        }
        let hugged = SceneSolver.solve(try XCTUnwrap(try read(stack("")).scenes.first?.document))
        XCTAssertEqual(hugged.status, .satisfied)
        XCTAssertEqual(hugged.frame("v2"), SceneRect(x: 0, y: 28, width: 50, height: 20))
        XCTAssertEqual(hugged.frame("s1")?.height, 48)
        let held = SceneSolver.solve(try XCTUnwrap(try read(stack(
            "<constraint firstItem=\"s1\" firstAttribute=\"height\" constant=\"100\" id=\"c3\"/>")).scenes.first?.document))
        XCTAssertEqual(held.status, .satisfied)
        XCTAssertEqual(held.frame("v2"), SceneRect(x: 0, y: 80, width: 50, height: 20))
    }

    /// A fill-equally stack whose first view its own constraint holds at
    /// another width: that view keeps it and the views after it stay equal
    /// to each other (Hidden Bar's row of 20- and 16-wide icons, Rectangle's
    /// 265, 165 and 165 columns, IINA's rows of 23, 24 and 24, all saved
    /// so); equal widths held as required would conflict.
    func testAFillEquallyStackGivesWayToAViewHeldAtAnotherSize() throws {
        let imported = try read(Self.stackInRoot(#"distribution="fillEqually" alignment="top" spacing="10""#, views: """
                            <subviews>
                                <customView placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w1"/>
                                    </constraints>
                                </customView>
                                <customView placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" x="110" y="0.0" width="90" height="40"/>
                                </customView>
                                <customView placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="v3">
                                    <rect key="frame" x="210" y="0.0" width="90" height="40"/>
                                </customView>
                            </subviews>
        """))
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("v1")?.width, 100)
        XCTAssertEqual(result.frame("v2"), SceneRect(x: 110, y: 0, width: 90, height: 40))
        XCTAssertEqual(result.frame("v3"), SceneRect(x: 210, y: 0, width: 90, height: 40))
    }

    /// A leading-aligned vertical stack hugging across at 250, written or
    /// left out, as its views' own hugging is (Textual's and HSTracker's
    /// preferences): the narrower view keeps its own width, as saved, and
    /// is not ambiguous; a view hugging less stretches across the stack.
    func testAStackHuggingAcrossAtItsViewsHuggingLeavesThemTheirWidth() throws {
        for (written, hugging) in [(#"horizontalStackHuggingPriority="250""#, "250"), ("", "250"), ("", "200")] {
            let imported = try read(Self.leadingColumn(
                root: #"x="0.0" y="0.0" width="100" height="48""#, stack: #"distribution="fill" \#(written)"#,
                stackFrame: #"x="0.0" y="0.0" width="100" height="48""#,
                v1: (#"placeholderIntrinsicWidth="100""#, #"x="0.0" y="28" width="100" height="20""#),
                v2: (#"horizontalHuggingPriority="\#(hugging)" placeholderIntrinsicWidth="50""#, #"x="0.0" y="0.0" width="50" height="20""#)))
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertEqual(result.status, .satisfied, written)
            XCTAssertEqual(scene.findings(result).filter { $0.kind == "ambiguity" }.count, 0, "\(written) \(hugging)")
            XCTAssertEqual(result.frame("v2"), SceneRect(x: 0, y: 28, width: hugging == "250" ? 50 : 100, height: 20), written)
        }
    }

    /// A top-aligned stack whose document centres one of its views on the
    /// stack: the document's constraint places that view, not the stack's
    /// alignment (Hidden Bar's check box beside a help button; Aerial's
    /// bottom-aligned icons pinned 1 below the stack's top). Both at once
    /// would conflict, as the 20-high view cannot stretch.
    func testADocumentsConstraintAcrossAStackPlacesTheView() throws {
        let imported = try read(Self.stackInRoot(#"distribution="fill" alignment="top""#, views: """
                            <subviews>
                                <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="10" width="50" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="w1"/>
                                        <constraint firstAttribute="height" constant="20" id="h1"/>
                                    </constraints>
                                </customView>
                                <customView placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" x="58" y="0.0" width="242" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="h2"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="v1" firstAttribute="centerY" secondItem="s1" secondAttribute="centerY" id="y1"/>
                            </constraints>
        """))
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        // Centred in the 40-high stack, as saved (y-up 10 from the bottom), not at its top.
        XCTAssertEqual(result.frame("v1"), SceneRect(x: 0, y: 10, width: 50, height: 20))
        XCTAssertEqual(result.frame("v2")?.y, 0, "the view the document leaves alone keeps the stack's alignment")
    }

    /// A leading-aligned stack whose document indents one of its views 16
    /// from another: the tie places the indented view, not the alignment
    /// (HandBrake's advanced settings; Hidden Bar's field centred on a
    /// button in a top-aligned stack). Both at once would conflict.
    func testATieBetweenTwoViewsOfAStackAcrossItPlacesTheFirst() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="48"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="48"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="28" width="100" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w1"/>
                                        <constraint firstAttribute="height" constant="20" id="h1"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                                    <rect key="frame" x="16" y="0.0" width="120" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="w2"/>
                                        <constraint firstAttribute="height" constant="20" id="h2"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="v2" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="16" id="i1"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="s1" secondAttribute="bottom" id="c3"/>
                    </constraints>
                </customView>
        """)
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("v1"), SceneRect(x: 0, y: 0, width: 100, height: 20), "the other view keeps the alignment")
        XCTAssertEqual(result.frame("v2"), SceneRect(x: 16, y: 28, width: 120, height: 20))
        XCTAssertEqual(result.frame("s1")?.width, 136, "the stack hugs the indented view")
    }

    /// AppKit documents keep the view limit every import keeps.
    func testTheViewLimitHoldsForAppKit() throws {
        var importer = IBImporter()
        importer.maximumViews = 2
        let objects = """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>
                        <customView id="a"><rect key="frame" x="0.0" y="0.0" width="5" height="5"/></customView>
                        <customView id="b"><rect key="frame" x="5" y="5" width="5" height="5"/></customView>
                    </subviews>
                </customView>
        """
        XCTAssertThrowsError(try importer.read(Self.document(objects), source: "big.xib")) { error in
            XCTAssertEqual((error as? IBReadError)?.kind, .tooLarge)
        }
        importer.maximumViews = 3
        XCTAssertEqual(try importer.read(Self.document(objects), source: "big.xib").scenes.count, 1)
    }

    /// A document of menus only says why it has no scene, at its line.
    func testADocumentWithoutViewsSaysWhy() throws {
        let imported = try read("""
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <menu title="Main Menu" systemMenu="main" id="29"/>
        """)
        XCTAssertTrue(imported.scenes.isEmpty)
        XCTAssertEqual(imported.noSceneReason, "no window or view to lay out (the document holds customObject, menu)")
        XCTAssertEqual(imported.warnings.last?.line, 2)
    }

    /// A toolbar item's view and a Touch Bar item's view are laid out by
    /// their item, not in the window's content: each is named by a warning
    /// at its own line, never left out silently (Aerial's and LuLu's
    /// toolbars, MacDown's and Latest's Touch Bars).
    func testItemViewsAreLeftOutWithAWarningAtTheirLine() throws {
        let objects = """
                <window title="Rules" id="w1">
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <view key="contentView" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="T" displayMode="iconOnly" sizeMode="regular" id="tb">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="S" label="Search" id="ti">
                                <searchField key="view" verticalHuggingPriority="750" id="sf">
                                    <rect key="frame" x="0.0" y="14" width="96" height="22"/>
                                </searchField>
                            </toolbarItem>
                        </allowedToolbarItems>
                    </toolbar>
                    <touchBar key="touchBar" id="bar">
                        <touchBarItems>
                            <touchBarItem id="tbi">
                                <viewController key="viewController" id="vc">
                                    <button key="view" verticalHuggingPriority="750" id="tbb">
                                        <rect key="frame" x="0.0" y="0.0" width="72" height="30"/>
                                    </button>
                                </viewController>
                            </touchBarItem>
                        </touchBarItems>
                    </touchBar>
                </window>
        """
        let bytes = Self.document(objects)
        let imported = try IBImporter().read(bytes, source: "test.xib")
        XCTAssertEqual(imported.scenes.map(\.name), ["Rules"])
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (id: String) in (lines.firstIndex { $0.contains("id=\"\(id)\"") } ?? 0) + 1 }
        let items = imported.warnings.filter { $0.message.contains("item's view") }
        XCTAssertEqual(items.map(\.line), [line("sf"), line("tbb")])
        XCTAssertEqual(items.map(\.element), ["searchField", "button"])
    }

    /// A push button saved 32 high by a recent Xcode: constraints hold its
    /// 20-high bezel, 7 pt inside the frame at the sides and bottom.
    func testAPushButtonIsPlacedByItsAlignmentRectangle() throws {
        let imported = try IBImporter().read(Self.pushButtonDocument(), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        XCTAssertEqual(try view(scene, "b1").alignmentRectInsets, EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        // Saved y-up at 13 in 60: 60 - 13 - 32 = 15 from the top.
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 113, y: 15, width: 74, height: 32))
    }
    /// A label on a rounded push button's first baseline: in documents of
    /// Xcode 12 and later the button's title sits 1 pt above the centred
    /// line (19 below its frame's top, not 20), so the label's saved frame
    /// holds: its top is 34 - 13 = 21 from the scene's top.
    func testALabelOnAPushButtonsBaselineKeepsItsSavedFrame() throws {
        let imported = try IBImporter().read(Self.pushButtonDocument(subviews: Self.nameLabel(y: 23), constraints: """
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="firstBaseline" secondItem="b1" secondAttribute="firstBaseline" id="t4"/>
        """), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: 21, width: 40, height: 16))
    }
    /// A label pinned to its superview's leading edge has its frame 2 points
    /// out, its alignment rectangle at 0: not clipped. One pinned 10 points
    /// out is.
    func testALabelsAlignmentMarginOutsideItsSuperviewIsNotClipped() throws {
        func clipped(_ leading: Int) throws -> (SceneRect?, [String]) {
            let imported = try read(Self.labelAndField(labelY: 60, fieldY: 58, fieldHeight: 21, constraints: """
                <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="t1"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                <constraint firstItem="f1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="t3"/>
                <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t4"/>
            """))
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertTrue(result.diagnostics.contains { $0.kind == .outsideSuperview }, "the frame is out")
            return (result.frame("l1"), scene.findings(result).filter { $0.kind == "clipped" }.compactMap(\.objectId))
        }
        let pinned = try clipped(0)
        XCTAssertEqual(pinned.0?.x, -2)
        XCTAssertEqual(pinned.1, [], "only the label's 2-point margin is out")
        XCTAssertEqual(try clipped(-10).1, ["l1"])
    }

    /// A label `l1`, 40×16 at x 18 and the y-up `y`, in the system font.
    static func nameLabel(y: Double) -> String {
        """
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="18" y="\(y)" width="40" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="lc1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
        """
    }

    /// A 200×100 view holding a label `l1` (40×16 at x 18) and a bezelled
    /// field `f1` (80 wide, its width pinned) saved at the y-up `labelY` and
    /// `fieldY`, with the given constraints and guide.
    static func labelAndField(labelY: Double, fieldY: Double, fieldHeight: Double,
                              fieldFont: String = "<font key=\"font\" metaFont=\"system\"/>",
                              constraints: String, guide: String = "") -> String {
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(nameLabel(y: labelY))
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="f1">
                            <rect key="frame" x="100" y="\(fieldY)" width="80" height="\(fieldHeight)"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="fc1">
                                \(fieldFont)
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
        \(constraints)
                        <constraint firstItem="f1" firstAttribute="width" constant="80" id="t5"/>
                    </constraints>
                    \(guide)
                </customView>
        """
    }

    /// A label on a regular bezelled field saved 22 high: the field draws
    /// the system font's line 2 below its top, 1 pt above the centred line,
    /// so the label's top is 20 + 2 + 13 - 13 = 22 from the scene's top (23
    /// if the line were centred); a named font's line stays centred.
    func testALabelOnA22HighFieldsBaselineKeepsItsSavedFrame() throws {
        for (font, labelTop) in [("<font key=\"font\" metaFont=\"system\"/>", 22.0),
                                 ("<font key=\"font\" size=\"13\" name=\"Courier\"/>", 23.0)] {
            let imported = try read(Self.labelAndField(labelY: 100 - labelTop - 16, fieldY: 58, fieldHeight: 22, fieldFont: font,
                                                       constraints: """
                        <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="f1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="t2"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="firstBaseline" secondItem="f1" secondAttribute="firstBaseline" id="t4"/>
            """))
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertEqual(result.frame("f1"), SceneRect(x: 100, y: 20, width: 80, height: 22), font)
            XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: labelTop, width: 40, height: 16), font)
        }
    }

    /// A small label on a small rounded pop-up's baseline (Xcode 12 and
    /// later, saved 22 high, its bezel 2 below the frame's top): in an
    /// 11-pt font the pop-up's title sits on the centred line, 1 + 11 below
    /// the bezel's top, so the label's top is 20 + 12 - 11 = 21; in the
    /// appearance font (13 pt) the title is 1 pt above the centred line,
    /// 13 - 1 below, and the 16-high label's top is 20 + 12 - 13 = 19.
    func testALabelOnASmallPopUpsBaselineKeepsItsSavedFrame() throws {
        let small = "<font key=\"font\" metaFont=\"smallSystem\"/>", appearance = "<font key=\"font\" usesAppearanceFont=\"YES\"/>"
        for (font, labelHeight, labelTop) in [(small, 14.0, 21.0), (appearance, 16.0, 19.0)] {
            let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="18" y="\(100 - labelTop - labelHeight)" width="40" height="\(labelHeight)"/>
                            <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Track:" id="lc1">
                                \(font)
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="96" y="60" width="88" height="22"/>
                            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc1">
                                \(font)
                                <menu key="menu" id="m1"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="p1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="t2"/>
                        <constraint firstItem="p1" firstAttribute="width" constant="80" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l1" firstAttribute="baseline" secondItem="p1" secondAttribute="baseline" id="t5"/>
                    </constraints>
                </customView>
            """)
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertEqual(result.frame("p1"), SceneRect(x: 96, y: 18, width: 88, height: 22), font)
            XCTAssertEqual(result.frame("l1")?.y, labelTop, font)
            XCTAssertEqual(result.frame("l1")?.height, labelHeight, font)
        }
    }

    /// A small label on a small rounded push button's baseline (Xcode 12
    /// and later, saved 27 high, its bezel 4 below the frame's top and 16
    /// high): in an 11-pt font its title sits on the centred line too, so
    /// the label's top is 20 + 12 - 11 = 21 (20 with the regular buttons'
    /// raise).
    func testALabelOnASmallPushButtonsBaselineKeepsItsSavedFrame() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="18" y="65" width="40" height="14"/>
                            <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Name:" id="lc1">
                                <font key="font" metaFont="smallSystem"/>
                            </textFieldCell>
                        </textField>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="94" y="57" width="92" height="27"/>
                            <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="t2"/>
                        <constraint firstItem="b1" firstAttribute="width" constant="80" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l1" firstAttribute="baseline" secondItem="b1" secondAttribute="baseline" id="t5"/>
                    </constraints>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("b1"), SceneRect(x: 94, y: 16, width: 92, height: 27))
        XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: 21, width: 40, height: 14))
    }

    /// A check box of Xcode 12 and later saved 18×18 and pinned 14×14 by its
    /// own constraints is 2 pt inside its frame on every side: pinned 20 from
    /// the top and the leading edge, its frame is at 18, and a label 4 after it
    /// starts at 20 + 14 + 4 - 2 = 36.
    func testACheckBoxPinnedFourBelowItsSavedSizeIsTwoPointsIn() throws {
        let result = try Self.solveCheckBoxBesideLabel("""
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                            <rect key="frame" x="18" y="64" width="18" height="18"/>
                            <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="only" state="on" inset="2" id="cc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <constraints>
                                <constraint firstAttribute="height" constant="14" id="t1"/>
                                <constraint firstAttribute="width" constant="14" id="t2"/>
                            </constraints>
                        </button>
        """)
        XCTAssertEqual(result.frame("c1"), SceneRect(x: 18, y: 18, width: 18, height: 18))
        XCTAssertEqual(result.frame("l1")?.x, 36)
    }

    /// A check box of Xcode 12 and later saved 18×18 without a title is
    /// 2 pt in at the trailing side as at the leading one: 20 from the
    /// leading edge, a label 4 after it starts at 20 + 14 + 4 - 2 = 36 (38
    /// with a titled box's trailing side at its frame's). Its 14-high box is
    /// 2 pt in above and below too: pinned 20 from the top, its frame is at
    /// 18 (19 with a titled box's 16-high line).
    func testAnUntitledCheckBoxIsTwoPointsInOnEverySide() throws {
        let result = try Self.solveCheckBoxBesideLabel("""
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                            <rect key="frame" x="18" y="63" width="18" height="18"/>
                            <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="cc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """)
        XCTAssertEqual(result.frame("c1"), SceneRect(x: 18, y: 18, width: 18, height: 18))
        XCTAssertEqual(result.frame("l1")?.x, 36)
    }

    /// A 200×100 view holding the check box `button` (its element, id `c1`)
    /// pinned 20 from the top and the leading edge, and the label `l1` 4
    /// after it, top-aligned with the view at 20: solved.
    static func solveCheckBoxBesideLabel(_ button: String) throws -> SceneResult {
        let imported = try IBImporter().read(document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(button)\(nameLabel(y: 64))
                    </subviews>
                    <constraints>
                        <constraint firstItem="c1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t3"/>
                        <constraint firstItem="c1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="c1" secondAttribute="trailing" constant="4" id="t5"/>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t6"/>
                    </constraints>
                </customView>
        """), source: "test.xib")
        return SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
    }

    /// A label on the first baseline of a small slider with tick marks,
    /// saved 20 high: the slider's alignment rectangle is 2 pt inside its
    /// frame above and below, from 22 to 38, and its baseline 4 pt above
    /// that bottom, so the label's top is 34 - 13 = 21 (at the slider's
    /// bottom, as a view without text, it would be 25). Saved 20 high
    /// without tick marks, it has the same frame and baseline (Textual's).
    func testALabelOnASlidersBaselineKeepsItsSavedFrame() throws {
        for ticks in [" numberOfTickMarks=\"5\"", ""] {
            let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(Self.nameLabel(y: 63))
                        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="100" y="60" width="84" height="20"/>
                            <sliderCell key="cell" controlSize="small" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above"\(ticks) sliderType="linear" id="sc1"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="t1"/>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="102" id="t2"/>
                        <constraint firstItem="s1" firstAttribute="width" constant="80" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l1" firstAttribute="firstBaseline" secondItem="s1" secondAttribute="firstBaseline" id="t5"/>
                    </constraints>
                </customView>
        """)
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertEqual(result.frame("s1"), SceneRect(x: 100, y: 20, width: 84, height: 20), ticks)
            XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: 21, width: 40, height: 16), ticks)
        }
    }

    /// A small slider saved 17 high (20 with tick marks) is 2 pt higher
    /// above and below than its track's alignment rectangle, 13 high: pinned
    /// 20 below the top, its frame starts at 18 and a label 8 below it at
    /// 20 + 13 + 8 = 41 (45 if the frame were the rectangle). Saved 18 high
    /// (Mos's), the frame is the rectangle; saved 20 high without tick
    /// marks, 2 pt in as with them (IINA's mini player, Textual's).
    func testASmallSlidersFrameHoldsTwoPointsAboveAndBelow() throws {
        for (height, ticks, sliderTop, labelTop) in [(17.0, "", 18.0, 41.0), (20.0, "numberOfTickMarks=\"5\"", 18.0, 44.0),
                                                     (18.0, "numberOfTickMarks=\"5\"", 20.0, 46.0), (20.0, "", 18.0, 44.0)] {
            let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(Self.nameLabel(y: 100 - labelTop - 16))
                        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="98" y="\(100 - sliderTop - height)" width="84" height="\(height)"/>
                            <sliderCell key="cell" controlSize="small" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" \(ticks) sliderType="linear" id="sc1"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="t2"/>
                        <constraint firstItem="s1" firstAttribute="width" constant="80" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" constant="8" id="t5"/>
                    </constraints>
                </customView>
        """)
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            XCTAssertEqual(result.frame("s1"), SceneRect(x: 98, y: sliderTop, width: 84, height: height), "\(height)")
            XCTAssertEqual(result.frame("l1")?.y, labelTop, "\(height)")
        }
    }

    /// A view's safe area guide (macOS 11): its insets are the window's
    /// bars, not in the document, so the saved frames tell them: a label 10
    /// below the guide's top, saved 40 below the view's, puts the guide's
    /// top 30 down; a field 20 above the guide's bottom, saved 20 above the
    /// view's, leaves the bottom at the view's. Without the guide both
    /// constraints were left out and the label was free.
    func testASafeAreaGuideTakesItsInsetsFromTheSavedFrames() throws {
        let imported = try read(Self.labelAndField(labelY: 44, fieldY: 20, fieldHeight: 21, constraints: """
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="10" id="t2"/>
                        <constraint firstItem="sa" firstAttribute="bottom" secondItem="f1" secondAttribute="bottom" constant="20" id="t3"/>
                        <constraint firstItem="sa" firstAttribute="trailing" secondItem="f1" secondAttribute="trailing" constant="20" id="t4"/>
        """, guide: "<viewLayoutGuide key=\"safeArea\" id=\"sa\"/>"))
        let scene = try XCTUnwrap(imported.scenes.first)
        XCTAssertFalse(imported.warnings.contains { $0.message.contains("'sa'") }, "\(imported.warnings)")
        XCTAssertTrue(scene.estimates.contains { $0.hasPrefix("sa: ") && $0.contains("top 30, leading 0, bottom 0, trailing 0") },
                      "\(scene.estimates)")
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil })
        XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: 40, width: 40, height: 16))
        XCTAssertEqual(result.frame("f1"), SceneRect(x: 100, y: 59, width: 80, height: 21))
    }

    /// A box placed by its fixed frame alone: Xcode 10 (toolsVersion 14490)
    /// flags its content view ambiguous and the finding says so, while the
    /// frames stay where the prototype constraints put them; Xcode 11 and
    /// later do not flag it, and neither does the import.
    func testXcode10FlagsAFixedFrameBoxsContentViewAmbiguous() throws {
        let box = """
                        <box fixedFrame="YES" title="Box" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="17" y="16" width="166" height="68"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="3" y="3" width="160" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </box>
        """
        for (tools, flagged) in [("14490", true), ("16097", false)] {
            let (lines, result) = try Self.ambiguityFindings(box, toolsVersion: tools)
            XCTAssertEqual(lines, flagged ? [9] : [], tools)
            XCTAssertEqual(result.frame("box"), SceneRect(x: 17, y: 16, width: 166, height: 68), tools)
            // The content view keeps its mask's place: 68 - 3 - 50 = 15 from the box's top.
            XCTAssertEqual(result.frame("content"), SceneRect(x: 3, y: 15, width: 160, height: 50), tools)
        }
    }

    /// A scroll view placed by its fixed frame alone: Xcode 10 flags its
    /// clip view and, when the clip view holds a text view, the text view
    /// too, never a table view; both keep the frames their masks give.
    func testXcode10FlagsAFixedFrameScrollViewsTextViewAmbiguous() throws {
        func scroll(_ documentView: String) -> String {
            """
                        <scrollView fixedFrame="YES" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="20" y="20" width="160" height="60"/>
                            <clipView key="contentView" id="clip">
                                <rect key="frame" x="1" y="1" width="158" height="58"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <\(documentView) id="doc">
                                        <rect key="frame" x="0.0" y="0.0" width="158" height="58"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </\(documentView)>
                                </subviews>
                            </clipView>
                        </scrollView>
        """
        }
        let cases: [(String, String, [Int])] = [
            ("14490", "textView", [9, 13]),
            ("14490", "tableView", [9]),
            ("16097", "textView", []),
        ]
        for (tools, documentView, flagged) in cases {
            let (lines, result) = try Self.ambiguityFindings(scroll(documentView), toolsVersion: tools)
            XCTAssertEqual(lines, flagged, "\(tools) \(documentView)")
            XCTAssertEqual(result.frame("doc")?.width, 158, "\(tools) \(documentView)")
            XCTAssertEqual(result.frame("doc")?.height, 58, "\(tools) \(documentView)")
        }
    }

    /// A top-level view Xcode flags misplaced is sized by its constraints:
    /// two views 20 high at priority 750, 20 from its top and bottom and 8
    /// apart, made it 88 high, not its saved 100. Held at 100, the 12 pt
    /// left over went to either view (ambiguous, where Xcode flags neither);
    /// kept at 100 at priority 500 it is 88 high, and a root that is not
    /// misplaced still holds its saved size.
    func testAMisplacedRootIsSizedByItsConstraints() throws {
        // A view 160 wide, 20 from the root's sides, that would be 20 high at
        // priority 750, and its constraints to the root.
        func box(_ id: String, y: Int, height: Int) -> (view: String, constraints: String) {
            ("""
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="20" y="\(y)" width="160" height="\(height)"/>
                            <constraints>
                                <constraint firstAttribute="height" priority="750" constant="20" id="h\(id)"/>
                            </constraints>
                        </customView>
        """, """
                        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l\(id)"/>
                        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="r\(id)"/>
        """)
        }
        func objects(misplaced: Bool) -> String {
            let boxes = [box("a", y: 60, height: 20), box("b", y: 20, height: 32)]
            return """
                <customView\(misplaced ? #" misplaced="YES""# : "") id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(boxes.map(\.view).joined(separator: "\n"))
                    </subviews>
                    <constraints>
        \(boxes.map(\.constraints).joined(separator: "\n"))
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="t2"/>
                        <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="t3"/>
                    </constraints>
                </customView>
        """
        }
        let held = try XCTUnwrap(IBImporter().read(Self.document(objects(misplaced: false)), source: "test.xib").scenes.first)
        let heldResult = SceneSolver.solve(try XCTUnwrap(held.document))
        XCTAssertTrue(heldResult.diagnostics.contains { $0.ambiguity != nil }, "a root at its saved size leaves 12 pt to either view")
        XCTAssertEqual(heldResult.frame("root")?.height, 100)

        let scene = try XCTUnwrap(IBImporter().read(Self.document(objects(misplaced: true)), source: "test.xib").scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil }, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("root"), SceneRect(x: 0, y: 0, width: 200, height: 88))
        XCTAssertEqual(result.frame("a"), SceneRect(x: 20, y: 20, width: 160, height: 20))
        XCTAssertEqual(result.frame("b"), SceneRect(x: 20, y: 48, width: 160, height: 20))
    }

    /// A box places its content view through the view's mask: one that does
    /// not translate it is placed by its constraints alone, and a label
    /// pinned 10 inside it leaves its size and place free (Xcode flags such
    /// content views of Aerial and HSTracker ambiguous); tied to the box it
    /// is placed, and a translating one the box places.
    func testABoxsContentViewThatDoesNotTranslateItsMaskIsPlacedByConstraints() throws {
        func objects(translates: Bool, tied: Bool) -> String {
            let tie = !tied ? [] : ["leading", "top", "trailing", "bottom"].map {
                #"<constraint firstItem="content" firstAttribute="\#($0)" secondItem="box" secondAttribute="\#($0)" id="c\#($0)"/>"#
            }
            return """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <box boxType="custom" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="20" width="160" height="60"/>
                            <view key="contentView"\(translates ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#) id="content">
                                <rect key="frame" x="1" y="1" width="158" height="58"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                        <rect key="frame" x="10" y="28" width="40" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="lw"/>
                                            <constraint firstAttribute="height" constant="20" id="lh"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="ll"/>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="lt"/>
                                </constraints>
                            </view>
                            <constraints>
                                <constraint firstAttribute="width" constant="160" id="bw"/>
                                <constraint firstAttribute="height" constant="60" id="bh"/>
                            </constraints>
                        </box>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b2"/>
                        \(tie.joined(separator: "\n"))
                    </constraints>
                </customView>
        """
        }
        // (translates, tied to the box, content view free, its x in the box: 1 by its mask)
        let cases: [(Bool, Bool, Bool, Double)] = [(false, false, true, 0), (false, true, false, 0), (true, false, false, 1)]
        for (translates, tied, free, x) in cases {
            let scene = try XCTUnwrap(IBImporter().read(Self.document(objects(translates: translates, tied: tied)), source: "test.xib").scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            let ambiguous = Set(result.diagnostics.compactMap { $0.ambiguity?.view })
            XCTAssertEqual(ambiguous.contains("content"), free, "\(translates) \(tied) \(ambiguous)")
            if !free {
                XCTAssertEqual(result.frame("l"), SceneRect(x: 10, y: 10, width: 40, height: 20), "\(translates) \(tied)")
                XCTAssertEqual(result.frame("content")?.x, x, "\(translates) \(tied)")
            }
        }
    }

    /// A window's content view that does not translate its mask and that a
    /// constraint names: Xcode flags it ambiguous, and the finding says so;
    /// translating, or named by no constraint, it is not flagged.
    func testXcodeFlagsAWindowsContentViewOffItsMask() throws {
        // Named: a 40 × 20 view pinned 20 from the content view's top and
        // leading edges; else that view keeps its mask and no constraint is left.
        func objects(translates: Bool, named: Bool) -> String {
            let pins = ["leading", "top"].map {
                #"<constraint firstItem="v" firstAttribute="\#($0)" secondItem="content" secondAttribute="\#($0)" constant="20" id="v\#($0)"/>"#
            }
            return """
                <window title="W" releasedWhenClosed="NO" animationBehavior="default" id="w">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView"\(translates ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#) id="content">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView\(named ? #" translatesAutoresizingMaskIntoConstraints="NO""# : "") id="v">
                                <rect key="frame" x="20" y="60" width="40" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="vw"/>
                                    <constraint firstAttribute="height" constant="20" id="vh"/>
                                </constraints>
                            </customView>
                        </subviews>
                        <constraints>
                            \(named ? pins.joined(separator: "\n") : "")
                        </constraints>
                    </view>
                </window>
        """
        }
        for (translates, named, lines) in [(false, true, [6]), (true, true, []), (false, false, [])] {
            let imported = try IBImporter().read(Self.document(objects(translates: translates, named: named)), source: "test.xib")
            let scene = try XCTUnwrap(imported.scenes.first)
            let result = SceneSolver.solve(try XCTUnwrap(scene.document))
            let ambiguity = scene.findings(result).filter { $0.kind == "ambiguity" }
            XCTAssertEqual(ambiguity.map(\.line), lines, "\(translates) \(named)")
            XCTAssertTrue(ambiguity.allSatisfy { $0.message.contains("window's content view") }, "\(ambiguity)")
        }
    }

    /// The lines of the `ambiguity` findings of a 200 × 100 view holding
    /// `subview` (its element begins on line 7), and the solved frames.
    static func ambiguityFindings(_ subview: String, toolsVersion: String) throws -> ([Int], SceneResult) {
        let objects = """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(subview)
                    </subviews>
                </customView>
        """
        let imported = try IBImporter().read(document(objects, toolsVersion: toolsVersion), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        return (scene.findings(result).filter { $0.kind == "ambiguity" }.map(\.line), result)
    }

    /// A bezelled box pinned 20 in from its view's top and sides, 60 high:
    /// Xcode 15 and older save its frame with the shadow outside (3 pt at
    /// the sides, 2 above when untitled, 4 below); Xcode 26 saves the frame
    /// at the alignment rectangle, as HSTracker's, Transmission's,
    /// OpenInTerminal's and Mos's constraints show at their saved frames.
    func testAnXcode26BoxIsSavedAtItsAlignmentRectangle() throws {
        let objects = """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="20" width="160" height="60"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="3" y="3" width="154" height="54"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="h"/>
                            </constraints>
                        </box>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                    </constraints>
                </customView>
        """
        let cases: [(String, SceneRect)] = [
            ("24765", SceneRect(x: 20, y: 20, width: 160, height: 60)),
            ("24127", SceneRect(x: 20, y: 20, width: 160, height: 60)),
            ("32700.99.1234", SceneRect(x: 17, y: 18, width: 166, height: 66)),
            ("22505", SceneRect(x: 17, y: 18, width: 166, height: 66)),
        ]
        for (tools, frame) in cases {
            let imported = try IBImporter().read(Self.document(objects, toolsVersion: tools), source: "test.xib")
            let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
            XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil }, tools)
            XCTAssertEqual(result.frame("box"), frame, tools)
        }
    }

    /// A stack view saved at a fixed frame that no constraint of the
    /// document places (only its own arranged views name it) gets Interface
    /// Builder's prototype constraints at build time, which hold it where
    /// saved: Hidden Bar's about pane and Clocker's floating window and
    /// onboarding search, which Xcode leaves unflagged.
    func testAStackAtAFixedFrameThatNoConstraintPlacesStaysWhereSaved() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" fixedFrame="YES" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="20" y="30" width="50" height="20"/>
                            <subviews>
                                <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                </customView>
                            </subviews>
                        </stackView>
                    </subviews>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(scene.findings(result).filter { $0.kind == "ambiguity" }.count, 0)
        // y-up 30 in the 100-high root: 100 - 30 - 20 from the top.
        XCTAssertEqual(result.frame("s1"), SceneRect(x: 20, y: 50, width: 50, height: 20))
    }

    /// A path control pinned at its leading edge only, its trailing edge
    /// free up to the root's (FSNotes's and Xit's, unflagged by Xcode): it
    /// is as wide as its path, which its saved frame witnesses.
    func testAPathControlIsAsWideAsItsPath() throws {
        let result = try solveInRoot(height: 60, """
                        <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="20" y="18" width="58" height="22"/>
                            <pathCell key="cell" selectable="YES" refusesFirstResponder="YES" alignment="left" id="pc1">
                                <font key="font" metaFont="system"/>
                                <url key="url" string="file:///Volumes/Path"/>
                            </pathCell>
                        </pathControl>
        """, """
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="p1" secondAttribute="trailing" constant="8" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="p1" secondAttribute="bottom" constant="18" id="c3"/>
        """)
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("p1"), SceneRect(x: 20, y: 20, width: 58, height: 22))
    }

    /// A push button Xcode flags misplaced is still as high as its bezel: a
    /// view pinned between it and its superview's bottom has one height, and
    /// the button's saved width (its title's) is not taken.
    func testAMisplacedPushButtonKeepsTheHeightOfItsBezel() throws {
        let result = try solveInRoot(height: 100, """
                        <button verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="33" y="53" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Change" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <rect key="frame" x="20" y="20" width="160" height="32"/>
                        </customView>
        """, """
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="v1" firstAttribute="top" secondItem="b1" secondAttribute="bottom" constant="8" id="c3"/>
                        <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" constant="20" id="c5"/>
                        <constraint firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" constant="20" id="c6"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="b1" secondAttribute="trailing" constant="20" id="c7"/>
        """)
        XCTAssertEqual(result.frame("v1"), SceneRect(x: 20, y: 48, width: 160, height: 32))
        XCTAssertEqual(result.frame("b1")?.height, 32)
        let free = result.diagnostics.compactMap(\.ambiguity).map { "\($0.view) \($0.axis)" }
        XCTAssertEqual(free, ["b1 horizontal"], "only the button's width is free")
    }

    /// A stack view with no views is as small as its insets where nothing
    /// else sizes it (a label tied below it has one place), but stretched
    /// across by a parent stack it takes the parent's height.
    func testAnEmptyStackViewIsAsSmallAsItsInsetsUnlessStretched() throws {
        let result = try solveInRoot(height: 100, """
                        <stackView distribution="fill" orientation="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="20" y="80" width="160" height="0.0"/>
                        </stackView>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="18" y="56" width="37" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="lc1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="20" y="20" width="160" height="30"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w1"/>
                                        <constraint firstAttribute="height" constant="30" id="h1"/>
                                    </constraints>
                                </customView>
                                <stackView distribution="fill" orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="e1">
                                    <rect key="frame" x="48" y="0.0" width="112" height="30"/>
                                </stackView>
                            </subviews>
                        </stackView>
        """, """
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" constant="8" id="c5"/>
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="p1" secondAttribute="trailing" constant="20" id="c7"/>
                        <constraint firstAttribute="bottom" secondItem="p1" secondAttribute="bottom" constant="20" id="c8"/>
        """)
        XCTAssertEqual(result.frame("s1"), SceneRect(x: 20, y: 20, width: 160, height: 0))
        XCTAssertEqual(result.frame("l1")?.y, 28)
        XCTAssertEqual(result.frame("e1"), SceneRect(x: 48, y: 0, width: 112, height: 30))
        XCTAssertEqual(result.diagnostics.compactMap(\.ambiguity).map(\.view), [])
    }

    /// One control saved by Xcode 15 (toolsVersion 22505, unless `tools` says
    /// which) `width`×`height` where AppKit draws its bezel `insets` inside the
    /// frame, pinned 20 from its superview's leading and top edges (by its
    /// alignment rectangle): it is solved at its saved frame only if the
    /// importer knows the insets.
    func assertPlacedByAlignmentRectangle(_ control: (String) -> String, width: Double, height: Double, insets: EdgeInsets,
                                          pinWidth: Bool = false, tools: String = "22505",
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let (x, top) = (20 - insets.left, 20 - insets.top)
        let frame = "<rect key=\"frame\" x=\"\(x)\" y=\"\(100 - top - height)\" width=\"\(width)\" height=\"\(height)\"/>"
        let widthConstraint = pinWidth
            ? "<constraint firstItem=\"c\" firstAttribute=\"width\" constant=\"\(width - insets.left - insets.right)\" id=\"t3\"/>" : ""
        let imported = try IBImporter().read(Self.document("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(control(frame))
                    </subviews>
                    <constraints>
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        \(widthConstraint)
                    </constraints>
                </customView>
        """, toolsVersion: tools), source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first, file: file, line: line)
        XCTAssertEqual(try view(scene, "c").alignmentRectInsets, insets, file: file, line: line)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document, file: file, line: line))
        XCTAssertEqual(result.frame("c"), SceneRect(x: x, y: top, width: width, height: height), file: file, line: line)
    }

    /// A colour well's bezel is 3 pt inside its frame at the sides and 2
    /// above and below (Hex Fiend, IINA, Quicksilver).
    func testAColorWellIsPlacedByItsBezel() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <color key="color" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </colorWell>
        """ }, width: 44, height: 23, insets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
    }

    /// A large push button its own constraints hold at its saved 135×32 was
    /// saved at its alignment rectangle, not with the 6-pt shadow a large
    /// button saved 32 high has otherwise (LuLu's alert; Textual's colour
    /// wells pinned at their saved size likewise).
    func testAControlPinnedAtItsSavedSizeIsItsAlignmentRectangle() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="135" id="w"/>
                                <constraint firstAttribute="height" constant="32" id="h"/>
                            </constraints>
                            <buttonCell key="cell" type="push" title="Allow" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """ }, width: 135, height: 32, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// A colour well whose own constraints pin it at its saved size was
    /// saved at its alignment rectangle (Textual's 48×23 wells); pinned 6
    /// and 4 below it, the bezel's insets are the difference (MacPass's 44×23
    /// in 50×27, as IINA's and Transmission's). Pinned at its saved width
    /// only, it keeps the bezel's 2 pt above and below.
    func testAColorWellPinnedAtItsSavedSizeIsItsAlignmentRectangle() throws {
        let well = { (width: Int, height: Int?) in { (frame: String) in """
                        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="\(width)" id="w"/>
                                \(height.map { "<constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"h\"/>" } ?? "")
                            </constraints>
                            <color key="color" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                        </colorWell>
        """ } }
        try assertPlacedByAlignmentRectangle(well(48, 23), width: 48, height: 23, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        try assertPlacedByAlignmentRectangle(well(44, 23), width: 50, height: 27, insets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
        try assertPlacedByAlignmentRectangle(well(48, nil), width: 48, height: 27, insets: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
    }

    static func popUp(_ frame: String, size: String, textured: Bool = false) -> String {
        """
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <popUpButtonCell key="cell" type="\(textured ? "roundTextured" : "push")" title="Insert" bezelStyle="\(textured ? "texturedRounded" : "rounded")" alignment="left" controlSize="\(size)" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                                <font key="font" metaFont="message" size="11"/>
                            </popUpButtonCell>
                        </popUpButton>
        """
    }

    /// A small pop-up saved 22 high: its bezel is 4 pt in at the sides and
    /// bottom, 2 at the top (Hex Fiend, IINA, Quicksilver).
    func testASmallPopUpIsPlacedByItsBezel() throws {
        try assertPlacedByAlignmentRectangle({ Self.popUp($0, size: "small") }, width: 88, height: 22,
                                             insets: EdgeInsets(top: 2, left: 4, bottom: 4, right: 4))
    }

    /// A regular pop-up of Xcode 12 and later is 1 pt in at the top and 4 at
    /// the bottom whether saved 25 or 26 high (IINA, Sequel Ace, Vienna); a
    /// textured one saved 25 high has the same bezel (MacPass, Transmission,
    /// HandBrake).
    func testARegularPopUpKeepsItsBezel4AboveItsFramesBottom() throws {
        for (height, textured) in [(25.0, false), (26, false), (25, true)] {
            try assertPlacedByAlignmentRectangle({ Self.popUp($0, size: "regular", textured: textured) }, width: 100, height: height,
                                                 insets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 4))
        }
    }

    /// A borderless regular pop-up (a bevel or square cell) is 5 pt in at
    /// its frame's leading side (Beagle IM's pull-downs, Subler's, Xit's);
    /// pinned to its superview's leading edge, it is saved 5 pt beyond it.
    func testABorderlessRegularPopUpIsFivePointsInAtItsLeadingSide() throws {
        for (type, bezel) in [("bevel", "rounded"), ("bevel", "regularSquare"), ("square", "shadowlessSquare")] {
            try assertPlacedByAlignmentRectangle({ frame in """
                        <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <popUpButtonCell key="cell" type="\(type)" title="Item" bezelStyle="\(bezel)" alignment="left" lineBreakMode="truncatingTail" state="on" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="pc">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
            """ }, width: 102, height: 21, insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0), tools: "21507")
        }
    }

    /// Xcode 8 (toolsVersion 12121) saved a regular pop-up 25 high with its
    /// bezel 1 pt in at the top and 3 at the bottom, 26 high with the 26th point
    /// above the bezel (MacDown's and CocoaRestClient's pop-ups pinned by their
    /// top and bottom or centred on a label).
    func testAnXcode8RegularPopUpSaved26HighHasItsExtraPointAboveItsBezel() throws {
        for (height, top, bottom) in [(25.0, 1.0, 3.0), (26, 2, 3)] {
            try assertPlacedByAlignmentRectangle({ Self.popUp($0, size: "regular") }, width: 100, height: height,
                                                 insets: EdgeInsets(top: top, left: 2, bottom: bottom, right: 3), tools: "12121")
        }
    }

    /// A horizontal slider's track ends 2 pt inside its frame; a 28-high one
    /// has its knob's shadow below (Aerial, IINA, Quicksilver). A small one
    /// saved 17 or 20 high is padded above and below too (the test below).
    func testASlidersTrackIsInsideItsFrame() throws {
        for (size, height, insets) in [("regular", 28.0, EdgeInsets(top: 2, left: 2, bottom: 6, right: 2)),
                                       ("small", 19, EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))] {
            try assertPlacedByAlignmentRectangle({ frame in """
                        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <sliderCell key="cell" controlSize="\(size)" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="sc"/>
                        </slider>
            """ }, width: 120, height: height, insets: insets, pinWidth: true)
        }
    }

    /// A help button's round bezel: 1 pt below the frame's top, 4 above its
    /// bottom, 3 and 2 in at the sides (IINA, Vienna).
    func testAHelpButtonIsPlacedByItsRoundBezel() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="hc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """ }, width: 25, height: 25, insets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 2))
    }

    /// A regular recessed button or pop-up of Xcode 12 and later saved 19
    /// high, or a point higher than its own height constraint, has its
    /// bezel 1 pt above its frame's bottom (NetNewsWire's sort pop-up,
    /// Vienna's RSS button, Clocker's panel buttons): pinned 20 above the
    /// bottom of a 100-high view, its frame ends 19 above it.
    func testARegularRecessedButtonEndsAPointAboveItsFramesBottom() throws {
        for (element, cell, own) in [("button", "buttonCell", ""), ("popUpButton", "popUpButtonCell", ""),
                                     ("button", "buttonCell", "<constraints><constraint firstAttribute=\"height\" constant=\"18\" id=\"h1\"/></constraints>")] {
            let result = try solveInRoot(height: 100, """
                        <\(element) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            <rect key="frame" x="20" y="19" width="46" height="19"/>
                            \(own)
                            <\(cell) key="cell" type="recessed" title="Sort" bezelStyle="recessed" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cc">
                                <font key="font" metaFont="systemBold" size="12"/>
                            </\(cell)>
                        </\(element)>
            """, """
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="20" id="t2"/>
            """)
            XCTAssertEqual(result.frame("c"), SceneRect(x: 20, y: 62, width: 46, height: 19), "\(element) \(own)")
        }
    }

    /// A label shorter than its line (13 high in an 11-pt font, whose line
    /// is 14) keeps its first baseline the ascender below its top and its
    /// last the line's descent, 3, above its bottom: a 14-high label on its
    /// last baseline ends at its bottom (IINA's subtitle font row), one on
    /// its first baseline starts at its top (IINA's font button).
    func testALabelShorterThanItsLineKeepsItsDescentBelowItsLastBaseline() throws {
        let label = { (id: String, y: Int, height: Int) in """
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="20" y="\(y)" width="40" height="\(height)"/>
                            <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Font:" id="\(id)c">
                                <font key="font" metaFont="message" size="11"/>
                            </textFieldCell>
                        </textField>
        """ }
        let result = try solveInRoot(height: 100, label("s", 67, 13) + label("l", 67, 14) + label("f", 66, 14), """
                        <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t2"/>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="s" secondAttribute="trailing" constant="8" id="t3"/>
                        <constraint firstItem="l" firstAttribute="baseline" secondItem="s" secondAttribute="baseline" id="t4"/>
                        <constraint firstItem="f" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="t5"/>
                        <constraint firstItem="f" firstAttribute="firstBaseline" secondItem="s" secondAttribute="firstBaseline" id="t6"/>
        """)
        XCTAssertEqual(result.frame("s"), SceneRect(x: 18, y: 20, width: 40, height: 13))
        // Last baselines at 33 - 3 = 30: the 14-high label from 19.
        XCTAssertEqual(result.frame("l"), SceneRect(x: 62, y: 19, width: 40, height: 14))
        // First baselines at 20 + 11: the 14-high label from 20.
        XCTAssertEqual(result.frame("f"), SceneRect(x: 106, y: 20, width: 40, height: 14))
    }

    /// Text in the `cellTitle` font is 12 pt: its labels are saved 15 high a
    /// line (118 in 10 apps), and a system label on one's first baseline
    /// (12 below its top, not 13) is 1 pt higher (Textual's server sheets).
    func testACellTitleLabelHasA12PointBaseline() throws {
        let result = try solveInRoot(height: 100, """
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l0">
                            <rect key="frame" x="18" y="65" width="60" height="15"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Flood:" id="lc0">
                                <font key="font" metaFont="cellTitle"/>
                            </textFieldCell>
                        </textField>
        \(Self.nameLabel(y: 65))
        """, """
                        <constraint firstItem="l0" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="l1" firstAttribute="firstBaseline" secondItem="l0" secondAttribute="firstBaseline" id="t2"/>
        """)
        XCTAssertEqual(result.frame("l1")?.y, 19)
    }

    /// A regular stepper saved 19 wide (and 27 high): its arrows' bezel is
    /// 3 pt in at each side (Amethyst, MacDown, Quicksilver).
    func testARegularStepperIsPlacedByItsArrows() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="sc"/>
                        </stepper>
        """ }, width: 19, height: 27, insets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
    }

    /// A regular switch saved 42 × 25: its track is 2 pt in at the sides,
    /// 1 below the frame's top and 2 above its bottom (IINA's advanced pane,
    /// WWDC's preference stacks).
    func testARegularSwitchIsPlacedByItsTrack() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                        </switch>
        """ }, width: 42, height: 25, insets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
    }

    /// A regular check box of Xcode 12 and later saved 16 high whose own
    /// height constraint says 14: its box is 1 pt inside the frame above and
    /// below and 2 in from the leading side, as in an 18-high one (IINA's
    /// settings; Sequel Ace's 22 pinned at 20). Saved 16 high unpinned, its
    /// frame stays its alignment rectangle.
    func testACheckBoxPinnedBelowItsSavedHeightIsPlacedByItsBox() throws {
        let box = { (pin: String) in { (frame: String) in """
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="check" title="Use physical resolution" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="bc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <constraints>\(pin)</constraints>
                        </button>
        """ } }
        try assertPlacedByAlignmentRectangle(box("<constraint firstAttribute=\"height\" constant=\"14\" id=\"h\"/>"),
                                             width: 180, height: 16, insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
        try assertPlacedByAlignmentRectangle(box(""), width: 180, height: 16, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// A small check box of Xcode 12 and later saved 14×16 without a title
    /// is its box alone: 2 below the frame's top, 1 above its bottom and 1
    /// in at both sides (HandBrake's track lists, Quicksilver's search
    /// pane); with a title, its line is 1 pt in above and below and its
    /// frame ends at the title.
    func testAnUntitledSmallCheckBoxIsPlacedByItsBox() throws {
        let box = { (title: String) in { (frame: String) in """
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="check"\(title) bezelStyle="regularSquare" imagePosition="left" controlSize="small" state="on" inset="2" id="bc">
                                <font key="font" metaFont="menu" size="11"/>
                            </buttonCell>
                        </button>
        """ } }
        try assertPlacedByAlignmentRectangle(box(""), width: 14, height: 16, insets: EdgeInsets(top: 2, left: 1, bottom: 1, right: 1))
        try assertPlacedByAlignmentRectangle(box(" title=\"Forced\""), width: 60, height: 16,
                                             insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 0))
    }

    /// A regular bar progress indicator saved 20 high: its track is 1 pt
    /// inside the frame above and below (Aerial, Sparkle).
    func testABarProgressIndicatorIsPlacedByItsTrack() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <progressIndicator maxValue="100" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                        </progressIndicator>
        """ }, width: 160, height: 20, insets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0), pinWidth: true)
    }

    /// A small push button of Xcode 12 and later saved 27 high: its bezel
    /// starts 4 pt below the frame's top (Vienna's Info and Downloads
    /// windows; IINA's filter window).
    func testASmallPushButtonSaved27HighIsPlacedByItsBezel() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="push" title="Clear" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
        """ }, width: 70, height: 27, insets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    }

    /// Before Xcode 12 a small push button's bezel is 5 pt in at the sides
    /// (MacPass's context bar of Xcode 10 in a row 8 apart, ImageOptim's and
    /// Subler's pinned to their superview's trailing edge; Quicksilver's row of
    /// two is no longer ambiguous). Saved 28 high, its bezel is 4 below the
    /// frame's top and 6 above its bottom (Subler's pinned 8 above its
    /// window's bottom, ImageOptim's 15 from both edges of a 48-high view).
    func testAnOlderSmallPushButtonIsFivePointsInAtTheSides() throws {
        for (height, insets) in [(27.0, EdgeInsets(top: 3, left: 5, bottom: 7, right: 5)),
                                 (28, EdgeInsets(top: 4, left: 5, bottom: 6, right: 5))] {
            try assertPlacedByAlignmentRectangle({ frame in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="push" title="Copy" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
        """ }, width: 87, height: height, insets: insets, tools: "14313")
        }
    }

    /// A small bezelled field 19 high centres its 14-pt line 2.5 pt down:
    /// AppKit draws it at 3, so a small label on its last baseline sits
    /// 3 pt below the field's top (Vienna's Info window, IINA's settings).
    func testASmallFieldsHalfPointCentringIsLower() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                            <rect key="frame" x="80" y="61" width="100" height="19"/>
                            <textFieldCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="fc">
                                <font key="font" metaFont="smallSystem"/>
                            </textFieldCell>
                        </textField>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="18" y="63" width="54" height="14"/>
                            <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Name:" id="lc">
                                <font key="font" metaFont="smallSystem"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="f" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="t1"/>
                        <constraint firstItem="f" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        <constraint firstItem="f" firstAttribute="width" constant="100" id="t3"/>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="l" firstAttribute="lastBaseline" secondItem="f" secondAttribute="lastBaseline" id="t5"/>
                    </constraints>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        // Saved y-up at 63 in 100: 100 - 63 - 14 = 23 from the top.
        XCTAssertEqual(result.frame("l"), SceneRect(x: 18, y: 23, width: 54, height: 14))
        XCTAssertEqual(try view(scene, "f").baselineOffsets, BaselineOffsets(first: 14, last: 5))
    }

    /// A grid pinned by its top and leading edges alone is sized by its
    /// cells, as AppKit sizes it (NetNewsWire's account sheets, Vienna's
    /// settings): its saved size is the witness, said in `intrinsicSizes`,
    /// and a label below it holds its saved frame.
    func testAGridIsSizedByItsCells() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="150"/>
                    <subviews>
                        <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="g">
                            <rect key="frame" x="20" y="80" width="200" height="50"/>
                            <rows>
                                <gridRow id="r1"/>
                            </rows>
                            <columns>
                                <gridColumn id="c1"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r1" column="c1" id="gc">
                                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" id="cell">
                                        <rect key="frame" x="0.0" y="17" width="200" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="User name:" id="cc">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                            </gridCells>
                        </gridView>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="18" y="50" width="100" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Below" id="lc">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="g" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="g" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="t3"/>
                        <constraint firstItem="l" firstAttribute="top" secondItem="g" secondAttribute="bottom" constant="14" id="t4"/>
                    </constraints>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        XCTAssertTrue(scene.estimates.contains { $0.hasPrefix("g: ") && $0.contains("saved") }, "\(scene.estimates)")
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil })
        XCTAssertEqual(result.frame("g"), SceneRect(x: 20, y: 20, width: 200, height: 50))
        // Saved y-up at 50 in 150: 150 - 50 - 16 = 84 from the top.
        XCTAssertEqual(result.frame("l"), SceneRect(x: 18, y: 84, width: 100, height: 16))
    }

    /// A grid cell holding a custom view `id` of a fixed size, saved at `x`
    /// and `y`, by default the grid's origin (stale), as the grid places its cells.
    static func gridCell(_ id: String, row: String, column: String, x: Int = 0, y: Int = 0, width: Int, height: Int) -> String {
        #"<gridCell row="\#(row)" column="\#(column)" id="cell-\#(id)">"#
            + fixedView(id, key: #"key="contentView" "#, x: x, y: y, width: width, height: height) + "</gridCell>"
    }

    /// A custom view `id` held at `width` × `height` by its own constraints,
    /// saved at `x` and `y`, with `key` (`key="…" ` or nothing).
    static func fixedView(_ id: String, key: String = "", x: Int = 0, y: Int = 0, width: Int, height: Int) -> String {
        """
                                    <customView \(key)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(width)" id="w-\(id)"/>
                                            <constraint firstAttribute="height" constant="\(height)" id="h-\(id)"/>
                                        </constraints>
                                    </customView>
        """
    }

    /// A grid `g` (leading and top placement, spacings 8 and 10, and
    /// `attributes`) saved y-up at `y` and `height` tall, 110 wide, its
    /// leading and top edges 20 from a 300 × 150 root's, with `rows`,
    /// `columns` and `cells`, and the root's further `constraints`.
    static func gridInRoot(_ attributes: String, y: Int, height: Int, rows: String, columns: String, cells: String,
                           constraints: String) -> String {
        """
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="150"/>
                    <subviews>
                        <gridView xPlacement="leading" yPlacement="top" \(attributes) rowSpacing="8" columnSpacing="10" id="g">
                            <rect key="frame" x="20" y="\(y)" width="110" height="\(height)"/>
                            <rows>
        \(rows)
                            </rows>
                            <columns>
        \(columns)
                            </columns>
                            <gridCells>
        \(cells)
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="g" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="g" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
        \(constraints)
                    </constraints>
                </customView>
        """
    }

    /// A 2 × 2 grid of fixed-size custom views saved at the grid's origin,
    /// its leading and top edges 20 from a 300 × 150 root's, and `constraints`.
    static func gridOfFourCells(constraints: String = "") -> String {
        gridInRoot(#"rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO""#, y: 83, height: 47,
                   rows: #"<gridRow id="r1"/><gridRow topPadding="3" id="r2"/>"#,
                   columns: #"<gridColumn xPlacement="trailing" id="c1"/><gridColumn id="c2"/>"#,
                   cells: [gridCell("a", row: "r1", column: "c1", width: 40, height: 10),
                           gridCell("b", row: "r1", column: "c2", width: 60, height: 20),
                           gridCell("c", row: "r2", column: "c1", width: 30, height: 10),
                           gridCell("d", row: "r2", column: "c2", width: 50, height: 16)].joined(separator: "\n"),
                   constraints: constraints)
    }

    /// NSGridView places its cells itself: columns as wide as their widest
    /// cell and `columnSpacing` apart, rows as high as their highest cell,
    /// `rowSpacing` and the paddings apart, each cell at its column's
    /// `xPlacement` (trailing here, else the grid's leading) and the grid's
    /// `yPlacement`: cells saved at the grid's origin come out where AppKit
    /// puts them, by the grid's `NSGridView-…` constraints.
    func testAGridPlacesItsCellsInItsRowsAndColumns() throws {
        let imported = try read(Self.gridOfFourCells())
        let document = try XCTUnwrap(imported.scenes.first?.document)
        XCTAssertTrue(document.constraints.contains { $0.id == "NSGridView-columnSpacing.c2" })
        let result = SceneSolver.solve(document)
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil })
        XCTAssertEqual(result.frame("g"), SceneRect(x: 20, y: 20, width: 110, height: 47))
        XCTAssertEqual(result.frame("a"), SceneRect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(result.frame("b"), SceneRect(x: 50, y: 0, width: 60, height: 20))
        // In the grid: row 2 starts below row 1's 20, the spacing and its
        // own top padding (20 + 8 + 3); column 2 after column 1's 40 and 10.
        XCTAssertEqual(result.frame("c"), SceneRect(x: 10, y: 31, width: 30, height: 10))
        XCTAssertEqual(result.frame("d"), SceneRect(x: 50, y: 31, width: 50, height: 16))
    }

    /// A grid held larger than its cells leaves the extra room to rows and
    /// columns that hug their cells alike: the solver finds the cells that
    /// can move, as Xcode flags them (MacPass's database settings grid,
    /// Maccy's storage pane).
    func testAGridHeldLargerThanItsCellsLeavesThemAmbiguous() throws {
        let imported = try read(Self.gridOfFourCells(constraints: """
                        <constraint firstAttribute="trailing" secondItem="g" secondAttribute="trailing" constant="20" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="g" secondAttribute="bottom" constant="20" id="t4"/>
        """))
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.frame("g"), SceneRect(x: 20, y: 20, width: 260, height: 110))
        let ambiguous = result.diagnostics.compactMap(\.ambiguity)
        XCTAssertTrue(ambiguous.allSatisfy { $0.cause == .equalPriorities })
        // Across, every cell moves with the first column's width; down, only
        // the second row's cells move: the first row's are placed at the top.
        // The row and column guides themselves are undetermined too.
        XCTAssertEqual(Set(ambiguous.map { "\($0.view) \($0.axis)" }),
                       ["a horizontal", "b horizontal", "c horizontal", "d horizontal", "c vertical", "d vertical",
                        "c1 horizontal", "c2 horizontal", "r1 vertical", "r2 vertical"])
    }

    /// A large push button saved 28 high (Xcode 16) was saved at its
    /// alignment rectangle, as regular ones saved 24 high are: no shadow
    /// insets, so a view 20 below it keeps its saved frame (NetNewsWire's
    /// log windows; Sequel Ace's regular buttons).
    func testALargePushButtonSaved28HighIsItsAlignmentRectangle() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="62" y="52" width="118" height="28"/>
                            <buttonCell key="cell" type="push" title="Copy Contents" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="20" y="12" width="160" height="20"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="t1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        <constraint firstItem="v" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="20" id="t3"/>
                        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t4"/>
                        <constraint firstItem="v" firstAttribute="width" constant="160" id="t5"/>
                        <constraint firstItem="v" firstAttribute="height" constant="20" id="t6"/>
                    </constraints>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        XCTAssertEqual(try view(scene, "b").alignmentRectInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("b"), SceneRect(x: 62, y: 20, width: 118, height: 28))
        // Saved y-up at 12 in 100: 100 - 12 - 20 = 68 from the top.
        XCTAssertEqual(result.frame("v"), SceneRect(x: 20, y: 68, width: 160, height: 20))
    }

    /// A regular stepper saved 28 high has its 21-high arrows 4 below the
    /// frame's top and 3 above its bottom: centred on a field, its frame
    /// sits 4.5 above the field's (Maccy's top-aligned stacks, Quicksilver).
    func testAStepperSaved28HighIsCentredByItsArrows() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                            <rect key="frame" x="20" y="59" width="60" height="21"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="fc">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                            <rect key="frame" x="85" y="56" width="19" height="28"/>
                            <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="sc"/>
                        </stepper>
                    </subviews>
                    <constraints>
                        <constraint firstItem="f" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="f" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        <constraint firstItem="f" firstAttribute="width" constant="60" id="t3"/>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="f" secondAttribute="trailing" constant="8" id="t4"/>
                        <constraint firstItem="s" firstAttribute="centerY" secondItem="f" secondAttribute="centerY" id="t5"/>
                    </constraints>
                </customView>
        """)
        let scene = try XCTUnwrap(imported.scenes.first)
        XCTAssertEqual(try view(scene, "s").alignmentRectInsets, EdgeInsets(top: 4, left: 3, bottom: 3, right: 3))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        // Saved y-up at 56 in 100: 100 - 56 - 28 = 16 from the top.
        XCTAssertEqual(result.frame("s"), SceneRect(x: 85, y: 16, width: 19, height: 28))
    }

    /// An image view pinned by its own constraints to 16×16 but saved 27
    /// high holds its image's padding, the odd point above: 6 above and 5
    /// below (NetNewsWire's `NSActionTemplate`; MacPass's 3 and 3, Aerial's
    /// symbols, Keeping You Awake's 11 around a 96-high image).
    func testAnImagePinnedSmallerThanItsFrameHoldsItsPadding() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="16" id="w"/>
                                <constraint firstAttribute="height" constant="16" id="h"/>
                            </constraints>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="ic"/>
                        </imageView>
        """ }, width: 16, height: 27, insets: EdgeInsets(top: 6, left: 0, bottom: 5, right: 0))
    }

    /// A borderless image button pinned to 16×16 but saved 22 high holds
    /// its image's padding as an image view does (IINA's and MacPass's
    /// freestanding templates, Aerial's symbols).
    func testAnImageButtonPinnedSmallerThanItsFrameHoldsItsPadding() throws {
        try assertPlacedByAlignmentRectangle(Self.imageButton(pinned: 16, image: "NSRefreshFreestandingTemplate"),
                                             width: 16, height: 22, insets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
    }

    /// A borderless square button showing only `image`, pinned `pinned`
    /// square by its own constraints, at `frame`.
    static func imageButton(pinned: Double, image: String) -> (String) -> String {
        { frame in """
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <constraints>
                                <constraint firstAttribute="width" constant="\(pinned)" id="w"/>
                                <constraint firstAttribute="height" constant="\(pinned)" id="h"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="\(image)" imagePosition="only" alignment="center" inset="2" id="bc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """ }
    }

    /// A borderless image button pinned to 20×20 but saved 15 high, as
    /// short as its image (`NSRemoveTemplate`, 18×5), has its frame inside
    /// the alignment rectangle: the 5 pt, 2 above and 3 below, as IINA's
    /// filter bar and Mos's exception lists save it (held 20 and 30 high).
    func testAnImageButtonPinnedLargerThanItsFrameIsInsideIt() throws {
        try assertPlacedByAlignmentRectangle(Self.imageButton(pinned: 20, image: "NSRemoveTemplate"),
                                             width: 20, height: 15, insets: EdgeInsets(top: -2, left: 0, bottom: -3, right: 0))
    }

    /// A textured rounded button of Xcode 12 and later saved 23 high: its
    /// bezel is 1 pt below the frame's top, 2 above its bottom and 1 in at
    /// the sides (Textual's, MacPass's and Transmission's constraints).
    func testATexturedRoundedButtonIsPlacedByItsBezel() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="roundTextured" title="Clear" bezelStyle="texturedRounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """ }, width: 56, height: 23, insets: EdgeInsets(top: 1, left: 1, bottom: 2, right: 1))
    }

    /// A split view arranges its panes itself, whether or not they translate
    /// their masks: panes that do not, which the document pins only at the
    /// top, stay where it saved them, as tab items' views do (Textual's
    /// main window; Quicksilver's actions pane agrees).
    func testASplitViewPlacesPanesThatDoNotTranslate() throws {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <splitView dividerStyle="thin" vertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="split">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="200"/>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                    <rect key="frame" x="121" y="0.0" width="179" height="200"/>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="left" firstAttribute="top" secondItem="split" secondAttribute="top" id="p1"/>
                                <constraint firstItem="right" firstAttribute="top" secondItem="split" secondAttribute="top" id="p2"/>
                            </constraints>
                        </splitView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="split" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
                        <constraint firstItem="split" firstAttribute="top" secondItem="root" secondAttribute="top" id="t2"/>
                        <constraint firstAttribute="trailing" secondItem="split" secondAttribute="trailing" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="split" secondAttribute="bottom" id="t4"/>
                    </constraints>
                </customView>
        """)
        let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("left"), SceneRect(x: 0, y: 0, width: 120, height: 200))
        XCTAssertEqual(result.frame("right"), SceneRect(x: 121, y: 0, width: 179, height: 200))
    }

    /// A regular date picker of Xcode 12 and later saved 28 high: its field
    /// and stepper start 4 pt below the frame's top and end 3 in from its
    /// trailing side (Transmission's, MacPass's constraints).
    func testARegularDatePickerIsPlacedByItsBezel() throws {
        try assertPlacedByAlignmentRectangle({ frame in """
                        <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="dc">
                                <font key="font" metaFont="system"/>
                                <date key="date" timeIntervalSinceReferenceDate="-595929600">
                                    <!--1982-02-12 16:00:00 +0000-->
                                </date>
                                <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                <datePickerElements key="datePickerElements" hour="YES" minute="YES"/>
                            </datePickerCell>
                        </datePicker>
        """ }, width: 86, height: 28, insets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 3))
    }

    /// A control `element` with a cell of `attributes` in the system font.
    private func control(_ element: String, cell attributes: String) -> (String) -> String {
        { frame in """
                        <\(element) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <\(element)Cell key="cell" \(attributes) id="cc">
                                <font key="font" metaFont="system"/>
                            </\(element)Cell>
                        </\(element)>
        """ }
    }

    /// A combo box of Xcode 12 and later saved 25 high (22 small): its field
    /// and arrow end 3 pt in from the trailing side and 4 above the frame's
    /// bottom, 19 high (17 small): Textual's, MacPass's and Sequel Ace's
    /// own sizes and gaps.
    func testAComboBoxIsPlacedByItsBezel() throws {
        let comboBox = { (size: String) in
            self.control("comboBox", cell: size + "scrollable=\"YES\" lineBreakMode=\"clipping\" selectable=\"YES\" editable=\"YES\" sendsActionOnEndEditing=\"YES\" borderStyle=\"bezel\" drawsBackground=\"YES\" completes=\"NO\" numberOfVisibleItems=\"5\"")
        }
        try assertPlacedByAlignmentRectangle(comboBox(""), width: 131, height: 25,
                                             insets: EdgeInsets(top: 2, left: 0, bottom: 4, right: 3), pinWidth: true)
        try assertPlacedByAlignmentRectangle(comboBox("controlSize=\"small\" "), width: 63, height: 22,
                                             insets: EdgeInsets(top: 1, left: 0, bottom: 4, right: 3), pinWidth: true)
        // Saved 23 high: the field 1 pt in, no inset above or below (Vienna's
        // own width 48 in 52, CocoaRestClient's gaps).
        try assertPlacedByAlignmentRectangle(comboBox(""), width: 52, height: 23,
                                             insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 3), pinWidth: true)
    }

    /// A rounded segmented control with one segment, `segment` its attributes.
    private func segmentedControl(small: Bool, segment: String) -> (String) -> String {
        { frame in """
                        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <segmentedCell key="cell" \(small ? "controlSize=\"small\" " : "")borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="sc">
                                <font key="font" metaFont="\(small ? "smallSystem" : "system")"/>
                                <segments>
                                    <segment \(segment) selected="YES"/>
                                </segments>
                            </segmentedCell>
                        </segmentedControl>
        """ }
    }

    /// A small rounded segmented control of Xcode 12 and later saved 21 high:
    /// its segments start 1 pt below the frame's top (IINA, MacPass).
    func testASmallSegmentedControlSaved21HighStartsBelowItsTop() throws {
        try assertPlacedByAlignmentRectangle(segmentedControl(small: true, segment: "label=\"General\""), width: 176, height: 21,
                                             insets: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0), pinWidth: true)
    }

    /// A regular rounded segmented control with a titled segment saved 24
    /// high: its segments 2 pt in at the sides, 1 above and below (Xit,
    /// Fluor, Clocker); with a symbol only, none (CotEditor's print panel).
    func testARegularTitledSegmentedControlSaved24HighIsPlacedByItsSegments() throws {
        try assertPlacedByAlignmentRectangle(segmentedControl(small: false, segment: "label=\"Soft\""), width: 135, height: 24,
                                             insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), pinWidth: true)
        try assertPlacedByAlignmentRectangle(segmentedControl(small: false, segment: "image=\"arrow.forward.to.line\" catalog=\"system\""),
                                             width: 82, height: 24, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), pinWidth: true)
    }

    /// A regular rounded segmented control of Xcode 12 and later saved 23
    /// high, titled or with symbols only: its segments 2 pt in at the sides,
    /// 1 above and below (IINA, Beagle IM, HSTracker).
    func testARegularSegmentedControlSaved23HighIsPlacedByItsSegments() throws {
        try assertPlacedByAlignmentRectangle(segmentedControl(small: false, segment: "label=\"Crop\""), width: 284, height: 23,
                                             insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), pinWidth: true)
        try assertPlacedByAlignmentRectangle(segmentedControl(small: false, segment: "image=\"person\" catalog=\"system\""),
                                             width: 189, height: 23, insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), pinWidth: true)
    }

    /// A linear slider's track ends 2 pt inside its frame, but Xcode 26
    /// (toolsVersion 24000 to 29999) saves one of its own metrics at the
    /// track's ends (FSNotes, Mos, Rectangle); a small one saved 17 high keeps
    /// the older padding.
    func testAnXcode26SliderIsSavedAtItsTrack() throws {
        let slider = { (size: String) in
            self.control("slider", cell: size + "state=\"on\" alignment=\"left\" maxValue=\"100\" tickMarkPosition=\"above\" sliderType=\"linear\"")
        }
        try assertPlacedByAlignmentRectangle(slider(""), width: 150, height: 16,
                                             insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), pinWidth: true, tools: "24765")
        try assertPlacedByAlignmentRectangle(slider(""), width: 150, height: 16,
                                             insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), pinWidth: true, tools: "22505")
        try assertPlacedByAlignmentRectangle(slider("controlSize=\"small\" "), width: 92, height: 17,
                                             insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2), pinWidth: true, tools: "25094")
    }

    /// An unbezeled token field draws its tokens 2 pt inside its frame at the
    /// sides, as a label its text (HandBrake's and Subler's token fields); a
    /// bezeled one has no inset.
    func testAnUnbezeledTokenFieldIsPlacedAsALabel() throws {
        let tokenField = { (border: String) in
            self.control("tokenField", cell: "selectable=\"YES\" " + border + "alignment=\"left\" allowsEditingTextAttributes=\"YES\"")
        }
        try assertPlacedByAlignmentRectangle(tokenField(""), width: 404, height: 15,
                                             insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), pinWidth: true)
        try assertPlacedByAlignmentRectangle(tokenField("editable=\"YES\" borderStyle=\"bezel\" drawsBackground=\"YES\" "), width: 251, height: 22,
                                             insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), pinWidth: true)
    }

    /// A small round-rect button or pop-up of Xcode 12 and later saved 17
    /// high is 16 high from the frame's top: pinned 8 below and 8 above the
    /// bottom of a view held at 32 (IINA's box content), it keeps its saved
    /// frame; taken as 17 high, the chain is 33 and the control gives way.
    func testASmallRoundRectControlSaved17HighEndsAPointAboveItsBottom() throws {
        let cell = { (element: String) in """
                            <\(element)Cell key="cell" type="roundRect" title="Width:" bezelStyle="roundedRect" alignment="left" controlSize="small" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cc">
                                <font key="font" metaFont="message" size="11"/>
                            </\(element)Cell>
        """ }
        let control = { (element: String) in { (frame: String) in """
                        <\(element) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
        \(cell(element == "button" ? "button" : "popUpButton"))
                        </\(element)>
        """ } }
        for element in ["button", "popUpButton"] {
            try assertPlacedByAlignmentRectangle(control(element), width: 59, height: 17,
                                                 insets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
            let result = try solveInRoot(height: 32, control(element)("<rect key=\"frame\" x=\"16\" y=\"7\" width=\"59\" height=\"17\"/>"), """
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="t1"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t2"/>
                        <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="8" id="t3"/>
        """)
            XCTAssertEqual(result.frame("c"), SceneRect(x: 16, y: 8, width: 59, height: 17), element)
        }
    }

    /// A small radio of Xcode 12 and later saved 15 high: its button is 1 pt
    /// in at the leading side and below the frame's top (IINA's and
    /// HandBrake's radios), and it centres its title in the frame, so a label
    /// on its baseline sits 19 + 11 - 13 = 17 from the top (18 if the title
    /// were centred in the alignment rectangle).
    func testASmallRadioSaved15HighIsInsetAndCentresItsTitleInItsFrame() throws {
        let radio = { (frame: String) in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            \(frame)
                            <buttonCell key="cell" type="radio" title="Always" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="cc">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
        """ }
        try assertPlacedByAlignmentRectangle(radio, width: 58, height: 15, insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 0))
        let result = try solveInRoot(height: 100, radio("<rect key=\"frame\" x=\"79\" y=\"66\" width=\"58\" height=\"15\"/>")
            + "\n" + Self.nameLabel(y: 67), """
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="t1"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t3"/>
                        <constraint firstItem="l1" firstAttribute="firstBaseline" secondItem="c" secondAttribute="firstBaseline" id="t4"/>
        """)
        XCTAssertEqual(result.frame("c"), SceneRect(x: 79, y: 19, width: 58, height: 15))
        XCTAssertEqual(result.frame("l1"), SceneRect(x: 18, y: 17, width: 40, height: 16))
    }

    /// A gradient (small square) button pinned to 21 but saved 23 high has
    /// its bezel 1 pt inside the frame above and below, and so has one saved
    /// as high in the same superview (Textual's add and remove buttons;
    /// OpenEmu's, Amethyst's and Sequel Ace's). Saved 23 high with no such
    /// button beside it, its frame stays its alignment rectangle.
    func testAGradientButtonPinned2BelowItsSavedHeightIsPlacedByItsBezel() throws {
        let button = { (id: String, x: Int, pin: String) in """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="\(x)" y="56" width="30" height="23"/>
                            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <constraints>\(pin)</constraints>
                        </button>
        """ }
        let pin = "<constraint firstAttribute=\"height\" constant=\"21\" id=\"h\"/>"
        let tie = """
                        <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="1" id="t3"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="t4"/>
                        <constraint firstItem="b" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="t5"/>
        """
        for (pinned, tied) in [(true, true), (false, false)] {
            let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(button("a", 20, pinned ? pin : ""))
        \(tied ? button("b", 51, "") : "")
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="t2"/>
        \(tied ? tie : "")
                    </constraints>
                </customView>
        """)
            let result = SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document))
            // Saved y-up at 56 in 100: 100 - 56 - 23 = 21 from the top, 1 above the pinned bezel.
            XCTAssertEqual(result.frame("a"), SceneRect(x: 20, y: pinned ? 21 : 22, width: 30, height: 23))
            if tied { XCTAssertEqual(result.frame("b"), SceneRect(x: 51, y: 21, width: 30, height: 23)) }
        }
    }

    /// A tab view with its tabs on top, of Xcode 12 and later, its root 300
    /// × 200, pinned `inset` from the root's sides, top and bottom.
    private func tabView(small: Bool, frame: SceneRect, page: SceneRect, inset: (side: Int, top: Int, bottom: Int)) throws -> IBScene {
        let imported = try read("""
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <tabView \(small ? "controlSize=\"small\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="tab">
                            <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                            <font key="font" metaFont="\(small ? "smallSystem" : "system")"/>
                            <tabViewItems>
                                <tabViewItem label="General" identifier="1" id="item">
                                    <view key="view" id="page">
                                        <rect key="frame" x="\(page.x)" y="\(page.y)" width="\(page.width)" height="\(page.height)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset.side)" id="t1"/>
                        <constraint firstItem="tab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(inset.top)" id="t2"/>
                        <constraint firstAttribute="trailing" secondItem="tab" secondAttribute="trailing" constant="\(inset.side)" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="tab" secondAttribute="bottom" constant="\(inset.bottom)" id="t4"/>
                    </constraints>
                </customView>
        """)
        return try XCTUnwrap(imported.scenes.first)
    }

    /// Its bezel is 7 pt inside the frame at the sides, 6 below its top and 10
    /// above its bottom, where the document's constraints hold it (Textual's
    /// and Transmission's settings; MacPass's sides).
    func testATabViewIsPlacedByItsBezel() throws {
        let scene = try tabView(small: false, frame: SceneRect(x: 13, y: 10, width: 274, height: 180),
                                page: SceneRect(x: 10, y: 33, width: 254, height: 134), inset: (20, 16, 20))
        XCTAssertEqual(try view(scene, "tab").alignmentRectInsets, EdgeInsets(top: 6, left: 7, bottom: 10, right: 7))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        XCTAssertEqual(result.frame("tab"), SceneRect(x: 13, y: 10, width: 274, height: 180))
        XCTAssertEqual(result.frame("page"), SceneRect(x: 10, y: 33, width: 254, height: 134))
    }

    /// Small, the regular bezel's sides and bottom but 3 below its frame's top,
    /// not 6 (Subler's property panes and HandBrake's main window, pinned to
    /// their superview's edges).
    func testASmallTabViewIsPlacedByItsBezel() throws {
        let scene = try tabView(small: true, frame: SceneRect(x: -7, y: -10, width: 314, height: 213),
                                page: SceneRect(x: 10, y: 29, width: 294, height: 171), inset: (0, 0, 0))
        XCTAssertEqual(try view(scene, "tab").alignmentRectInsets, EdgeInsets(top: 3, left: 7, bottom: 10, right: 7))
        let result = SceneSolver.solve(try XCTUnwrap(scene.document))
        // Saved y-up at -10 in 200: 200 + 10 - 213 = -3 from the top.
        XCTAssertEqual(result.frame("tab"), SceneRect(x: -7, y: -3, width: 314, height: 213))
    }
}

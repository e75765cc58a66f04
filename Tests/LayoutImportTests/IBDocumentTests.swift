import XCTest
@testable import LayoutImport
import LayoutScene

/// Small documents for each rule of the Interface Builder importer.
final class IBDocumentTests: XCTestCase {
    /// A xib with one top-level view holding `body`.
    static func xib(_ body: String, device: String = "retina4_7", tools: String = "14490.70") -> [UInt8] {
        objects("""
                <view contentMode="scaleToFill" id="root" userLabel="Root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        \(body)
                </view>
        """, device: device, tools: tools)
    }

    /// A xib of the top-level `objects` (the first on line 5).
    static func objects(_ objects: String, device: String = "retina4_7", tools: String = "14490.70") -> [UInt8] {
        document("XIB", "objects", objects, device: device, tools: tools)
    }

    /// A storyboard of the `scenes` (the first on line 5).
    static func storyboard(_ scenes: String, device: String = "retina4_7", tools: String = "14490.70") -> [UInt8] {
        document("Storyboard.XIB", "scenes", scenes, device: device, tools: tools)
    }

    /// A document of `type`; an empty `device` names none (Xcode 7 and older).
    static func document(_ type: String, _ element: String, _ body: String, device: String, tools: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(type)" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            \(device.isEmpty ? "" : #"<device id="\#(device)" orientation="portrait"/>"#)
            <\(element)>
        \(body)
            </\(element)>
        </document>
        """.utf8)
    }

    /// A xib whose root holds one view `a` labelled Box (line 8), with `constraints`.
    static func box(_ constraints: String) -> [UInt8] {
        xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Box">
                    <rect key="frame" x="0" y="0" width="50" height="25"/>
                </view>
            </subviews>
            <constraints>
        \(constraints)
                    </constraints>
        """)
    }

    /// Constraints pinning `item`'s four edges to the root's, ids `PREFIX` + l, r, t, b.
    static func edges(_ item: String, prefix: String = "") -> String {
        [("leading", "l"), ("trailing", "r"), ("top", "t"), ("bottom", "b")].map {
            #"<constraint firstItem="\#(item)" firstAttribute="\#($0.0)" secondItem="root" secondAttribute="\#($0.0)" id="\#(prefix)\#($0.1)"/>"#
        }.joined(separator: "\n")
    }

    static func scene(_ bytes: [UInt8]) throws -> (IBImport, IBScene, SceneResult) {
        let imported = try IBImporter().read(bytes, source: "test.xib")
        let scene = try XCTUnwrap(imported.scenes.first)
        let document = try XCTUnwrap(scene.document, "\(imported.warnings)")
        var options = SolveOptions()
        options.measureTime = false
        return (imported, scene, SceneSolver.solve(document, options: options))
    }

    func testConstraintAttributesMultipliersAndPlaceholders() throws {
        let (imported, scene, result) = try Self.scene(Self.box("""
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:4" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1/2" id="c4"/>
                <constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="500" placeholder="YES" id="c5"/>
                <constraint firstItem="a" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="root" secondAttribute="bottom" priority="750" id="c6"/>
        """))
        XCTAssertEqual(imported.warnings, [])
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("a"), SceneRect(x: 20, y: 10, width: 50, height: 25))
        XCTAssertEqual(scene.labels["a"], "Box")
        XCTAssertEqual(scene.lines["c3"], 15, "the document line of each constraint is kept")
        let document = try XCTUnwrap(scene.document)
        XCTAssertEqual(document.constraints.first { $0.id == "c5" }?.placeholder, true)
        XCTAssertEqual(document.constraints.first { $0.id == "c6" }?.priority, 750)
    }

    func testConflictIsNamedInInterfaceBuilderTerms() throws {
        let (_, scene, result) = try Self.scene(Self.box("""
                <constraint firstItem="a" firstAttribute="width" constant="50" id="w1"/>
                <constraint firstItem="a" firstAttribute="width" constant="60" id="w2"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="a" firstAttribute="height" constant="25" id="h"/>
        """))
        XCTAssertEqual(result.status, .conflicting)
        let finding = try XCTUnwrap(scene.findings(result).first { $0.kind == "conflict" })
        XCTAssertEqual(finding.line, 14)
        XCTAssertEqual(finding.message, "Conflicting constraints: w2 is broken; together they cannot hold: "
            + "w1 (line 13: Box.width == 50), w2 (line 14: Box.width == 60)", "each with its line and its equation in the outline's names")
    }

    func testAmbiguousViewNamesWhatIsMissing() throws {
        let (_, scene, result) = try Self.scene(Self.box("""
                <constraint firstItem="a" firstAttribute="width" constant="50" id="w"/>
                <constraint firstItem="a" firstAttribute="height" constant="25" id="h"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        """))
        XCTAssertEqual(result.status, .ambiguous)
        let finding = try XCTUnwrap(scene.findings(result).first { $0.kind == "ambiguity" })
        XCTAssertEqual(finding.line, 8)
        XCTAssertTrue(finding.message.hasPrefix("'Box' (UIView a) has ambiguous layout: needs constraints for horizontal position"), finding.message)
        XCTAssertTrue(finding.message.hasSuffix("; add e.g. Box.left == Root.left"), "the suggestion in the outline's names: \(finding.message)")
    }

    func testAutoresizingViewsKeepTheirFrameAndControlsTheirSize() throws {
        let (_, scene, result) = try Self.scene(Self.xib("""
            <subviews>
                <view id="m"><rect key="frame" x="10" y="10" width="30" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
                <switch contentHorizontalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="100" y="10" width="51" height="31"/>
                </switch>
            </subviews>
            <constraints>
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="l"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            </constraints>
        """))
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("m"), SceneRect(x: 10, y: 10, width: 30, height: 30))
        XCTAssertEqual(result.frame("s"), SceneRect(x: 100, y: 10, width: 51, height: 31))
        XCTAssertTrue(scene.estimates.contains { $0.hasPrefix("s: 51×31, the fixed size of a switch") }, "\(scene.estimates)")
    }

    func testStackViewFillEquallyAndCentre() throws {
        let (_, _, result) = try Self.scene(Self.xib("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="20" id="a"><rect key="frame" x="0" y="10" width="95" height="20"/></view>
                        <view contentMode="scaleToFill" placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="40" id="b"><rect key="frame" x="105" y="0" width="95" height="40"/></view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="st" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            </constraints>
        """))
        XCTAssertEqual(result.frame("a"), SceneRect(x: 0, y: 10, width: 95, height: 20))
        XCTAssertEqual(result.frame("b"), SceneRect(x: 105, y: 0, width: 95, height: 40))
        XCTAssertEqual(result.frame("st")?.height, 40, "the stack hugs its tallest view")
        XCTAssertTrue(result.constraints.contains { $0.id.hasPrefix("UISV-fill-equally") })
    }

    func testStackViewEqualSpacingKeepsTheGapsEqual() throws {
        let (_, _, result) = try Self.scene(Self.xib("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="10" id="a"><rect key="frame" x="0" y="0" width="200" height="10"/></view>
                        <view placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="20" id="b"><rect key="frame" x="0" y="40" width="200" height="20"/></view>
                        <view placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="10" id="c"><rect key="frame" x="0" y="90" width="200" height="10"/></view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                \(Self.edges("st"))
            </constraints>
        """))
        XCTAssertEqual(result.frame("b")?.y, 40)
        XCTAssertEqual(result.frame("c")?.y, 90)
    }

    func testSafeAreaFollowsTheDeviceAndTheTools() throws {
        let body = """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" id="t"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="g"/>
        """
        // A view controller's view: the File's Owner's `view` outlet.
        func controller(_ device: String, _ tools: String) throws -> Double? {
            var text = String(decoding: Self.xib(body, device: device, tools: tools), as: UTF8.self)
            text = text.replacingOccurrences(of: "<objects>", with: """
                <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                <connections><outlet property="view" destination="root" id="o"/></connections></placeholder>
                """)
            return try Self.scene(Array(text.utf8)).2.frame("a")?.y
        }
        XCTAssertEqual(try controller("retina4_7", "14490.70"), 20)
        XCTAssertEqual(try controller("retina4_7", "17701"), 0)
        XCTAssertEqual(try controller("retina6_1", "17701"), 44)
        XCTAssertEqual(try controller("retina6_1", "21507"), 48)
    }

    func testSizeClassVariationsMakeOneScenePerClass() throws {
        let imported = try IBImporter().read(Self.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                <constraint firstItem="a" firstAttribute="width" constant="30" id="wc"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h">
                    <variation key="heightClass=compact" constant="5"/>
                </constraint>
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="wc"/></mask></variation>
            <variation key="heightClass=compact"><mask key="constraints"><exclude reference="w"/><include reference="wc"/></mask></variation>
        """), source: "t.xib")
        XCTAssertEqual(imported.scenes.map(\.name), ["Root", "Root [heightClass=compact]"])
        let ids = imported.scenes.map { $0.document?.constraints.map(\.id) ?? [] }
        XCTAssertEqual(ids[0].filter { $0.hasPrefix("w") }, ["w"])
        XCTAssertEqual(ids[1].filter { $0.hasPrefix("w") }, ["wc"])
        let compactHeight = imported.scenes[1].document?.constraints.first { $0.id == "h" }?.specs.first?.constant
        XCTAssertEqual(compactHeight, 5)
    }

    func testWhatIsNotUnderstoodIsAWarningWithItsLine() throws {
        let (imported, _, _) = try Self.scene(Self.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="bogus" constant="10" id="x1"/>
                <constraint firstItem="nowhere" firstAttribute="width" constant="10" id="x2"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="two" id="x3"/>
                <constraint firstItem="a" firstAttribute="leading" constant="10" id="x4"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="width" id="x5"/>
            </constraints>
        """))
        XCTAssertEqual(imported.warnings.map(\.line), [11, 12, 13, 14, 15], imported.warnings.map(\.text).joined(separator: "\n"))
        XCTAssertTrue(imported.warnings[1].message.contains("'nowhere'"))
        XCTAssertTrue(imported.warnings[4].message.contains("x5 left out"))
    }

    /// A root holding scroll view `s` (line 8, labelled Colours) pinned to
    /// its four edges, with `content` inside.
    static func scrollView(_ content: String) -> [UInt8] {
        xib("""
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="Colours">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
        \(content)
                </scrollView>
            </subviews>
            <constraints>
                \(edges("s", prefix: "s"))
            </constraints>
        """)
    }

    /// View `c` in scroll view `s`, 300 high, as wide as the scroll view and
    /// pinned to its four edges (ids t, l, r, b), but for `without`.
    static func scrollContent(without: Set<String> = []) -> String {
        let edges = [("top", "t"), ("leading", "l"), ("trailing", "r"), ("bottom", "b")].filter { !without.contains($0.1) }.map {
            #"<constraint firstItem="c" firstAttribute="\#($0.0)" secondItem="s" secondAttribute="\#($0.0)" id="\#($0.1)"/>"#
        }
        return """
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="200" height="300"/></view>
                </subviews>
                <constraints>
                    \(edges.joined(separator: "\n"))
                    <constraint firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width" id="w"/>
                    <constraint firstItem="c" firstAttribute="height" constant="300" id="h"/>
                </constraints>
        """
    }

    /// Edges between a scroll view and its content mean the content area;
    /// width and centre mean the frame (UIKit's rule before content guides).
    func testScrollViewContentAndFrame() throws {
        let (_, scene, result) = try Self.scene(Self.scrollView(Self.scrollContent()))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics.map(\.message))")
        XCTAssertEqual(result.frame("s"), SceneRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(result.frame("c"), SceneRect(x: 0, y: 0, width: 200, height: 300), "taller than the scroll view: content")
        XCTAssertEqual(result.frame("s-content")?.height, 300)
        XCTAssertEqual(scene.document?.constraints.first { $0.id == "b" }?.specs.first?.second?.item, "s-content")
        XCTAssertEqual(scene.document?.constraints.first { $0.id == "w" }?.specs.first?.second?.item, "s")
    }

    /// Xcode's "Scrollable Content Size Ambiguity": a scroll view placed by
    /// its constraints whose content nothing sizes (empty here, its content
    /// added in code, with content layout guides) is ambiguous in its content
    /// width and height, and content that sets only its width leaves the
    /// height ambiguous.
    func testScrollableContentSizeAmbiguity() throws {
        let guides = #"<viewLayoutGuide key="contentLayoutGuide" id="s-content"/>"#
        let (_, empty, emptyResult) = try Self.scene(Self.scrollView(guides))
        XCTAssertEqual(emptyResult.status, .ambiguous)
        XCTAssertEqual(emptyResult.frame("s"), SceneRect(x: 0, y: 0, width: 200, height: 100), "the frame itself is placed")
        let ambiguous = Set(emptyResult.diagnostics.compactMap { $0.ambiguity.map { "\($0.view) \($0.axis.rawValue)" } })
        XCTAssertEqual(ambiguous, ["s-content horizontal", "s-content vertical"], "the content area, not the scroll view")
        let findings = empty.findings(emptyResult).filter { $0.kind == "ambiguity" }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.line, 8, "the scroll view's line")
        XCTAssertEqual(findings.first?.message.hasPrefix(
            "'Colours' (UIScrollView s) has ambiguous scrollable content width and height (Scrollable Content Size Ambiguity): "
                + "nothing in the document sizes its content; pin its content's edges to the scroll view's Content Layout Guide"), true,
            findings.first?.message ?? "")

        let (_, open, openResult) = try Self.scene(Self.scrollView(Self.scrollContent(without: ["b"])))
        let message = try XCTUnwrap(open.findings(openResult).first { $0.kind == "ambiguity" }?.message)
        XCTAssertTrue(message.contains("ambiguous scrollable content height (Scrollable Content Size Ambiguity)"), message)
        XCTAssertTrue(message.contains("give the content a height"), message)
        XCTAssertEqual(openResult.frame("c"), SceneRect(x: 0, y: 0, width: 200, height: 300))
    }

    /// A cell whose content asks for another height than its row: the
    /// content view (which Update Frames cannot move) is ambiguous in Xcode
    /// when shorter (IBUIKitRuleTests), misplaced when taller, and the
    /// finding says to fit the row height or change the constraints.
    func testCellContentTallerThanItsRowSaysWhatToChange() throws {
        let cell = Self.objects("""
                    <tableViewCell rowHeight="100" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="99.5"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="10" width="320" height="40"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                                <constraint firstItem="a" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="a" firstAttribute="height" constant="40" id="h"/>
                                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """)
        let (_, scene, result) = try Self.scene(cell)
        XCTAssertEqual(result.frame("content"), SceneRect(x: 0, y: 0, width: 320, height: 60))
        let findings = scene.findings(result).filter { $0.kind == "misplaced" || $0.kind == "ambiguity" }
        XCTAssertEqual(findings.map(\.line), [7], "the content view's line")
        XCTAssertEqual(findings.first?.message, "UITableViewCellContentView content has ambiguous layout in Xcode: "
            + "its constraints make it 60 high, UITableViewCell cell 99.5; "
            + "set the cell's Row Height to 60 (or to Automatic), or change those constraints")
        let taller = try Self.scene(Array(String(decoding: cell, as: UTF8.self)
            .replacingOccurrences(of: #"height" constant="40""#, with: #"height" constant="90""#).utf8))
        XCTAssertEqual(taller.1.findings(taller.2).filter { $0.kind == "misplaced" }.first?.message,
            "UITableViewCellContentView content is misplaced: expected (0, 0, 320, 110), saved (0, 0, 320, 99.5): "
            + "its content's vertical constraints make it 110 high where the cell makes it 99.5; "
            + "set the cell's Row Height to fit it (or to Automatic), or change those constraints")
    }

    /// A misplaced view's finding says how the run time moves it from the
    /// saved frame, each change by its size, and the two ways out.
    func testMisplacedFindingSaysHowTheRunTimeMovesTheView() throws {
        let view = Self.box("""
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                <constraint firstItem="a" firstAttribute="width" constant="40" id="w"/>
                <constraint firstItem="a" firstAttribute="height" constant="40" id="h"/>
        """)
        let (_, scene, result) = try Self.scene(view)
        XCTAssertEqual(scene.findings(result).filter { $0.kind == "misplaced" }.map(\.message),
            ["'Box' (UIView a) is misplaced: expected (20, 20, 40, 40), saved (0, 0, 50, 25): at run time it is "
             + "20 pt to the right, 20 pt lower, 10 pt narrower and 15 pt taller; Xcode's Update Frames saves that frame, "
             + "or change its constraints to keep the saved one"])
        XCTAssertEqual(IBScene.moves(from: SceneRect(x: 0, y: 0, width: 10, height: 10),
                                        to: SceneRect(x: 0, y: 0.3333333, width: 10, height: 9.5)), "0.333 pt lower and 0.5 pt shorter")
    }

    /// An ambiguous view has no one frame for Update Frames: its finding is
    /// the ambiguity, never a misplaced warning too (Xcode saves no view
    /// both ambiguous and misplaced).
    func testAnAmbiguousViewIsNotAlsoMisplaced() throws {
        let (_, scene, result) = try Self.scene(Self.box("""
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="a" firstAttribute="width" constant="40" id="w"/>
                <constraint firstItem="a" firstAttribute="height" constant="40" id="h"/>
        """))
        XCTAssertTrue(result.diagnostics.contains { $0.kind == .misplaced }, "the solve moves it from its saved frame")
        XCTAssertEqual(scene.findings(result).filter { $0.objectId == "a" }.map(\.kind), ["ambiguity"])
    }

    /// Two labels sharing a row's extra room at one hugging priority: the
    /// finding is Xcode's Content Priority Ambiguity, with the priority to
    /// raise in the Size inspector, not a constraint to add.
    func testEqualHuggingIsAContentPriorityAmbiguity() throws {
        let row = Self.xib("""
            <subviews>
                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                </label>
                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="60" y="0.0" width="140" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="s"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="r"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="ta"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="tb"/>
            </constraints>
        """)
        let (_, scene, result) = try Self.scene(row)
        let messages = scene.findings(result).filter { $0.kind == "ambiguity" }.map(\.message)
        XCTAssertEqual(messages.first, "'One' (UILabel a) has ambiguous layout: its horizontal size is a Content Priority Ambiguity: "
            + "the horizontal content hugging priorities of 'One' (UILabel a) and 'Two' (UILabel b) are equal (251), so either may "
            + "stretch; in the Size inspector, raise it to 252 on 'One' (UILabel a)", "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("needs constraints") }, "\(messages)")
    }

    /// Content past a scroll view's bounds is there to scroll to: not
    /// clipped. The same content in a plain view is.
    func testContentPastAScrollViewsBoundsIsNotClipped() throws {
        func clipped(_ container: String) throws -> [String] {
            let (_, scene, result) = try Self.scene(Self.xib("""
                <subviews>
                    <\(container) translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="200" height="300"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="ct"/>
                            <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="cl"/>
                            <constraint firstItem="c" firstAttribute="width" constant="200" id="cw"/>
                            <constraint firstItem="c" firstAttribute="height" constant="300" id="ch"/>
                        </constraints>
                    </\(container)>
                </subviews>
                <constraints>
            \(Self.edges("s"))
                </constraints>
            """))
            XCTAssertTrue(result.diagnostics.contains { $0.kind == .outsideSuperview }, "the content's frame is out")
            return scene.findings(result).filter { $0.kind == "clipped" }.compactMap(\.objectId)
        }
        XCTAssertEqual(try clipped("scrollView"), [])
        XCTAssertEqual(try clipped("view"), ["c"])
    }

    /// A view the document itself makes zero wide (a width == 0 constraint,
    /// a label with no text yet) is no finding; one its constraints squeeze
    /// to nothing is.
    func testZeroSizeByDesignIsNoFinding() throws {
        func zero(_ width: String, label: String = "") throws -> [String] {
            let (_, scene, result) = try Self.scene(Self.xib("""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="0" height="25"/></view>
                    \(label)
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstItem="a" firstAttribute="height" constant="25" id="h"/>
                    \(width)
                </constraints>
            """))
            return scene.findings(result).filter { $0.kind == "zeroSize" }.compactMap(\.objectId)
        }
        XCTAssertEqual(try zero(#"<constraint firstItem="a" firstAttribute="width" id="w"/>"#), [])
        XCTAssertEqual(try zero(#"<constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="leading" id="w"/>"#), ["a"])
        let empty = """
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                <rect key="frame" x="0.0" y="50" width="0.0" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <constraint firstItem="e" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="el"/>
            <constraint firstItem="e" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="et"/>
            """.split(separator: "\n")
        XCTAssertEqual(try zero(#"<constraint firstItem="a" firstAttribute="width" id="w"/>"# + empty.suffix(2).joined(), label: empty.prefix(4).joined()), [],
                       "a label whose text the run time sets")
    }

    /// A storyboard's view controller with the legacy top layout guide and a
    /// simulated navigation bar: 20 + 44 on a retina4_7 of older tools.
    func testStoryboardSceneWithLegacyGuideAndNavigationBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sc">
                        <objects>
                            <viewController title="Login" id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="tg"/>
                                    <viewControllerLayoutGuide type="bottom" id="bg"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="64" width="10" height="10"/></view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="a" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="t"/>
                                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                                        <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (imported, scene, result) = try Self.scene(Array(text.utf8))
        XCTAssertEqual(imported.kind, "storyboard")
        XCTAssertEqual(scene.name, "Login")
        XCTAssertEqual(result.frame("a"), SceneRect(x: 16, y: 64, width: 10, height: 10))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics.map(\.message))")
    }
}

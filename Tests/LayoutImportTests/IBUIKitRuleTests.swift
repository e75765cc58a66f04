import XCTest
@testable import LayoutImport
import LayoutScene

/// UIKit behaviour that Xcode's saved frames show across apps (see
/// `Tests/Corpus/ib/SOURCES.md`), one small document per rule.
final class IBUIKitRuleTests: XCTestCase {
    /// A table cell of `width` with `accessory`, its content view saved
    /// `contentWidth` wide, a label pinned to the content's trailing edge.
    static func cell(width: Double, contentWidth: Double, accessory: String?) -> [UInt8] {
        let type = accessory.map { #" accessoryType="\#($0)""# } ?? ""
        return IBDocumentTests.objects(cellXML(width: width, contentWidth: contentWidth, attributes: type, content: """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="\(contentWidth - 58)" y="7" width="50" height="30"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="r"/>
                                <constraint firstItem="a" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                                <constraint firstItem="a" firstAttribute="width" constant="50" id="w"/>
                                <constraint firstItem="a" firstAttribute="height" constant="30" id="h"/>
                            </constraints>
        """), device: "retina6_1", tools: "23504")
    }

    /// A 44-high table cell `cell` of `width` whose content view `content`
    /// (`contentWidth` wide) holds `content`.
    static func cellXML(width: Double, contentWidth: Double, attributes: String = "", content: String) -> String {
        """
                    <tableViewCell\(attributes) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
        \(content)
                        </tableViewCellContentView>
                    </tableViewCell>
        """
    }

    func testAccessoryNarrowsTheContentViewAsSaved() throws {
        let (_, scene, result) = try IBDocumentTests.scene(Self.cell(width: 414, contentWidth: 383.5, accessory: "disclosureIndicator"))
        XCTAssertEqual(result.frame("content")?.width, 383.5)
        XCTAssertEqual(result.frame("a")?.x, 325.5, "the label follows the narrower content view")
        XCTAssertTrue(scene.estimates.contains { $0.contains("disclosureIndicator") }, "\(scene.estimates)")
        XCTAssertTrue(scene.findings(result).filter { $0.kind == "misplaced" }.isEmpty)
    }

    /// A table places its header by frame, even one the document says does
    /// not translate its autoresizing mask (erouska's RiskyEncounters header
    /// and footer; octopod's collection cell): not ambiguous, at its frame.
    func testTableHeaderIsPlacedByFrame() throws {
        let (_, _, result) = try IBDocumentTests.scene(IBDocumentTests.xib("""
            <subviews>
                <tableView translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <view key="tableHeaderView" translatesAutoresizingMaskIntoConstraints="NO" id="hd">
                        <rect key="frame" x="0" y="0" width="200" height="40"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="16" y="10" width="168" height="20"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="in" firstAttribute="leading" secondItem="hd" secondAttribute="leading" constant="16" id="il"/>
                            <constraint firstAttribute="trailing" secondItem="in" secondAttribute="trailing" constant="16" id="ir"/>
                            <constraint firstItem="in" firstAttribute="top" secondItem="hd" secondAttribute="top" constant="10" id="it"/>
                            <constraint firstAttribute="bottom" secondItem="in" secondAttribute="bottom" constant="10" id="ib"/>
                        </constraints>
                    </view>
                </tableView>
            </subviews>
            <constraints>
                \(IBDocumentTests.edges("tv"))
            </constraints>
        """, tools: "21507"))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("hd"), SceneRect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertEqual(result.frame("in"), SceneRect(x: 16, y: 10, width: 168, height: 20))
    }

    /// A view of a custom class with no subviews is sized by its class at
    /// run time: its saved frame is the witness of that size, as a label's
    /// is of its text (nhs-covid's OnboardingLogoStrapline, simplenote's
    /// SPShadowView, stopp-corona's CheckboxLabelView and ProgressView).
    /// A plain view, or a custom one with subviews, is sized by nothing.
    func testCustomClassLeafViewTakesItsSavedSize() throws {
        func document(_ attributes: String, subviews: String = "") -> [UInt8] {
            Self.pinnedView(attributes, subviews: subviews)
        }
        let (_, scene, custom) = try IBDocumentTests.scene(document(#"customClass="Strapline""#))
        XCTAssertEqual(custom.status, .satisfied, "\(custom.diagnostics)")
        XCTAssertEqual(custom.frame("v"), SceneRect(x: 10, y: 20, width: 120, height: 64))
        XCTAssertTrue(scene.estimates.contains { $0.contains("its class sizes it") }, "\(scene.estimates)")
        let (_, _, plain) = try IBDocumentTests.scene(document(""))
        XCTAssertEqual(plain.status, .ambiguous, "a plain view has no size of its own")
        let (_, _, holder) = try IBDocumentTests.scene(document(#"customClass="Holder""#, subviews: """
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="120" height="64"/></view></subviews>
        """))
        XCTAssertEqual(holder.status, .ambiguous, "its subviews, not its class, would size it")
    }

    /// A xib of Xcode 14.3 whose root holds a view `v` with `attributes`,
    /// saved 120 × `height` at (10, 20) and pinned there by its leading and
    /// top edges only, holding `subviews`.
    static func pinnedView(_ attributes: String, height: Double = 64, subviews: String = "") -> [UInt8] {
        IBDocumentTests.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="v">
                    <rect key="frame" x="10" y="20" width="120" height="\(height)"/>
                    \(subviews)
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            </constraints>
        """, tools: "21507")
    }

    /// A placeholder intrinsic size is for the canvas only: a view of a
    /// custom class with no subviews saved at another height is sized by
    /// its class at run time, and its saved height is the witness of it
    /// (stopp-corona's InstructionsView, placeholder 500, saved 2,083.5;
    /// covpass's PlainLabel and ListItemView, placeholders 21 to 128, saved
    /// 80 to 481). A plain view, one holding subviews and one whose frame
    /// Xcode flagged keep the placeholder.
    func testCustomViewSavedOffItsPlaceholderTakesItsSavedSize() throws {
        func document(_ attributes: String, height: Double = 64, subviews: String = "") -> [UInt8] {
            Self.pinnedView(#"placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="40" "# + attributes, height: height, subviews: subviews)
        }
        let (_, scene, custom) = try IBDocumentTests.scene(document(#"customClass="InstructionsView""#))
        XCTAssertEqual(custom.status, .satisfied, "\(custom.diagnostics)")
        XCTAssertEqual(custom.frame("v"), SceneRect(x: 10, y: 20, width: 120, height: 64), "the saved size, not the placeholder")
        XCTAssertTrue(scene.estimates.contains { $0.contains("the placeholder, 100×40, is for the canvas") }, "\(scene.estimates)")
        let (_, _, plain) = try IBDocumentTests.scene(document(""))
        XCTAssertEqual(plain.frame("v")?.height, 40, "a plain view: the placeholder")
        let (_, _, holder) = try IBDocumentTests.scene(document(#"customClass="Holder""#, subviews: """
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="120" height="64"/></view></subviews>
        """))
        XCTAssertEqual(holder.frame("v")?.height, 40, "subviews, not its class, would size it")
        let (_, _, flagged) = try IBDocumentTests.scene(document(#"customClass="InstructionsView" misplaced="YES""#))
        XCTAssertEqual(flagged.frame("v")?.height, 40, "a frame Xcode flagged is no witness")
    }

    /// The cell's height beats a content constraint at 999, as UIKit's
    /// required `UIView-Encapsulated-Layout-Height` does: not a tie
    /// (stepik's AchievementsListTableViewCell, osmand's AttachRoadsBannerCell
    /// and OAShapesTableViewCell, altstore's Main, none flagged).
    func testCellHeightBeatsContentAt999() throws {
        let (_, _, result) = try IBDocumentTests.scene(IBDocumentTests.objects(Self.cellXML(width: 320, contentWidth: 320, content: """
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="8" width="320" height="20"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                                <constraint firstItem="a" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="a" firstAttribute="height" constant="20" id="h"/>
                                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" priority="999" constant="8" id="b"/>
                            </constraints>
        """), tools: "21507"))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("content"), SceneRect(x: 0, y: 0, width: 320, height: 44), "the cell's height, not the 36 at 999")
    }

    /// An empty scroll view whose document declares no content layout guide
    /// has no scrollable content Xcode checks (eidolon, openfoodfacts,
    /// xlpagertabstrip, pocket-casts): nothing ambiguous; with content layout
    /// guides (IBDocumentTests) or inside a cell (pocket-casts) it still is.
    func testEmptyScrollViewWithoutContentGuidesIsNotAmbiguous() throws {
        let (_, _, free) = try IBDocumentTests.scene(IBDocumentTests.scrollView(""))
        XCTAssertEqual(free.status, .satisfied, "\(free.diagnostics)")
        XCTAssertEqual(free.frame("s"), SceneRect(x: 0, y: 0, width: 200, height: 100))

        let (_, _, inCell) = try IBDocumentTests.scene(IBDocumentTests.objects(Self.cellXML(width: 320, contentWidth: 320, content: """
                            <subviews>
                                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="320" height="44"/></scrollView>
                            </subviews>
                            <constraints>
                                \(IBDocumentTests.edges("s").replacingOccurrences(of: "\"root\"", with: "\"content\""))
                            </constraints>
        """)))
        XCTAssertEqual(inCell.status, .ambiguous)
        XCTAssertTrue(inCell.diagnostics.contains { $0.ambiguity?.view == "s-content" }, "\(inCell.diagnostics)")
    }

    func testWithoutAccessoryTheContentViewIsTheCellsWidth() throws {
        // A saved content view narrower than its cell with no accessory is not
        // believed: the cell makes it its own width, and that is reported.
        let (_, scene, result) = try IBDocumentTests.scene(Self.cell(width: 414, contentWidth: 383.5, accessory: nil))
        XCTAssertEqual(result.frame("content")?.width, 414)
        XCTAssertFalse(scene.findings(result).filter { $0.kind == "misplaced" }.isEmpty)
    }

    /// A 320-wide xib cell on `device` whose view `a` is pinned to the
    /// content view's four margins.
    static func marginCell(tools: String, device: String = "retina4_7", accessory: String? = nil) -> [UInt8] {
        let type = accessory.map { #" accessoryType="\#($0)""# } ?? ""
        return IBDocumentTests.objects(marginCellXML(width: 320, y: 0, attributes: type), device: device, tools: tools)
    }

    /// The cell of `marginCell`, `width` wide at `y`, with `attributes` on
    /// the cell and its content view; `a` is saved 16 from the sides (20
    /// from 414 up) and 11 from the top and bottom.
    static func marginCellXML(width: Double, y: Double, attributes: String) -> String {
        let side: Double = width >= 414 ? 20 : 16
        return """
                    <tableViewCell\(attributes) id="cell">
                        <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="60"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell"\(attributes) id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="\(side)" y="11" width="\(width - 2 * side)" height="38"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """
    }

    func testCellContentMarginsFollowTheToolsAndTheAccessory() throws {
        // Xcode 8 and older: 8 on every side.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "12118")).2.frame("a"), SceneRect(x: 8, y: 8, width: 304, height: 44))
        // Since: 11 above and below, 16 on the sides of a cell under 414, on any device.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "14490.70")).2.frame("a"), SceneRect(x: 16, y: 11, width: 288, height: 38))
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "21701", device: "retina6_1")).2.frame("a")?.x, 16)
        // An accessory leaves the system minimum of 8 on the trailing side.
        let narrowed = try IBDocumentTests.scene(Self.marginCell(tools: "14490.70", accessory: "checkmark")).2.frame("a")
        XCTAssertEqual(narrowed.map { $0.x + $0.width }, 312)
        // Xcode 15's three-part toolsVersion is read by its first part.
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "32700.99.1234")).2.frame("a")?.x, 16)
    }

    /// A content view a separator shorter than its cell keeps 10.5 below
    /// from Xcode 9 (rocket-chat, element, habitica, stepik, seafile,
    /// openhab, delta, tryswift): the 11 are the cell's. Xcode 8's 8 stay.
    func testCellBottomMarginIsTheCellsAboveASeparator() throws {
        func frame(tools: String, contentHeight: Double) throws -> SceneRect? {
            var xml = Self.marginCellXML(width: 320, y: 0, attributes: "")
            let content = try XCTUnwrap(xml.range(of: "<tableViewCellContentView"))
            let rect = try XCTUnwrap(xml.range(of: #"height="60""#, range: content.upperBound..<xml.endIndex))
            xml.replaceSubrange(rect, with: #"height="\#(contentHeight)""#)
            return try IBDocumentTests.scene(IBDocumentTests.objects(xml, device: "retina4_7", tools: tools)).2.frame("a")
        }
        XCTAssertEqual(try frame(tools: "14460.31", contentHeight: 59.5), SceneRect(x: 16, y: 11, width: 288, height: 38),
                       "delta's SyncResultTableViewCell")
        XCTAssertEqual(try frame(tools: "14460.31", contentHeight: 60), SceneRect(x: 16, y: 11, width: 288, height: 38))
        XCTAssertEqual(try frame(tools: "12118", contentHeight: 59.5)?.height, 43.5, "Xcode 8: 8 below the content view")
    }

    /// Where a xib's margin cell of `width` on `device` puts its view.
    static func marginCellX(width: Double, device: String, tools: String) throws -> Double? {
        try IBDocumentTests.scene(IBDocumentTests.objects(marginCellXML(width: width, y: 0, attributes: ""),
                                                          device: device, tools: tools)).2.frame("a")?.x
    }

    /// From Xcode 11 a xib's cell wider than its device has the device's
    /// margins (element's 600-wide cells on the 375-point phone, saved 16
    /// from the sides by Xcode 12.5 and 13); Xcode 10.1 and older gave it
    /// its own width's.
    func testCellWiderThanItsDeviceHasTheDevicesMargins() throws {
        XCTAssertEqual(try Self.marginCellX(width: 600, device: "retina4_7", tools: "18122"), 16)
        XCTAssertEqual(try Self.marginCellX(width: 600, device: "retina4_7", tools: "20037"), 16)
        XCTAssertEqual(try Self.marginCellX(width: 600, device: "retina4_7", tools: "14460.31"), 20, "Xcode 10.1 and older: the cell's width")
        XCTAssertEqual(try Self.marginCellX(width: 466, device: "retina6_1", tools: "18122"), 20, "a 414-point device's cell keeps 20")
        XCTAssertEqual(try Self.marginCellX(width: 320, device: "retina6_1", tools: "18122"), 16, "a cell narrower than its device keeps its own")
    }

    /// From Xcode 11 a xib's cell narrower than a phone wider than 375
    /// points has the phone's 20 once wider than 320: chatsecure's 380-wide
    /// cell on the 414-point phone (Xcode 11), osmand's 335-wide one on the
    /// 393-point phone (Xcode 14); 320-wide cells keep 16 (corona-warn-app,
    /// onionbrowser, osmand, pocket-casts, seafile), as do cells on the
    /// 375-point phone.
    func testCellNarrowerThanAWidePhoneHasItsMarginsOnceWiderThan320() throws {
        XCTAssertEqual(try Self.marginCellX(width: 380, device: "retina6_1", tools: "16096"), 20)
        XCTAssertEqual(try Self.marginCellX(width: 335, device: "retina6_12", tools: "22155"), 20)
        XCTAssertEqual(try Self.marginCellX(width: 320, device: "retina6_12", tools: "22155"), 16)
        XCTAssertEqual(try Self.marginCellX(width: 320, device: "retina6_1", tools: "19455"), 16)
        XCTAssertEqual(try Self.marginCellX(width: 352, device: "retina4_7", tools: "18122"), 16, "a 375-point phone")
    }

    /// A table cell's content view keeps at least its cell's margins
    /// whatever the document writes on it: covpass' 0 are saved at 11 and
    /// 20, corona-warn-app's 8 above and below at 11 (its 16 above stay
    /// 16), Loop's 15 at 16.
    func testCellContentViewKeepsAtLeastItsCellsMargins() throws {
        func frame(top: Double, side: Double) throws -> SceneRect? {
            let insets = #"<edgeInsets key="layoutMargins" top="\#(top)" left="\#(side)" bottom="\#(top)" right="\#(side)"/>"#
            let xml = Self.marginCellXML(width: 320, y: 0, attributes: "").replacingOccurrences(
                of: "</tableViewCellContentView>", with: insets + "</tableViewCellContentView>")
            return try IBDocumentTests.scene(IBDocumentTests.objects(xml, device: "retina4_7", tools: "17701")).2.frame("a")
        }
        XCTAssertEqual(try frame(top: 0, side: 0), SceneRect(x: 16, y: 11, width: 288, height: 38))
        XCTAssertEqual(try frame(top: 16, side: 20), SceneRect(x: 20, y: 16, width: 280, height: 28))
    }

    /// Xcode 11 (toolsVersion 14800 to 16999) laid a cell out 15 from the
    /// sides on a phone under 414 points (LoopKit, openfoodfacts, element,
    /// Loop); Xcode 10.2 before it and Xcode 12 after it 16, and a
    /// 414-point phone's narrow cell 16 in Xcode 11 too (pocket-casts). A
    /// cell wider than 400 points and than its phone has those 15 itself in
    /// Xcode 11, for a content view that preserves them (Loop's 416-wide and
    /// the-blue-alliance's 428-wide cells), where Xcode 10.1 gave it 20.
    func testCellContentMarginsOfXcode11() throws {
        func x(width: Double = 320, device: String = "retina4_7", tools: String, attributes: String = "") throws -> Double? {
            try IBDocumentTests.scene(IBDocumentTests.objects(Self.marginCellXML(width: width, y: 0, attributes: attributes),
                                                              device: device, tools: tools)).2.frame("a")?.x
        }
        let preserving = #" preservesSuperviewLayoutMargins="YES""#
        XCTAssertEqual(try x(width: 416, tools: "16097.3", attributes: preserving), 15, "a preserving cell wider than its phone")
        XCTAssertEqual(try x(width: 428, tools: "15702", attributes: preserving), 15)
        XCTAssertEqual(try x(width: 416, tools: "14460.31", attributes: preserving), 20, "Xcode 10.1: its own width's")
        XCTAssertEqual(try x(tools: "14868"), 15)
        XCTAssertEqual(try x(tools: "16097.3"), 15)
        XCTAssertEqual(try x(width: 600, tools: "14854.2"), 15, "a cell wider than its phone: the phone's")
        XCTAssertEqual(try x(tools: "14490.70"), 16, "Xcode 10.2")
        XCTAssertEqual(try x(tools: "17156"), 16, "Xcode 12")
        XCTAssertEqual(try x(device: "retina6_1", tools: "15505"), 16, "a 414-point phone")
    }

    /// A table on a phone wider than 375 points and narrower than 414 (the
    /// 393-point phone) gives its cells 20 on the sides, as habitica's
    /// (Xcode 14) and keepassium's (Xcode 16) saved frames show; a xib's
    /// cell of that width outside a table keeps 16.
    func testTableCellsOnThe393PointPhoneHave20OnTheSides() throws {
        func x(device: String, width: Double, tools: String, inTable: Bool = true) throws -> Double? {
            let cell = Self.marginCellXML(width: width, y: 0, attributes: "")
            let xml = inTable ? """
                <tableView id="t" style="plain">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                    <subviews>
            \(cell)
                    </subviews>
                </tableView>
            """ : cell
            return try IBDocumentTests.scene(IBDocumentTests.objects(xml, device: device, tools: tools)).2.frame("a")?.x
        }
        XCTAssertEqual(try x(device: "retina6_12", width: 393, tools: "21701"), 20, "Xcode 14, habitica")
        XCTAssertEqual(try x(device: "retina6_12", width: 393, tools: "23504"), 20, "Xcode 16, keepassium")
        XCTAssertEqual(try x(device: "retina4_7", width: 375, tools: "23504"), 16, "the 375-point phone")
        XCTAssertEqual(try x(device: "retina5_9", width: 375, tools: "21701"), 16, "the notched 375-point phone")
        XCTAssertEqual(try x(device: "retina6_12", width: 393, tools: "23504", inTable: false), 16, "a xib's cell")
    }

    /// A table narrower than its device gives its cells the margins of its
    /// own width (habitica's 107-wide table on the 428-point phone,
    /// keepassium's 300- and 252-wide ones on 414-point phones: 16).
    func testCellsOfANarrowTableHaveTheTablesMargins() throws {
        func x(tableWidth: Double, device: String, tools: String) throws -> Double? {
            let xml = """
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <tableView style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                            <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="600"/>
                            <subviews>
            \(Self.marginCellXML(width: tableWidth, y: 0, attributes: ""))
                            </subviews>
                        </tableView>
                    </subviews>
                </view>
            """
            return try IBDocumentTests.scene(IBDocumentTests.objects(xml, device: device, tools: tools)).2.frame("a")?.x
        }
        XCTAssertEqual(try x(tableWidth: 300, device: "retina6_1", tools: "19162"), 16, "keepassium's SyncConflictAlert")
        XCTAssertEqual(try x(tableWidth: 252, device: "retina5_5", tools: "21701"), 16, "keepassium's PricingPlanPickerVC")
        XCTAssertEqual(try x(tableWidth: 107, device: "retina6_7", tools: "23090"), 16, "habitica's filter table")
        XCTAssertEqual(try x(tableWidth: 414, device: "retina6_1", tools: "19162"), 20, "a table as wide as its device")
    }

    /// Xcode 9 to 10.1 lay out 15 from the sides the cells that preserve the
    /// margins of a table inside a controller's view (chatsecure's
    /// OTRRoomOccupants, Xcode 9.2; rocket-chat's Subscriptions, Xcode 10.1);
    /// a cell of its own margins, a root table's cells and later Xcodes' keep 16.
    func testPreservingCellsOfATableInsideAViewHave15OnTheSidesInXcode9And10() throws {
        func x(tools: String, preserving: Bool = true, root: Bool = false) throws -> Double? {
            let table = """
                        <tableView style="plain"\(root ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#) id="t">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                            <subviews>
            \(Self.marginCellXML(width: 375, y: 0, attributes: preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""))
                            </subviews>
                        </tableView>
            """
            let xml = root ? table : """
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
            \(table)
                    </subviews>
                </view>
            """
            return try IBDocumentTests.scene(IBDocumentTests.objects(xml, device: "retina4_7", tools: tools)).2.frame("a")?.x
        }
        XCTAssertEqual(try x(tools: "13771"), 15, "Xcode 9.2, chatsecure")
        XCTAssertEqual(try x(tools: "14460.31"), 15, "Xcode 10.1, rocket-chat")
        XCTAssertEqual(try x(tools: "13771", preserving: false), 16, "a cell of its own margins")
        XCTAssertEqual(try x(tools: "13196", root: true), 16, "a root table's cells: minikeepass's MoveItems")
        XCTAssertEqual(try x(tools: "19162"), 16, "Xcode 12")
    }

    /// Xcode 26 lays a cell out as iOS 26 does: 15 above and below, 20 on
    /// the sides whatever the cell's width (16 on the 375-point phone), 8
    /// beside an accessory.
    func testCellContentMarginsOfXcode26() throws {
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "24506", device: "retina6_1")).2.frame("a"),
                       SceneRect(x: 20, y: 15, width: 280, height: 30))
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "24506", device: "retina6_12")).2.frame("a")?.x, 20,
                       "the 393-point phone")
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "24128")).2.frame("a"),
                       SceneRect(x: 16, y: 15, width: 288, height: 30), "the 375-point phone: delta's rows, osmand's cells")
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "24506", device: "retina5_9")).2.frame("a")?.x, 16,
                       "the notched 375-point phone")
        let narrowed = try IBDocumentTests.scene(Self.marginCell(tools: "24765", accessory: "checkmark")).2.frame("a")
        XCTAssertEqual(narrowed.map { $0.x + $0.width }, 312)
        XCTAssertEqual(try IBDocumentTests.scene(Self.marginCell(tools: "23504")).2.frame("a")?.y, 11, "Xcode 15's are 11")
    }

    /// A non-notched phone: the status bar is simulated before Xcode 10.2
    /// and again from Xcode 14.3 (21701: catty's ColorPickerViewController,
    /// keepassium's PasswordAuditVC, onionbrowser's xibs, saved 20 down), on
    /// storyboards and xibs alike: element's storyboards of 21507 and
    /// pocket-casts' ForgotPasswordViewController xib of 21223 are saved at 0.
    func testStatusBarOfNonNotchedDevicesByTools() throws {
        func top(_ tools: String) throws -> Double? {
            try XCTUnwrap(IBDevice(id: "retina4_7", orientation: "portrait", toolsVersion: Double(tools)!)).safeTop
        }
        XCTAssertEqual(try top("14490"), 20)
        XCTAssertEqual(try top("17701"), 0)
        XCTAssertEqual(try top("21223"), 0, "Xcode 14.0")
        XCTAssertEqual(try top("21507"), 0)
        XCTAssertEqual(try top("21701"), 20)
        XCTAssertEqual(try top("22505"), 20)
        XCTAssertEqual(try top("23504"), 20)
        let pad = try XCTUnwrap(IBDevice(id: "ipad9_7", orientation: "portrait", toolsVersion: 32700))
        XCTAssertEqual(pad.safeTop, 20)
        // The 375 × 812 phone's notch: 44, then the mini's 50 from Xcode 14.1.
        XCTAssertEqual(IBDevice(id: "retina5_9", orientation: "portrait", toolsVersion: 20037)?.safeTop, 44)
        XCTAssertEqual(IBDevice(id: "retina5_9", orientation: "portrait", toolsVersion: 22505)?.safeTop, 50)
    }

    /// Xcode 10.2 (toolsVersion 14800) already leaves the status bar out:
    /// openfoodfacts' SelectTaxonomy xibs and SummaryFooterCellController,
    /// keepassium's AppCoverVC storyboard (held back) are saved without it.
    func testStatusBarIsGoneFromXcode10_2sDocuments() throws {
        for tools in [14868.0, 14810.11] {
            XCTAssertEqual(IBDevice(id: "retina4_7", orientation: "portrait", toolsVersion: tools)?.safeTop, 0, "\(tools)")
        }
        XCTAssertEqual(IBDevice(id: "retina4_7", orientation: "portrait", toolsVersion: 14490)?.safeTop, 20, "Xcode 10.1 keeps it")
    }

    /// A notched phone's safe area ends 68 pt above the bottom in documents
    /// of Xcode 15.3 (23727) and later, 34 before and in Xcode 15's
    /// 32700-numbered ones; landscape phones and iPads keep theirs.
    func testNotchedPhoneBottomInsetByTools() throws {
        func bottom(_ id: String, _ tools: Double, _ orientation: String = "portrait") -> Double? {
            IBDevice(id: id, orientation: orientation, toolsVersion: tools)?.safeBottom
        }
        XCTAssertEqual(bottom("retina6_1", 23504), 34)
        XCTAssertEqual(bottom("retina6_1", 23727), 68)
        XCTAssertEqual(bottom("retina6_12", 24765), 68)
        XCTAssertEqual(bottom("retina6_12", 32700), 34)
        XCTAssertEqual(bottom("retina6_1", 24765, "landscape"), 21)
        XCTAssertEqual(bottom("ipad11_0rounded", 24765), 20)
        // The 402 × 874 phone (iPhone 16 Pro) is in the table: 62 on top.
        XCTAssertEqual(bottom("retina6_3", 24506), 68)
        XCTAssertEqual(IBDevice(id: "retina6_3", orientation: "portrait", toolsVersion: 24506)?.safeTop, 62)
    }

    /// A row near the bottom of a full-screen table keeps its cell's own
    /// margins: the table's safe-area margin at the screen's bottom is in
    /// screen coordinates, the rows in content coordinates.
    func testListRowsDoNotPreserveTheListsVerticalMargins() throws {
        let bytes = IBDocumentTests.objects("""
            <tableView id="t" style="plain" preservesSuperviewLayoutMargins="YES">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
        \(Self.marginCellXML(width: 414, y: 836, attributes: #" preservesSuperviewLayoutMargins="YES""#))
                </subviews>
                <viewLayoutGuide key="safeArea" id="s"/>
            </tableView>
        """, device: "retina6_1", tools: "24765")
        let (_, _, result) = try IBDocumentTests.scene(bytes)
        XCTAssertEqual(result.frame("a"), SceneRect(x: 20, y: 15, width: 374, height: 30), "Xcode 26's 15 above and below")
    }

    /// Xcode 9 gives a standard (`symbolic`) spacing to the safe area's
    /// edge no points: the launch screens of charts, ibdecodable and
    /// swiftmessages (13142 to 14113) are saved at 0 from it, not at the
    /// written 20; a written spacing or one to the view keeps its constant.
    func testStandardSpacingToTheSafeAreaIsNoneInXcode9() throws {
        func x(tools: String, symbolic: Bool = true, to guide: String = "g") throws -> Double? {
            let flag = symbolic ? #" symbolic="YES""# : ""
            let scenes = """
                    <scene sceneID="s">
                        <objects>
                            <viewController id="c" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a-c"><rect key="frame" x="0" y="100" width="375" height="10"/></view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="a-c" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" constant="20"\(flag) id="l"/>
                                        <constraint firstItem="g" firstAttribute="centerX" secondItem="a-c" secondAttribute="centerX" id="x"/>
                                        <constraint firstItem="a-c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
                                        <constraint firstItem="a-c" firstAttribute="height" constant="10" id="h"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="g"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
            return try Self.storyboardFrames(scenes, tools: tools)["c"]?.x
        }
        XCTAssertEqual(try x(tools: "13529"), 0)
        XCTAssertEqual(try x(tools: "14113"), 0)
        XCTAssertEqual(try x(tools: "13529", symbolic: false), 20)
        XCTAssertEqual(try x(tools: "13529", to: "root"), 20)
    }

    /// A storyboard scene of controller `id` whose view `a-ID` sits on the
    /// safe area's top (or its `edge`); `extra` goes into the view (a
    /// segue's button), `attributes` into the controller.
    static func controllerScene(_ id: String, extra: String = "", edge: String = "top", attributes: String = "") -> String {
        """
                <scene sceneID="s-\(id)">
                    <objects>
                        <viewController id="\(id)"\(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a-\(id)"><rect key="frame" x="0" y="0" width="10" height="10"/>\(extra)</view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a-\(id)" firstAttribute="\(edge)" secondItem="g-\(id)" secondAttribute="\(edge)" id="t-\(id)"/>
                                    <constraint firstItem="a-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" id="l-\(id)"/>
                                    <constraint firstItem="a-\(id)" firstAttribute="width" constant="10" id="w-\(id)"/>
                                    <constraint firstItem="a-\(id)" firstAttribute="height" constant="10" id="h-\(id)"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// The solved frames of the views `a-ID` of a storyboard holding `scenes`.
    static func storyboardFrames(_ scenes: String, tools: String, device: String = "retina4_7") throws -> [String: SceneRect] {
        var frames: [String: SceneRect] = [:]
        let bytes = IBDocumentTests.storyboard(scenes, device: device, tools: tools)
        for scene in try IBImporter().read(bytes, source: "test.storyboard").scenes {
            let result = SceneSolver.solve(try XCTUnwrap(scene.document), options: SolveOptions())
            for frame in result.frames where frame.id.hasPrefix("a-") { frames[String(frame.id.dropFirst(2))] = frame.rect }
        }
        return frames
    }

    /// A navigation controller whose root is `first`, its bar saved
    /// `barHeight` high with `barAttributes`.
    static func navigationScene(barAttributes: String = "", barHeight: Double = 44) -> String {
        """
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(barAttributes) id="bar"><rect key="frame" x="0.0" y="20" width="375" height="\(barHeight)"/></navigationBar>
                            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// Tops of `a-first` (the navigation controller's root), `a-pushed`
    /// (shown from it) and `a-alone`, with the navigation bar's `barAttributes`
    /// and saved height.
    static func navigatedTops(barAttributes: String, barHeight: Double = 44) throws -> [String: Double] {
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
        return try storyboardFrames("""
                    \(Self.navigationScene(barAttributes: barAttributes, barHeight: barHeight))
            \(Self.controllerScene("first", extra: push))
            \(Self.controllerScene("pushed"))
            \(Self.controllerScene("alone"))
            """, tools: "14490.70").mapValues(\.y)
    }

    func testNavigationBarIsInferredAlongPushSegues() throws {
        XCTAssertEqual(try Self.navigatedTops(barAttributes: ""), ["first": 64, "pushed": 64, "alone": 20],
                       "status bar 20, and 44 under an inferred navigation bar")
        // An opaque bar: the views start below it, their safe area at their top.
        XCTAssertEqual(try Self.navigatedTops(barAttributes: #" translucent="NO""#), ["first": 0, "pushed": 0, "alone": 20])
    }

    /// A controller with a simulated navigation bar passes it to what it
    /// shows and, a tab bar controller, to its tabs: stopp-corona's Debug
    /// App History (shown from DebugViewController) and catty's Charts and
    /// Search tabs are saved 44 below the status bar. A navigation
    /// controller's own bar, where one reaches, comes first.
    func testSimulatedNavigationBarIsInferredAlongSegues() throws {
        let simulated = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
        let tops = try Self.storyboardFrames("""
                    <scene sceneID="tabs-scene">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                \(simulated)
                                <connections><segue destination="tab" kind="relationship" relationship="viewControllers" id="rel"/></connections>
                            </tabBarController>
                        </objects>
                    </scene>
            \(Self.controllerScene("source").replacingOccurrences(of: "</viewController>", with: simulated + push + "</viewController>"))
            \(Self.controllerScene("pushed"))
            \(Self.controllerScene("tab"))
            \(Self.controllerScene("alone"))
            """, tools: "21701").mapValues(\.y)
        XCTAssertEqual(tops, ["source": 64, "pushed": 64, "tab": 64, "alone": 20])
        // Inside a navigation controller whose bar is 54 high, what a
        // controller with its own simulated bar shows keeps the 54.
        let navigated = try Self.storyboardFrames("""
                    \(Self.navigationScene(barHeight: 54))
            \(Self.controllerScene("first", extra: push).replacingOccurrences(of: "</viewController>", with: simulated + "</viewController>"))
            \(Self.controllerScene("pushed"))
            """, tools: "21701").mapValues(\.y)
        XCTAssertEqual(navigated, ["first": 64, "pushed": 74])
    }

    /// A storyboard that names no device (Xcode 7's 600 × 600 canvas) still
    /// has the status bar and its bars above the legacy top layout guide:
    /// yep's ChangeMobileViewController saves a label 60 below the guide at
    /// 80, swifthn's web view under a simulated bar (-64 from the guide) at
    /// 0. The root's top margin keeps 0, as iOS 9's did (yep's
    /// FeedConversationsViewController, its table saved at 0 on it).
    func testStoryboardWithoutDeviceHasStatusBarAboveLegacyGuide() throws {
        // The legacy top guide in place of the safe area: `a-vc` on its bottom.
        func top(_ controllerExtra: String, onTopMargin: Bool = false, tools: String = "10117") throws -> Double? {
            let scene = Self.controllerScene("vc")
                .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="g-vc"/>"#, with: "")
                .replacingOccurrences(of: #"sceneMemberID="viewController">"#,
                                      with: #"sceneMemberID="viewController"><layoutGuides><viewControllerLayoutGuide type="top" id="g-vc"/></layoutGuides>"#)
                .replacingOccurrences(of: #"secondItem="g-vc" secondAttribute="top""#,
                                      with: onTopMargin ? #"secondItem="root-vc" secondAttribute="topMargin""# : #"secondItem="g-vc" secondAttribute="bottom""#)
                .replacingOccurrences(of: "</viewController>", with: controllerExtra + "</viewController>")
            return try Self.storyboardFrames(scene, tools: tools, device: "")["vc"]?.y
        }
        XCTAssertEqual(try top(""), 20)
        XCTAssertEqual(try top(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#), 64)
        XCTAssertEqual(try top(#"<nil key="simulatedStatusBarMetrics"/>"#), 0)
        XCTAssertEqual(try top("", onTopMargin: true), 0, "the root's top margin takes no status bar")
        XCTAssertEqual(try top("", tools: "14868"), 0, "Xcode 10.2 and later draw no status bar")
    }

    /// A controller whose `edgesForExtendedLayout` leaves out the top edge
    /// starts below its navigation bar, inferred or simulated, as below an
    /// opaque bar (xlpagertabstrip's NavButtonBarExampleViewController,
    /// entourage's GuideSolidarity controller); `top="YES"` keeps it under.
    func testControllerNotExtendedUnderItsTopBarStartsBelowIt() throws {
        func tops(_ edges: String) throws -> [String: Double] {
            let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
            let simulated = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
            return try Self.storyboardFrames("""
                        \(Self.navigationScene())
                \(Self.controllerScene("first", extra: push).replacingOccurrences(of: "</viewController>", with: edges + "</viewController>"))
                \(Self.controllerScene("pushed"))
                \(Self.controllerScene("simulated").replacingOccurrences(of: "</viewController>", with: simulated + edges + "</viewController>"))
                """, tools: "14490.70").mapValues(\.y)
        }
        XCTAssertEqual(try tops(#"<extendedEdge key="edgesForExtendedLayout"/>"#), ["first": 0, "pushed": 64, "simulated": 0])
        XCTAssertEqual(try tops(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)["first"], 0)
        XCTAssertEqual(try tops(#"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#), ["first": 64, "pushed": 64, "simulated": 64])
    }

    /// The inferred bar is as high as the navigation controller's own bar is
    /// saved: Xcode 26's 54 points (gomap's Changeset, green's Home and
    /// Wallet). A bar saved misplaced (inaturalist's 50-point bars) stays 44.
    func testInferredNavigationBarIsAsHighAsTheSavedBar() throws {
        XCTAssertEqual(try Self.navigatedTops(barAttributes: "", barHeight: 54), ["first": 74, "pushed": 74, "alone": 20])
        XCTAssertEqual(try Self.navigatedTops(barAttributes: #" misplaced="YES""#, barHeight: 50), ["first": 64, "pushed": 64, "alone": 20])
        XCTAssertEqual(try Self.navigatedTops(barAttributes: #" translucent="NO""#, barHeight: 54), ["first": 0, "pushed": 0, "alone": 20],
                       "an opaque bar: below it whatever its height")
    }

    /// A controller's simulated toolbar is 44 points high on a phone
    /// without a notch (rocket-chat's DrawingViewController, its images
    /// saved 44 short of the screen) and 49 above the home indicator
    /// (stopp-corona's StartMenuSimpleWebViewViewController, 83 short).
    func testSimulatedToolbarIsABottomBar() throws {
        let toolbar = #"sceneMemberID="viewController"><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let scenes = """
            \(Self.controllerScene("toolbar", edge: "bottom").replacingOccurrences(of: #"sceneMemberID="viewController">"#, with: toolbar))
            \(Self.controllerScene("alone", edge: "bottom"))
            """
        XCTAssertEqual(try Self.storyboardFrames(scenes, tools: "17701").mapValues { $0.y + $0.height }, ["toolbar": 623, "alone": 667])
        let notched = scenes.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
        XCTAssertEqual(try Self.storyboardFrames(notched, tools: "17701", device: "retina6_1").mapValues { $0.y + $0.height },
                       ["toolbar": 813, "alone": 862])
    }

    /// A controller whose `edgesForExtendedLayout` leaves out the bottom
    /// edge, saved short enough to end above its bottom bar, has neither
    /// bar nor home indicator below its safe area (entourage's
    /// GuideSolidarity, 574 high above a tab bar; adguard's
    /// UserRulesEditorController, 813 above a toolbar); saved as tall as
    /// the screen, it stays above the bar (adguard's AboutViewController).
    func testControllerNotExtendedUnderItsBottomBarEndsAboveIt() throws {
        func bottom(edges: String, height: Int, width: Int = 375, device: String = "retina4_7",
                    bar: String = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#) throws -> Double? {
            let scene = Self.controllerScene("c", edge: "bottom")
                .replacingOccurrences(of: #"width="375" height="667""#, with: "width=\"\(width)\" height=\"\(height)\"")
                .replacingOccurrences(of: "</viewController>", with: bar + edges + "</viewController>")
            return try Self.storyboardFrames(scene, tools: "20037", device: device)["c"].map { $0.y + $0.height }
        }
        let none = #"<extendedEdge key="edgesForExtendedLayout"/>"#
        XCTAssertEqual(try bottom(edges: none, height: 574), 574, "ends above its tab bar")
        XCTAssertEqual(try bottom(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#, height: 574), 574)
        XCTAssertEqual(try bottom(edges: "", height: 574), 525, "extended under its bar: 49 above its bottom")
        XCTAssertEqual(try bottom(edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, height: 574), 525)
        XCTAssertEqual(try bottom(edges: none, height: 667), 618, "as tall as the screen: still under the bar")
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        XCTAssertEqual(try bottom(edges: none, height: 813, width: 414, device: "retina6_1", bar: toolbar), 813,
                       "above a toolbar and the home indicator")
    }

    /// The 390- and 428-point phones' 47-point notch is drawn 44 high by
    /// Xcode 12 and by Xcode 13 before 13.3 (toolsVersion below 21000):
    /// adguard's Onboarding (19150) and covpass' StateSelection (20037)
    /// are saved 44 down, osmand's, entourage's and green's documents of
    /// 22155 and later 47.
    func testNotchOf47PointPhonesByTools() throws {
        let scene = Self.controllerScene("alone").replacingOccurrences(of: #"width="375" height="667""#, with: #"width="390" height="844""#)
        let top = { (tools: String, device: String) in try Self.storyboardFrames(scene, tools: tools, device: device)["alone"]?.y }
        XCTAssertEqual(try top("17506", "retina6_7"), 44)
        XCTAssertEqual(try top("19150", "retina6_7"), 44)
        XCTAssertEqual(try top("20037", "retina6_0"), 44)
        XCTAssertEqual(try top("22155", "retina6_0"), 47)
        XCTAssertEqual(try top("23504", "retina6_7"), 47)
    }

    /// A navigation controller that writes a simulated tab bar (its tab bar
    /// controller in another storyboard) passes it to its root and what that
    /// pushes: erouska's Contacts and Help, altstore's Settings.
    func testNavigationControllersWrittenTabBarIsInferred() throws {
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
        let bottoms = try Self.storyboardFrames("""
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(Self.controllerScene("first", extra: push, edge: "bottom"))
            \(Self.controllerScene("pushed", edge: "bottom"))
            \(Self.controllerScene("alone", edge: "bottom"))
            """, tools: "17701").mapValues { $0.y + $0.height }
        XCTAssertEqual(bottoms, ["first": 618, "pushed": 618, "alone": 667])
    }

    /// A controller a popover segue shows has no status bar above it
    /// (rocket-chat's Drawing, Xcode 10; octopod's tooltips, Xcode 15), where
    /// the controller showing it and one a modal segue shows keep it.
    func testPopoversHaveNoStatusBar() throws {
        let segues = #"<connections><segue destination="pop" kind="popoverPresentation" popoverAnchorView="a-alone" id="sg0"/>"#
            + #"<segue destination="modal" kind="presentation" id="sg1"/></connections>"#
        for tools in ["14109", "32700.99.1234"] {
            let tops = try Self.storyboardFrames("""
                \(Self.controllerScene("alone", extra: segues))
                \(Self.controllerScene("pop"))
                \(Self.controllerScene("modal"))
                """, tools: tools).mapValues(\.y)
            XCTAssertEqual(tops, ["alone": 20, "pop": 0, "modal": 20], "toolsVersion \(tools)")
        }
    }

    /// A large-title bar is 96 high (hero's Navigation, erouska's Error and
    /// News), but drawn collapsed, 44, above a controller whose title never
    /// shows large (altstore's and erouska's pushed controllers) or whose
    /// view's first subview is a table (erouska's Contacts, Help, Active).
    func testLargeTitleBarIsCollapsedOverTablesAndNever() throws {
        XCTAssertEqual(try Self.navigatedTops(barAttributes: #" largeTitles="YES""#, barHeight: 96), ["first": 116, "pushed": 116, "alone": 20])
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
        let never = Self.controllerScene("pushed").replacingOccurrences(
            of: #"sceneMemberID="viewController">"#,
            with: #"sceneMemberID="viewController"><navigationItem key="navigationItem" largeTitleDisplayMode="never" id="ni"/>"#)
        let table = Self.controllerScene("first", extra: push).replacingOccurrences(
            of: "<subviews>", with: #"<subviews><tableView translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="64" width="375" height="603"/></tableView>"#)
        let tops = try Self.storyboardFrames("""
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
                                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(table)
            \(never)
            """, tools: "14490.70").mapValues(\.y)
        XCTAssertEqual(tops, ["first": 64, "pushed": 64])
    }

    /// Tops of `a-first` (the root of a navigation controller that `alone`
    /// presents with `segueAttributes`) and `a-pushed` (shown from it),
    /// and of `a-alone`.
    static func sheetTops(tools: String, segueAttributes: String = "", device: String = "retina4_7") throws -> [String: Double] {
        let present = #"<connections><segue destination="nav" kind="presentation"\#(segueAttributes) id="sg0"/></connections>"#
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#
        return try storyboardFrames("""
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(Self.controllerScene("alone", extra: present))
            \(Self.controllerScene("first", extra: push))
            \(Self.controllerScene("pushed"))
            """, tools: tools, device: device).mapValues(\.y)
    }

    /// A navigation controller presented as a sheet (iOS 13's default
    /// style, `pageSheet` or `formSheet`) shows its controllers under the
    /// sheet's 56-point navigation bar, with no status bar or notch above
    /// it: inaturalist's TaxaSearchViewController (Xcode 15, 414 × 716),
    /// habitica's AdventureGuide, GiftGems and PromotionInfo controllers
    /// (Xcode 15, notched phone) and Guidelines (`pageSheet`).
    func testSheetNavigationControllersShowTheSheetsBar() throws {
        XCTAssertEqual(try Self.sheetTops(tools: "22154"), ["alone": 20, "first": 56, "pushed": 56],
                       "the status bar above the presenting controller, none above the sheet")
        XCTAssertEqual(try Self.sheetTops(tools: "23090", device: "retina6_7"), ["alone": 47, "first": 56, "pushed": 56],
                       "no notch above a sheet")
        XCTAssertEqual(try Self.sheetTops(tools: "32700", segueAttributes: #" modalPresentationStyle="pageSheet""#)["first"], 56)
        XCTAssertEqual(try Self.sheetTops(tools: "22154", segueAttributes: #" modalPresentationStyle="fullScreen""#),
                       ["alone": 20, "first": 64, "pushed": 64], "a full-screen presentation keeps the status bar and the 44-point bar")
        XCTAssertEqual(try Self.sheetTops(tools: "14490.70")["first"], 64, "before iOS 13 (Xcode 10): full screen, status bar and bar")
        XCTAssertEqual(try Self.sheetTops(tools: "24506")["first"], 64, "Xcode 26's sheets are not modelled: as before")
    }

    /// Bottoms of views pinned to their safe areas' bottoms in controllers
    /// of a tab bar controller: a tab, a tab's navigation controller's root
    /// and what it shows, one shown with `hidesBottomBarWhenPushed`, and one
    /// outside; `tabRoot` is the saved frame's height of the tab's view.
    static func tabbedBottoms(tabRoot: Double = 667) throws -> [String: Double] {
        let push = #"<connections><segue destination="pushed" kind="show" id="sg1"/><segue destination="hiding" kind="show" id="sg2"/></connections>"#
        return try storyboardFrames("""
                    <scene sceneID="tabs-scene">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                                <connections>
                                    <segue destination="tab" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(Self.controllerScene("tab", edge: "bottom").replacingOccurrences(of: #"height="667""#, with: "height=\"\(tabRoot)\""))
            \(Self.controllerScene("first", extra: push, edge: "bottom"))
            \(Self.controllerScene("pushed", edge: "bottom"))
            \(Self.controllerScene("hiding", edge: "bottom", attributes: #" hidesBottomBarWhenPushed="YES""#))
            \(Self.controllerScene("alone", edge: "bottom"))
            """, tools: "15705").mapValues { $0.y + $0.height }
    }

    /// Controllers a tab bar controller shows sit above an inferred 49-point
    /// tab bar (altstore's AppViewController, pushed from a tab's navigation
    /// controller; rxswift's SimpleUIPickerViewExample, a tab), unless pushed
    /// with `hidesBottomBarWhenPushed`; a view saved short of the screen's
    /// bottom already ends above the bar (xlpagertabstrip's tabs).
    func testTabBarIsInferredForATabBarControllersControllers() throws {
        XCTAssertEqual(try Self.tabbedBottoms(), ["tab": 618, "first": 618, "pushed": 618, "hiding": 667, "alone": 667])
        XCTAssertEqual(try Self.tabbedBottoms(tabRoot: 618)["tab"], 618, "saved above the bar: no second bar")
    }

    /// Tops of `a-alone` (full screen, presenting `sheet` modally) and
    /// `a-sheet`, pinned to their safe areas on the notched 6.1-inch phone.
    static func notchedTops(tools: String) throws -> [String: Double] {
        let present = #"<connections><segue destination="sheet" kind="presentation" id="sg1"/></connections>"#
        return try storyboardFrames("""
            \(Self.controllerScene("alone", extra: present))
            \(Self.controllerScene("sheet"))
            """, tools: tools, device: "retina6_1").mapValues(\.y)
    }

    func testFullScreenControllersOfXcode15_3HaveTwiceTheNotchAbove() throws {
        XCTAssertEqual(try Self.notchedTops(tools: "24127"), ["alone": 96, "sheet": 48],
                       "twice the 48-point notch, a presented controller once")
        XCTAssertEqual(try Self.notchedTops(tools: "23727"), ["alone": 96, "sheet": 48])
        XCTAssertEqual(try Self.notchedTops(tools: "23504"), ["alone": 48, "sheet": 48], "before Xcode 15.3: once")
    }

    /// A xib's File's Owner view as large as the notched 6.1-inch phone, a
    /// view pinned to its safe area's top: twice the 48-point notch from
    /// Xcode 15.3, as a storyboard's controller (osmand's, VLC's and gomap's
    /// controllers); a top-level view no controller owns keeps it once.
    func testXibControllerViewsOfXcode15_3HaveTwiceTheNotchAbove() throws {
        func top(tools: String, owned: Bool = true) throws -> Double? {
            let bytes = Self.freeformXib(width: 414, height: 896, a: #"x="0" y="96" width="414" height="800""#,
                                         pins: [#"safe" secondAttribute="top"#, #"root" secondAttribute="bottom"#,
                                                #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                         before: owned ? Self.ownersView : "", device: "retina6_1", tools: tools)
            return try IBDocumentTests.scene(bytes).2.frame("a")?.y
        }
        XCTAssertEqual(try top(tools: "24127"), 96, "twice the notch")
        XCTAssertEqual(try top(tools: "23727"), 96)
        XCTAssertEqual(try top(tools: "23504"), 48, "before Xcode 15.3: once")
        XCTAssertEqual(try top(tools: "24127", owned: false), 48, "no controller's view: once")
    }

    /// A switch pinned 16 from the root's trailing edge, with `width`
    /// constrained or not.
    static func switchDocument(tools: String, width: String? = nil) -> [UInt8] {
        let constraint = width.map { #"<constraint firstItem="s" firstAttribute="width" constant="\#($0)" id="w"/>"# } ?? ""
        return IBDocumentTests.xib("""
            <subviews>
                <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0" y="0" width="51" height="31"/>
                </switch>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="16" id="t"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
                \(constraint)
            </constraints>
        """, tools: tools)
    }

    func testSwitchIsPlacedBy49PointsAndDrawnFromThatOrigin() throws {
        // 200 wide root: the alignment rectangle ends at 184, 49 wide.
        XCTAssertEqual(try IBDocumentTests.scene(Self.switchDocument(tools: "14490.70")).2.frame("s"),
                       SceneRect(x: 135, y: 0, width: 51, height: 31))
        XCTAssertEqual(try IBDocumentTests.scene(Self.switchDocument(tools: "14490.70", width: "49")).2.frame("s"),
                       SceneRect(x: 135, y: 0, width: 51, height: 31))
        // Xcode 26 draws iOS 26's switch, 63 × 28 the same way.
        XCTAssertEqual(try IBDocumentTests.scene(Self.switchDocument(tools: "24127")).2.frame("s"),
                       SceneRect(x: 123, y: 0, width: 63, height: 28))
    }

    func testTopLevelXibViewsHaveTheSystemMinimumMargins() throws {
        func origin(_ tools: String) throws -> SceneRect? {
            try IBDocumentTests.scene(IBDocumentTests.xib("""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="0" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                    <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                    <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                </constraints>
            """, tools: tools)).2.frame("a")
        }
        XCTAssertEqual(try origin("14490.70"), SceneRect(x: 16, y: 0, width: 10, height: 10))
        XCTAssertEqual(try origin("12118"), SceneRect(x: 8, y: 8, width: 10, height: 10), "before Xcode 9: UIView's 8")
    }

    /// A xib's top-level view wider than 400 points has 20 on the sides, as
    /// at 414: rocket-chat's 402- and 412-wide cells (Xcode 10, 375-point
    /// phone) and osmand's 413-wide one (Xcode 15.3, 393-point phone).
    func testTopLevelXibViewsWiderThan400PointsHave20OnTheSides() throws {
        func x(width: Double, device: String = "retina4_7", tools: String = "14460.31") throws -> Double? {
            try IBDocumentTests.scene(IBDocumentTests.objects("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="a" firstAttribute="width" constant="10" id="w"/>
                        <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                    </constraints>
                </view>
            """, device: device, tools: tools)).2.frame("a")?.x
        }
        XCTAssertEqual(try x(width: 402), 20)
        XCTAssertEqual(try x(width: 412), 20)
        XCTAssertEqual(try x(width: 413, device: "retina6_12", tools: "23727"), 20)
        XCTAssertEqual(try x(width: 400), 16)
        XCTAssertEqual(try x(width: 393, device: "retina6_12", tools: "23727"), 16)
    }

    /// A slider pinned 8 from the root's leading edge and 10 from its top,
    /// and a view 8 below it.
    func testSliderIsDrawnOutsideItsAlignmentRectangle() throws {
        func frames(_ tools: String) throws -> (SceneRect?, SceneRect?) {
            let result = try IBDocumentTests.scene(IBDocumentTests.xib("""
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="6" y="10" width="104" height="31"/>
                    </slider>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="8" y="48" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                    <constraint firstItem="s" firstAttribute="width" constant="100" id="w"/>
                    <constraint firstItem="v" firstAttribute="top" secondItem="s" secondAttribute="bottom" constant="8" id="g"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="vl"/>
                    <constraint firstItem="v" firstAttribute="width" constant="10" id="vw"/>
                    <constraint firstItem="v" firstAttribute="height" constant="10" id="vh"/>
                </constraints>
            """, tools: tools)).2
            return (result.frame("s"), result.frame("v"))
        }
        let (slider, below) = try frames("14490.70")
        XCTAssertEqual(slider, SceneRect(x: 6, y: 10, width: 104, height: 31), "2 pt each side, 1 below a 30-high rectangle")
        XCTAssertEqual(below, SceneRect(x: 8, y: 48, width: 10, height: 10))
        XCTAssertEqual(try frames("24765").0?.x, 8, "Xcode 26's slider fills its frame")
    }

    /// A controller saved at the height of iOS 13's page sheet on the
    /// 896-point phone (842: the screen less the 44-point notch and 10) has
    /// no notch above it (corona-warn-app's ExposureDetectionViewController,
    /// element's RoomContextPreviewViewController); one of the screen's
    /// height has.
    func testPageSheetControllerHasNoTopSafeArea() throws {
        func scene(_ id: String, height: Int) -> String {
            Self.controllerScene(id).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="\#(height)""#)
        }
        let frames = try Self.storyboardFrames(scene("sheet", height: 842) + scene("full", height: 896) + scene("other", height: 840),
                                               tools: "17701", device: "retina6_1")
        XCTAssertEqual(frames["sheet"]?.y, 0)
        XCTAssertEqual(frames["full"]?.y, 44)
        XCTAssertEqual(frames["other"]?.y, 44, "another height is no page sheet")
    }

    /// A xib whose freeform top-level view `root` (`width` × `height`, with a
    /// safe area) holds `a`, saved at `a`, pinned by `pins` (top, bottom,
    /// leading, trailing); `before` goes ahead of it, `extra` into it.
    /// A xib's File's Owner whose view is the top-level view `root`.
    static let ownersView = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="root" id="o"/></connections></placeholder>"#

    static func freeformXib(width: Int, height: Int, a: String, pins: [String], extra: String = "", before: String = "",
                            device: String, tools: String) -> [UInt8] {
        let edges = zip(["top", "bottom", "leading", "trailing"], pins).map { edge, target in
            #"<constraint firstItem="a" firstAttribute="\#(edge)" secondItem="\#(target)" id="\#(edge)"/>"#
        }.joined(separator: "\n")
        return IBDocumentTests.objects("""
                \(before)
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" \(a)/></view>
                    </subviews>
                    <constraints>
                        \(edges)
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    \(extra)
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """, device: device, tools: tools)
    }

    /// A freeform top-level view of a xib with a safe area, `width` × 154,
    /// whose view `a` is pinned to its margins.
    func testFreeformXibViewOnANotchedDeviceIsUnderTheNotch() throws {
        func frame(width: Int, device: String = "retina6_1") throws -> SceneRect? {
            let bytes = Self.freeformXib(width: width, height: 154, a: #"x="20" y="44" width="\#(width - 40)" height="76""#,
                                         pins: [#"root" secondAttribute="topMargin"#, #"root" secondAttribute="bottomMargin"#,
                                                #"root" secondAttribute="leadingMargin"#, #"root" secondAttribute="trailingMargin"#],
                                         device: device, tools: "17156")
            return try IBDocumentTests.scene(bytes).2.frame("a")
        }
        XCTAssertEqual(try frame(width: 600), SceneRect(x: 20, y: 44, width: 560, height: 76), "wider than the device: notch and home indicator")
        XCTAssertEqual(try frame(width: 300), SceneRect(x: 16, y: 44, width: 268, height: 110), "narrower: the notch only")
        XCTAssertEqual(try frame(width: 414), SceneRect(x: 20, y: 44, width: 374, height: 110), "as wide, not as tall: the notch only")
        XCTAssertEqual(try frame(width: 300, device: "retina4_7")?.y, 0, "no notch, no inset")
    }

    /// A freeform top-level view of a xib as wide as its notched phone has
    /// the home indicator below it in documents of Xcode 15 and later
    /// (delta's FollowUsFooterView, osmand's OAInfoBottomView, entourage's
    /// MJNavBackView), none in Xcode 14's (tinode's SendMessageBar).
    func testXibViewAsWideAsTheNotchedPhoneHasTheHomeIndicatorFromXcode15() throws {
        func bottom(tools: String) throws -> Double? {
            let bytes = Self.freeformXib(width: 414, height: 300, a: #"x="0" y="48" width="414" height="218""#,
                                         pins: [#"safe" secondAttribute="top"#, #"safe" secondAttribute="bottom"#,
                                                #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                         device: "retina6_1", tools: tools)
            return try IBDocumentTests.scene(bytes).2.frame("a").map { $0.y + $0.height }
        }
        XCTAssertEqual(try bottom(tools: "21507"), 300, "Xcode 14: no home indicator")
        XCTAssertEqual(try bottom(tools: "22505"), 266, "Xcode 15: the home indicator's 34")
        XCTAssertEqual(try bottom(tools: "32700.99.1234"), 266, "Xcode 15's own numbering")
    }

    /// A xib's top-level view shorter than the notch above it (simplenote's
    /// 34-high SPTagHeaderView on the notched phone): its safe area covers
    /// the view and no more, a guide 0 high at its bottom, not 10 below it.
    func testSafeAreaOfAViewShorterThanTheNotchEndsWithTheView() throws {
        let bytes = Self.freeformXib(width: 300, height: 34, a: #"x="0" y="34" width="300" height="0""#,
                                     pins: [#"safe" secondAttribute="top"#, #"root" secondAttribute="bottom"#,
                                            #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                     device: "retina6_1", tools: "17156")
        let (_, _, result) = try IBDocumentTests.scene(bytes)
        XCTAssertEqual(result.status, .satisfied)
        XCTAssertEqual(result.frame("a"), SceneRect(x: 0, y: 34, width: 300, height: 0))
        let tall = Self.freeformXib(width: 300, height: 154, a: #"x="0" y="44" width="300" height="110""#,
                                    pins: [#"safe" secondAttribute="top"#, #"root" secondAttribute="bottom"#,
                                           #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                    device: "retina6_1", tools: "17156")
        XCTAssertEqual(try IBDocumentTests.scene(tall).2.frame("a")?.y, 44, "a taller view keeps the whole notch")
        // Shorter than the notch and the home indicator together, it keeps
        // the indicator's inset whole: entourage's 68-high MJNavBackView of
        // Xcode 15 ends its bars 34 above its bottom, not 20.
        let both = Self.freeformXib(width: 414, height: 68, a: #"x="0" y="0" width="414" height="34""#,
                                    pins: [#"root" secondAttribute="top"#, #"safe" secondAttribute="bottom"#,
                                           #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                    device: "retina6_1", tools: "23504")
        XCTAssertEqual(try IBDocumentTests.scene(both).2.frame("a"), SceneRect(x: 0, y: 0, width: 414, height: 34))
    }

    /// A controller's view of freeform size shorter than its notched phone
    /// has no home indicator below it before Xcode 14: nhs-covid's ErrorView
    /// (a File's Owner's view, 414 × 199) and Drawer (a storyboard's
    /// `freeformSize`, 414 × 400); pocket-casts' SleepTimerViewController of
    /// Xcode 15 keeps it.
    func testShortFreeformControllerViewHasNoHomeIndicatorBeforeXcode14() throws {
        func xibBottom(tools: String) throws -> Double? {
            let bytes = Self.freeformXib(width: 414, height: 199, a: #"x="0" y="44" width="414" height="155""#,
                                         pins: [#"safe" secondAttribute="top"#, #"safe" secondAttribute="bottom"#,
                                                #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                         before: Self.ownersView, device: "retina6_1", tools: tools)
            return try IBDocumentTests.scene(bytes).2.frame("a").map { $0.y + $0.height }
        }
        XCTAssertEqual(try xibBottom(tools: "16096"), 199)
        XCTAssertEqual(try xibBottom(tools: "22505"), 165, "Xcode 15: the home indicator's 34 below")
        let drawer = Self.controllerScene("drawer", edge: "bottom")
            .replacingOccurrences(of: #"height="667""#, with: #"height="400""#)
            .replacingOccurrences(of: "</viewController>", with: #"<size key="freeformSize" width="375" height="400"/></viewController>"#)
        let frames = try Self.storyboardFrames(drawer + Self.controllerScene("screen", edge: "bottom").replacingOccurrences(of: #"height="667""#, with: #"height="896""#),
                                               tools: "16096", device: "retina6_1")
        XCTAssertEqual(frames["drawer"].map { $0.y + $0.height }, 400)
        XCTAssertEqual(frames["screen"].map { $0.y + $0.height }, 862, "a screen-high controller keeps it")
    }

    /// A storyboard controller's view of no freeform size saved shorter than
    /// its notched phone has no home indicator below it from Xcode 13
    /// (adguard's MainPageController, 725 high on the 896-point phone;
    /// element's, habitica's and green's); Xcode 12 kept it (erouska's
    /// Active, 842 high), and so does a view short only by the opaque bar
    /// above it (provenance's PVGameLibraryViewController).
    func testShortControllerViewHasNoHomeIndicatorFromXcode13() throws {
        func bottom(height: Int, tools: String, opaqueBar: Bool = false) throws -> Double? {
            var scene = Self.controllerScene("short", edge: "bottom")
                .replacingOccurrences(of: #"height="667""#, with: #"height="\#(height)""#)
            if opaqueBar {
                scene = scene.replacingOccurrences(of: "</viewController>", with:
                    #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/></viewController>"#)
            }
            return try Self.storyboardFrames(scene, tools: tools, device: "retina6_1")["short"].map { $0.y + $0.height }
        }
        XCTAssertEqual(try bottom(height: 725, tools: "19150"), 725, "Xcode 13: none below a short view")
        XCTAssertEqual(try bottom(height: 725, tools: "17701"), 691, "Xcode 12: the home indicator's 34")
        XCTAssertEqual(try bottom(height: 896, tools: "19150"), 862, "a screen-high view keeps it")
        XCTAssertEqual(try bottom(height: 808, tools: "19150", opaqueBar: true), 774, "short only by an opaque bar above")
    }

    /// A storyboard controller's view saved at the height of a screen
    /// without a notch less its status bar starts below the bar: no status
    /// bar above its safe area (octopod's PingPongHistoryViewController and
    /// habitica's SplitSocialViewController, 647 high on the 667-point
    /// phone; inaturalist's AddCommentViewController, 716 on the 736-point one).
    func testControllerSavedBelowTheStatusBarIsNotUnderIt() throws {
        func top(height: Int) throws -> Double? {
            let scene = Self.controllerScene("below")
                .replacingOccurrences(of: #"height="667""#, with: #"height="\#(height)""#)
            return try Self.storyboardFrames(scene, tools: "22505")["below"]?.y
        }
        XCTAssertEqual(try top(height: 647), 0, "saved below the status bar")
        XCTAssertEqual(try top(height: 667), 20, "a screen-high view is under it")
    }

    /// A xib's top-level view that is no File's Owner's view is laid out
    /// below the status bar of a device without a notch only where Xcode
    /// draws the bar over it: in Xcode 10 over a view taller than 400
    /// points, as wide as the device or not, whatever its own simulated
    /// status bar says (rocket-chat's 295 × 496 ReactorListView, coding's
    /// launch screen; against rocket-chat's, habitica's, inaturalist's and
    /// stepik's device-wide views 55 to 159 high); from Xcode 14.3 over
    /// every one (duckduckgo's and nextcloud-talk's freeform views).
    func testXibViewsAreUnderTheStatusBarByToolsAndHeight() throws {
        func top(width: Int, height: Int, tools: String, nilStatusBar: Bool = false, ownersView: Bool = false) throws -> Double? {
            let bytes = Self.freeformXib(width: width, height: height, a: #"x="0" y="0" width="\#(width)" height="\#(height - 20)""#,
                                         pins: [#"safe" secondAttribute="top"#, #"root" secondAttribute="bottom"#,
                                                #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                         extra: nilStatusBar ? #"<nil key="simulatedStatusBarMetrics"/>"# : "",
                                         before: ownersView ? Self.ownersView : "", device: "retina4_7", tools: tools)
            return try IBDocumentTests.scene(bytes).2.frame("a")?.y
        }
        XCTAssertEqual(try top(width: 375, height: 159, tools: "13771"), 0, "Xcode 10: device-wide but short, no bar")
        XCTAssertEqual(try top(width: 375, height: 570, tools: "14460.31"), 20, "Xcode 10: device-wide and tall")
        XCTAssertEqual(try top(width: 295, height: 496, tools: "14113"), 20, "Xcode 10: narrower and tall")
        XCTAssertEqual(try top(width: 477, height: 351, tools: "14113"), 0, "Xcode 10: wider but short")
        XCTAssertEqual(try top(width: 480, height: 888, tools: "13771", nilStatusBar: true), 20, "its own status bar set to none")
        XCTAssertEqual(try top(width: 375, height: 204, tools: "14460.31", nilStatusBar: true, ownersView: true), 20,
                       "a controller's view keeps the bar")
        XCTAssertEqual(try top(width: 465, height: 154, tools: "22505"), 20, "Xcode 15: every view")
        XCTAssertEqual(try top(width: 350, height: 350, tools: "17156"), 0, "Xcode 12: no status bar")
    }

    /// From Xcode 14.3 a xib's collection cell is under the status bar of a
    /// device without a notch too (catty's 80-point
    /// LibrarySoundCollectionViewCell), a table cell is not (nextcloud-talk's
    /// RoomTableViewCell, osmand's OAWebViewCell).
    func testXibCollectionCellIsUnderTheStatusBarFromXcode14_3() throws {
        func top(_ cell: String, content: String) throws -> Double? {
            let bytes = IBDocumentTests.objects("""
                    <\(cell) contentMode="center" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                        <\(content) key="contentView" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="15" y="20" width="50" height="50"/></view>
                            </subviews>
                        </\(content)>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="l"/>
                            <constraint firstItem="a" firstAttribute="width" constant="50" id="w"/>
                            <constraint firstItem="a" firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </\(cell)>
            """, device: "retina4_7", tools: "21701")
            return try IBDocumentTests.scene(bytes).2.frame("a")?.y
        }
        XCTAssertEqual(try top("collectionViewCell", content: "view"), 20)
        XCTAssertEqual(try top("tableViewCell", content: "tableViewCellContentView"), 0)
    }

    /// A File's Owner's view with a simulated navigation bar written on it
    /// is laid out under that bar, as a storyboard's controller is: 44 lower
    /// without a status bar (Xcode 11), at the view's top below an opaque bar
    /// (onionbrowser's BookmarksViewController, pocket-casts'
    /// PlaylistViewController and ProfileViewController).
    func testXibControllerViewHasItsSimulatedNavigationBar() throws {
        func top(bar: String) throws -> Double? {
            let bytes = Self.freeformXib(width: 320, height: 568, a: #"x="0" y="44" width="320" height="524""#,
                                         pins: [#"safe" secondAttribute="top"#, #"root" secondAttribute="bottom"#,
                                                #"root" secondAttribute="leading"#, #"root" secondAttribute="trailing"#],
                                         extra: bar, before: Self.ownersView, device: "retina4_0", tools: "15705")
            return try IBDocumentTests.scene(bytes).2.frame("a")?.y
        }
        XCTAssertEqual(try top(bar: ""), 0, "no bar written, none drawn")
        XCTAssertEqual(try top(bar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#), 44)
        XCTAssertEqual(try top(bar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#), 0,
                       "an opaque bar: the view starts below it")
    }

    /// A segmented control pinned 10 from the root's top, 28 high by a
    /// constraint (or, unconstrained, as high as its saved frame shows), and
    /// a view 8 below it.
    func testSegmentedControlIsDrawnOnePointBelowItsAlignmentRectangle() throws {
        func frames(height: String) throws -> (SceneRect?, SceneRect?) {
            let result = try IBDocumentTests.scene(IBDocumentTests.xib("""
                <subviews>
                    <segmentedControl opaque="NO" contentMode="left" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="8" y="10" width="100" height="32"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="8" y="49" width="10" height="10"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                    <constraint firstItem="s" firstAttribute="width" constant="100" id="w"/>
                    \(height)
                    <constraint firstItem="v" firstAttribute="top" secondItem="s" secondAttribute="bottom" constant="8" id="g"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="vl"/>
                    <constraint firstItem="v" firstAttribute="width" constant="10" id="vw"/>
                    <constraint firstItem="v" firstAttribute="height" constant="10" id="vh"/>
                </constraints>
            """, tools: "22505")).2
            return (result.frame("s"), result.frame("v"))
        }
        let (fixed, belowFixed) = try frames(height: #"<constraint firstItem="s" firstAttribute="height" constant="28" id="h"/>"#)
        XCTAssertEqual(fixed, SceneRect(x: 8, y: 10, width: 100, height: 29), "a 28-high rectangle drawn 29 high")
        XCTAssertEqual(belowFixed?.y, 46, "views follow the alignment rectangle, not the drawing")
        let (measured, belowMeasured) = try frames(height: "")
        XCTAssertEqual(measured, SceneRect(x: 8, y: 10, width: 100, height: 32), "the saved 32 is 31 plus the point below")
        XCTAssertEqual(belowMeasured?.y, 49)
    }

    func testSizeClassScenesAreNotMisplacedAgainstTheDefaultFrames() throws {
        let imported = try IBImporter().read(IBDocumentTests.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="w">
                    <variation key="heightClass=compact" constant="40"/>
                </constraint>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            </constraints>
        """), source: "t.xib")
        XCTAssertEqual(imported.scenes.map(\.sizeClass), [nil, "heightClass=compact"])
        for scene in imported.scenes {
            let result = SceneSolver.solve(try XCTUnwrap(scene.document), options: SolveOptions())
            XCTAssertEqual(result.frame("a")?.width, scene.sizeClass == nil ? 10 : 40)
            XCTAssertTrue(scene.findings(result).filter { $0.kind == "misplaced" }.isEmpty, "\(scene.name)")
        }
    }

    func testPlaceholderConstraintsLeaveTheViewAmbiguousAndAreNamed() throws {
        let (_, scene, result) = try IBDocumentTests.scene(IBDocumentTests.box("""
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                <constraint firstItem="a" firstAttribute="width" constant="50" placeholder="YES" id="pw"/>
                <constraint firstItem="a" firstAttribute="height" constant="25" id="h"/>
        """))
        XCTAssertEqual(result.status, .ambiguous, "a placeholder is removed at build time")
        let ambiguity = try XCTUnwrap(scene.findings(result).first { $0.kind == "ambiguity" })
        XCTAssertTrue(ambiguity.message.hasSuffix("; pw (line 15) is a placeholder constraint, removed at build time"), ambiguity.message)
    }

    /// A controller under a simulated opaque navigation bar, its view saved
    /// 64 down and as high as the 375 × 667 screen.
    static var belowOpaqueBar: String {
        controllerScene("vc", extra: "")
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="64" width="375" height="667"/>"#)
            .replacingOccurrences(of: "</viewController>", with: """
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                </viewController>
                """)
    }

    /// Below an opaque navigation bar the controller's view starts under the
    /// bar and ends at the screen's bottom, whatever height was saved.
    func testOpaqueNavigationBarLaysTheViewOutBelowIt() throws {
        let imported = try IBImporter().read(IBDocumentTests.storyboard(Self.belowOpaqueBar), source: "test.storyboard")
        let document = try XCTUnwrap(imported.scenes.first?.document)
        XCTAssertEqual(document.size.height, 603)
        let result = SceneSolver.solve(document, options: SolveOptions())
        XCTAssertEqual(result.frame("a-vc")?.y, 0, "the safe area starts at the view's top, under the bar")
    }

    /// Xcode 8 and older write no `<device>`: the design screen is the one
    /// the document's default simulated metrics name, so the rules of the
    /// device hold there too (here the opaque bar's, as in rxswift's
    /// Calculator, saved 64 down and 667 high on the 375 × 667 phone).
    func testDocumentWithoutDeviceTakesItsSimulatedDestination() throws {
        let withDevice = String(decoding: IBDocumentTests.storyboard(Self.belowOpaqueBar, tools: "11542"), as: UTF8.self)
        let metrics = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
        </document>
        """
        let xcode8 = withDevice.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
            .replacingOccurrences(of: "</document>", with: metrics)
        XCTAssertFalse(xcode8.contains("<device"))
        let imported = try IBImporter().read(Array(xcode8.utf8), source: "test.storyboard")
        XCTAssertEqual(imported.designDevice, "retina4_7")
        let document = try XCTUnwrap(imported.scenes.first?.document)
        XCTAssertEqual(document.size.height, 603, "below the opaque bar the view ends at the screen's bottom")
        XCTAssertEqual(SceneSolver.solve(document, options: SolveOptions()).frame("a-vc")?.y, 0)
        // Xcode 6 and 7 name the 4-inch phone `retina4`.
        let legacy = xcode8.replacingOccurrences(of: #"type="retina4_7.fullscreen""#, with: #"type="retina4""#)
        XCTAssertEqual(try IBImporter().read(Array(legacy.utf8), source: "test.storyboard").designDevice, "retina4_0")
    }

    /// With no size taken from the saved frame, a label's text is measured
    /// at its Dynamic Type style's size: a footnote line is 16 tall, not
    /// the 20.5 of 17-point body text.
    func testTextStyleSetsTheMeasuredSize() throws {
        func height(_ font: String) throws -> Double? {
            try measuredHeight("l", of: """
                <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="8" y="8" width="30" height="16"/>\(font)</label>
                """)
        }
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#), 16)
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#), 20.5)
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#), 16)
    }

    /// With no size taken from the saved frame, a legacy button measures
    /// its title's line, rounded up to a whole point, and 6 points above
    /// and below: 30 at 15 pt, 33 at 17, 29 at 14, not the text's 18.
    func testLegacyButtonPadsItsTitle() throws {
        func height(_ inside: String) throws -> Double? {
            try measuredHeight("b", of: """
                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="8" y="8" width="46" height="40"/>\(inside)</button>
                """)
        }
        let title = #"<state key="normal" title="Button"/>"#
        XCTAssertEqual(try height(title), 30, "no font written: the system font at 15 pt")
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"# + title), 33)
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>"# + title), 29)
        XCTAssertEqual(try height(#"<fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>"# + title), 32)
    }

    /// The height of `id`, the one subview given, pinned at its top-left
    /// corner only and with no size taken from its saved frame: what it
    /// measures.
    private func measuredHeight(_ id: String, of subview: String) throws -> Double? {
        let pins = ["leading", "top"].map {
            #"<constraint firstItem="\#(id)" firstAttribute="\#($0)" secondItem="root" secondAttribute="\#($0)" constant="8" id="\#($0)"/>"#
        }
        let bytes = IBDocumentTests.xib("<subviews>\(subview)</subviews><constraints>\(pins.joined())</constraints>")
        var importer = IBImporter()
        importer.sizesFromSavedFrames = false
        let document = try XCTUnwrap(importer.read(bytes, source: "test.xib").scenes.first?.document)
        return SceneSolver.solve(document, options: SolveOptions()).frame(id)?.height
    }

    /// Xcode writes the intrinsic size it measured for each view of a
    /// designable class in the document's `<designables>`. A view with no
    /// other witness of its size (a custom class, a frame flagged ambiguous)
    /// is laid out with it; -1 is no intrinsic size on that axis
    /// (docs/importers.md, "Designable views").
    func testDesignablesGiveTheIntrinsicSizeXcodeMeasured() throws {
        func pin(_ id: String, _ x: Int, _ y: Int) -> String {
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\#(x)" id="\#(id)l"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(y)" id="\#(id)t"/>"#
        }
        let xib = String(decoding: IBDocumentTests.xib("""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="d" customClass="Badge">
                        <rect key="frame" x="10" y="10" width="60" height="20"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="w" customClass="Rule">
                        <rect key="frame" x="10" y="50" width="80" height="12"/>
                    </view>
                    <label opaque="NO" ambiguous="YES" text="A much longer title" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                        <rect key="frame" x="100" y="10" width="40" height="10"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>\(pin("d", 10, 10))\(pin("w", 10, 50))\(pin("t", 100, 10))</constraints>
        """), as: UTF8.self)
        let designables = """
            <designables>
                <designable name="d"><size key="intrinsicContentSize" width="60" height="20"/></designable>
                <designable name="w"><size key="intrinsicContentSize" width="-1" height="12"/></designable>
                <designable name="t"><size key="intrinsicContentSize" width="41.5" height="20.5"/></designable>
            </designables>
            </document>
            """
        let bytes = Array(xib.replacingOccurrences(of: "</document>", with: designables).utf8)
        let (_, _, result) = try IBDocumentTests.scene(bytes)
        XCTAssertEqual(result.frame("d"), SceneRect(x: 10, y: 10, width: 60, height: 20), "a custom class sized as Xcode measured it")
        XCTAssertEqual(result.frame("t"), SceneRect(x: 100, y: 10, width: 41.5, height: 20.5), "not the text estimated from its font")
        let ambiguous = Set(result.diagnostics.compactMap(\.ambiguity).map { "\($0.view) \($0.axis.rawValue)" })
        XCTAssertEqual(ambiguous, ["w horizontal"], "-1: no intrinsic width, so nothing sizes w across")
    }

    /// A full-screen scroll view on the notched 6.1-inch phone whose content
    /// `c` is `height` high, with `a` on the content's top margin.
    static func scrollUnderTheNotch(contentHeight height: Double, behavior: String = "") -> [UInt8] {
        let adjustment = behavior.isEmpty ? "" : #" contentInsetAdjustmentBehavior="\#(behavior)""#
        // (first, attribute, second, its attribute, constant), each a required constraint.
        let pins: [(String, String, String?, String?, Double)] = [
            ("a", "top", "c", "topMargin", 0), ("a", "leading", "c", "leading", 0), ("a", "width", nil, nil, 10),
            ("a", "height", nil, nil, 10), ("c", "top", "s", "top", 0), ("c", "leading", "s", "leading", 0),
            ("c", "trailing", "s", "trailing", 0), ("c", "bottom", "s", "bottom", 0), ("c", "width", "s", "width", 0),
            ("c", "height", nil, nil, height), ("s", "top", "root", "top", 0), ("s", "leading", "root", "leading", 0),
            ("s", "trailing", "root", "trailing", 0), ("s", "bottom", "root", "bottom", 0),
        ]
        let constraints = pins.enumerated().map { n, pin in
            let second = pin.2.map { #" secondItem="\#($0)" secondAttribute="\#(pin.3 ?? "")""# } ?? ""
            return #"<constraint firstItem="\#(pin.0)" firstAttribute="\#(pin.1)"\#(second) constant="\#(pin.4)" id="k\#(n)"/>"#
        }.joined(separator: "\n")
        return IBDocumentTests.storyboard("""
                <scene sceneID="s-vc">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s"\(adjustment)>
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                                <subviews>
                                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="8" width="10" height="10"/></view>
                                                </subviews>
                                            </view>
                                        </subviews>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="g"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """, device: "retina6_1", tools: "17701")
    }

    /// Content taller than its scroll view gets no safe area above or below
    /// (the adjusted content inset takes it: corona-warn-app's
    /// TraceLocationConfiguration, nhs-covid's Status); content that fits
    /// keeps it (nhs-covid's Advice and WorkplaceGuidance), as does any
    /// under `contentInsetAdjustmentBehavior="never"`.
    func testScrollingContentGetsNoVerticalSafeArea() throws {
        let (_, _, scrolling) = try IBDocumentTests.scene(Self.scrollUnderTheNotch(contentHeight: 1200))
        XCTAssertEqual(scrolling.frame("a")?.y, 8, "\(scrolling.diagnostics)")
        let (_, _, fitting) = try IBDocumentTests.scene(Self.scrollUnderTheNotch(contentHeight: 896))
        XCTAssertEqual(fitting.frame("a")?.y, 52, "the notch's 44 above the default 8")
        let (_, _, never) = try IBDocumentTests.scene(Self.scrollUnderTheNotch(contentHeight: 1200, behavior: "never"))
        XCTAssertEqual(never.frame("a")?.y, 52)
    }

    /// With no keyboard on screen, the keyboard layout guide's top is the
    /// bottom of the safe area (KeePassium's DatabaseCreatorVC and
    /// PasscodeInputVC: a scroll view pinned to it saved 568 high on the
    /// 568-point phone, 862 on the 896-point one, 34 above its bottom).
    func testKeyboardLayoutGuideTopIsTheSafeAreasBottom() throws {
        func height(device: String, width: Int, height: Int) throws -> Double? {
            let scene = Self.controllerScene("kb", edge: "bottom")
                .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#)
                .replacingOccurrences(of: #"secondItem="g-kb" secondAttribute="bottom""#, with: #"secondItem="k-kb" secondAttribute="top""#)
                .replacingOccurrences(of: #"<constraint firstItem="a-kb" firstAttribute="height" constant="10" id="h-kb"/>"#,
                                      with: #"<constraint firstItem="a-kb" firstAttribute="top" secondItem="root-kb" secondAttribute="top" id="h-kb"/>"#)
                .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="g-kb"/>"#,
                                      with: #"<viewLayoutGuide key="safeArea" id="g-kb"/><keyboardLayoutGuide key="keyboard" id="k-kb"/>"#)
            return try Self.storyboardFrames(scene, tools: "23504", device: device)["kb"]?.height
        }
        XCTAssertEqual(try height(device: "retina4_0", width: 320, height: 568), 568)
        XCTAssertEqual(try height(device: "retina6_1", width: 414, height: 896), 862, "above the home indicator's 34")
    }

    /// A view with no text has its first baseline at its top, as UIKit's
    /// baseline offsets of 0 put it (stepik's CodeEditorPreviewView, a plain
    /// view saved 20 below a label's baseline; keepassium's
    /// DatabaseKeyChangerVC, an asset image saved with its top on a label's
    /// baseline); a symbol image keeps its bottom there, as before.
    func testFirstBaselineOfAViewWithoutTextIsItsTop() throws {
        // Each view 20 × 30 at the root's leading edge, its first baseline on
        // the label's (20 below it for `a`).
        func view(_ tag: String, _ id: String, _ extra: String) -> String {
            """
                    <\(tag) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="0" width="20" height="30"/>\(extra)
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="\(id)w"/>
                            <constraint firstAttribute="height" constant="30" id="\(id)h"/>
                        </constraints>
                    </\(tag)>
            """
        }
        let views = [("view", "a", 20, ""), ("imageView", "i", 0, ""),
                     ("imageView", "s", 0, #"<imageReference key="image" image="person" catalog="system"/>"#)]
        let placed = views.map { _, id, below, _ in
            """
                <constraint firstItem="\(id)" firstAttribute="firstBaseline" secondItem="l" secondAttribute="firstBaseline" constant="\(below)" id="\(id)b"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)x"/>
            """
        }
        let (_, _, result) = try IBDocumentTests.scene(IBDocumentTests.xib("""
            <subviews>
                <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="8" y="16" width="60" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
        \(views.map { view($0.0, $0.1, $0.3) }.joined(separator: "\n"))
            </subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="x"/>
        \(placed.joined(separator: "\n"))
            </constraints>
        """))
        let baseline = 16 + IBViewClass.baselines(height: 20.5, pointSize: 17, centred: false).first
        XCTAssertEqual(try XCTUnwrap(result.frame("a")?.y), baseline + 20, accuracy: 0.001, "\(result.diagnostics)")
        XCTAssertEqual(try XCTUnwrap(result.frame("i")?.y), baseline, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(result.frame("s")?.y), baseline - 30, accuracy: 0.001, "a symbol's own baseline is not modelled")
    }

    /// A 44-high top-level cell whose content view holds `a`, `height` high,
    /// 8 from its top and bottom: its constraints make it `height` + 16.
    static func chainCell(height: Double, contentAmbiguous: Bool = false) -> [UInt8] {
        let xml = cellXML(width: 320, contentWidth: 320, content: """
                            <constraints>
                                <constraint firstItem="a" firstAttribute="height" constant="\(height)" id="h"/>
                                <constraint firstItem="a" firstAttribute="width" constant="304" id="w"/>
                                <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t"/>
                                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="8" id="b"/>
                                <constraint firstItem="a" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="x"/>
                            </constraints>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="8" y="8" width="304" height="\(height)"/></view>
                            </subviews>
        """)
        return IBDocumentTests.objects(contentAmbiguous ? xml.replacingOccurrences(of: #"id="content""#, with: #"ambiguous="YES" id="content""#) : xml)
    }

    /// A table view controller whose table (`dataMode`, 200 high) holds a
    /// cell from y 0 to 100 and one from 150 to 250, each with a view
    /// `a1`/`a2` pinned 5 inside its content view (`a2` without its
    /// bottom when `loose`: no height then).
    static func staticTable(dataMode: String, loose: Bool = false) -> String {
        func cell(_ n: Int, y: Double) -> String {
            """
                                    <tableViewCell rowHeight="100" id="c\(n)">
                                        <rect key="frame" x="0.0" y="\(y)" width="375" height="100"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="c\(n)" id="content\(n)">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a\(n)"><rect key="frame" x="5" y="5" width="365" height="90"/></view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="a\(n)" firstAttribute="top" secondItem="content\(n)" secondAttribute="top" constant="5" id="t\(n)"/>
                                                <constraint firstItem="a\(n)" firstAttribute="leading" secondItem="content\(n)" secondAttribute="leading" constant="5" id="l\(n)"/>
                                                \(loose && n == 2 ? "" : #"<constraint firstAttribute="bottom" secondItem="a\#(n)" secondAttribute="bottom" constant="5" id="b\#(n)"/>"#)
                                                <constraint firstAttribute="trailing" secondItem="a\(n)" secondAttribute="trailing" constant="5" id="r\(n)"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """
        }
        return """
                    <scene sceneID="s">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" dataMode="\(dataMode)" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                    <sections>
                                        <tableViewSection id="sec">
                                            <cells>
            \(cell(1, y: 0))
            \(cell(2, y: 150))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """
    }

    /// Xcode 26 flags the views of a static table's cells that end below
    /// the table's bottom (gomap, iqkeyboardmanager, netnewswire), where its
    /// canvas lays no cell out; older Xcodes and prototype cells do not:
    /// reported as Xcode reports it, with the frames the constraints give.
    func testViewsOfStaticCellsBelowTheTableAreAmbiguousInXcode26() throws {
        func scene(_ dataMode: String, tools: String, loose: Bool = false) throws -> (IBScene, SceneResult) {
            let bytes = IBDocumentTests.storyboard(Self.staticTable(dataMode: dataMode, loose: loose), device: "retina4_7", tools: tools)
            let scene = try XCTUnwrap(try IBImporter().read(bytes, source: "test.storyboard").scenes.first)
            return (scene, SceneSolver.solve(try XCTUnwrap(scene.document), options: SolveOptions()))
        }
        let (below, result) = try scene("static", tools: "24127")
        XCTAssertEqual(below.ambiguousInXcode, ["a2": "c2"], "only the view of the cell past the bottom")
        XCTAssertEqual(below.belowTheTable, ["a2"])
        let findings = below.findings(result).filter { $0.kind == "ambiguity" }
        XCTAssertEqual(findings.count, 1, "\(findings)")
        XCTAssertTrue(findings.first?.message.contains("ends below its static table's bottom") ?? false, "\(findings)")
        XCTAssertEqual(result.frame("a2"), SceneRect(x: 5, y: 5, width: 365, height: 90), "its constraints still place it")
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil }, "the solver finds nothing ambiguous")

        let (loose, looseResult) = try scene("static", tools: "24127", loose: true)
        let looseFindings = loose.findings(looseResult).filter { $0.kind == "ambiguity" }
        XCTAssertEqual(looseFindings.count, 1, "the solver's finding alone: \(looseFindings)")
        XCTAssertFalse(looseFindings.first?.message.contains("Xcode 26") ?? true)

        XCTAssertTrue(try scene("static", tools: "23727").0.ambiguousInXcode.isEmpty, "Xcode 15.3 flags none")
        XCTAssertTrue(try scene("prototypes", tools: "24127").0.ambiguousInXcode.isEmpty, "prototype cells are not flagged so")
    }

    /// Xcode flags the content view of a xib's cell that its required
    /// constraints make shorter than the cell (openfoodfacts, pocket-casts,
    /// element, habitica), not one they make taller (rocket-chat, owncloud):
    /// reported as Xcode reports it, once, with the frames the cell gives.
    func testCellContentShorterThanTheCellIsAmbiguousInXcode() throws {
        let (_, short, shortResult) = try IBDocumentTests.scene(Self.chainCell(height: 20))
        XCTAssertEqual(short.shortCellContent["content"], CellContentHeights(required: 36, saved: 44))
        XCTAssertEqual(short.ambiguousInXcode["content"], "cell")
        let findings = short.findings(shortResult)
        XCTAssertEqual(findings.filter { $0.kind == "ambiguity" }.map(\.line), [7], "\(findings)")
        XCTAssertTrue(findings.contains { $0.message.contains("its constraints make it 36 high") })
        XCTAssertTrue(findings.filter { $0.kind == "misplaced" }.isEmpty, "reported once, as Xcode flags it")

        let (_, tall, tallResult) = try IBDocumentTests.scene(Self.chainCell(height: 30))
        XCTAssertTrue(tall.ambiguousInXcode.isEmpty)
        XCTAssertTrue(tall.findings(tallResult).filter { $0.kind == "ambiguity" }.isEmpty)

        let (_, fits, _) = try IBDocumentTests.scene(Self.chainCell(height: 28))
        XCTAssertTrue(fits.ambiguousInXcode.isEmpty, "a chain as high as the cell")

        let measured = IBFidelity.measure(Self.chainCell(height: 20, contentAmbiguous: true), source: "cell.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.flaggedAmbiguous, 1)
        XCTAssertEqual(measured.tally.ambiguousFound, 1)
        XCTAssertEqual(measured.tally.unflaggedAmbiguous, 0)
    }

    /// A label saved far taller than its text, stretched by a centre at 750
    /// over its hugging of 251 (gomap's DirectionViewController): its
    /// height is its text's, so its compression resistance cannot tie with
    /// that centre; inside a stack view, or of a custom class, the saved
    /// frame stays the witness.
    func testLabelStretchedByItsConstraintsHasItsTextsHeight() throws {
        func solve(_ attributes: String = "", stacked: Bool = false) throws -> SceneResult {
            let label = """
                        <label verticalHuggingPriority="251" text="Point your phone" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="t"\(attributes)>
                            <rect key="frame" x="87.5" y="12" width="200" height="293.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
            """
            let tall = stacked ? """
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                            <rect key="frame" x="87.5" y="12" width="200" height="293.5"/>
                            <subviews>
                \(label)
                            </subviews>
                        </stackView>
            """ : label
            let (_, _, result) = try IBDocumentTests.scene(IBDocumentTests.objects("""
            \(Self.ownersView)
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
            \(tall)
                        <label verticalHuggingPriority="251" text="320" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="170" y="323.5" width="35" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(stacked ? "s" : "t")" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                        <constraint firstItem="\(stacked ? "s" : "t")" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                        <constraint firstItem="v" firstAttribute="top" secondItem="\(stacked ? "s" : "t")" secondAttribute="bottom" constant="18" id="c3"/>
                        <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c4"/>
                        <constraint firstItem="v" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" priority="750" id="c5"/>
                    </constraints>
                </view>
            """))
            return result
        }
        let stretched = try solve()
        XCTAssertEqual(stretched.status, .satisfied, "\(stretched.diagnostics)")
        XCTAssertEqual(try XCTUnwrap(stretched.frame("t")?.height), 333.5 - 10.25 - 18 - 12, accuracy: 0.001)
        XCTAssertEqual(try solve(#" customClass="DesignedLabel""#).status, .ambiguous, "a custom class may draw other text")
        XCTAssertEqual(try solve(stacked: true).status, .ambiguous, "a stack shares its room by its views' sizes")
    }

    /// A one-line label saved far wider than its text beside a switch
    /// (minikeepass's settings rows, saved with 8 on the sides): its width is
    /// its text's, so where the margins leave the row shorter than saved the
    /// label gives way, and its compression resistance cannot tie with the
    /// switch's.
    func testOneLineLabelStretchedByItsConstraintsHasItsTextsWidth() throws {
        func solve(_ attributes: String = "") throws -> SceneResult {
            try IBDocumentTests.scene(IBDocumentTests.objects("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <label horizontalHuggingPriority="251" text="Enabled" translatesAutoresizingMaskIntoConstraints="NO" id="l"\(attributes)>
                            <rect key="frame" x="8" y="12" width="302" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                        <switch horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                            <rect key="frame" x="318" y="6" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="c2"/>
                        <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="l" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
                        <constraint firstItem="s" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c5"/>
                    </constraints>
                </view>
            """)).2
        }
        let stretched = try solve()
        XCTAssertEqual(stretched.status, .satisfied, "\(stretched.diagnostics)")
        XCTAssertEqual(try XCTUnwrap(stretched.frame("l")?.width), 375 - 16 - 16 - 8 - 49, accuracy: 0.001)
        XCTAssertEqual(try solve(#" customClass="DesignedLabel""#).status, .ambiguous, "a custom class may draw other text")
    }

    /// A view at a fixed frame (`fixedFrame="YES"`) that no constraint
    /// places, only its subview's constraints naming it (osmand's
    /// OADownloadMapViewController toolbar): Interface Builder's prototype
    /// constraints hold it where saved. One constraint placing it leaves it
    /// to its constraints.
    func testViewAtAFixedFrameThatNoConstraintPlacesStaysWhereSaved() throws {
        func solve(placed: Bool) throws -> SceneResult {
            try IBDocumentTests.scene(IBDocumentTests.xib("""
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                        <rect key="frame" x="10" y="40" width="150" height="50"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="150" height="1"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="c" firstAttribute="top" secondItem="f" secondAttribute="top" id="c1"/>
                            <constraint firstItem="c" firstAttribute="leading" secondItem="f" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="c" firstAttribute="height" constant="1" id="c4"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    \(placed ? #"<constraint firstItem="f" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p"/>"# : "")
                </constraints>
            """)).2
        }
        let held = try solve(placed: false)
        XCTAssertEqual(held.status, .satisfied, "\(held.diagnostics)")
        XCTAssertEqual(held.frame("f"), SceneRect(x: 10, y: 40, width: 150, height: 50))
        XCTAssertEqual(held.frame("c"), SceneRect(x: 0, y: 0, width: 150, height: 1))
        XCTAssertEqual(try solve(placed: true).status, .ambiguous, "placed by a constraint: no prototype constraints")
    }
}

import XCTest
@testable import LayoutImport
import LayoutScene

/// How UIKit arranges a stack view's views, as Xcode's saved frames show it
/// across apps (`Tests/Corpus/ib/SOURCES.md`), one small document per rule.
final class IBStackViewRuleTests: XCTestCase {
    /// A stack `st` filling the 200 × 100 root, with `attributes` and the
    /// margins element `margins`, arranging `a` (30 × 20) and `b` (40 × 20).
    static func stack(_ attributes: String, margins: String) -> [UInt8] {
        IBDocumentTests.xib("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="st">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0" y="0" width="30" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="aw"/>
                                <constraint firstAttribute="height" priority="250" constant="20" id="ah"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0" y="0" width="40" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" priority="750" constant="40" id="bw"/>
                                <constraint firstAttribute="height" priority="250" constant="20" id="bh"/>
                            </constraints>
                        </view>
                    </subviews>
                    \(margins)
                </stackView>
            </subviews>
            <constraints>
                \(IBDocumentTests.edges("st"))
            </constraints>
        """, tools: "21507")
    }

    /// No document writes `layoutMarginsRelativeArrangement`, yet a stack
    /// with margins of its own has its views saved inside them, with
    /// `layoutMargins` or `directionalLayoutMargins`, whatever the alignment
    /// (41 stacks of corona-warn-app, habitica, nhs-covid and simplenote;
    /// none saved with its views on its edges).
    func testWrittenMarginsInsetTheArrangedViews() throws {
        let directional = #"<directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="20" bottom="30" trailing="16"/>"#
        let (_, _, filled) = try IBDocumentTests.scene(Self.stack("", margins: directional))
        XCTAssertEqual(filled.status, .satisfied, "\(filled.diagnostics)")
        XCTAssertEqual(filled.frame("a"), SceneRect(x: 20, y: 10, width: 30, height: 60))
        XCTAssertEqual(filled.frame("b"), SceneRect(x: 50, y: 10, width: 134, height: 60))

        let insets = #"<edgeInsets key="layoutMargins" top="10" left="20" bottom="30" right="16"/>"#
        let (_, _, centred) = try IBDocumentTests.scene(Self.stack(#"alignment="center""#, margins: insets))
        XCTAssertEqual(centred.status, .satisfied, "\(centred.diagnostics)")
        XCTAssertEqual(centred.frame("a"), SceneRect(x: 20, y: 30, width: 30, height: 20), "centred between the margins")
        XCTAssertEqual(centred.frame("b")?.width, 134)

        let (_, _, plain) = try IBDocumentTests.scene(Self.stack("", margins: ""))
        XCTAssertEqual(plain.frame("a"), SceneRect(x: 0, y: 0, width: 30, height: 100), "no margins of its own: edge to edge")
    }

    /// A view `id` of a fixed `width` × 20, hidden or not, for a stack.
    static func fixed(_ id: String, width: Double, hidden: Bool = false) -> String {
        """
                        <view translatesAutoresizingMaskIntoConstraints="NO"\(hidden ? #" hidden="YES""# : "") id="\(id)">
                            <rect key="frame" x="0" y="0" width="\(width)" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(width)" id="\(id)w"/>
                                <constraint firstAttribute="height" constant="20" id="\(id)h"/>
                            </constraints>
                        </view>
        """
    }

    /// A horizontal stack `st` pinned at the root's top leading corner,
    /// centred across, spaced 10 unless `attributes` say otherwise, arranging
    /// `views`, with the root's `extra` constraints.
    static func row(_ views: [String], attributes: String = #"alignment="center" spacing="10""#, extra: String = "") -> [UInt8] {
        IBDocumentTests.xib("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="st">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
        \(views.joined(separator: "\n"))
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="st" firstAttribute="height" constant="100" id="h"/>
                \(extra)
            </constraints>
        """, tools: "21507")
    }

    /// A view `id` saved `width` × 20, 20 high, with `attributes` and its own
    /// required width `own` if any.
    static func plain(_ id: String, width: Double, own: Double? = nil, attributes: String = "") -> String {
        """
                        <view translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                            <rect key="frame" x="0" y="0" width="\(width)" height="20"/>
                            <constraints>
                                \(own.map { #"<constraint firstAttribute="width" constant="\#($0)" id="\#(id)w"/>"# } ?? "")
                                <constraint firstAttribute="height" constant="20" id="\(id)h"/>
                            </constraints>
                        </view>
        """
    }

    static let proportional = #"alignment="center" distribution="fillProportionally" spacing="10""#

    /// A stack's `axis` and `spacing` written in a `<variation>` hold in
    /// that size class, the default scene's included: vocable's Root
    /// (landscape, `heightClass=compact`, a row Xcode saved 692 × 48) and
    /// EditPhrasesCollectionViewCell, vlc's VideoPlayerControls
    /// (`spacing="4"`). Before, the attribute outside the variation held.
    func testAttributesOfAVariationHoldInItsSizeClass() throws {
        let own = #"<variation key="heightClass=regular-widthClass=compact" axis="horizontal" spacing="10"/>"#
        let (_, _, row) = try IBDocumentTests.scene(Self.stack(#"axis="vertical""#, margins: own))
        XCTAssertEqual(row.frame("a"), SceneRect(x: 0, y: 0, width: 30, height: 100), "the device's size classes: a row")
        XCTAssertEqual(row.frame("b")?.x, 40, "10 apart")
        let other = #"<variation key="widthClass=regular" axis="horizontal" spacing="10"/>"#
        let (imported, _, column) = try IBDocumentTests.scene(Self.stack(#"axis="vertical""#, margins: other))
        XCTAssertEqual(column.frame("b")?.x, 0, "another size class's variation: still a column")
        let regular = try XCTUnwrap(imported.scenes.first { $0.sizeClass == "widthClass=regular" }?.document)
        XCTAssertEqual(SceneSolver.solve(regular, options: SolveOptions()).frame("b")?.x, 40, "a row in that size class")
    }

    /// fillProportionally sizes each view along the axis in proportion to its
    /// intrinsic size, after the spacing; a view with none counts as its own
    /// required size, else its saved frame's size (corona-warn-app, habitica,
    /// loop, openfoodfacts, VLC, Blink: docs/importers.md, "Stack views'
    /// spacing and proportional sizes").
    func testFillProportionallySizesByIntrinsicOwnOrSavedSize() throws {
        let width = #"<constraint firstItem="st" firstAttribute="width" constant="310" id="w"/>"#
        let (_, _, intrinsic) = try IBDocumentTests.scene(Self.row([
            Self.plain("a", width: 10, attributes: #"placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="20""#),
            Self.plain("b", width: 10, attributes: #"placeholderIntrinsicWidth="90" placeholderIntrinsicHeight="20""#),
        ], attributes: Self.proportional, extra: width))
        XCTAssertEqual(intrinsic.status, .satisfied, "\(intrinsic.diagnostics)")
        XCTAssertEqual(intrinsic.frame("a")?.width, 75, "300 of 310 shared 30:90")
        XCTAssertEqual(intrinsic.frame("b"), SceneRect(x: 85, y: 40, width: 225, height: 20))

        let (_, _, saved) = try IBDocumentTests.scene(Self.row([
            Self.plain("a", width: 60), Self.plain("b", width: 120),
        ], attributes: Self.proportional, extra: width))
        XCTAssertEqual(saved.status, .satisfied, "no intrinsic width: the saved widths' ratio, not ambiguous")
        XCTAssertEqual(saved.frame("a")?.width, 100)
        XCTAssertEqual(saved.frame("b")?.width, 200)

        let (_, _, own) = try IBDocumentTests.scene(Self.row([
            Self.plain("a", width: 50, own: 100), Self.plain("b", width: 200),
        ], attributes: Self.proportional))
        XCTAssertEqual(own.status, .satisfied, "\(own.diagnostics)")
        XCTAssertEqual(own.frame("b"), SceneRect(x: 110, y: 40, width: 200, height: 20), "a counts as its own 100, not its saved 50")
    }

    /// `spacingType="standard"` spaces the views 8 apart, as every such stack
    /// saved shows (openfoodfacts, rocket-chat).
    func testStandardSpacingIsEight() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), Self.fixed("b", width: 40),
        ], attributes: #"alignment="center" spacingType="standard""#))
        XCTAssertEqual(result.frame("b")?.x, 38)
    }

    /// A hidden arranged view sits halfway into the gap between the visible
    /// views around it (corona-warn-app, nhs-covid, pocket-casts,
    /// rocket-chat), at the end of the last visible view when several are
    /// visible (corona-warn-app, element, nhs-covid, openfoodfacts), and
    /// centred across as the visible views are.
    func testHiddenArrangedViewsSitWhereTheSavedFramesShow() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), Self.fixed("h", width: 28, hidden: true),
            Self.fixed("b", width: 40), Self.fixed("t", width: 16, hidden: true),
        ]))
        XCTAssertEqual(result.frame("b")?.x, 40, "the hidden view takes no room")
        XCTAssertEqual(result.frame("h"), SceneRect(x: 35, y: 40, width: 28, height: 20))
        XCTAssertEqual(result.frame("t"), SceneRect(x: 80, y: 40, width: 16, height: 20))
    }

    /// Where a hidden arranged view sits yields to the document's required
    /// constraints on it, as Xcode's canvas shows no conflict there either:
    /// owncloud-legacy's Main storyboard (a hidden button 8 past a text
    /// field, line 141, in four scenes) and element's RoomCellContentView
    /// (a hidden view 16 below its stack's top, line 129) were called
    /// conflicting.
    func testHiddenArrangedViewsPositionYieldsToTheDocumentsConstraints() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.row(
            [Self.fixed("a", width: 30), Self.fixed("t", width: 16, hidden: true)],
            extra: #"<constraint firstItem="t" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="k"/>"#
                + #"<constraint firstItem="t" firstAttribute="top" secondItem="st" secondAttribute="top" constant="5" id="k2"/>"#))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("t"), SceneRect(x: 38, y: 5, width: 16, height: 20))
        XCTAssertEqual(result.frame("a")?.x, 0)
    }

    /// Between two visible views of an equal-spacing or equal-centring
    /// stack, a hidden arranged view starts half the spacing past the view
    /// before it, as in a fill stack, however wide the gap: covidsafe's
    /// MainStatisticsHeader (150, spacing 6), green's Home (143.5, spacing
    /// 0, in a gap of 11), osmand's OATopTextView (26, spacing 4).
    func testHiddenViewBetweenVisibleOnesOfAnEqualSpacingStackFollowsTheViewBefore() throws {
        for distribution in ["equalSpacing", "equalCentering"] {
            let (_, _, result) = try IBDocumentTests.scene(Self.row([
                Self.fixed("a", width: 30), Self.fixed("h", width: 28, hidden: true), Self.fixed("b", width: 40),
            ], attributes: #"distribution="\#(distribution)" alignment="center" spacing="6""#,
               extra: #"<constraint firstItem="st" firstAttribute="width" constant="200" id="w"/>"#))
            XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
            XCTAssertEqual(result.frame("b")?.x, 160, distribution)
            XCTAssertEqual(result.frame("h"), SceneRect(x: 33, y: 40, width: 28, height: 20), distribution)
        }
    }

    /// Beside the one visible view of a row that does not fill across, a
    /// hidden arranged view sits outside it, as beside several: after it at
    /// its end, before it ending at the leading edge (green's PolicyCell,
    /// ReEnable2faAccountCell and WalletListCell, pocket-casts' EpisodeCell:
    /// all 7 such views saved so). A vertical stack keeps it at the leading
    /// edge (habitica's Main), as does a row that fills across
    /// (`testHiddenArrangedViewSpansAFillStackAcross`).
    func testHiddenViewBesideTheOnlyVisibleOneOfACentredRowSitsOutsideIt() throws {
        let (_, _, after) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), Self.fixed("t", width: 16, hidden: true),
        ]))
        XCTAssertEqual(after.frame("t"), SceneRect(x: 30, y: 40, width: 16, height: 20))
        let (_, _, before) = try IBDocumentTests.scene(Self.row([Self.fixed("h", width: 28, hidden: true), Self.fixed("a", width: 30)]))
        XCTAssertEqual(before.frame("h"), SceneRect(x: -28, y: 40, width: 28, height: 20))
        XCTAssertEqual(before.frame("a")?.x, 0)
        let (_, _, column) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), Self.fixed("t", width: 16, hidden: true),
        ], attributes: #"axis="vertical" alignment="center" spacing="10""#))
        XCTAssertEqual(column.frame("t")?.y, 0, "a column keeps it at its leading edge")
    }

    /// In a fill stack a hidden arranged view spans the stack across, as the
    /// visible views do: 77 of 78 such views are saved as wide (or high) as
    /// their stack (corona-warn-app, element, nhs-covid, openfoodfacts and
    /// more; held back covidsafe, habitica, pocket-casts, vlc); before,
    /// nothing sized one across unless it did so itself.
    func testHiddenArrangedViewSpansAFillStackAcross() throws {
        func sized(_ id: String, width: Double, hidden: Bool) -> String {
            """
                        <view translatesAutoresizingMaskIntoConstraints="NO"\(hidden ? #" hidden="YES""# : "") id="\(id)">
                            <rect key="frame" x="0" y="0" width="\(width)" height="100"/>
                            <constraints><constraint firstAttribute="width" constant="\(width)" id="\(id)w"/></constraints>
                        </view>
            """
        }
        let (_, _, result) = try IBDocumentTests.scene(Self.row([
            sized("a", width: 30, hidden: false), sized("h", width: 28, hidden: true),
        ], attributes: #"spacing="10""#))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("h"), SceneRect(x: 0, y: 0, width: 28, height: 100), "at the leading edge beside one visible view")
    }

    /// The span of a hidden view across a fill stack outranks the fit of a
    /// centred stack inside it: covpass's TrustedListDetails and
    /// CheckSituation save the hidden view as high as its stack and the
    /// stack inside it stretched (184 and 176 around a 128-pt label). At
    /// equal priorities the two traded freely and layoutd called four views
    /// ambiguous that Xcode does not flag.
    func testHiddenViewSpanOutranksTheFitOfAStackInside() throws {
        let holder = """
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                            <rect key="frame" x="0" y="0" width="32" height="100"/>
                            <subviews>
                                <stackView translatesAutoresizingMaskIntoConstraints="NO" alignment="center" id="in">
                                    <rect key="frame" x="4" y="4" width="16" height="92"/>
                                    <subviews>
        \(Self.fixed("i", width: 16))
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="in" firstAttribute="top" secondItem="h" secondAttribute="top" constant="4" id="it"/>
                                <constraint firstItem="in" firstAttribute="leading" secondItem="h" secondAttribute="leading" constant="4" id="il"/>
                                <constraint firstAttribute="bottom" secondItem="in" secondAttribute="bottom" constant="4" id="ib"/>
                                <constraint firstAttribute="trailing" secondItem="in" secondAttribute="trailing" constant="12" id="ir"/>
                            </constraints>
                        </view>
        """
        let visible = """
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0" y="0" width="30" height="100"/>
                            <constraints><constraint firstAttribute="width" constant="30" id="aw"/></constraints>
                        </view>
        """
        let (_, _, result) = try IBDocumentTests.scene(Self.row([visible, holder], attributes: #"spacing="10""#))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("h")?.height, 100, "as high as its stack")
        XCTAssertEqual(result.frame("in"), SceneRect(x: 4, y: 4, width: 16, height: 92), "the stack inside stretched with it")
    }

    /// A hidden arranged view collapses along the axis against its content's
    /// compression resistance, yielding only to required constraints of its
    /// own (covidsafe's Debug rows, a label and a switch saved 0 high;
    /// element's KeyVerificationVerifyByScanning, nhs-covid's SelfDiagnosis).
    func testHiddenArrangedViewCollapsesAgainstItsContent() throws {
        let label = """
                        <label hidden="YES" text="Hidden words" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                            <rect key="frame" x="0" y="0" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
        """
        let (_, _, result) = try IBDocumentTests.scene(Self.row([Self.fixed("a", width: 30), label]))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("h")?.width, 0, "the label's compression resistance gives way")
        let (_, _, fixed) = try IBDocumentTests.scene(Self.row([Self.fixed("a", width: 30), Self.fixed("t", width: 16, hidden: true)]))
        XCTAssertEqual(fixed.frame("t")?.width, 16, "a required width of its own holds")
    }

    /// An equal-centring stack spaces its views' centres equally (element's
    /// HorizontalButtonsContainerView: centres 137.5 apart between two 1-pt
    /// views at its ends; covidsafe, habitica, pocket-casts, vlc), not their
    /// edges.
    func testEqualCenteringSpacesTheCentres() throws {
        let (_, _, result) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 1), Self.fixed("b", width: 108), Self.fixed("c", width: 100), Self.fixed("d", width: 1),
        ], attributes: #"distribution="equalCentering" alignment="center" spacing="8""#,
           extra: #"<constraint firstItem="st" firstAttribute="width" constant="414" id="w"/>"#))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        // Centres 413 / 3 apart; Xcode saved them rounded to the pixel, 84 and 226.
        XCTAssertEqual(try XCTUnwrap(result.frame("b")?.x), 84 + 1.0 / 6, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(result.frame("c")?.x), 226 - 1.0 / 6, accuracy: 1e-9)
    }

    /// Before the first visible view of a stack that shows several, a hidden
    /// arranged view ends at the stack's leading edge (held back: covidsafe's
    /// SettingsView, habitica's Main, pocket-casts' EpisodeCell, VLC's
    /// VideoPlayerControls).
    func testHiddenViewBeforeSeveralVisibleOnesEndsAtTheLeadingEdge() throws {
        let (_, _, several) = try IBDocumentTests.scene(Self.row([
            Self.fixed("h", width: 28, hidden: true), Self.fixed("a", width: 30), Self.fixed("b", width: 40),
        ]))
        XCTAssertEqual(several.frame("h"), SceneRect(x: -28, y: 40, width: 28, height: 20))
        XCTAssertEqual(several.frame("a")?.x, 0)
    }

    /// A stack whose arranged views are all hidden is empty on both axes
    /// where nothing else sizes it, not ambiguous (covpass' CustomToolbarView
    /// saved 0 × 0 around two hidden 56-pt buttons; element, entourage-ios,
    /// green, stopp-corona: 11 of 12 such stacks saved 0 along the axis, none
    /// flagged). A stack with no arranged view at all stays free: Xcode flags
    /// it (habitica's FAQViewController, pocket-casts' CastToViewController).
    func testStackWithEveryViewHiddenIsEmpty() throws {
        func toolbar(_ views: [String]) -> [UInt8] {
            IBDocumentTests.xib("""
                <subviews>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" spacing="16" id="st">
                        <rect key="frame" x="16" y="50" width="0" height="0"/>
                        <subviews>
            \(views.joined(separator: "\n"))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                    <constraint firstItem="st" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
                </constraints>
            """, tools: "21507")
        }
        let (_, _, hidden) = try IBDocumentTests.scene(toolbar([
            Self.fixed("a", width: 56, hidden: true), Self.fixed("b", width: 56, hidden: true),
        ]))
        XCTAssertEqual(hidden.status, .satisfied, "\(hidden.diagnostics)")
        XCTAssertEqual(hidden.frame("st"), SceneRect(x: 16, y: 50, width: 0, height: 0))
        let (_, _, empty) = try IBDocumentTests.scene(toolbar([]))
        XCTAssertEqual(empty.status, .ambiguous, "no arranged view: nothing sizes it")
    }

    /// A stopped activity indicator hidden because it hides when stopped
    /// keeps its room in the saved frames (corona-warn-app's
    /// HomeLoadingItemView, rxswift's APIWrappers); one hidden while animating
    /// does not (habitica's BuyModal), nor does any other hidden view.
    func testStoppedActivityIndicatorsKeepTheirRoom() throws {
        func indicator(_ attributes: String) -> String {
            """
                        <activityIndicatorView hidden="YES" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="i">
                            <rect key="frame" x="40" y="40" width="20" height="20"/>
                        </activityIndicatorView>
            """
        }
        let (_, _, stopped) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), indicator(#"hidesWhenStopped="YES""#), Self.fixed("b", width: 40),
        ]))
        XCTAssertEqual(stopped.status, .satisfied, "\(stopped.diagnostics)")
        XCTAssertEqual(stopped.frame("i"), SceneRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(stopped.frame("b")?.x, 70, "after the indicator and the spacing")

        let (_, _, animating) = try IBDocumentTests.scene(Self.row([
            Self.fixed("a", width: 30), indicator(#"hidesWhenStopped="YES" animating="YES""#), Self.fixed("b", width: 40),
        ]))
        XCTAssertEqual(animating.frame("b")?.x, 40, "hidden while animating: no room")
    }

    /// Across the axis, a view nothing sizes keeps the size it was saved
    /// with where that is short of the stack's, centred as the stack says
    /// (corona-warn-app, element, habitica, pocket-casts, simplenote: new
    /// views' 240 wide, 1-pt separators 50 high); one saved as large as the
    /// stack, or whose frame is flagged misplaced, is as large as the stack.
    func testCrossSizeNothingSetsIsTheSavedOne() throws {
        func free(_ id: String, height: Double, attributes: String = "") -> String {
            """
                        <view translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                            <rect key="frame" x="0" y="0" width="30" height="\(height)"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="\(id)w"/>
                            </constraints>
                        </view>
            """
        }
        let (_, _, result) = try IBDocumentTests.scene(Self.row([
            free("s", height: 50), free("f", height: 100), free("m", height: 50, attributes: #"misplaced="YES""#),
        ]))
        XCTAssertEqual(result.status, .satisfied, "\(result.diagnostics)")
        XCTAssertEqual(result.frame("s"), SceneRect(x: 0, y: 25, width: 30, height: 50))
        XCTAssertEqual(result.frame("f"), SceneRect(x: 40, y: 0, width: 30, height: 100))
        XCTAssertEqual(result.frame("m"), SceneRect(x: 80, y: 0, width: 30, height: 100))
    }
}

import XCTest
@testable import LayoutImport
import LayoutScene

/// Hand-written messages for each dialect people paste, each explained.
final class ConsoleDialectTests: XCTestCase {
    func explain(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ConsoleExplanation {
        do {
            return try ConsoleExplanation.explain(text)
        } catch {
            XCTFail(error.message, file: file, line: line)
            throw error
        }
    }

    func relation(_ explanation: ConsoleExplanation, _ id: String) -> ConstraintSpec? {
        explanation.scene.document.constraints.first { $0.id == id }?.specs.first
    }

    /// A cell 44 high whose content needs 52: the example of the issue.
    static let cell = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600001a0 UILabel:0x7f01'Title'.height == 36   (active)>",
            "<NSLayoutConstraint:0x600001a1 V:|-(8)-[UILabel:0x7f01'Title']   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
            "<NSLayoutConstraint:0x600001a2 V:[UILabel:0x7f01'Title']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
            "<NSLayoutConstraint:0x600001a3 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001a0 UILabel:0x7f01'Title'.height == 36   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """

    func testWholeMessageWithTheEncapsulatedHeight() throws {
        let explanation = try explain(Self.cell)
        XCTAssertEqual(explanation.message.shape, .wholeMessage)
        XCTAssertTrue(explanation.conflicting)
        XCTAssertEqual(explanation.conflicts.first?.constraints.count, 4)
        XCTAssertEqual(explanation.uikitBroke?.address, "0x600001a0")
        XCTAssertEqual(explanation.uikitBroke?.inConflict, true)
        XCTAssertTrue(explanation.hints.contains { $0.contains("a height of 44") && $0.contains("your constraints need 52") },
                      "\(explanation.hints)")
        let fixes = try XCTUnwrap(explanation.conflicts.first?.fixes)
        XCTAssertEqual(fixes.first?.action, .selfSizingCell)
        XCTAssertEqual(fixes.first?.view, "0x7f00")
        // The label UIKit broke, made optional or 8 points shorter.
        XCTAssertEqual(fixes[1], ConsoleFix(constraint: "0x600001a0", view: nil, action: .lowerPriority, from: .number(1000),
                                            to: .number(999), why: fixes[1].why))
        XCTAssertTrue(fixes.contains { $0.constraint == "0x600001a0" && $0.action == .changeConstant && $0.to == .number(28) })
        XCTAssertFalse(fixes.contains { $0.constraint == "0x600001a3" }, "never the encapsulated height")
        XCTAssertEqual(explanation.conflicts.first?.numbers,
                       "Vertically, the other 3 constraints need the height of UITableViewCellContentView₁ to be 52 (36 + 8 + 8), but 'UIView-Encapsulated-Layout-Height' (0x600001a3) makes it 44: 8 points apart.")
        let encapsulated = explanation.lines.first { $0.address == "0x600001a3" }
        XCTAssertEqual(encapsulated?.origin, "system")
        XCTAssertTrue(encapsulated?.meaning?.contains("table or collection view") ?? false)
        // The label's superview comes from '|'; its identifier is its label.
        let label = explanation.scene.document.views.first { $0.id == "UILabel_0x7f01" }
        XCTAssertEqual(label?.parent, "UITableViewCellContentView_0x7f00")
        XCTAssertEqual(label?.label, "UILabel 'Title' 0x7f01")
        XCTAssertTrue(explanation.text.contains("UIKit broke 0x600001a0, which is in the minimal conflicting set"))
    }

    func testBareLinesWithoutListOrBrackets() throws {
        let text = """
            NSLayoutConstraint:0x10 UIView:0xa1.width == 100   (active)
            NSLayoutConstraint:0x11 UIView:0xa1.width == 120   (active)
            """
        let explanation = try explain(text)
        XCTAssertEqual(explanation.message.shape, .bareLines)
        XCTAssertTrue(explanation.conflicting)
    }

    func testWhatWebPagesDoToPastedText() throws {
        // Smart quotes, HTML entities, a non-breaking space, leading spaces and a wrapped line.
        let text = """
                “&lt;NSLayoutConstraint:0x20 ‘UIView-Encapsulated-Layout-Width’ UIView:0xb1.width == 50\u{00A0}  (active)&gt;”,
              "<NSLayoutConstraint:0x21 H:|-(10)-[UILabel:0xb2]   (active,
                 names: '|':UIView:0xb1 )>",
             &quot;&lt;NSLayoutConstraint:0x22 H:[UILabel:0xb2]-(10)-|   (active, names: &#39;|&#39;:UIView:0xb1 )&gt;&quot;,
              "<NSLayoutConstraint:0x23 UILabel:0xb2.width == 40   (active)>"
            """
        let explanation = try explain(text)
        XCTAssertEqual(explanation.lines.map(\.address), ["0x20", "0x21", "0x22", "0x23"])
        XCTAssertEqual(explanation.lines.first?.identifier, "UIView-Encapsulated-Layout-Width")
        XCTAssertTrue(explanation.conflicting)
        XCTAssertTrue(explanation.skipped.isEmpty, "\(explanation.skipped)")
    }

    func testAutoresizingMaskLines() throws {
        let text = """
            (
            "<NSAutoresizingMaskLayoutConstraint:0x30 h=--& v=--& UIView:0xc1.minX == 0   (active, names: '|':UIView:0xc0 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x31 h=--& v=--& UIView:0xc1.width == 70   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x32 h=--& v=--& UIView:0xc1.midY == 22   (active, names: '|':UIView:0xc0 )>",
            "<NSLayoutConstraint:0x33 UIView:0xc1.width == 54   (active)>"
            )
            """
        let explanation = try explain(text)
        XCTAssertTrue(explanation.conflicting)
        let minX = try XCTUnwrap(relation(explanation, "0x30"))
        XCTAssertEqual(minX.first.attribute, .left)
        XCTAssertEqual(minX.second?.item, "UIView_0xc0")
        XCTAssertEqual(relation(explanation, "0x32")?.second?.attribute, .top)
        XCTAssertEqual(relation(explanation, "0x32")?.constant, 22)
        let line = explanation.lines[1]
        XCTAssertEqual(line.origin, "autoresizing")
        XCTAssertTrue(line.meaning?.contains("left margin fixed, width fixed, right margin flexible") ?? false)
        XCTAssertEqual(explanation.conflicts.first?.fixes.first,
                       ConsoleFix(constraint: nil, view: "0xc1", action: .disableAutoresizingMask, from: .bool(true), to: .bool(false),
                                  why: "UIView₁ is positioned by its frame and autoresizing mask (translatesAutoresizingMaskIntoConstraints is on) as well as by constraints; set translatesAutoresizingMaskIntoConstraints = false where you add it"))
    }

    func testAppKitMeasuresMinYFromTheBottom() throws {
        let text = """
            "<NSAutoresizingMaskLayoutConstraint:0x40 h=--& v=--& NSButton:0xd1.minY == 20   (active, names: '|':NSView:0xd0 )>"
            """
        let explanation = try explain(text)
        let spec = try XCTUnwrap(relation(explanation, "0x40"))
        XCTAssertEqual(spec.first.attribute, .bottom)
        XCTAssertEqual(spec.second?.attribute, .bottom)
        XCTAssertEqual(spec.constant, -20)
    }

    func testContentSizePrototypingBaselineAndSnapKit() throws {
        let text = """
            (
            "<NSContentSizeLayoutConstraint:0x50 UILabel:0xe1.width == 117 Hug:250 CompressionResistance:750   (active)>",
            "<NSIBPrototypingLayoutConstraint:0x51 'IB auto generated at build time for view with fixed frame' H:|-(20)-[UILabel:0xe1]   (active, names: '|':UIView:0xe0 )>",
            "<_UISystemBaselineConstraint:0x52 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0xe1]   (active, names: '|':UIView:0xe0 )>",
            "<SnapKit.LayoutConstraint:0x53@Cell.swift#88 UILabel:0xe1.trailing == UIView:0xe0.trailing - 12.0>",
            "<NSLayoutConstraint:0x54 'UIView-Encapsulated-Layout-Width' UIView:0xe0.width == 100   (active)>"
            )
            """
        let explanation = try explain(text)
        let ids = Set(explanation.scene.document.constraints.map(\.id))
        XCTAssertTrue(ids.isSuperset(of: ["0x50.hugging", "0x50.compressionResistance", "0x51", "0x52", "0x53", "0x54"]))
        XCTAssertEqual(explanation.scene.document.constraints.first { $0.id == "0x50.hugging" }?.specs.first?.priority, 250)
        XCTAssertEqual(explanation.lines.map(\.origin), ["contentSize", "prototype", "yours", "snapKit", "system"])
        XCTAssertEqual(explanation.lines[3].source, "Cell.swift#88")
        XCTAssertTrue(explanation.lines[1].meaning?.contains("Interface Builder") ?? false)
        XCTAssertTrue(explanation.lines[2].meaning?.contains("baselines") ?? false)
        XCTAssertEqual(relation(explanation, "0x52")?.relation, .greaterOrEqual)
        XCTAssertEqual(relation(explanation, "0x52")?.constant, 8)
        // 20 + width + 12 = 100 leaves the label 68: the required ones hold.
        XCTAssertFalse(explanation.conflicting)
    }

    func testUIKitsOwnConstraintsSayWhatTheyMean() throws {
        let identifiers = [
            "UIView-Encapsulated-Layout-Height": "container gave it",
            "UIView-Encapsulated-Layout-Width": "container gave it",
            "UISV-spacing": "spacing",
            "UISV-alignment": "alignment",
            "UISV-canvas-connection": "its own edges",
            "UISV-hiding": "hidden",
            "UISV-fill-equally": "same size",
            "UIView-leftMargin-guide-constraint": "left layout margin",
            "UIView-topMargin-guide-constraint": "top layout margin",
            "_UITemporaryLayoutWidth": "measures",
            "_UITemporaryLayoutHeight": "measures",
            "UIViewSafeAreaLayoutGuide-top": "safe area",
        ]
        for (identifier, words) in identifiers {
            let text = "\"<NSLayoutConstraint:0x60 '\(identifier)' UIView:0xf1.height == 0   (active)>\""
            let explanation = try explain(text)
            XCTAssertEqual(explanation.lines.first?.origin, "system", identifier)
            XCTAssertTrue(explanation.lines.first?.meaning?.contains(words) ?? false,
                          "\(identifier): \(explanation.lines.first?.meaning ?? "no meaning")")
        }
    }

    func testItemsNamesAndGuides() throws {
        let text = """
            (
            "<NSLayoutConstraint:0x70 V:[VeryLongCellNameThatGetsCu...]-(8)-|   (active, names: VeryLongCellNameThatGetsCu...:0x7a1, '|':UIView:0x7a0 )>",
            "<NSLayoutConstraint:0x71 VeryLongCellNameThatGetsCu....top == UILayoutGuide:0x7a2'UIViewSafeAreaLayoutGuide'.top   (active, names: VeryLongCellNameThatGetsCu...:0x7a1 )>",
            "<NSLayoutConstraint:0x72 name_label:0x7a3.leading == UILayoutGuide:0x7a4'UIViewLayoutMarginsGuide'.leading   (active, names: name_label:0x7a3 )>",
            "<NSLayoutConstraint:0x73 progress background.height == 5   (active, names: progress background:0x7a5 )>"
            )
            """
        let explanation = try explain(text)
        let document = explanation.scene.document
        XCTAssertTrue(document.views.contains { $0.id == "v_VeryLongCellNameThatGetsCu____0x7a1" || $0.id.hasSuffix("0x7a1") })
        XCTAssertEqual(document.guides.count, 2)
        let first = try XCTUnwrap(relation(explanation, "0x70"))
        XCTAssertEqual(first.second?.item.hasSuffix("0x7a1"), true, "the truncated name is the view at 0x7a1")
        XCTAssertTrue(document.views.contains { $0.id.hasSuffix("0x7a5") && $0.className == "progress background" })
        XCTAssertEqual(Set(explanation.lines.map(\.address)), ["0x70", "0x71", "0x72", "0x73"])
    }

    func testTheBrokenConstraintMissingFromTheListStillJoinsTheScene() throws {
        let text = """
            (
                "<NSLayoutConstraint:0xa0 UIView:0xb0.width == 100   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xa1 UIView:0xb0.width == 120   (active)>
            """
        let explanation = try explain(text)
        XCTAssertEqual(explanation.lines.map(\.address), ["0xa0", "0xa1"])
        XCTAssertEqual(explanation.uikitBroke?.address, "0xa1")
        XCTAssertEqual(explanation.uikitBroke?.inConflict, true)
        XCTAssertEqual(explanation.conflicts.first?.constraints, ["0xa0", "0xa1"])
    }

    func testHierarchyFromStackViewsAndCells() throws {
        let text = """
            (
            "<NSLayoutConstraint:0x90 'UISV-canvas-connection' UIStackView:0x9a0.leading == UILabel:0x9a1.leading   (active)>",
            "<NSLayoutConstraint:0x91 'UISV-spacing' H:[UILabel:0x9a1]-(8)-[UIButton:0x9a2]   (active)>",
            "<NSLayoutConstraint:0x92 UIStackView:0x9a0.top == UITableViewCellContentView:0x9a3.topMargin   (active)>",
            "<NSLayoutConstraint:0x93 'UIView-Encapsulated-Layout-Height' MyApp.ProfileTableViewCell:0x9a4.height == 44   (active)>"
            )
            """
        let explanation = try explain(text)
        let parents = Dictionary(uniqueKeysWithValues: explanation.scene.document.views.map { ($0.id, $0.parent) })
        XCTAssertEqual(parents["UILabel_0x9a1"], "UIStackView_0x9a0", "a canvas connection holds the arranged subview")
        XCTAssertEqual(parents["UIButton_0x9a2"], "UIStackView_0x9a0", "its neighbour by UISV-spacing is arranged too")
        XCTAssertEqual(parents["UIStackView_0x9a0"], "UITableViewCellContentView_0x9a3", "a margin holds the view")
        XCTAssertEqual(parents["UITableViewCellContentView_0x9a3"], "ProfileTableViewCell_0x9a4", "the content view is in its cell")
    }

    func testDisplayForms() throws {
        let text = """
            (
            "<NSLayoutConstraint:0x80 H:|-(15)-[UIImageView:0x8a1]   (active, names: '|':UIView:0x8a0 )>",
            "<NSLayoutConstraint:0x81 V:[UIImageView:0x8a1]-(>=8)-[UILabel:0x8a2]   (active)>",
            "<NSLayoutConstraint:0x82 H:[UILabel:0x8a2(44)]   (active)>",
            "<NSLayoutConstraint:0x83 H:|-(22)-[UILayoutGuide:0x8a3'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x8a0 )>",
            "<NSLayoutConstraint:0x84 UIImageView:0x8a1.height == 1.5*UILabel:0x8a2.height   (active)>",
            "<NSLayoutConstraint:0x85 UIImageView:0x8a1.width == UILabel:0x8a2.width * 0.384615 + 2   (active)>",
            "<NSLayoutConstraint:0x86 UILabel:0x8a2.top == UIImageView:0x8a1.bottom NSSpace(8)   (active)>",
            "<NSLayoutConstraint:0x87 UILabel:0x8a2.width == 100 @750   (active)>",
            "<NSLayoutConstraint:0x88 H:[UILabel:0x8a2]-(8@250)-|   (active, names: '|':UIView:0x8a0 )>",
            "<NSLayoutConstraint:0x89 UILabel:0x8a2.leading == UIView:0x8a0.leadingMargin>",
            "<NSLayoutConstraint:0x8a H:|-(10)-[UILabel:0x8a2](RTL)   (active, names: '|':UIView:0x8a0 )>",
            "<NSLayoutConstraint:0x8b UILabel:0x8a6'Total (incl. VAT)'.width == 10   (active)>",
            "<NSLayoutConstraint:0x8c H:[UILabel:0x8a6'Total (incl. VAT)']-(0)-|   (active, names: '|':UIView:0x8a0 )>",
            "<NSLayoutConstraint:0x8d V:[UILabel:0x8a2]-(NSSpace(8))-[UILabel:0x8a6'Total (incl. VAT)']   (active)>"
            )
            """
        let explanation = try explain(text)
        XCTAssertTrue(explanation.skipped.isEmpty, "\(explanation.skipped)")
        let leading = try XCTUnwrap(relation(explanation, "0x80"))
        XCTAssertEqual([leading.first.attribute, leading.second!.attribute], [.leading, .leading])
        XCTAssertEqual(leading.constant, 15)
        let gap = try XCTUnwrap(relation(explanation, "0x81"))
        XCTAssertEqual([gap.first.attribute, gap.second!.attribute], [.top, .bottom])
        XCTAssertEqual(gap.relation, .greaterOrEqual)
        XCTAssertEqual(relation(explanation, "0x82")?.constant, 44)
        XCTAssertEqual(relation(explanation, "0x82")?.first.attribute, .width)
        XCTAssertEqual(relation(explanation, "0x83")?.first.attribute, .left)
        XCTAssertEqual(relation(explanation, "0x84")?.multiplier, 1.5)
        XCTAssertEqual(relation(explanation, "0x85")?.multiplier, 0.384615)
        XCTAssertEqual(relation(explanation, "0x85")?.constant, 2)
        XCTAssertEqual(relation(explanation, "0x86")?.constant, 8)
        XCTAssertEqual(relation(explanation, "0x87")?.priority, 750)
        XCTAssertEqual(relation(explanation, "0x88")?.priority, 250)
        XCTAssertEqual(relation(explanation, "0x89")?.second?.attribute, .leadingMargin)
        let rtl = try XCTUnwrap(relation(explanation, "0x8a"))
        XCTAssertEqual([rtl.first.attribute, rtl.second!.attribute], [.right, .right])
        XCTAssertEqual(rtl.constant, -10)
        XCTAssertEqual(explanation.scene.items["UILabel_0x8a6"]?.identifier, "Total (incl. VAT)")
        XCTAssertEqual(relation(explanation, "0x8c")?.second?.item, "UILabel_0x8a6")
        XCTAssertEqual(explanation.lines.first { $0.address == "0x89" }?.text.contains("(active)"), false)
    }
}

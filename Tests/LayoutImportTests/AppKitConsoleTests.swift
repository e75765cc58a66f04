import XCTest
@testable import LayoutImport
import LayoutScene

/// AppKit's console messages read as UIKit's are: AppKit's own wording, its
/// system constraints explained, y measured upward in autoresizing lines.
final class AppKitConsoleTests: XCTestCase {
    func explain(_ text: String) throws -> ConsoleExplanation {
        try ConsoleExplanation.explain(text)
    }

    /// HeliPort on macOS Sonoma (OpenIntelWireless/HeliPort pull request
    /// 246): a menu item view sized 0 wide by its autoresizing mask holds a
    /// visual effect view inset 5 on each side.
    static let heliPort = """
    Unable to simultaneously satisfy constraints:
    (
        "<NSLayoutConstraint:0x6000031be1c0 H:|-(5)-[NSVisualEffectView:0x7fd7bf81bf80](LTR)   (active, names: '|':HeliPort.WifiMenuItemView:0x7fd7bf81e700 )>",
        "<NSLayoutConstraint:0x6000031be210 NSVisualEffectView:0x7fd7bf81bf80.right == HeliPort.WifiMenuItemView:0x7fd7bf81e700.right - 5   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x6000031be5d0 h=--& v=--& HeliPort.WifiMenuItemView:0x7fd7bf81e700.width == 0   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x6000031be210 NSVisualEffectView:0x7fd7bf81bf80.right == HeliPort.WifiMenuItemView:0x7fd7bf81e700.right - 5   (active)>

    Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.
    """

    func testAnAppKitMessageReproducesItsConflictInAppKitsWords() throws {
        let explanation = try explain(Self.heliPort)
        XCTAssertEqual(explanation.message.framework, .appKit)
        XCTAssertEqual(explanation.message.broken, "0x6000031be210")
        XCTAssertTrue(explanation.conflicting)
        XCTAssertEqual(Set(explanation.conflicts.first?.constraints ?? []), ["0x6000031be1c0", "0x6000031be210", "0x6000031be5d0"])
        let text = explanation.text
        XCTAssertTrue(text.contains("0x6000031be210 [AppKit broke this]"), text)
        XCTAssertFalse(text.contains("UIKit"), text)
        // v=--& in AppKit: the bottom (minY) margin and the height fixed, the top flexible.
        XCTAssertTrue(text.contains("bottom margin (minY; the top if the superview is flipped) fixed, height fixed, top margin (maxY) flexible"), text)
    }

    /// Recent macOS prints "Conflicting constraints detected: (…). Will
    /// attempt to recover by breaking <…>." with the broken constraint on the
    /// list's closing line (the shape of HeliPort's second message); the
    /// window's `NSWindow-current-width` is AppKit's and explained.
    func testConflictingConstraintsDetectedNamesTheBrokenConstraint() throws {
        let text = """
        2023-07-01 10:12:44.114561+0200 HeliPort[4211:118745] [Layout] Conflicting constraints detected: (
            "<NSLayoutConstraint:0x6000031bf480 NSImageView:0x7fd7bf825d30.width == 300   (active)>",
            "<NSLayoutConstraint:0x6000031bf4d0 H:|-(20)-[NSImageView:0x7fd7bf825d30]   (active, names: '|':NSView:0x7fd7bf825a00 )>",
            "<NSLayoutConstraint:0x6000031bf520 H:[NSImageView:0x7fd7bf825d30]-(20)-|   (active, names: '|':NSView:0x7fd7bf825a00 )>",
            "<NSLayoutConstraint:0x6000031bf570 'NSWindow-current-width' NSView:0x7fd7bf825a00.width == 280   (active)>"
        ). Will attempt to recover by breaking <NSLayoutConstraint:0x6000031bf480 NSImageView:0x7fd7bf825d30.width == 300   (active)>.
        """
        let explanation = try explain(text)
        XCTAssertEqual(explanation.message.shape, .wholeMessage)
        XCTAssertEqual(explanation.message.framework, .appKit)
        XCTAssertEqual(explanation.message.broken, "0x6000031bf480")
        XCTAssertTrue(explanation.conflicting)
        let window = try XCTUnwrap(explanation.lines.first { $0.address == "0x6000031bf570" })
        XCTAssertEqual(window.origin, "system")
        XCTAssertTrue(window.meaning?.hasPrefix("the window holds its content view at the window's current width") == true, "\(String(describing: window.meaning))")
    }

    /// A table cell view's width given by its column (martinjnash.com, 2015):
    /// `NSView-Encapsulated-Layout-Width` is AppKit's, explained as such.
    func testEncapsulatedLayoutWidthIsAppKitsColumnWidth() throws {
        let text = """
        Unable to simultaneously satisfy constraints:
        "<NSLayoutConstraint:0x600000089d80 H:[NSTextField:0x600000183f60]-(>=NSSpace(20))-|   (Names: id:0x600000183e90, '|':id:0x600000183e90 )>",
        "<NSLayoutConstraint:0x600000089f60 'NSView-Encapsulated-Layout-Width' H:[id(44)]   (Names: id:0x600000183e90 )>",
        "<NSLayoutConstraint:0x600000089dd0 H:[NSTextField:0x600000184030]-(61)-[NSTextField:0x600000183f60]>",
        "<NSLayoutConstraint:0x600000089ce0 H:|-(5)-[NSTextField:0x600000184030]   (Names: id:0x600000183e90, '|':id:0x600000183e90 )>"
        """
        let explanation = try explain(text)
        XCTAssertEqual(explanation.message.framework, .appKit)
        XCTAssertTrue(explanation.conflicting)
        let encapsulated = try XCTUnwrap(explanation.lines.first { $0.address == "0x600000089f60" })
        XCTAssertTrue(encapsulated.meaning?.contains("a table or outline view sets its cell and row views' size this way") == true,
                      "\(String(describing: encapsulated.meaning))")
    }

    /// UIKit's messages keep UIKit's words (views named `UI…`, and a
    /// `NSKVONotifying_` prefix is KVO's, not AppKit's).
    func testUIKitMessagesStayUIKits() throws {
        let message = try ConsoleLogReader().read("""
        "<NSLayoutConstraint:0x1 NSKVONotifying_UILabel:0x2.width == 10   (active)>",
        "<NSLayoutConstraint:0x3 NSKVONotifying_UILabel:0x2.width == 20   (active)>"
        """)
        XCTAssertEqual(message.framework, .uiKit)
    }
}

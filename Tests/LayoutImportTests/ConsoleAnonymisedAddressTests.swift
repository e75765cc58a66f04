import Foundation
import XCTest
@testable import LayoutImport

/// Pastes whose addresses were anonymised before posting (`0x<A>`, `0x...`,
/// `<address>`): docs/importers.md, "Anonymised addresses".
final class ConsoleAnonymisedAddressTests: XCTestCase {
    static let appKitPaste = "kline-toolbar-appkit-anonymised.log"

    func pasteText(_ name: String) throws -> String {
        let url = ConsoleFixesTests.pastes.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(name) is missing") }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The real AppKit paste: `0x...` for every constraint, `0x<A>` and
    /// `0x<B>` for the two views, the toolbar's class hidden too. Every line
    /// reads, the two placeholders are two views, and the conflict the poster
    /// found (a height of at least 32 pinned into a container 0 high) is
    /// rebuilt, with AppKit's broken line matched to the first entry.
    func testTheAppKitPasteWithPlaceholdersReproducesItsConflict() throws {
        let explanation = try ConsoleExplanation.explain(try pasteText(Self.appKitPaste))
        XCTAssertTrue(explanation.scene.skipped.isEmpty, "\(explanation.scene.skipped)")
        XCTAssertEqual(explanation.lines.map(\.address), ["0x... (line 2)", "0x... (line 3)", "0x... (line 4)", "0x... (line 5)"])
        XCTAssertEqual(explanation.uikitBroke?.address, "0x... (line 2)")
        XCTAssertEqual(explanation.lines.filter(\.brokenByUIKit).count, 1)
        XCTAssertTrue(explanation.conflicting)
        XCTAssertEqual(explanation.conflicts.first?.size, 4)
        let addresses = explanation.scene.items.values.compactMap(\.address).sorted()
        XCTAssertEqual(addresses, ["0x<A>", "0x<B>"])
        XCTAssertTrue(explanation.text.contains("the height of view₁ (0x<A>) is at least 32"), explanation.text)
        XCTAssertTrue(explanation.text.contains("the bottom of view₁ lines up with the bottom of NSView₁"), explanation.text)
        ConsoleFixChecks.check(explanation, name: Self.appKitPaste)
    }

    /// The same paste with every address hidden alike, as people also
    /// paste: the list still reads, one line per constraint.
    func testEveryHiddenAddressFormReads() throws {
        let text = try pasteText(Self.appKitPaste)
        for hidden in ["0x…", "<address>", "0xXXXXXXXX", "0x0000000000"] {
            let anonymised = text.replacingOccurrences(of: "0x...", with: hidden)
            let explanation = try ConsoleExplanation.explain(anonymised)
            XCTAssertTrue(explanation.scene.skipped.isEmpty, "\(hidden): \(explanation.scene.skipped)")
            XCTAssertEqual(explanation.lines.count, 4, hidden)
            // The paste's typography is undone first: `…` reads as `...`.
            XCTAssertEqual(explanation.uikitBroke?.address, "\(hidden == "0x…" ? "0x..." : hidden) (line 2)", hidden)
            XCTAssertTrue(explanation.conflicting, hidden)
        }
    }

    /// Where the views' addresses are hidden too, views of different classes
    /// stay apart, the two sides of one relation are two views, and the
    /// answer says that one class may stand for several views.
    func testHiddenViewAddressesAreToldApartByWhatIsKnown() throws {
        let text = try pasteText(Self.appKitPaste)
            .replacingOccurrences(of: "0x<A>", with: "0x...").replacingOccurrences(of: "0x<B>", with: "0x...")
        let explanation = try ConsoleExplanation.explain(text)
        XCTAssertTrue(explanation.conflicting)
        XCTAssertEqual(explanation.scene.items.values.map(\.className).sorted(), ["", "NSView"])
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("hides the views' addresses") }, "\(explanation.assumptions)")

        let sides = try ConsoleExplanation.explain("""
            "<NSLayoutConstraint:0x... UIView:0x....top == UIView:0x....bottom + 20   (active)>"
            """)
        XCTAssertEqual(sides.scene.items.count, 2)
    }

    /// A "Will attempt to recover" line whose placeholder and relation fit
    /// several listed lines: which one broke is said to be unknown, and no
    /// line is marked broken.
    func testABrokenLineMatchingSeveralSaysItCannotTell() throws {
        let text = try pasteText(Self.appKitPaste)
        let doubled = text.replacingOccurrences(of: "(\n", with: "(\n    \"<NSLayoutConstraint:0x... :0x<A>.height >= 32   (active)>\",\n")
        let explanation = try ConsoleExplanation.explain(doubled)
        XCTAssertNil(explanation.uikitBroke)
        XCTAssertTrue(explanation.lines.allSatisfy { !$0.brokenByUIKit })
        XCTAssertTrue(explanation.message.notes.contains { $0.contains("matches 2 listed lines (lines 2, 3): which one broke cannot be told") },
                      "\(explanation.message.notes)")
    }
}

import XCTest
@testable import LayoutImport
import LayoutScene

/// Pastes that are not a message, or only part of one: a clear error or a
/// partial answer that says what it skipped, never a crash.
final class ConsoleBadInputTests: XCTestCase {
    func testAnEmptyPasteIsAClearError() {
        for text in ["", "   \n\t\n", "\u{200B}"] {
            XCTAssertThrowsError(try ConsoleExplanation.explain(text)) { error in
                XCTAssertEqual(error as? ConsoleExplainError, .message(.empty))
            }
        }
    }

    func testRandomTextFindsNoConstraint() {
        let text = "Lorem ipsum <dolor> sit amet, (consectetur) == adipiscing @ elit: 0x1234.\n{\"views\": []}"
        XCTAssertThrowsError(try ConsoleExplanation.explain(text)) { error in
            guard case .message(.noConstraints(let skipped))? = error as? ConsoleExplainError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(skipped.isEmpty)
            XCTAssertTrue((error as! ConsoleExplainError).message.contains("no constraint found"))
        }
    }

    func testATenMegabytePasteIsRefusedWithItsSize() {
        let line = "\"<NSLayoutConstraint:0x600001a0 UIView:0x7f01.width == 36   (active)>\",\n"
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        XCTAssertThrowsError(try ConsoleExplanation.explain(text)) { error in
            guard case .message(.tooLarge(let bytes, let limit))? = error as? ConsoleExplainError else {
                return XCTFail("\(error)")
            }
            XCTAssertGreaterThan(bytes, 10_000_000)
            XCTAssertEqual(limit, ConsoleLimits.standard.maxBytes)
        }
    }

    func testALineCutInTheMiddleIsSkippedAndSaid() throws {
        let text = """
            (
            "<NSLayoutConstraint:0x10 UIView:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x11 UIView:0xa1.width ==
            "<NSLayoutConstraint:0x12 UIView:0xa1.midX ==>",
            "<NSLayoutConstraint:0x13 H:|-(8)-[UIView:0xa1
            )
            """
        let explanation = try ConsoleExplanation.explain(text)
        XCTAssertEqual(explanation.lines.map(\.address), ["0x10"])
        XCTAssertEqual(explanation.skipped.count, 3, "\(explanation.skipped)")
        XCTAssertEqual(explanation.skipped.map(\.line), [3, 4, 5])
        XCTAssertTrue(explanation.text.contains("Skipped:"))
        XCTAssertFalse(explanation.conflicting)
    }

    func testOnlyUnreadableLinesIsAnErrorListingThem() {
        let text = "\"<NSLayoutConstraint:0x11 UIView:0xa1.width ==\""
        XCTAssertThrowsError(try ConsoleExplanation.explain(text)) { error in
            guard case .message(.noConstraints(let skipped))? = error as? ConsoleExplainError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(skipped.count, 1)
        }
    }

    func testAnAddressUsedForTwoClassesIsOneViewAndSaid() throws {
        let text = """
            "<NSLayoutConstraint:0x10 UILabel:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x11 UIButton:0xa1.width == 120   (active)>"
            """
        let explanation = try ConsoleExplanation.explain(text)
        XCTAssertTrue(explanation.conflicting)
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("0xa1 is printed as UILabel and as UIButton") },
                      "\(explanation.assumptions)")
    }

    func testAHierarchyCycleIsRefusedAndSaid() throws {
        let text = """
            "<NSLayoutConstraint:0x10 H:|-(0)-[UIView:0xa1]   (active, names: '|':UIView:0xa2 )>",
            "<NSLayoutConstraint:0x11 H:|-(0)-[UIView:0xa2]   (active, names: '|':UIView:0xa1 )>"
            """
        let explanation = try ConsoleExplanation.explain(text)
        XCTAssertEqual(explanation.lines.count, 2)
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("cannot be in") }, "\(explanation.assumptions)")
    }

    func testMalformedPiecesNeverCrash() {
        let pieces = ["<", ">", "<NSLayoutConstraint:", "<NSLayoutConstraint:0x", "(active, names: '|':", "H:[", "V:|-(",
                      "[A(", "NSSpace(", "'|':UIView:0x1", "==", "<NSLayoutConstraint:0x1 H:|-(-)-|>",
                      "<NSLayoutConstraint:0x1 A:0x2.width == *>", "<NSLayoutConstraint:0x1 'unclosed A:0x2.top == B:0x3.top>",
                      "<NSLayoutConstraint:0x1 A:0x2.top == B:0x3.width>", "<NSLayoutConstraint:0x1 A:0x2.top == B:0x3.left>",
                      "<NSLayoutConstraint:0x1 A:0x2.leading == B:0x3.left>", "<NSLayoutConstraint:0x1 A:0x2.top == 0*B:0x3.top>",
                      "&#xFFFFFFFF; &#0; &lt", "<private>"]
        for a in pieces {
            for b in pieces {
                _ = try? ConsoleExplanation.explain(a + b)
                _ = try? ConsoleExplanation.explain(a + "\n" + b)
            }
        }
    }
}

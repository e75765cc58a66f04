import Foundation
import XCTest
@testable import LayoutImport
import LayoutScene

/// Real messages kept out of the corpus and out of the other pastes
/// (`Tests/ConsolePastes/held-out`, each with its source in SOURCES.md):
/// the check the judges make on messages layoutd was not tuned on.
final class ConsoleHeldOutTests: XCTestCase {
    static let folder = ConsoleFixesTests.pastes.appendingPathComponent("held-out")

    struct Outcome {
        var name: String
        var reproduces: Bool
        var why: String
    }

    /// Whether a message rebuilds to its conflict: at least one set, every
    /// set a conflict when solved alone, and the constraint UIKit broke
    /// (when the message names one of its own list) inside a set.
    static func outcome(_ name: String, _ explanation: ConsoleExplanation) throws -> Outcome {
        guard explanation.conflicting, !explanation.conflicts.isEmpty else {
            return Outcome(name: name, reproduces: false, why: explanation.reason ?? "no conflict")
        }
        for conflict in explanation.conflicts
        where !(try ConsoleSetSolver(document: explanation.scene.document, ids: conflict.constraints).conflicts()) {
            return Outcome(name: name, reproduces: false, why: "a set is no conflict alone")
        }
        if let broke = explanation.uikitBroke, explanation.lines.contains(where: { $0.address == broke.address }),
           !broke.inConflict {
            return Outcome(name: name, reproduces: false, why: "UIKit's broken \(broke.address) is in no set")
        }
        return Outcome(name: name, reproduces: true, why: "")
    }

    func testHeldOutMessagesReproduceTheirConflicts() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".log") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 30)
        var outcomes: [Outcome] = []
        for name in names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            do {
                let explanation = try ConsoleExplanation.explain(text)
                ConsoleFixChecks.check(explanation, name: name)
                outcomes.append(try Self.outcome(name, explanation))
            } catch {
                outcomes.append(Outcome(name: name, reproduces: false, why: "\(error)"))
            }
        }
        let reproduced = outcomes.filter(\.reproduces).count
        for outcome in outcomes where !outcome.reproduces { print("held-out: \(outcome.name): \(outcome.why)") }
        print("held-out: \(reproduced) of \(outcomes.count) reproduce")
        XCTAssertGreaterThanOrEqual(Double(reproduced), 0.85 * Double(outcomes.count),
                                    "\(reproduced) of \(outcomes.count) reproduce")
    }

    func heldOut(_ name: String) throws -> ConsoleExplanation {
        try ConsoleExplanation.explain(try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
    }

    /// Early SnapKit wrapped the class and each item in brackets of their
    /// own: `<<Module.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>.bottom>`.
    func testEarlySnapKitNestedBracketsAreRead() throws {
        let explanation = try heldOut("SnapKit-issue101-nested-brackets.log")
        XCTAssertTrue(explanation.message.skipped.isEmpty, "\(explanation.message.skipped)")
        XCTAssertEqual(explanation.lines.map(\.address),
                       ["0x7f8a412c0a70", "0x7f8a412c2100", "0x7f8a412c20a0", "0x7f8a412e8740", "0x7f8a412ea570"])
        let snapKit = try XCTUnwrap(explanation.lines.first { $0.address == "0x7f8a412e8740" })
        XCTAssertEqual(snapKit.className, "DeviceImagesTest.LayoutConstraint")
        XCTAssertTrue(snapKit.sentence.contains("the top of UIView₃ lines up with the bottom of _UILayoutGuide₂"),
                      snapKit.sentence)
        // Its broken line names objects of another run: said, not matched.
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("0x7f8a412ea570") && $0.contains("another run") })
    }

    /// Entries that lost their quotes and brackets still end in the list's comma.
    func testBareEntriesEndingInACommaAreRead() throws {
        let explanation = try heldOut("FDTemplateLayoutCell-issue123-no-brackets.log")
        XCTAssertTrue(explanation.message.skipped.isEmpty, "\(explanation.message.skipped)")
        XCTAssertEqual(explanation.lines.count, 3)
        XCTAssertTrue(explanation.conflicting, explanation.text)
        XCTAssertEqual(explanation.conflicts.first?.size, 3)
        XCTAssertTrue(explanation.conflicts.first?.numbers.contains("to be at least 5") ?? false)
    }

    /// A view whose edges line up with a cell's content view is drawn in
    /// that cell, not beside it (four messages from four apps).
    func testViewsPinnedToACellAreInsideIt() throws {
        let pinned = [
            ("muyexi-mysterious-warnings.log", "UIView_0x7f94ec58a840", "UITableViewCellContentView_0x7f94ec58a640"),
            ("iOSCollectionInTableDemo-issue2-masonry.log", "UICollectionView_0x100835600", "UITableViewCellContentView_0x10055dec0"),
            ("DatePickerCell-issue18.log", "UIView_0x7f897b6b0d30", "UITableViewCellContentView_0x7f897b6c6720"),
            ("TableViewCellWithAutoLayoutiOS8-issue38.log", "UILabel_0x17d9b1c0", "UITableViewCellContentView_0x17d99fc0"),
        ]
        for (name, view, cell) in pinned {
            let explanation = try heldOut(name)
            XCTAssertEqual(explanation.scene.document.views.first { $0.id == view }?.parent, cell, name)
        }
        // Where the constraints leave room, its frame lies within the cell's.
        for (name, view, cell) in pinned.prefix(2) {
            let frames = try heldOut(name).result.frames
            let inner = try XCTUnwrap(frames.first { $0.id == view }?.rect)
            let outer = try XCTUnwrap(frames.first { $0.id == cell }?.rect)
            XCTAssertTrue(inner.x >= 0 && inner.y >= 0 && inner.x + inner.width <= outer.width
                          && inner.y + inner.height <= outer.height, "\(name): \(inner) in \(outer)")
        }
    }

    /// `V:[UILabel]-(24)-[UIView]` spaces siblings: the one nothing placed is
    /// in the other's superview (three messages from three apps and a blog).
    func testSpacedSiblingsShareTheirSuperview() throws {
        let cases: [(URL, String, String)] = [
            (ConsoleFixesTests.pastes.appendingPathComponent("coderlyn-cell-height.log"), "UIView_0x1555f3420", "UIView_0x1555f2f40"),
            (Self.folder.appendingPathComponent("LynnBubbleTableView-issue2.log"), "message_gray_0x7f83e5519600",
             "UITableViewCellContentView_0x7f83e55055e0"),
            (Self.folder.appendingPathComponent("developreference-24102440-cell.log"), "UIView_0x15756ee0",
             "UITableViewCellContentView_0x157563a0"),
            (ConsoleCorpusTests.corpus.appendingPathComponent("Custom-custom9.log"), "UIStackView_0x7f83b9a05c70",
             "UITableViewCellContentView_0x7f83b8171010"),
        ]
        for (url, view, superview) in cases {
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let explanation = try ConsoleExplanation.explain(try String(contentsOf: url, encoding: .utf8))
            XCTAssertEqual(explanation.scene.document.views.first { $0.id == view }?.parent, superview, url.lastPathComponent)
        }
    }
}

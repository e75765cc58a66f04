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
}

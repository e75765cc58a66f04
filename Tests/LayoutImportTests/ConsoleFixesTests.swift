import Foundation
import XCTest
@testable import LayoutImport
import LayoutScene
import LayoutSolver

/// Fixes, numbers and honest sizes on real pastes (`Tests/ConsolePastes`, with
/// their sources in its README) and on long generated messages.
final class ConsoleFixesTests: XCTestCase {
    static let pastes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConsolePastes")

    func paste(_ name: String) throws -> ConsoleExplanation {
        let url = Self.pastes.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(name) is missing") }
        return try ConsoleExplanation.explain(try String(contentsOf: url, encoding: .utf8))
    }

    /// Every paste of `Tests/ConsolePastes` (messages not in the corpus),
    /// checked as the corpus is: each rebuilds to its conflict, except the
    /// one the page cut, and no fix names a system constraint.
    func testEveryPasteReproducesItsConflict() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pastes.path).filter { $0.hasSuffix(".log") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 8)
        // The lines a page cut before the conflict's last member.
        let cut: Set = ["IQKeyboardManager-issue1259-assistant-bar.log", "SnapKit-issue147-path-with-space.log"]
        for name in names {
            let explanation = try paste(name)
            ConsoleFixChecks.check(explanation, name: name)
            XCTAssertEqual(explanation.conflicting, !cut.contains(name), name)
        }
    }

    /// SnapKit's source path may hold spaces: it runs to its line number.
    func testASnapKitPathWithASpaceIsReadWhole() throws {
        let explanation = try paste("SnapKit-issue147-path-with-space.log")
        XCTAssertEqual(explanation.lines.map(\.source), Array(repeating:
            "/Users/mg/Documents/Grails/GGTS3.6.3-SR1-2/TestApp Demo/TestApp/App/ServiceSelection/ServiceSelectionController.swift#98", count: 2))
        XCTAssertTrue(explanation.skipped.isEmpty, "\(explanation.skipped)")
        XCTAssertTrue(explanation.text.contains("0x7fd4e1cd65d0 (ServiceSelectionController.swift#98): the height of UIView₁ is 60"), explanation.text)
    }

    /// UIAlertController's action sheet logs `width == - 16` on its own view:
    /// not the app's, so the only fix says there is nothing to change.
    func testTheActionSheetConflictIsUIKitsOwn() throws {
        let explanation = try paste("ALRT-issue14-action-sheet.log")
        ConsoleFixChecks.check(explanation, name: "action sheet")
        let fixes = try XCTUnwrap(explanation.conflicts.first?.fixes)
        XCTAssertEqual(fixes.map(\.action), [.nothingToFix])
        XCTAssertNil(fixes[0].constraint)
        XCTAssertTrue(fixes[0].why.contains("nothing to fix in the app"))
        XCTAssertTrue(explanation.text.contains("1. nothing to fix in the app"), explanation.text)
    }

    /// A paste from a markdown page carries `\<…\>`: read as UIKit printed it.
    func testMarkdownEscapedBracketsAreRead() throws {
        let explanation = try paste("tasty-imitation-keyboard-issue85-markdown.log")
        XCTAssertEqual(explanation.lines.map(\.address), ["0x600000088110", "0x600000087d50"])
        XCTAssertEqual(explanation.uikitBroke?.address, "0x600000088110")
        XCTAssertTrue(explanation.conflicting)
        ConsoleFixChecks.check(explanation, name: "markdown paste")
        let fixes = try XCTUnwrap(explanation.conflicts.first?.fixes)
        XCTAssertEqual(fixes.first, ConsoleFix(constraint: "0x600000088110", view: nil, action: .lowerPriority,
                                               from: .number(1000), to: .number(999), why: fixes[0].why))
        XCTAssertTrue(fixes.contains { $0.action == .changeConstant && $0.from == .number(246) && $0.to == .number(216) })
        XCTAssertEqual(explanation.conflicts.first?.numbers,
                       "Vertically, the other constraint needs the height of UIInputView₁ to be 246, but 'UIView-Encapsulated-Layout-Height' (0x600000087d50) makes it 216: 30 points apart.")
    }

    /// macOS 14 prints "Will attempt to recover by breaking <…>." before the list.
    func testTheMacOS14RecoveryLineNamesTheBrokenConstraint() throws {
        let explanation = try paste("HeliPort-pr246-macos14.log")
        XCTAssertEqual(explanation.uikitBroke?.address, "0x6000031c9770")
        XCTAssertEqual(explanation.lines.count, 8, "the broken line and its copy in the list are one constraint")
        XCTAssertEqual(explanation.conflicts.first?.size, 8)
        ConsoleFixChecks.check(explanation, name: "macOS 14")
        XCTAssertEqual(explanation.conflicts.first?.fixes.first?.action, .disableAutoresizingMask)
        XCTAssertEqual(explanation.conflicts.first?.fixes.first?.view, "0x7fd7bef1a3d0")
        XCTAssertTrue(explanation.conflicts.first?.numbers.contains("to be at least 78 (16 + 15 + 12 + 3 + 10 + 10 + 12)") ?? false)
    }

    /// A "Will attempt" line from another run names an address the list does not hold: said.
    func testABrokenLineFromAnotherRunIsSaid() throws {
        let list = try String(contentsOf: Self.pastes.appendingPathComponent("HeliPort-pr246-macos14.log"), encoding: .utf8)
            .split(separator: "\n").dropFirst().joined(separator: "\n")
        let other = try String(contentsOf: Self.pastes.appendingPathComponent("ALRT-issue14-action-sheet.log"), encoding: .utf8)
            .split(separator: "\n").suffix(2).joined(separator: "\n")
        let explanation = try ConsoleExplanation.explain(list + "\n\n" + other)
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("0x6000032b6080") && $0.contains("another run") },
                      "\(explanation.assumptions)")
    }

    /// `midY == + 39`: measured in the superview of the sibling it is tied to.
    func testAnAutoresizingPositionIsMeasuredInTheSiblingsSuperview() throws {
        let explanation = try paste("MSSimpleGauge-issue10-implied-superview.log")
        XCTAssertTrue(explanation.conflicting, explanation.text)
        XCTAssertEqual(explanation.scene.document.views.first { $0.id == "UILabel_0x7fa5588ae800" }?.parent,
                       "MSAnnotatedGauge_0x7fa5588ac020")
        XCTAssertEqual(explanation.conflicts.first?.size, 5)
        ConsoleFixChecks.check(explanation, name: "MSSimpleGauge")
        XCTAssertTrue(explanation.assumptions.contains { $0.contains("the superview of UILabel_0x7fa5588ade20") })
    }

    /// `midY == + 70`: measured in the view its other constraints pin it to.
    func testAnAutoresizingPositionIsMeasuredInTheViewItIsPinnedTo() throws {
        let explanation = try paste("TVOSToast-issue1-implied-superview.log")
        XCTAssertTrue(explanation.conflicting, explanation.text)
        XCTAssertEqual(explanation.scene.document.views.first { $0.id == "UIView_0x7ff728732070" }?.parent,
                       "TVOSToast_0x7ff728736c30")
        ConsoleFixChecks.check(explanation, name: "TVOSToast")
        XCTAssertEqual(explanation.conflicts.first?.fixes.prefix(2).map(\.view), ["0x7ff728732070", "0x7ff72872d660"])
    }

    /// Every solve of an explanation (the scene's, and those behind the
    /// numbers and fixes) counts against one budget: past it, explaining stops.
    func testTheExplanationHonoursItsBudget() throws {
        let text = try String(contentsOf: Self.pastes.appendingPathComponent("HeliPort-pr246-macos14.log"), encoding: .utf8)
        XCTAssertNoThrow(try ConsoleExplanation.explain(text, budget: .unlimited))
        XCTAssertThrowsError(try ConsoleExplanation.explain(text, budget: SolverBudget(deadline: .now))) { error in
            XCTAssertEqual(error as? ConsoleExplainError, .stopped(.deadline))
        }
        XCTAssertThrowsError(try ConsoleExplanation.explain(text, budget: SolverBudget(maxWork: 1))) { error in
            XCTAssertEqual(error as? ConsoleExplainError, .stopped(.work))
        }
        // The set's own solves too: a budget the scene's solve fits but not the measuring.
        let cancellation = SolverCancellation()
        let explainer = ConsoleExplainer(message: try ConsoleLogReader().read(text),
                                         scene: try ConsoleScene(message: try ConsoleLogReader().read(text)),
                                         budget: SolverBudget(cancellation: cancellation))
        let set = ConsoleSetSolver(document: explainer.scene.document, ids: ["0x6000031c9770"], budget: explainer.budget)
        cancellation.cancel()
        XCTAssertThrowsError(try set.conflicts()) { XCTAssertEqual($0 as? SolverStop, .cancelled) }
    }

    /// SnapKit's `File.swift#line` names the developer's constraints in the
    /// text and the fixes; a KVO subclass is named by the app's class.
    func testSnapKitSourcesNameTheConstraints() throws {
        let url = ConsoleCorpusTests.corpus.appendingPathComponent("GitHubIssues-issue5.log")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("the corpus is missing") }
        let explanation = try ConsoleExplanation.explain(try String(contentsOf: url, encoding: .utf8))
        let text = explanation.text
        XCTAssertTrue(text.contains("  0x1706b8600 (LLAchievementsCells.swift#222): the left of LQScrollingStackView₁"), text)
        let fixes = try XCTUnwrap(explanation.conflicts.first?.fixes)
        XCTAssertTrue(fixes.contains { $0.constraint == "0x1706b8600" && $0.why.hasPrefix("LLAchievementsCells.swift#222 (0x1706b8600)") },
                      "\(fixes.map(\.why))")
        XCTAssertFalse(text.contains("NSKVONotifying_"), text)
    }

    /// Lines between views only UIKit makes are UIKit's, identifier or not:
    /// no fix may name them.
    func testLinesBetweenFrameworkViewsAreTheSystems() throws {
        let explanation = try paste("IQKeyboardManager-issue1259-assistant-bar.log")
        XCTAssertEqual(explanation.lines.map(\.origin), ["autoresizing", "system", "system", "system"])
        // A developer's view beside a framework one keeps the line the developer's.
        let mixed = try ConsoleExplanation.explain(try String(contentsOf: Self.pastes.appendingPathComponent("TVOSToast-issue1-implied-superview.log"), encoding: .utf8))
        XCTAssertEqual(mixed.lines.first { $0.address == "0x7ff72871c870" }?.origin, "yours")
    }

    /// Views are named by class and number, the address beside the first mention only.
    func testShortNamesCarryTheAddressOnce() throws {
        let explanation = try paste("tasty-imitation-keyboard-issue85-markdown.log")
        let text = explanation.text
        XCTAssertEqual(text.components(separatedBy: "UIInputView₁ (0x7ff78350d460)").count - 1, 1, text)
        XCTAssertGreaterThan(text.components(separatedBy: "UIInputView₁").count - 1, 3)
        XCTAssertEqual(explanation.views.map(\.name), ["UIInputView₁"])
    }

    /// Long messages are explained whole: the set is listed with all its
    /// members, its size said where the text shows fewer, and it conflicts
    /// when solved alone (BENCHMARKS.md has the time and memory).
    static let longLines = 2000

    func testALongChainIsOneVerifiedSet() throws {
        let n = Self.longLines
        var lines = (0..<(n - 1)).map { i in
            "\"<NSLayoutConstraint:0x\(String(0x10000 + i, radix: 16)) UIView:0x\(String(0xa0000 + i + 1, radix: 16)).leading == UIView:0x\(String(0xa0000 + i, radix: 16)).leading + 1   (active)>\","
        }
        lines.append("\"<NSLayoutConstraint:0x\(String(0x10000 + n, radix: 16)) UIView:0x\(String(0xa0000 + n - 1, radix: 16)).leading == UIView:0xa0000.leading   (active)>\"")
        let explanation = try ConsoleExplanation.explain("(\n" + lines.joined(separator: "\n") + "\n)\n")
        let conflict = try XCTUnwrap(explanation.conflicts.first)
        XCTAssertEqual(conflict.size, n)
        XCTAssertEqual(conflict.constraints.count, n)
        XCTAssertTrue(conflict.verified)
        XCTAssertTrue(try ConsoleSetSolver(document: explanation.scene.document, ids: conflict.constraints).conflicts(),
                      "the set solved alone conflicts")
        XCTAssertTrue(conflict.numbers.contains("to be \(n - 1)"), conflict.numbers)
        let text = explanation.text
        XCTAssertTrue(text.contains("Set 1 (\(n) of \(n) constraints cannot all hold; a minimal set)"))
        XCTAssertTrue(text.contains("… and \(n - ConsoleExplanation.maxPrintedMembers) more of the \(n)"))
        ConsoleFixChecks.check(explanation, name: "chain")
    }

    func testALongFanHasASmallVerifiedSet() throws {
        let n = Self.longLines
        var lines = ["\"<NSLayoutConstraint:0x20000 UIView:0xc0000.width == 100   (active)>\","]
        for i in 1..<(n - 1) {
            lines.append("\"<NSLayoutConstraint:0x\(String(0x20000 + i, radix: 16)) UIView:0x\(String(0xb0000 + i, radix: 16)).leading == UIView:0xc0000.leading + \(i)   (active)>\",")
        }
        lines.append("\"<NSLayoutConstraint:0x\(String(0x20000 + n, radix: 16)) UIView:0xb0001.leading == UIView:0xc0000.leading + 5   (active)>\"")
        let explanation = try ConsoleExplanation.explain("(\n" + lines.joined(separator: "\n") + "\n)\n")
        let conflict = try XCTUnwrap(explanation.conflicts.first)
        XCTAssertEqual(Set(conflict.constraints), ["0x20001", "0x\(String(0x20000 + n, radix: 16))"])
        XCTAssertEqual(conflict.size, 2)
        XCTAssertTrue(try ConsoleSetSolver(document: explanation.scene.document, ids: conflict.constraints).conflicts())
        ConsoleFixChecks.check(explanation, name: "fan")
        XCTAssertEqual(conflict.fixes.first?.action, .changeConstant)
    }
}

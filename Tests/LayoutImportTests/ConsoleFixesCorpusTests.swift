import Foundation
import XCTest
@testable import LayoutImport
import LayoutScene

/// Every message of the console-log corpus, one test each: every conflict
/// has fixes and a sentence with its numbers, no fix changes a constraint
/// UIKit made (origin `system`, or any the developer did not write), and
/// no fix turns the autoresizing mask off on a view the framework owns.
final class ConsoleFixesCorpusTests: XCTestCase {
    func checkFixes(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = ConsoleCorpusTests.corpus.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(name) is missing") }
        let explanation = try ConsoleExplanation.explain(try String(contentsOf: url, encoding: .utf8))
        ConsoleFixChecks.check(explanation, name: name, file: file, line: line)
        if !ConsoleCorpusTests.incomplete.contains(name) {
            XCTAssertFalse(explanation.conflicts.isEmpty, "\(name) conflicts", file: file, line: line)
        }
    }

    func testCustomCustom1() throws { try checkFixes("Custom-custom1.log") }
    func testCustomCustom2() throws { try checkFixes("Custom-custom2.log") }
    func testCustomCustom3() throws { try checkFixes("Custom-custom3.log") }
    func testCustomCustom4() throws { try checkFixes("Custom-custom4.log") }
    func testCustomCustom5() throws { try checkFixes("Custom-custom5.log") }
    func testCustomCustom6() throws { try checkFixes("Custom-custom6.log") }
    func testCustomCustom7() throws { try checkFixes("Custom-custom7.log") }
    func testCustomCustom8() throws { try checkFixes("Custom-custom8.log") }
    func testCustomCustom9() throws { try checkFixes("Custom-custom9.log") }
    func testErrorInvalidhexiterror() throws { try checkFixes("Error-invalidHexitError.log") }
    func testGithubissuesIssue1() throws { try checkFixes("GitHubIssues-issue1.log") }
    func testGithubissuesIssue10() throws { try checkFixes("GitHubIssues-issue10.log") }
    func testGithubissuesIssue13() throws { try checkFixes("GitHubIssues-issue13.log") }
    func testGithubissuesIssue16() throws { try checkFixes("GitHubIssues-issue16.log") }
    func testGithubissuesIssue18() throws { try checkFixes("GitHubIssues-issue18.log") }
    func testGithubissuesIssue2() throws { try checkFixes("GitHubIssues-issue2.log") }
    func testGithubissuesIssue20() throws { try checkFixes("GitHubIssues-issue20.log") }
    func testGithubissuesIssue4() throws { try checkFixes("GitHubIssues-issue4.log") }
    func testGithubissuesIssue5() throws { try checkFixes("GitHubIssues-issue5.log") }
    func testStackoverflowSo45163786() throws { try checkFixes("StackOverflow-so45163786.log") }
    func testStackoverflowSo45452294() throws { try checkFixes("StackOverflow-so45452294.log") }
    func testStackoverflowSo45474345() throws { try checkFixes("StackOverflow-so45474345.log") }
    func testStackoverflowSo45487045() throws { try checkFixes("StackOverflow-so45487045.log") }
}

/// What every explained conflict must hold, shared by the corpus tests and
/// the tests of single messages.
enum ConsoleFixChecks {
    static func check(_ explanation: ConsoleExplanation, name: String, file: StaticString = #filePath, line: UInt = #line) {
        let byAddress = Dictionary(explanation.lines.map { ($0.address, $0) }, uniquingKeysWith: { a, _ in a })
        for (k, conflict) in explanation.conflicts.enumerated() {
            XCTAssertFalse(conflict.fixes.isEmpty, "\(name) set \(k + 1) has fixes", file: file, line: line)
            XCTAssertTrue(conflict.numbers.contains { $0.isNumber }, "\(name) set \(k + 1): numbers: \(conflict.numbers)", file: file, line: line)
            XCTAssertTrue(conflict.verified, "\(name) set \(k + 1) is listed whole", file: file, line: line)
            XCTAssertTrue(try ConsoleSetSolver(document: explanation.scene.document, ids: conflict.constraints).conflicts(),
                          "\(name) set \(k + 1) conflicts solved alone", file: file, line: line)
            for fix in conflict.fixes {
                if let address = fix.constraint {
                    let origin = byAddress[address]?.origin
                    XCTAssertNotEqual(origin, "system", "\(name): a fix names system constraint \(address)", file: file, line: line)
                    XCTAssertTrue(origin == "yours" || origin == "snapKit", "\(name): a fix names \(address) of origin \(origin ?? "?")", file: file, line: line)
                }
                if fix.action == .disableAutoresizingMask {
                    let view = explanation.scene.items.values.first { $0.address == fix.view }
                    XCTAssertFalse(ConsoleExplainer.frameworkOwned(view?.className ?? ""), "\(name): autoresizing fix on \(view?.className ?? "?")", file: file, line: line)
                }
                XCTAssertFalse(fix.why.isEmpty, file: file, line: line)
            }
        }
    }
}

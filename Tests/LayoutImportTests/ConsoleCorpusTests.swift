import Foundation
import TestSupport
import XCTest
@testable import LayoutImport
import LayoutScene

/// Every message of the console-log corpus (`Tests/Corpus/console-logs`)
/// is read, rebuilt and explained as docs/importers.md, "Console messages", says.
final class ConsoleCorpusTests: XCTestCase {
    static let corpus = TestCorpus.consoleLogs

    /// Messages that cannot conflict on their own: one line, or the lines
    /// that would conflict (a cell's height, a font's baseline) are missing.
    static let incomplete: Set<String> = [
        "Custom-custom8.log", "Error-invalidHexitError.log", "GitHubIssues-issue1.log",
        "GitHubIssues-issue16.log", "GitHubIssues-issue4.log",
    ]

    static func files() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("the console-log corpus is missing (\(corpus.path))")
        }
        return try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "log" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryMessageIsExplained() throws {
        let files = try Self.files()
        XCTAssertGreaterThanOrEqual(files.count, 23)
        for file in files {
            let name = file.lastPathComponent
            let text = try String(contentsOf: file, encoding: .utf8)
            let explanation: ConsoleExplanation
            do {
                explanation = try ConsoleExplanation.explain(text)
            } catch {
                XCTFail("\(name): \(error.message)")
                continue
            }
            if ProcessInfo.processInfo.environment["CONSOLE_CORPUS_PRINT"] != nil {
                print("=== \(name)\n\(explanation.text)")
            }
            if Self.incomplete.contains(name) {
                XCTAssertFalse(explanation.conflicting, name)
                XCTAssertNotNil(explanation.reason, "\(name): a message that cannot conflict says why")
            } else {
                XCTAssertTrue(explanation.conflicting, "\(name) should conflict:\n\(explanation.text)")
                XCTAssertFalse(explanation.conflicts.first?.broken.isEmpty ?? true, "\(name): the broken constraint is named")
            }
            let ids = Set(explanation.scene.document.constraints.map(\.id))
            for line in explanation.lines {
                XCTAssertTrue(line.ids.contains { ids.contains($0) && $0.hasPrefix(line.address) },
                              "\(name): \(line.address) is in the scene")
            }
        }
    }

    func testTheWholeMessageNamesWhatUIKitBroke() throws {
        _ = try Self.files()
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("Custom-custom9.log"), encoding: .utf8)
        let explanation = try ConsoleExplanation.explain(text)
        XCTAssertEqual(explanation.message.shape, .wholeMessage)
        XCTAssertEqual(explanation.uikitBroke?.address, "0x7f83b85cf8e0")
        XCTAssertEqual(explanation.lines.filter(\.brokenByUIKit).map(\.address), ["0x7f83b85cf8e0"])
    }
}

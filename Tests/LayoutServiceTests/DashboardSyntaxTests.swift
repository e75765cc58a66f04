import Foundation
import XCTest
@testable import LayoutService

/// The dashboard's files parse: node checks the script, and the page and the
/// stylesheet are checked for balanced tags and braces. A typo in an asset
/// fails here instead of as a blank page in a browser.
final class DashboardSyntaxTests: XCTestCase {
    private static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LayoutService/Dashboard/Assets")

    func testScriptFilesAndServedScriptPassNodeCheck() throws {
        let node = try nodePath()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.assets.path)
            .filter { $0.hasSuffix(".js") }.sorted()
        XCTAssertEqual(files.count, DashboardScript.files.count, "every script file is listed in DashboardScript")
        for file in files {
            try assertNodeCheck(node, Self.assets.appendingPathComponent(file), file)
        }
        // The files together, as the page loads them: one scope, strict mode.
        let served = try XCTUnwrap(Dashboard.asset(for: "/ui/assets/app.js")).body
        let joined = URL(fileURLWithPath: NSTemporaryDirectory() + "app-\(UUID().uuidString).js")
        try Data(served).write(to: joined)
        defer { try? FileManager.default.removeItem(at: joined) }
        try assertNodeCheck(node, joined, "app.js as served")
    }

    func testPageTagsAreBalanced() throws {
        let html = String(decoding: try XCTUnwrap(Dashboard.asset(for: "/")).body, as: UTF8.self)
        XCTAssertNil(unbalancedTag(in: html))
    }

    func testStylesheetBracesAreBalanced() throws {
        let css = String(decoding: try XCTUnwrap(Dashboard.asset(for: "/ui/assets/app.css")).body, as: UTF8.self)
        XCTAssertNil(unbalancedBrace(in: css))
    }

    func testTheCheckersCatchBreakage() {
        XCTAssertNotNil(unbalancedTag(in: "<main><p>x</main>"))
        XCTAssertNotNil(unbalancedTag(in: "<body><main>"))
        XCTAssertNil(unbalancedTag(in: "<!doctype html><head><meta charset=\"utf-8\"></head>"))
        XCTAssertNotNil(unbalancedBrace(in: "a { color: red; "))
        XCTAssertNotNil(unbalancedBrace(in: "a } {"))
        XCTAssertNil(unbalancedBrace(in: "a::after { content: \"}\"; } /* { */"))
    }

    // MARK: - Checks

    private func nodePath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("node is not on PATH")
    }

    private func assertNodeCheck(_ node: String, _ file: URL, _ label: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(label): \(message)")
    }

    /// The first tag that closes the wrong element or is never closed. Void
    /// elements have no closing tag; `<!doctype>` and comments are not tags.
    private func unbalancedTag(in html: String) -> String? {
        let void: Set<String> = ["meta", "link", "br", "img", "input", "hr", "source", "wbr"]
        let tag = try! NSRegularExpression(pattern: #"<(/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>"#)
        var open: [String] = []
        for match in tag.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let closing = !Range(match.range(at: 1), in: html)!.isEmpty
            let name = String(html[Range(match.range(at: 2), in: html)!]).lowercased()
            if void.contains(name) { continue }
            if !closing {
                open.append(name)
            } else if open.popLast() != name {
                return "</\(name)>"
            }
        }
        return open.last.map { "<\($0)> never closed" }
    }

    /// Where braces stop matching, once comments and strings are taken out.
    private func unbalancedBrace(in css: String) -> String? {
        let noise = try! NSRegularExpression(pattern: #"/\*[\s\S]*?\*/|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'"#)
        let bare = noise.stringByReplacingMatches(in: css, range: NSRange(css.startIndex..., in: css), withTemplate: "")
        var depth = 0
        for character in bare {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth < 0 { return "a } closes nothing" }
        }
        return depth == 0 ? nil : "\(depth) { never closed"
    }
}

import Foundation
import XCTest
@testable import LayoutService

/// The dashboard's files: where they are served, and that they keep to the
/// rules that let the strict Content-Security-Policy hold.
final class DashboardTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        let asset = try XCTUnwrap(Dashboard.asset(for: path), "no asset for \(path)")
        return String(decoding: asset.body, as: UTF8.self)
    }

    func testEveryPagePathGivesTheSinglePageHTML() throws {
        let html = try text("/")
        XCTAssertTrue(html.hasPrefix("<!doctype html>"))
        for path in ["/ui", "/ui/", "/ui/scenes/login", "/ui/scenes/a.b-c_d", "/ui/scenes/x?y=1", "/?prefix=a"] {
            let asset = try XCTUnwrap(Dashboard.asset(for: path), path)
            XCTAssertEqual(asset.contentType, "text/html; charset=utf-8", path)
            XCTAssertEqual(try text(path), html, path)
        }
    }

    func testScriptAndStylesheetHaveTheirTypes() throws {
        XCTAssertEqual(Dashboard.asset(for: "/ui/assets/app.js")?.contentType, "text/javascript; charset=utf-8")
        XCTAssertEqual(Dashboard.asset(for: "/ui/assets/app.css")?.contentType, "text/css; charset=utf-8")
        XCTAssertTrue(try text("/ui/assets/app.js").contains("createElementNS"))
        XCTAssertTrue(try text("/ui/assets/app.css").contains(".status-conflicting"))
    }

    func testOtherPathsHaveNoAsset() {
        for path in ["/ui/scenes/", "/ui/scenes/a/b", "/ui/assets/", "/ui/assets/other.js", "/uix", "/v1/scenes", "//", ""] {
            XCTAssertNil(Dashboard.asset(for: path), path)
        }
    }

    func testHTMLReferencesOnlySameOriginAssets() throws {
        let html = try text("/")
        let references = matches(of: #"(?:src|href)\s*=\s*"([^"]*)""#, in: html)
        XCTAssertEqual(Set(references), [Dashboard.script.pinnedPath, Dashboard.stylesheet.pinnedPath, "/ui/", "data:,"])
        XCTAssertTrue(references.contains("/ui/assets/app.js?v=\(Dashboard.script.version)"))
        for reference in references where !reference.hasPrefix("data:") {
            XCTAssertTrue(reference.hasPrefix("/") && !reference.hasPrefix("//"), reference)
            XCTAssertTrue(reference == "/ui/" || Dashboard.asset(for: reference) != nil, "\(reference) is not served")
        }
    }

    func testHTMLHasNoInlineScriptOrHandlers() throws {
        let html = try text("/")
        let scripts = matches(of: #"<script\b([^>]*)>([\s\S]*?)</script>"#, in: html, group: 2)
        XCTAssertEqual(scripts, [""], "the only script is an empty element with src")
        XCTAssertEqual(matches(of: #"<script\b[^>]*\bsrc="#, in: html, group: 0).count, 1)
        XCTAssertTrue(matches(of: #"<[^>]*\son[a-z]+\s*="#, in: html, group: 0).isEmpty, "no on… handler attributes")
        XCTAssertTrue(matches(of: #"<[^>]*\sstyle\s*="#, in: html, group: 0).isEmpty, "no inline style (style-src 'self')")
        XCTAssertFalse(html.lowercased().contains("javascript:"))
    }

    func testScriptNeverParsesMarkup() throws {
        let script = try text("/ui/assets/app.js")
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                     "DOMParser", "createContextualFragment", "setAttribute(\"style\""] {
            XCTAssertFalse(script.contains(sink), "app.js uses \(sink)")
        }
        XCTAssertFalse(script.contains("http://") && !script.contains("\"http://www.w3.org/2000/svg\""))
        XCTAssertFalse(script.contains("https://"), "app.js only talks to its own origin")
    }

    func testSecurityHeadersForbidInlineScript() throws {
        let headers = Dictionary(Dashboard.securityHeaders, uniquingKeysWith: { first, _ in first })
        let policy = try XCTUnwrap(headers["Content-Security-Policy"])
        let directives = Dictionary(policy.split(separator: ";").map { part -> (String, String) in
            let words = part.split(separator: " ", maxSplits: 1).map(String.init)
            return (words[0], words.count > 1 ? words[1] : "")
        }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(directives["script-src"], "'self'")
        XCTAssertEqual(directives["style-src"], "'self'")
        XCTAssertEqual(directives["default-src"], "'self'")
        XCTAssertEqual(directives["connect-src"], "'self'")
        XCTAssertEqual(directives["img-src"], "'self' data:")
        XCTAssertEqual(directives["frame-ancestors"], "'none'")
        XCTAssertFalse(policy.contains("unsafe-inline"))
        XCTAssertFalse(policy.contains("unsafe-eval"))
        XCTAssertEqual(headers["X-Content-Type-Options"], "nosniff")
    }

    private func matches(of pattern: String, in text: String, group: Int = 1) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            XCTFail("bad pattern \(pattern)")
            return []
        }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap { match in
            guard match.numberOfRanges > group, let range = Range(match.range(at: group), in: text) else {
                return match.numberOfRanges > group ? "" : nil
            }
            return String(text[range])
        }
    }
}

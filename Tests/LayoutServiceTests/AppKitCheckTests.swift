import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest

/// `layoutd check` on a window xib (AppKit): the window's scene is named
/// after the window and its findings reach every report format.
final class AppKitCheckTests: XCTestCase {
    /// Sparkle's status window (userLabel "Window", line 19): its
    /// `contentRect` is not its content view's saved size, which the import
    /// reports at the window's line, beside the solve's findings.
    static let window = "sparkle/Sparkle_SUStatus.xib"
    /// Hex Fiend's "Set Diff Range" panel: a push button (line 27) and fields.
    static let diffRange = "hexfiend/app_resources_Base.lproj_DiffRangeDialog.xib"

    func check(_ format: String) throws -> String {
        let url = TestCorpus.appKit.appendingPathComponent(Self.window)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("the AppKit corpus is missing") }
        let r = try LayoutdBinary.run(["check", url.path, "--format", format])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    func testTextNamesTheWindowSceneAndItsFindings() throws {
        let text = try check("text")
        XCTAssertTrue(text.contains("SUStatus.xib: scene 'Window': "), text)
        XCTAssertTrue(text.contains("SUStatus.xib:19: warning: <window>: contentRect 400×107 differs"), text)
    }

    func testJSONNamesTheWindowSceneAndItsFindings() throws {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try check("json").utf8)) as? [String: Any])
        let scene = try XCTUnwrap((json["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["scene"] as? String, "Window")
        let findings = try XCTUnwrap(scene["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0["line"] as? Int == 19 && ($0["message"] as? String ?? "").hasPrefix("<window>: contentRect") },
                      "\(findings)")
    }

    func testGitHubAnnotationsNameTheWindowScene() throws {
        let lines = try check("github").split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains(",line=19,title=layoutd import (scene 'Window')::<window>: contentRect") },
                      lines.joined(separator: "\n"))
    }

    func testJUnitHasATestCaseForTheWindow() throws {
        let data = Data(try check("junit").utf8)
        let parser = XMLParser(data: data)
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("name=\"Window\""), text)
        XCTAssertTrue(text.contains("SUStatus.xib:19: warning: &lt;window&gt;: contentRect"), text)
    }

    func testSARIFPointsAtTheWindowsViews() throws {
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try check("sarif").utf8)) as? [String: Any])
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let lines = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startLine"] as? Int
        }
        XCTAssertTrue(lines.contains(19), "\(results)")
        let text = String(describing: results)
        XCTAssertTrue(text.contains("Window") && text.contains("<window>: contentRect"), text)
    }

    /// `layoutd import` says the scene is AppKit's and in which coordinates its frames are.
    func testImportSaysTheSceneIsAppKitsInTopLeftCoordinates() throws {
        let url = TestCorpus.appKit.appendingPathComponent(Self.diffRange)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("the AppKit corpus is missing") }
        let r = try LayoutdBinary.run(["import", url.path])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let scene = try XCTUnwrap((json["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["platform"] as? String, "AppKit")
        XCTAssertEqual(scene["name"] as? String, "Set Diff Range")
        let views = try XCTUnwrap((scene["scene"] as? [String: Any])?["views"] as? [[String: Any]])
        let button = try XCTUnwrap(views.first { $0["id"] as? String == "3" })
        XCTAssertEqual(button["class"] as? String, "NSButton")
        // Saved y-up at y 13 in a 116-high content view: 116 - 13 - 32 = 71 from the top.
        XCTAssertEqual((button["frame"] as? [String: Any])?["y"] as? Double, 71)
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest

/// `layoutd import`, `solve` and `check` on Interface Builder documents (docs/importers.md).
final class InterfaceBuilderCommandTests: XCTestCase {
    static let corpus = TestCorpus.interfaceBuilder

    func document(_ path: String) throws -> String {
        let url = Self.corpus.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("the Interface Builder corpus is missing (\(Self.corpus.path))")
        }
        return url.path
    }

    func testImportPrintsTheScenesOfADocument() throws {
        let r = LayoutdCommand.run(["import", try document("pocket-casts/podcasts_AddCell.xib")])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["format"] as? String, "layoutd.import/1")
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.first?["name"] as? String, "AddCell")
        XCTAssertEqual((scenes.first?["scene"] as? [String: Any])?["format"] as? String, "layoutd.scene/1")
        XCTAssertEqual((json["warnings"] as? [Any])?.count, 0)
    }

    func testSolveAndCheckTakeDocumentsAndFolders() throws {
        let cell = try document("pocket-casts/podcasts_AddCell.xib")
        let solved = LayoutdCommand.run(["solve", cell, "--no-timing"])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        XCTAssertTrue(solved.stdout.contains("\"layoutd.result/1\""))
        let folder = LayoutdCommand.run(["check", Self.corpus.appendingPathComponent("pocket-casts").path])
        XCTAssertEqual(folder.status, 1, "the search bar controller really conflicts")
        XCTAssertTrue(folder.stdout.contains("podcasts_PCSearchBarController.xib:96: error: Conflicting constraints: fku-Ku-xaI is broken"),
                      folder.stdout)
        XCTAssertTrue(folder.stdout.contains("podcasts_AddCell.xib: scene 'AddCell': satisfied"))
        let settings = LayoutdCommand.run(["check", try document("energy/Classes_Controllers_Settings_ARSettings.storyboard")])
        XCTAssertTrue(settings.stdout.contains(
            "ARSettings.storyboard:947: warning: <button>: misplaced view: its saved frame is no witness of its content size; none assumed"),
            "what the importer assumed is reported at its line")
        XCTAssertFalse(folder.stdout.contains("sbN-fi-Mv7 is misplaced"), "a hidden view is never misplaced")
    }

    /// A scene's line counts the warnings printed under it: the findings
    /// in Interface Builder's terms, not the solver's diagnostics (hidden
    /// views, size classes and ambiguous views have no misplaced finding).
    func testEachSceneCountsTheWarningsItLists() throws {
        let folders = ["energy", "pocket-casts", "corona-warn-app"].map { Self.corpus.appendingPathComponent($0).path }
        _ = try document("energy")
        let out = LayoutdCommand.run(["check"] + folders).stdout.split(separator: "\n").map(String.init)
        var checked = 0
        for (k, line) in out.enumerated() where line.contains(": scene '") {
            let said = line.firstMatch(of: /; (\d+) warnings?/).map { Int($0.1)! } ?? 0
            let listed = out[(k + 1)...].prefix { !$0.contains(": scene '") }.filter { $0.contains(": warning: ") }.count
            XCTAssertEqual(said, listed, line)
            checked += said
        }
        XCTAssertGreaterThan(checked, 100, "the folders' scenes list warnings")
    }

    func testAHostileDocumentIsRefusedWithItsPlace() throws {
        let xxe = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&x;</document>"#
        let r = LayoutdCommand.run(["import", "-"], stdin: Array(xxe.utf8))
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("line 1, column 22"), r.stderr)
    }
}

/// `layoutd check --format github|junit|sarif|json` on a document.
final class CheckFormatTests: XCTestCase {
    func run(_ format: String) throws -> LayoutdCommand.Output {
        let url = InterfaceBuilderCommandTests.corpus.appendingPathComponent("pocket-casts/podcasts_PCSearchBarController.xib")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("the Interface Builder corpus is missing") }
        let r = LayoutdCommand.run(["check", url.path, "--format", format])
        XCTAssertEqual(r.status, 1, r.stderr)
        return r
    }

    func testGitHubAnnotationsPointAtTheLine() throws {
        let lines = try run("github").stdout.split(separator: "\n")
        let conflict = try XCTUnwrap(lines.first { $0.hasPrefix("::error ") })
        XCTAssertTrue(conflict.contains("podcasts_PCSearchBarController.xib,line=96,title=layoutd conflict (scene 'PCSearchBarController')::"),
                      String(conflict))
        XCTAssertTrue(lines.contains { $0.hasPrefix("::warning ") && $0.contains(",line=28,") && $0.contains("misplaced") })
    }

    func testJUnitIsWellFormedWithATestCasePerScene() throws {
        let data = Data(try run("junit").stdout.utf8)
        let parser = XMLParser(data: data)
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("tests=\"1\" failures=\"1\""), text)
        XCTAssertTrue(text.contains("<testcase classname=") && text.contains("name=\"PCSearchBarController\""))
        XCTAssertTrue(text.contains("<failure message=\"conflicting; broken: fku-Ku-xaI"), text)
    }

    func testSARIFNamesItsRulesAndLocations() throws {
        let output = try run("sarif").stdout
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = Set(((driver["rules"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        XCTAssertTrue(rules.isSuperset(of: ["conflict", "ambiguity", "misplaced", "zeroSize", "clipped"]))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        for result in results {
            XCTAssertTrue(rules.contains(result["ruleId"] as? String ?? ""))
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            XCTAssertNotNil((location?["region"] as? [String: Any])?["startLine"] as? Int)
        }
        XCTAssertEqual(results.first { $0["ruleId"] as? String == "conflict" }?["level"] as? String, "error")
    }

    /// Scene files have no lines: their findings point at line 1.
    func testEveryInputKindHasTheFormats() throws {
        // Paths are shown relative to --root (the working directory by default).
        let scene = TestFixtures.folder.appendingPathComponent("conflict-label-width.json").path
        let r = LayoutdCommand.run(["check", scene, "--root", TestFixtures.folder.path, "--format", "github"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.hasPrefix("::error file=conflict-label-width.json,line=1,title=layoutd conflict (scene)::"), r.stdout)
        let bad = LayoutdCommand.run(["check", "/nonexistent.xib", "--root", "/", "--format", "junit"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stdout.contains("<failure message=\"invalid: cannot read nonexistent.xib\" type=\"invalid\">"), bad.stdout)
    }

    func testJSONListsEveryScene() throws {
        let output = try run("json").stdout
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(json["format"] as? String, "layoutd.check/1")
        XCTAssertEqual((json["scenes"] as? [[String: Any]])?.first?["status"] as? String, "conflicting")
    }
}

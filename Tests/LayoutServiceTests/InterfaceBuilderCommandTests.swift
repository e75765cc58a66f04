import Foundation
import XCTest

/// `layoutd import`, `solve` and `check` on Interface Builder documents (issue 17).
final class InterfaceBuilderCommandTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    func document(_ path: String) throws -> String {
        let url = Self.corpus.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("the Interface Builder corpus is not beside the repository (\(Self.corpus.path))")
        }
        return url.path
    }

    func testImportPrintsTheScenesOfADocument() throws {
        let r = try LayoutdBinary.run(["import", try document("pocket-casts/podcasts_AddCell.xib")])
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
        let solved = try LayoutdBinary.run(["solve", cell, "--no-timing"])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        XCTAssertTrue(solved.stdout.contains("\"layoutd.result/1\""))
        let folder = try LayoutdBinary.run(["check", Self.corpus.appendingPathComponent("pocket-casts").path])
        XCTAssertEqual(folder.status, 1, "the search bar controller really conflicts")
        XCTAssertTrue(folder.stdout.contains("podcasts_PCSearchBarController.xib:96: error: Conflicting constraints: fku-Ku-xaI is broken"),
                      folder.stdout)
        XCTAssertTrue(folder.stdout.contains("podcasts_AddCell.xib: scene 'AddCell': satisfied"))
    }

    func testAHostileDocumentIsRefusedWithItsPlace() throws {
        let xxe = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&x;</document>"#
        let r = try LayoutdBinary.run(["import", "-"], stdin: Array(xxe.utf8))
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("line 1, column 22"), r.stderr)
    }
}

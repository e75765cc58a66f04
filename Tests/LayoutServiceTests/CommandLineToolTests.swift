import Foundation
import XCTest

final class CommandLineToolTests: XCTestCase {
    private func fixture(_ name: String) -> String { LayoutdBinary.fixtures.appendingPathComponent(name).path }

    func testSolvePrintsTheResultDeterministically() throws {
        let a = try LayoutdBinary.run(["solve", fixture("rtl-mirror.json"), "--no-timing"])
        XCTAssertEqual(a.status, 0, a.stderr)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(a.stdout.utf8)) as? [String: Any])
        let frames = result["frames"] as? [String: [String: Double]]
        XCTAssertEqual(frames?["b"], ["x": 128, "y": 10, "width": 50, "height": 40])
        let b = try LayoutdBinary.run(["solve", "-", "--no-timing"],
                                      stdin: Array(try Data(contentsOf: URL(fileURLWithPath: fixture("rtl-mirror.json")))))
        XCTAssertEqual(a.stdout, b.stdout, "same input, same bytes (file or stdin)")
    }

    func testSolveRejectsInvalidInputWithExitTwo() throws {
        let bad = try LayoutdBinary.run(["solve", "-"], stdin: Array(#"{"views": [{"id": "a"}, {"id": "a"}]}"#.utf8))
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("/views/1"), bad.stderr)
        XCTAssertEqual(try LayoutdBinary.run(["solve", "/nonexistent.json"]).status, 2)
    }

    func testTextReport() throws {
        let r = try LayoutdBinary.run(["solve", fixture("conflict-label-width.json"), "--text"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("Label Width"))
    }

    func testCheckSetsTheExitCode() throws {
        let ok = try LayoutdBinary.run(["check", fixture("rtl-mirror.json"), fixture("hugging-image.json")])
        XCTAssertEqual(ok.status, 0, ok.stdout)
        XCTAssertEqual(ok.stdout.split(separator: "\n").count, 2, "one line per file")
        let conflict = try LayoutdBinary.run(["check", fixture("rtl-mirror.json"), fixture("conflict-label-width.json")])
        XCTAssertEqual(conflict.status, 1)
        XCTAssertTrue(conflict.stdout.contains("conflict-label-width.json: conflicting; broken: Label Width"), conflict.stdout)
        let tmp = NSTemporaryDirectory() + "bad-\(UUID().uuidString).json"
        try Data("{".utf8).write(to: URL(fileURLWithPath: tmp))
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        XCTAssertEqual(try LayoutdBinary.run(["check", fixture("conflict-label-width.json"), tmp]).status, 2)
        XCTAssertEqual(try LayoutdBinary.run(["check", "--fail-on", "sometimes", tmp]).status, 2)
    }

    func testExplainImportAndCheckTakeAConsoleMessage() throws {
        let message = Array("""
            (
            "<NSLayoutConstraint:0x10 UIView:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x11 UIView:0xa1.width == 120   (active)>"
            )
            """.utf8)
        let text = try LayoutdBinary.run(["explain", "-"], stdin: message)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasPrefix("Conflict: one minimal set"), text.stdout)
        let json = try LayoutdBinary.run(["explain", "--format", "json", "-"], stdin: message)
        let explanation = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(explanation["format"] as? String, "layoutd.explanation/1")
        XCTAssertEqual(explanation["status"] as? String, "conflicting")
        let imported = try LayoutdBinary.run(["import", "-"], stdin: message)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(scene["format"] as? String, "layoutd.scene/1")
        let tmp = NSTemporaryDirectory() + "message-\(UUID().uuidString).log"
        try Data(message).write(to: URL(fileURLWithPath: tmp))
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let check = try LayoutdBinary.run(["check", tmp])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("conflicting; broken: 0x11"), check.stdout)
        let empty = try LayoutdBinary.run(["explain", "-"], stdin: Array("  \n".utf8))
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("the paste is empty"), empty.stderr)
    }

    func testServeHelpListsFlagsAndUnknownCommandsFail() throws {
        let help = try LayoutdBinary.run(["serve", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--auth-token"))
        XCTAssertEqual(try LayoutdBinary.run(["frobnicate"]).status, 2)
        let badConfig = try LayoutdBinary.run(["serve", "--port", "99999"])
        XCTAssertEqual(badConfig.status, 2)
        XCTAssertTrue(badConfig.stderr.contains("server.port"), badConfig.stderr)
    }

    func testBackupOfALiveDatabase() throws {
        let dir = NSTemporaryDirectory() + "layoutd-backup-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try RunningDaemon { $0.dataDirectory = dir }
        XCTAssertEqual(try daemon.client.request("PUT", "/v1/scenes/a", json: SceneRoutesTests.scene).status, 201)
        let target = dir + "/copy.sqlite"
        let r = try LayoutdBinary.run(["backup", "--data-dir", dir, target])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("integrity ok"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: target))
    }
}

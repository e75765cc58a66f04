import Foundation
import LayoutCommands
import LayoutStore
import TestSupport
import XCTest

final class CommandLineToolTests: XCTestCase {
    private func fixture(_ name: String) -> String { TestFixtures.folder.appendingPathComponent(name).path }

    func testSolvePrintsTheResultDeterministically() throws {
        let a = LayoutdCommand.run(["solve", fixture("rtl-mirror.json"), "--no-timing"])
        XCTAssertEqual(a.status, 0, a.stderr)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(a.stdout.utf8)) as? [String: Any])
        let frames = result["frames"] as? [String: [String: Double]]
        XCTAssertEqual(frames?["b"], ["x": 128, "y": 10, "width": 50, "height": 40])
        let b = LayoutdCommand.run(["solve", "-", "--no-timing"],
                                      stdin: Array(try Data(contentsOf: URL(fileURLWithPath: fixture("rtl-mirror.json")))))
        XCTAssertEqual(a.stdout, b.stdout, "same input, same bytes (file or stdin)")
    }

    func testSolveRejectsInvalidInputWithExitTwo() throws {
        let bad = LayoutdCommand.run(["solve", "-"], stdin: Array(#"{"views": [{"id": "a"}, {"id": "a"}]}"#.utf8))
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("/views/1"), bad.stderr)
        XCTAssertEqual(LayoutdCommand.run(["solve", "/nonexistent.json"]).status, 2)
    }

    func testTextReport() throws {
        let r = LayoutdCommand.run(["solve", fixture("conflict-label-width.json"), "--text"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("Label Width"))
    }

    func testCheckSetsTheExitCode() throws {
        let ok = LayoutdCommand.run(["check", fixture("rtl-mirror.json"), fixture("hugging-image.json")])
        XCTAssertEqual(ok.status, 0, ok.stdout)
        XCTAssertEqual(ok.stdout.split(separator: "\n").count, 2, "one line per file")
        let conflict = LayoutdCommand.run(["check", fixture("rtl-mirror.json"), fixture("conflict-label-width.json")])
        XCTAssertEqual(conflict.status, 1)
        XCTAssertTrue(conflict.stdout.contains("conflict-label-width.json: conflicting; broken: Label Width"), conflict.stdout)
        let tmp = NSTemporaryDirectory() + "bad-\(UUID().uuidString).json"
        try Data("{".utf8).write(to: URL(fileURLWithPath: tmp))
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        XCTAssertEqual(LayoutdCommand.run(["check", fixture("conflict-label-width.json"), tmp]).status, 2)
        XCTAssertEqual(LayoutdCommand.run(["check", "--fail-on", "sometimes", tmp]).status, 2)
    }

    func testExplainImportAndCheckTakeAConsoleMessage() throws {
        let message = Array("""
            (
            "<NSLayoutConstraint:0x10 UIView:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x11 UIView:0xa1.width == 120   (active)>"
            )
            """.utf8)
        let text = LayoutdCommand.run(["explain", "-"], stdin: message)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasPrefix("Conflict: one minimal set"), text.stdout)
        let json = LayoutdCommand.run(["explain", "--format", "json", "-"], stdin: message)
        let explanation = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(explanation["format"] as? String, "layoutd.explanation/1")
        XCTAssertEqual(explanation["status"] as? String, "conflicting")
        let imported = LayoutdCommand.run(["import", "-"], stdin: message)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(scene["format"] as? String, "layoutd.scene/1")
        let tmp = NSTemporaryDirectory() + "message-\(UUID().uuidString).log"
        try Data(message).write(to: URL(fileURLWithPath: tmp))
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let check = LayoutdCommand.run(["check", tmp])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("conflicting; broken: 0x11"), check.stdout)
        let empty = LayoutdCommand.run(["explain", "-"], stdin: Array("  \n".utf8))
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("the paste is empty"), empty.stderr)
    }

    func testTheDaemonsCommandsGoToTheDaemonAndOthersFail() {
        XCTAssertEqual(LayoutdCommand.run(["serve", "--port", "0"]).served, [["--port", "0"]])
        XCTAssertEqual(LayoutdCommand.run(["--port", "0"]).served, [["--port", "0"]], "options alone run the daemon")
        XCTAssertEqual(LayoutdCommand.run([]).served, [[]])
        let defaults = LayoutdCommand.run(["config-defaults"])
        XCTAssertEqual(defaults.stdout, LayoutdCommand.defaultConfiguration)
        XCTAssertEqual(defaults.served, [])
        let help = LayoutdCommand.run(["--help"])
        XCTAssertEqual(help.stdout, CommandLineTool.usage)
        XCTAssertEqual(help.served, [], "help is not a daemon")
        let unknown = LayoutdCommand.run(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("layoutd: unknown command 'frobnicate'\n"), unknown.stderr)
    }

    func testRunsDaemonOnlyForServeAndOptions() {
        XCTAssertTrue(CommandLineTool.runsDaemon([]))
        XCTAssertTrue(CommandLineTool.runsDaemon(["serve", "--port", "0"]))
        XCTAssertTrue(CommandLineTool.runsDaemon(["--port", "0"]))
        XCTAssertFalse(CommandLineTool.runsDaemon(["solve", "scene.json"]))
        XCTAssertFalse(CommandLineTool.runsDaemon(["check", "a.json"]))
        XCTAssertFalse(CommandLineTool.runsDaemon(["config-defaults"]))
    }

    /// A database another connection holds open, as the daemon's would be.
    func testBackupOfALiveDatabase() throws {
        let dir = NSTemporaryDirectory() + "layoutd-backup-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: dir))
        defer { store.close() }
        _ = try store.putScene(name: "a", document: Array(#"{"views": []}"#.utf8), precondition: .none)
        let target = dir + "/copy.sqlite"
        let r = LayoutdCommand.run(["backup", "--data-dir", dir, target])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "backup of \(dir) written to \(target) (integrity ok)\n")
        XCTAssertEqual(try SQLiteSceneStore.integrityCheck(ofFile: target), "ok")
        XCTAssertEqual(LayoutdCommand.run(["backup", "--data-dir", dir]).status, 2, "no target file")
    }
}

import Foundation
import TestSupport
import XCTest

/// The command line under the documents that once crashed it (SIGSEGV from
/// a processing instruction in UTF-7) or expanded entities: every command
/// that reads a file refuses them with exit 2 and the encoding named.
final class HostileCommandTests: XCTestCase {
    func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "layoutd-hostile-\(UUID().uuidString)-" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testEveryCommandRefusesHiddenDeclarationsWithoutACrash() throws {
        for (k, (bytes, named)) in HostileDocuments.refusedEncodings.enumerated() {
            let path = try file(bytes, "\(k).xib")
            for arguments in [["import", path], ["solve", path], ["check", path], ["check", "--format", "sarif", path]] {
                let r = try LayoutdBinary.run(arguments)
                XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
                XCTAssertTrue((r.stderr + r.stdout).contains(named), "\(arguments): \(r.stderr) \(r.stdout)")
                XCTAssertFalse(r.stdout.contains("expanded\""), r.stdout)
            }
        }
    }

    func testAJSONSceneInUTF16IsNamedAsSuch() throws {
        let scene = Array(#"{"views": [{"id": "root"}]}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let r = try LayoutdBinary.run(["solve", try file(scene, "scene.json")])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("the document is UTF-16LE; a scene is JSON in UTF-8"), r.stderr)
    }

    func testManyAttributesAndEqualIDsAreAnswered() throws {
        let attributes = try LayoutdBinary.run(["import", try file(Array(HostileDocuments.manyAttributes(300_000).utf8), "a.xib")])
        XCTAssertEqual(attributes.status, 2)
        XCTAssertTrue(attributes.stderr.contains("more than 256 attributes"), attributes.stderr)
        let clock = ContinuousClock()
        let started = clock.now
        let ids = try LayoutdBinary.run(["import", try file(Array(HostileDocuments.duplicateIDs(15_000).utf8), "d.xib")])
        XCTAssertEqual(ids.status, 0, String(ids.stderr.suffix(300)))
        XCTAssertTrue(ids.stderr.contains("id 'dup' renamed 'dup-15000' for the scene"))
        // SuffixSearchTests counts the look-ups; this bound only catches a hang
        // (sanitizers and a loaded machine make the 2.7 s of a debug build 15).
        XCTAssertLessThan(clock.now - started, .seconds(90))
    }
}

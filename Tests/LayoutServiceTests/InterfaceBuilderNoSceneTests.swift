import Foundation
import TestSupport
import XCTest

/// A document that makes no scene says why in every report format, and a
/// legacy Interface Builder 3 archive is such a document, not invalid input.
final class InterfaceBuilderNoSceneTests: XCTestCase {
    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data><int key="IBDocument.SystemTarget">1056</int></data>
        </archive>
        """
    static let containersOnly = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A folder holding `files` (name → text), removed after `body`.
    func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-noscene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        try body(dir.path)
    }

    func testEveryFormatSaysWhyADocumentMadeNoScene() throws {
        try withFolder(["Old.xib": Self.archive, "Flow.storyboard": Self.containersOnly]) { dir in
            for format in ["text", "json", "github", "junit", "sarif"] {
                let r = try LayoutdBinary.run(["check", dir, "--format", format])
                XCTAssertEqual(r.status, 0, "\(format): \(r.stderr)")
                XCTAssertTrue(r.stdout.contains("legacy Interface Builder 3 archive"), "\(format): \(r.stdout)")
                XCTAssertTrue(r.stdout.contains("only container controllers"), "\(format): \(r.stdout)")
            }
            let imported = try LayoutdBinary.run(["import", dir + "/Old.xib"])
            XCTAssertEqual(imported.status, 0, imported.stderr)
            XCTAssertTrue(imported.stderr.contains("legacy Interface Builder 3 archive"), imported.stderr)
        }
    }

    func testMalformedXMLStillFailsTheFolder() throws {
        try withFolder(["Old.xib": Self.archive, "Broken.xib": "<?xml version=\"1.0\"?><document"]) { dir in
            let r = try LayoutdBinary.run(["check", dir])
            XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
            XCTAssertTrue(r.stdout.contains("legacy Interface Builder 3 archive"), r.stdout)
        }
    }
}

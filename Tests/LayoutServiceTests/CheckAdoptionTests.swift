import Foundation
import TestSupport
import XCTest

/// `layoutd check` as a team adopting it uses it: a baseline of today's
/// findings, a project's `.layoutd.toml`, the device matrix and paths that
/// stay relative (README, "Use it in CI").
final class CheckAdoptionTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-adopt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    /// Copies `Tests/Corpus/ib/<folder>` (or fixture files) into the project as `App`.
    func copyCorpus(_ folder: String) throws -> URL {
        let source = TestCorpus.interfaceBuilder.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: source.path) else { throw XCTSkip("the Interface Builder corpus is missing") }
        let app = project.appendingPathComponent("App")
        try FileManager.default.copyItem(at: source, to: app)
        return app
    }

    static let ci = LayoutdBinary.fixtures.appendingPathComponent("ci")

    func json(_ output: LayoutdBinary.Output) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.stderr)
    }

    func findings(_ output: LayoutdBinary.Output) throws -> [[String: Any]] {
        try XCTUnwrap(try json(output)["findings"] as? [[String: Any]])
    }

    func testABaselineFailsOnlyOnNewFindingsAndSaysWhichAreGone() throws {
        let app = try copyCorpus("pocket-casts")
        let written = try LayoutdBinary.run(["check", "App", "--write-baseline", "baseline.json"], in: project)
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: project.appendingPathComponent("baseline.json"))) as? [String: Any])
        XCTAssertEqual(baseline["format"] as? String, "layoutd.baseline/1")
        let accepted = try XCTUnwrap(baseline["findings"] as? [[String: Any]])
        XCTAssertGreaterThan(accepted.count, 20, "Pocket Casts' documents have their findings")
        XCTAssertTrue(accepted.contains { $0["objectId"] as? String == "fku-Ku-xaI" && $0["rule"] as? String == "conflict" })
        XCTAssertFalse(accepted.contains { $0["line"] != nil }, "a baseline is not keyed by line")

        let clean = try LayoutdBinary.run(["check", "App", "--baseline", "baseline.json", "--format", "json"], in: project)
        XCTAssertEqual(clean.status, 0, "the search bar's conflict is accepted")
        XCTAssertEqual(try findings(clean).count, 0)
        XCTAssertEqual((try json(clean)["accepted"] as? [String: Any])?["known"] as? Int, accepted.count)

        // A second width on the image view of AddCell: one new conflict, and
        // the document's accepted findings below it moved a line down.
        let cell = app.appendingPathComponent("podcasts_AddCell.xib")
        let text = try String(contentsOf: cell, encoding: .utf8)
        let existing = #"<constraint firstAttribute="width" constant="24" id="ZXv-qW-ib4"/>"#
        XCTAssertTrue(text.contains(existing))
        try text.replacingOccurrences(of: existing, with: existing + "\n" + #"<constraint firstAttribute="width" constant="30" id="Add-ed-W30"/>"#)
            .write(to: cell, atomically: true, encoding: .utf8)
        let added = try LayoutdBinary.run(["check", "App", "--baseline", "baseline.json", "--format", "json"], in: project)
        XCTAssertEqual(added.status, 1)
        let new = try findings(added)
        XCTAssertEqual(new.count, 1, "\(new)")
        XCTAssertEqual(new.first?["document"] as? String, "App/podcasts_AddCell.xib")
        XCTAssertEqual(new.first?["rule"] as? String, "conflict")
        XCTAssertEqual(Set([new.first?["objectId"] as? String] + ((new.first?["related"] as? [String]) ?? [])), ["Add-ed-W30", "ZXv-qW-ib4"])

        // A document whose finding was accepted is gone: the entry is reported.
        try FileManager.default.removeItem(at: app.appendingPathComponent("podcasts_FolderGridCell.xib"))
        let gone = try LayoutdBinary.run(["check", "App", "--baseline", "baseline.json"], in: project)
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stdout.contains("1 entry no longer occur"), gone.stdout)
        XCTAssertTrue(gone.stdout.contains("gone: App/podcasts_FolderGridCell.xib: scene 'FolderGridCell': clipped 6TF-v3-9Cy"), gone.stdout)
    }

    func testTheProjectConfigurationExcludesTurnsRulesOffAndAccountsForEveryDocument() throws {
        let app = try copyCorpus("pocket-casts")
        try FileManager.default.copyItem(at: Self.ci.appendingPathComponent("Legacy.xib"), to: app.appendingPathComponent("Legacy.xib"))
        try """
            # The project's settings for layoutd check.
            exclude = [
                "App/podcasts_Add*",   # a glob from this folder
            ]
            [rules]
            misplaced = "off"
            """.write(to: project.appendingPathComponent(".layoutd.toml"), atomically: true, encoding: .utf8)
        // Found from a folder below the project's too.
        let nested = app.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let r = try LayoutdBinary.run(["check", "..", "--format", "json"], in: nested)
        XCTAssertEqual(r.status, 1, "the search bar's conflict still fails the run; the legacy document does not make it 2")
        let report = try json(r)
        let documents = try XCTUnwrap(report["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.count, 56)
        func state(_ name: String) -> String? { documents.first { ($0["document"] as? String)?.hasSuffix(name) == true }?["state"] as? String }
        XCTAssertEqual(state("podcasts_AddCell.xib"), "excluded")
        XCTAssertEqual(state("Legacy.xib"), "unreadable")
        XCTAssertEqual(state("podcasts_PCSearchBarController.xib"), "checked")
        XCTAssertEqual(documents.filter { $0["state"] as? String == "checked" }.count, 54)
        let all = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertFalse(all.contains { $0["rule"] as? String == "misplaced" })
        XCTAssertFalse(all.contains { ($0["document"] as? String)?.hasSuffix("AddCell.xib") == true })
        XCTAssertTrue(all.allSatisfy { ($0["document"] as? String)?.hasPrefix("../") == true }, "relative to the working directory")

        // Without the conflicting document the legacy one leaves the run green.
        try FileManager.default.removeItem(at: app.appendingPathComponent("podcasts_PCSearchBarController.xib"))
        let text = try LayoutdBinary.run(["check", "App"], in: project)
        XCTAssertEqual(text.status, 0, text.stdout)
        XCTAssertTrue(text.stdout.contains("App/Legacy.xib: not readable: a legacy Interface Builder 3 archive (<archive>"), text.stdout)
        XCTAssertTrue(text.stdout.contains("App/podcasts_AddCell.xib: excluded by .layoutd.toml"), text.stdout)
        for format in ["github", "junit", "sarif"] {
            let other = try LayoutdBinary.run(["check", "App", "--format", format], in: project)
            XCTAssertTrue(other.stdout.contains("App/podcasts_AddCell.xib") && other.stdout.contains("App/Legacy.xib"), format)
        }

        // Malformed XML stays an invalid input.
        try "<?xml version=\"1.0\"?><document type=\"x\"><objects></document>".write(
            to: app.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try LayoutdBinary.run(["check", "App"], in: project).status, 2)
    }

    func testAConfigurationErrorNamesItsLine() throws {
        let file = project.appendingPathComponent("ci.toml")
        try "fail_on = \"conflicting\"\n\n[rules]\nmisplaced = \"quiet\"\n".write(to: file, atomically: true, encoding: .utf8)
        let r = try LayoutdBinary.run(["check", Self.ci.appendingPathComponent("Flexible.storyboard").path, "--config", "ci.toml"], in: project)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "layoutd: ci.toml:4: misplaced takes \"off\", \"warning\" or \"error\", not \"quiet\"\n")
        try "[[suppress]]\nobject = \"ban-ne-r01\"\n".write(to: file, atomically: true, encoding: .utf8)
        let noReason = try LayoutdBinary.run(["check", ".", "--config", "ci.toml"], in: project)
        XCTAssertEqual(noReason.stderr, "layoutd: ci.toml:1: [[suppress]] needs a reason\n")
    }

    func testASceneDesignedOnALargePhoneConflictsOnASmallOne() throws {
        let document = Self.ci.appendingPathComponent("WideBanner.storyboard").path
        let designed = try LayoutdBinary.run(["check", document])
        XCTAssertEqual(designed.status, 0, designed.stdout)
        XCTAssertTrue(designed.stdout.contains("scene 'Welcome': satisfied"), designed.stdout)

        let small = try LayoutdBinary.run(["check", document, "--device", "retina4_7"])
        XCTAssertEqual(small.status, 1, small.stdout)
        XCTAssertTrue(small.stdout.contains("scene 'Welcome' on retina4_7: conflicting"), small.stdout)
        XCTAssertTrue(small.stdout.contains("wid-th-361") && small.stdout.contains("[on retina4_7]"), small.stdout)

        // Xcode's name for the device, and several devices: each finding says where.
        let matrix = try LayoutdBinary.run(["check", document, "--device", "iPhone SE (3rd generation)", "--device", "retina6_12",
                                            "--device", "ipad12_9:landscape", "--format", "json"])
        XCTAssertEqual(matrix.status, 1)
        let conflict = try XCTUnwrap(try findings(matrix).first { $0["rule"] as? String == "conflict" })
        XCTAssertEqual(conflict["devices"] as? [String], ["retina4_7", "ipad12_9:landscape"])
        let scenes = try XCTUnwrap(try json(matrix)["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["device"] as? String }, ["retina4_7", "retina6_12", "ipad12_9:landscape"])
        XCTAssertEqual(scenes.map { $0["status"] as? String }, ["conflicting", "satisfied", "conflicting"])

        let flexible = try LayoutdBinary.run(["check", Self.ci.appendingPathComponent("Flexible.storyboard").path, "--device", "all"])
        XCTAssertEqual(flexible.status, 0, flexible.stdout)
        // Every device of the importer's table (20 when this was written).
        XCTAssertGreaterThanOrEqual(flexible.stdout.components(separatedBy: "scene 'Flexible' on ").count - 1, 20)
        XCTAssertTrue(flexible.stdout.contains("on retina3_5:") && flexible.stdout.contains("on ipad12_9rounded:"), flexible.stdout)
        XCTAssertTrue(flexible.stdout.contains("scene 'Flexible' on retina4_7: satisfied\n"),
                      "the saved frames are Xcode's on retina6_12 only: nothing is misplaced elsewhere")

        let unknown = try LayoutdBinary.run(["check", document, "--device", "iPhone 99"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown device iPhone 99"), unknown.stderr)
    }

    /// The devices and a suppression come from `.layoutd.toml` as well.
    func testConfiguredDevicesAndASuppressionWithItsReason() throws {
        try FileManager.default.copyItem(at: Self.ci.appendingPathComponent("WideBanner.storyboard"),
                                         to: project.appendingPathComponent("WideBanner.storyboard"))
        let config = project.appendingPathComponent(".layoutd.toml")
        try "devices = [\"iPhone 8\"]\n".write(to: config, atomically: true, encoding: .utf8)
        let small = try LayoutdBinary.run(["check", "."], in: project)
        XCTAssertEqual(small.status, 1, small.stdout)
        XCTAssertTrue(small.stdout.contains("WideBanner.storyboard: scene 'Welcome' on retina4_7: conflicting"), small.stdout)
        try """
            devices = ["iPhone 8"]
            [[suppress]]
            object = "wid-th-361"
            reason = "the banner is replaced on small phones"
            [[suppress]]
            object = "ban-ne-r01"
            rule = "clipped"
            reason = "the same banner"
            """.write(to: config, atomically: true, encoding: .utf8)
        let accepted = try LayoutdBinary.run(["check", ".", "--format", "json"], in: project)
        XCTAssertEqual(accepted.status, 0, accepted.stdout)
        XCTAssertEqual(try findings(accepted).count, 0)
        XCTAssertEqual((try json(accepted)["accepted"] as? [String: Any])?["suppressed"] as? Int, 2)
        XCTAssertEqual(try LayoutdBinary.run(["check", ".", "--device", "retina6_12"], in: project).status, 0, "--device overrides the file's")
    }

    /// Reports name documents relative to the working directory (or
    /// `--root`) in every format, whatever form the arguments took.
    func testNoAbsolutePathInAnyReport() throws {
        _ = try copyCorpus("pocket-casts")
        for format in ["text", "json", "github", "junit", "sarif"] {
            let relative = try LayoutdBinary.run(["check", "App/podcasts_PCSearchBarController.xib", "App", "--format", format], in: project)
            XCTAssertEqual(relative.status, 1)
            XCTAssertFalse(relative.stdout.contains(project.path) || relative.stdout.contains(FileManager.default.temporaryDirectory.path), format)
            XCTAssertTrue(relative.stdout.contains("App/podcasts_PCSearchBarController.xib"), format)
            let rooted = try LayoutdBinary.run(["check", project.appendingPathComponent("App").path, "--root", project.path, "--format", format])
            XCTAssertFalse(rooted.stdout.contains(project.path), format)
            XCTAssertTrue(rooted.stdout.contains("App/podcasts_PCSearchBarController.xib"), format)
        }
    }

    /// SARIF carries the scene and object as logical locations and a
    /// fingerprint that edits elsewhere in the document leave alone.
    func testSARIFFingerprintsSurviveAnEditAbove() throws {
        let app = try copyCorpus("pocket-casts")
        func conflict() throws -> [String: Any] {
            let r = try LayoutdBinary.run(["check", "App/podcasts_PCSearchBarController.xib", "--format", "sarif"], in: project)
            let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return try XCTUnwrap(results.first { $0["ruleId"] as? String == "conflict" })
        }
        let before = try conflict()
        let location = try XCTUnwrap((before["locations"] as? [[String: Any]])?.first)
        let logical = try XCTUnwrap(location["logicalLocations"] as? [[String: Any]])
        XCTAssertEqual(logical.map { $0["name"] as? String }, ["PCSearchBarController", "fku-Ku-xaI"])
        let file = app.appendingPathComponent("podcasts_PCSearchBarController.xib")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "<objects>", with: "<objects>\n\n\n").write(to: file, atomically: true, encoding: .utf8)
        let after = try conflict()
        let line = { (r: [String: Any]) in (((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }
        XCTAssertEqual(line(after), line(before).map { $0 + 3 })
        XCTAssertEqual(after["partialFingerprints"] as? [String: String], before["partialFingerprints"] as? [String: String])
        XCTAssertEqual((before["partialFingerprints"] as? [String: String])?["layoutdFinding/v1"]?.count, 16)
    }
}

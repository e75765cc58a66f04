import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

/// An imported document's exact fit, off by its saved rounding, is no tie
/// for `layoutd check`, `layoutd solve` and `POST /v1/import?solve=true`
/// alike, and for the scene the import writes, stored or exported, which
/// carries its `exactFitTolerance`; without the field it is solved strictly
/// (docs/scenes.md, "Ambiguity").
final class ImportedExactFitTests: XCTestCase {
    /// Two labels stacked in a view whose height Interface Builder saved in
    /// single precision: 50.66666793823242 for 30⅔ + 20, a few millionths
    /// past the labels' heights, so their hugging ties by that much.
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(Double(Float(30 + 2.0 / 3 + 20)))"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="69" height="30.666666666666668"/>
                            <fontDescription key="fontDescription" type="system" pointSize="25"/>
                        </label>
                        <label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="30.666666666666668" width="56.5" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c2"/>
                        <constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c3"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// The statuses `check` and `solve` give the document, by scene.
    func commandStatuses() throws -> (check: [String], solve: [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-exactfit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Cell.xib").path
        try Data(Self.cell.utf8).write(to: URL(fileURLWithPath: path))
        let checked = try LayoutdBinary.run(["check", path, "--format", "json"])
        let check = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any], checked.stderr)
        let solved = try LayoutdBinary.run(["solve", path])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        let solve = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any], solved.stderr)
        return (((check["scenes"] as? [[String: Any]]) ?? []).compactMap { $0["status"] as? String },
                ((solve["scenes"] as? [[String: Any]]) ?? []).compactMap { ($0["result"] as? [String: Any])?["status"] as? String })
    }

    func testSinglePrecisionCellIsNoTieInCheckSolveAndTheImportRoute() throws {
        let harness = try RouteHarness()
        let imported = try harness.request("POST", "/v1/import?solve=true", headers: [("Content-Type", "application/xml")],
                                           body: Array(Self.cell.utf8))
        XCTAssertEqual(imported.status, 200, imported.text)
        let scenes = try XCTUnwrap((imported.json as? [String: Any])?["scenes"] as? [[String: Any]])
        let route = scenes.compactMap { ($0["result"] as? [String: Any])?["status"] as? String }
        XCTAssertEqual(route, ["satisfied"])
        let (check, solve) = try commandStatuses()
        XCTAssertEqual(check, route)
        XCTAssertEqual(solve, route)

    }

    /// The ambiguous views of a `/v1/solve` or stored solve's answer.
    func ambiguous(_ response: HTTPResponse) throws -> [String] {
        let diagnostics = try XCTUnwrap((response.json as? [String: Any])?["diagnostics"] as? [[String: Any]], response.text)
        return diagnostics.filter { $0["kind"] as? String == "ambiguous" }.compactMap { $0["view"] as? String }.sorted()
    }

    /// The scene `POST /v1/import` writes, as JSON text; `tolerance` replaces
    /// its `exactFitTolerance` (nil removes it).
    func importedScene(_ harness: RouteHarness, tolerance: Any?? = .none) throws -> String {
        let imported = try harness.request("POST", "/v1/import", headers: [("Content-Type", "application/xml")],
                                           body: Array(Self.cell.utf8))
        XCTAssertEqual(imported.status, 200, imported.text)
        let scenes = try XCTUnwrap((imported.json as? [String: Any])?["scenes"] as? [[String: Any]])
        var scene = try XCTUnwrap(scenes.first?["scene"] as? [String: Any])
        XCTAssertEqual(scene["exactFitTolerance"] as? Double, 0.167667)
        if case .some(let replacement) = tolerance { scene["exactFitTolerance"] = replacement }
        return String(decoding: try JSONSerialization.data(withJSONObject: scene), as: UTF8.self)
    }

    /// Stored by the import route and solved by name, the scene agrees with
    /// `check`; sent as JSON, too, unless its field is removed.
    func testStoredImportedSceneKeepsItsTolerance() throws {
        let harness = try RouteHarness()
        let stored = try harness.request("POST", "/v1/import?store=cell", headers: [("Content-Type", "application/xml")],
                                         body: Array(Self.cell.utf8))
        XCTAssertEqual(stored.status, 200, stored.text)
        let entry = try XCTUnwrap(((stored.json as? [String: Any])?["scenes"] as? [[String: Any]])?.first)
        let name = try XCTUnwrap((entry["stored"] as? [String: Any])?["name"] as? String, stored.text)
        let solved = try harness.request("POST", "/v1/scenes/\(name)/solve", json: "{}")
        XCTAssertEqual(solved.status, 200, solved.text)
        XCTAssertEqual((solved.json as? [String: Any])?["status"] as? String, "satisfied", solved.text)
        XCTAssertEqual(try ambiguous(solved), [])
        XCTAssertEqual(try commandStatuses().check, ["satisfied"])

        XCTAssertEqual(try ambiguous(try harness.request("POST", "/v1/solve", json: try importedScene(harness))), [])
        let strict = try harness.request("POST", "/v1/solve", json: try importedScene(harness, tolerance: .some(nil)))
        XCTAssertEqual(strict.status, 200, strict.text)
        XCTAssertEqual(try ambiguous(strict), ["a", "b"])
    }

    /// A tolerance that is no number of points in 0...1 is refused with its
    /// pointer, as every invalid scene is (422).
    func testBadToleranceIsRefusedWithItsPointer() throws {
        let harness = try RouteHarness()
        for bad: Any in [2, -0.5, "0.1"] {
            let refused = try harness.request("POST", "/v1/solve", json: try importedScene(harness, tolerance: .some(bad)))
            XCTAssertEqual(refused.status, 422, refused.text)
            let pointers = ((refused.json as? [String: Any])?["errors"] as? [[String: Any]])?.compactMap { $0["pointer"] as? String }
            XCTAssertEqual(pointers, ["/exactFitTolerance"], refused.text)
        }
    }

    /// `layoutd import`'s scene written to a file and solved with `layoutd
    /// solve` agrees with `check`; without the field the tie is back; a bad
    /// value exits 2 naming its pointer.
    func testExportedImportedSceneKeepsItsTolerance() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-exactfit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("Cell.xib")
        try Data(Self.cell.utf8).write(to: xib)
        let imported = try LayoutdBinary.run(["import", xib.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let output = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let scene = try XCTUnwrap(((output["scenes"] as? [[String: Any]])?.first)?["scene"] as? [String: Any])

        func solve(_ scene: [String: Any]) throws -> (status: Int32, result: [String: Any]?, stderr: String) {
            let path = dir.appendingPathComponent("out.json")
            try JSONSerialization.data(withJSONObject: scene).write(to: path)
            let solved = try LayoutdBinary.run(["solve", path.path])
            return (solved.status, try? JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any], solved.stderr)
        }
        func ambiguous(_ result: [String: Any]?) -> [String] {
            ((result?["diagnostics"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "ambiguous" }
                .compactMap { $0["view"] as? String }.sorted()
        }
        let kept = try solve(scene)
        XCTAssertEqual(kept.status, 0, kept.stderr)
        XCTAssertEqual(kept.result?["status"] as? String, try commandStatuses().check.first)
        XCTAssertEqual(ambiguous(kept.result), [])
        var strict = scene
        strict["exactFitTolerance"] = nil
        let tie = try solve(strict)
        XCTAssertEqual(ambiguous(tie.result), ["a", "b"], tie.stderr)
        var bad = scene
        bad["exactFitTolerance"] = 1.5
        let refused = try solve(bad)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("/exactFitTolerance"), refused.stderr)
    }
}

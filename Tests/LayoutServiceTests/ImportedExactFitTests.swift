import Foundation
import TestSupport
import XCTest
@testable import LayoutService

/// An imported document's exact fit, off by its saved rounding, is no tie
/// for `layoutd check`, `layoutd solve` and `POST /v1/import?solve=true`
/// alike; the same scene sent as JSON is solved strictly (docs/scenes.md,
/// "Ambiguity").
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

        // The imported scene as JSON is the user's own: strict, the tie is reported.
        let scene = try XCTUnwrap(scenes.first?["scene"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: scene), as: UTF8.self)
        let solved = try harness.request("POST", "/v1/solve", json: json)
        XCTAssertEqual(solved.status, 200, solved.text)
        let diagnostics = try XCTUnwrap((solved.json as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.filter { $0["kind"] as? String == "ambiguous" }.compactMap { $0["view"] as? String }.sorted(),
                       ["a", "b"])
    }
}

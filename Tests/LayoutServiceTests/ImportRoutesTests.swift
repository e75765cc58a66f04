import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

/// `POST /v1/import`: an Interface Builder document in, its scenes (and
/// results, and stored scenes) out.
final class ImportRoutesTests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root" userLabel="Login Form">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="width" constant="10" id="w1"/>
                        <constraint firstItem="a" firstAttribute="width" constant="20" id="w2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func post(_ harness: RouteHarness, _ body: String, query: String = "") throws -> HTTPResponse {
        try harness.request("POST", "/v1/import" + query, headers: [("Content-Type", "application/xml")], body: Array(body.utf8))
    }

    func testImportSolvesAndStoresTheScenes() throws {
        let harness = try RouteHarness()
        let r = try post(harness, Self.xib, query: "?solve=true&store=login")
        XCTAssertEqual(r.status, 200, r.text)
        let body = try XCTUnwrap(r.json as? [String: Any])
        XCTAssertEqual(body["format"] as? String, "layoutd.import/1")
        let scene = try XCTUnwrap((body["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["name"] as? String, "Login Form")
        XCTAssertEqual((scene["result"] as? [String: Any])?["status"] as? String, "conflicting")
        XCTAssertEqual((scene["stored"] as? [String: Any])?["name"] as? String, "login-Login_Form")
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/login-Login_Form").status, 200)
    }

    func testSolvedImportCallsMisplacedOnlyWhatTheCanvasMoves() throws {
        let harness = try RouteHarness()
        // `p` is held only by a placeholder, `m` is misplaced on the canvas
        // too (PlaceholderDocument): `p` is not misplaced, as `layoutd check`
        // says (docs/importers.md, "Placeholder constraints").
        let r = try post(harness, PlaceholderDocument.xib, query: "?solve=true")
        XCTAssertEqual(r.status, 200, r.text)
        let body = try XCTUnwrap(r.json as? [String: Any])
        let scene = try XCTUnwrap((body["scenes"] as? [[String: Any]])?.first)
        let diagnostics = try XCTUnwrap((scene["result"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let misplaced = Set(diagnostics.filter { $0["kind"] as? String == "misplaced" }.compactMap { $0["view"] as? String })
        XCTAssertTrue(misplaced.contains("m"), r.text)
        XCTAssertFalse(misplaced.contains("p"), r.text)
        XCTAssertTrue(diagnostics.contains { $0["kind"] as? String == "ambiguous" }, "p is still ambiguous at run time")
    }

    func testBadDocumentsAreRefusedWithTheirPlace() throws {
        let harness = try RouteHarness()
        let broken = try post(harness, "<?xml version=\"1.0\"?>\n<document>\n<objects>\n</document>")
        XCTAssertEqual(broken.status, 422, broken.text)
        XCTAssertTrue(broken.text.contains("/line/"), broken.text)
        let laughs = try post(harness, "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaa\">]><document>&a;</document>")
        XCTAssertEqual(laughs.status, 422)
        let json = try harness.request("POST", "/v1/import", headers: [("Content-Type", "application/json")], body: Array("{}".utf8))
        XCTAssertEqual(json.status, 415)
        // One anonymous request once killed the daemon (FoundationXML and a
        // processing instruction without data): refused, and it lives on.
        let instruction = try post(harness, "<?xm?>\n<document type=\"x\"/>")
        XCTAssertEqual(instruction.status, 422, instruction.text)
        XCTAssertTrue(instruction.text.contains("processing instruction"), instruction.text)
        XCTAssertEqual(try harness.request("GET", "/healthz").status, 200)
    }
}

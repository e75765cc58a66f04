import XCTest
@testable import LayoutImport
import LayoutScene

/// What Xcode's outline and canvas show, carried in `appearance`.
final class IBAppearanceTests: XCTestCase {
    func testNamesTextHiddenAndColoursAsXcodeShowsThem() throws {
        let (_, scene, result) = try IBDocumentTests.scene(IBDocumentTests.xib("""
                    <subviews>
                        <label opaque="NO" text="SLEEP TIMER" id="lbl"><rect key="frame" x="10" y="10" width="100" height="21"/>
                            <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
                        <button opaque="NO" id="btn"><rect key="frame" x="10" y="40" width="100" height="30"/>
                            <state key="normal" title="5 minutes"/></button>
                        <textField opaque="NO" placeholder="Email" id="fld"><rect key="frame" x="10" y="70" width="100" height="30"/></textField>
                        <stackView opaque="NO" hidden="YES" id="stk"><rect key="frame" x="120" y="10" width="50" height="50"/>
                            <color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        """))
        let document = try XCTUnwrap(scene.document)
        let views = Dictionary(uniqueKeysWithValues: document.views.map { ($0.id, $0.appearance) })
        XCTAssertEqual(views["lbl"]??.displayName, "SLEEP TIMER")
        XCTAssertEqual(views["lbl"]??.text, "SLEEP TIMER")
        XCTAssertEqual(views["lbl"]??.textColor, "#ffffff")
        XCTAssertEqual(views["btn"]??.displayName, "5 minutes")
        XCTAssertEqual(views["fld"]??.displayName, "Email")
        XCTAssertEqual(views["fld"]??.placeholder, "Email")
        XCTAssertEqual(views["stk"]??.displayName, "Stack View")
        XCTAssertEqual(views["stk"]??.hidden, true)
        XCTAssertEqual(views["stk"]??.backgroundColor, "#00000080")
        XCTAssertEqual(views["root"]??.displayName, "Root", "a userLabel names the view first")
        XCTAssertEqual(views["root"]??.backgroundColor, "#ffffff")
        XCTAssertEqual(document.guides.first?.appearance?.displayName, "Safe Area")
        // A hidden view is still laid out, as UIKit does.
        XCTAssertNotNil(result.frame("stk"))
    }

    func testAppearanceIsCheckedAndChangesNoFrame() throws {
        let plain = #"{"views": [{"id": "r", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}], "constraints": []}"#
        let drawn = ##"{"views": [{"id": "r", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "##
            + ##""appearance": {"displayName": "View", "hidden": true, "backgroundColor": "#ff000080"}}], "constraints": []}"##
        var options = SolveOptions()
        options.measureTime = false
        let a = SceneSolver.solve(try SceneDecoder.decode(Array(plain.utf8)), options: options)
        let b = SceneSolver.solve(try SceneDecoder.decode(Array(drawn.utf8)), options: options)
        XCTAssertEqual(a.jsonBytes(), b.jsonBytes())
        let bad = #"{"views": [{"id": "r", "appearance": {"backgroundColor": "red", "shade": 1}}]}"#
        XCTAssertThrowsError(try SceneDecoder.decode(Array(bad.utf8))) { error in
            let pointers = (error as? SceneProblem)?.errors.map(\.pointer)
            XCTAssertEqual(pointers, ["/views/0/appearance/backgroundColor", "/views/0/appearance/shade"])
        }
    }
}

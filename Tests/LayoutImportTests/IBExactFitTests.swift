import XCTest
@testable import LayoutImport
import LayoutScene
import JSON

/// The exact-fit tolerance of imported documents: what their saved rounding
/// can be off by, by platform (docs/importers.md, "Exact fits and saved
/// rounding").
final class IBExactFitTests: XCTestCase {
    /// Two views stacked in a root `height` high, their heights 30 and 21
    /// at 750 and the gap `gap`: the root is short of them by
    /// 51 + gap - height, which their equal priorities trade.
    static func stacked(_ platform: IBPlatform, height: Double, gap: Double = 0) -> [UInt8] {
        let (view, type, runtime) = platform == .appKit
            ? ("customView", "com.apple.InterfaceBuilder3.Cocoa.XIB", #" targetRuntime="MacOSX.Cocoa""#)
            : ("view", "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "")
        return Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505"\(runtime) useAutolayout="YES">
            <objects>
                <\(view) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(height)"/>
                    <subviews>
                        <\(view) translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                        </\(view)>
                        <\(view) translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="30" width="200" height="21"/>
                        </\(view)>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="\(gap)" id="c2"/>
                        <constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c3"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="a" firstAttribute="width" constant="200" id="c6"/>
                        <constraint firstItem="b" firstAttribute="width" constant="200" id="c7"/>
                        <constraint firstItem="a" firstAttribute="height" constant="30" priority="750" id="c8"/>
                        <constraint firstItem="b" firstAttribute="height" constant="21" priority="750" id="c9"/>
                    </constraints>
                </\(view)>
            </objects>
        </document>
        """.utf8)
    }

    /// The views found ambiguous, solved as `check` solves the document
    /// (`strict`: with the scene's `exactFitTolerance` removed, as a JSON scene without it is).
    func ambiguous(_ bytes: [UInt8], strict: Bool = false) throws -> [String] {
        let scene = try XCTUnwrap(try IBImporter().read(bytes, source: "test.xib").scenes.first)
        var document = try XCTUnwrap(scene.document)
        if strict { document.exactFitTolerance = 0 }
        var options = SolveOptions()
        options.measureTime = false
        let result = SceneSolver.solve(document, options: options)
        return result.diagnostics.compactMap { $0.ambiguity?.view }.sorted()
    }

    func testUIKitFitsOffByHalfAPixelOfA3xScreenAreExact() throws {
        let sixthShort = Self.stacked(.uiKit, height: 51 - 1.0 / 6)
        XCTAssertEqual(try ambiguous(sixthShort), [])
        XCTAssertEqual(try ambiguous(sixthShort, strict: true), ["a", "b"])
        // Half a point is a tie in a UIKit document (Xcode flags such ties).
        XCTAssertEqual(try ambiguous(Self.stacked(.uiKit, height: 51, gap: 0.5)), ["a", "b"])
    }

    func testAppKitFitsOffByHalfAPointAreExact() throws {
        let halfShort = Self.stacked(.appKit, height: 51, gap: 0.5)
        XCTAssertEqual(try ambiguous(halfShort), [])
        XCTAssertEqual(try ambiguous(halfShort, strict: true), ["a", "b"])
        // A point is a tie still.
        XCTAssertEqual(try ambiguous(Self.stacked(.appKit, height: 51, gap: 1)), ["a", "b"])
    }

    /// The scene an import writes carries its platform's tolerance as a
    /// field, so solved again as JSON (stored, exported) it fits as `check` does.
    func testTheSceneWritesItsToleranceAsAField() throws {
        for platform in [IBPlatform.uiKit, .appKit] {
            let scene = try XCTUnwrap(try IBImporter().read(Self.stacked(platform, height: 51), source: "test.xib").scenes.first)
            guard case .number(let written)? = scene.json["exactFitTolerance"] else {
                return XCTFail("\(platform): no exactFitTolerance in \(scene.json)")
            }
            XCTAssertEqual(written, platform.exactFitTolerance)
            let reread = try SceneDecoder.decode(JSONWriter().bytes(scene.json))
            XCTAssertEqual(reread.exactFitTolerance, platform.exactFitTolerance)
        }
    }
}

import XCTest
@testable import LayoutImport

/// What one document may make: size-class copies of its scenes are
/// counted against a limit on views, keys that are no size class make no
/// scene, and a deadline stops the import.
final class IBLimitsTests: XCTestCase {
    static func document(variations: [String]) -> [UInt8] {
        let marks = variations.map { "<variation key=\"\($0)\"><mask key=\"constraints\"/></variation>" }.joined()
        return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="414" height="896"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>\(marks)</view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    func testSizeClassCopiesCountAgainstTheViewLimit() throws {
        let keys = ["widthClass=regular", "heightClass=compact", "heightClass=compact-widthClass=regular"]
        var importer = IBImporter()
        XCTAssertEqual(try importer.read(Self.document(variations: keys), source: "x").scenes.count, 4)
        // Two views, four scenes: eight views in all.
        importer.maximumViews = 7
        XCTAssertThrowsError(try importer.read(Self.document(variations: keys), source: "x")) { error in
            let error = error as? IBReadError
            XCTAssertEqual(error?.kind, .tooLarge)
            XCTAssertEqual(error?.message, "the document makes more than 7 views across its scenes (each size-class variation copies its scene)")
        }
        importer.maximumViews = 8
        XCTAssertEqual(try importer.read(Self.document(variations: keys), source: "x").scenes.count, 4)
    }

    func testKeysThatAreNoSizeClassMakeNoSceneAndAreWarnedOnce() throws {
        let keys = ["junk", "widthClass=huge", "widthClass=compact-widthClass=regular", "junk", "heightClass=regular-"]
        let imported = try IBImporter().read(Self.document(variations: keys), source: "x")
        XCTAssertEqual(imported.scenes.count, 1)
        XCTAssertEqual(imported.warnings.filter { $0.element == "variation" }.map(\.message), [
            "variation key 'junk' is not a size class UIKit defines: left out",
            "variation key 'widthClass=huge' is not a size class UIKit defines: left out",
            "variation key 'widthClass=compact-widthClass=regular' is not a size class UIKit defines: left out",
            "variation key 'heightClass=regular-' is not a size class UIKit defines: left out",
        ])
    }

    func testAPassedDeadlineStopsTheImport() {
        var importer = IBImporter()
        importer.deadline = .now - .seconds(1)
        XCTAssertThrowsError(try importer.read(Self.document(variations: []), source: "x")) { error in
            XCTAssertEqual((error as? IBReadError)?.kind, .stopped)
        }
    }
}

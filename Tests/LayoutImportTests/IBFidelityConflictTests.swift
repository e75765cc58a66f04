import XCTest
@testable import LayoutImport

/// A scene layoutd finds conflicting is a false finding when Xcode saved
/// it clean; when a saved frame breaks a required constraint of the
/// document, Xcode's canvas broke one too, and `IBFidelity` names it so.
final class IBFidelityConflictTests: XCTestCase {
    /// `a` is pinned between the root's margins and 200 wide, saved 200
    /// wide at the root's edge: the margins are layoutd's, so only layoutd
    /// conflicts. With `extra`, a view `b` of two required widths, saved
    /// at the first, also breaks one of the document's own constraints.
    static func xib(extra: Bool) -> [UInt8] {
        let b = extra ? """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0" y="50" width="50" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="bw"/>
                        <constraint firstAttribute="width" constant="60" id="bw2"/>
                        <constraint firstAttribute="height" constant="20" id="bh"/>
                    </constraints>
                </view>
            """ : ""
        let pins = extra ? """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="bt"/>
            """ : ""
        return IBDocumentTests.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0" y="0" width="200" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="aw"/>
                        <constraint firstAttribute="height" constant="20" id="ah"/>
                    </constraints>
                </view>
        \(b)
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="al"/>
                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="ar"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="at"/>
        \(pins)
            </constraints>
        """, tools: "21507")
    }

    func testAConflictXcodeSavedCleanIsNamedLayoutdsAlone() throws {
        let measured = IBFidelity.measure(Self.xib(extra: false), source: "clean.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.conflictingScenes, 1)
        XCTAssertEqual(measured.tally.conflictingScenesSavedClean, 1)
        XCTAssertEqual(measured.misses.map(\.reason), [.conflict])
    }

    func testAConflictWhoseSavedFramesBreakARequiredConstraintIsXcodesToo() throws {
        let measured = IBFidelity.measure(Self.xib(extra: true), source: "both.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.conflictingScenes, 1)
        XCTAssertEqual(measured.tally.conflictingScenesSavedClean, 0)
        let a = try XCTUnwrap(measured.misses.first { $0.view == "a" })
        XCTAssertEqual(a.reason, .conflictInXcode, "a's own frame keeps the document's constraints; b's does not")
    }
}

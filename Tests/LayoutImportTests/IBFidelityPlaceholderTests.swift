import LayoutScene
import XCTest
@testable import LayoutImport

/// A view a placeholder constraint names is where Interface Builder's canvas,
/// which keeps the placeholder, put it: `IBFidelity` names the miss
/// `placeholder` and counts its run-time ambiguity apart from the views
/// Xcode should have flagged (docs/importers.md, "Placeholder constraints").
final class IBFidelityPlaceholderTests: XCTestCase {
    /// `p` is pinned on three sides; only a placeholder holds its height, so
    /// Xcode saved it 59 high and flagged nothing. `b` has no height at all.
    /// `m` is saved 40 high against its 30: misplaced on the canvas too.
    static let document = IBDocumentTests.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="p">
                    <rect key="frame" x="0" y="0" width="200" height="59"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="59" placeholder="YES" id="ph"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0" y="100" width="200" height="40"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="m">
                    <rect key="frame" x="0" y="200" width="200" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="mh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                <constraint firstItem="p" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="pr"/>
                <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
                <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ml"/>
                <constraint firstItem="m" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="mr"/>
                <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="mt"/>
            </constraints>
    """)

    func testAViewAPlaceholderNamesIsNamedSoAndCountedApart() {
        let measured = IBFidelity.measure(Self.document, source: "placeholder.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.misses.first { $0.view == "p" }?.reason, .placeholder)
        XCTAssertEqual(measured.tally.ambiguousByPlaceholder, 1)
        XCTAssertEqual(measured.unflaggedAmbiguous.map(\.view), ["b"], "b has no placeholder: still unflagged")
        XCTAssertEqual(measured.tally.unflaggedAmbiguous, 1)
    }

    /// `layoutd check` says of `p` what Xcode says: ambiguous at run time,
    /// its placeholder named, but not misplaced, since the canvas keeps it
    /// where it was saved. The others keep what the run-time solve said.
    func testCheckCallsMisplacedOnlyWhatTheCanvasMoves() throws {
        let scene = try XCTUnwrap(IBImporter().read(Self.document, source: "placeholder.xib").scenes.first)
        let options = SolveOptions()
        let runTime = SceneSolver.solve(try XCTUnwrap(scene.document), options: options)
        func misplaced(_ result: SceneResult) -> Set<String> {
            Set(result.diagnostics.compactMap { d -> String? in
                if case .misplaced(let m) = d.payload { return m.view }
                return nil
            })
        }
        XCTAssertTrue(misplaced(runTime).isSuperset(of: ["p", "m"]), "without its placeholder the run-time solve moves p")
        let checked = scene.misplacedAsOnTheCanvas(runTime, options: options)
        XCTAssertEqual(misplaced(checked), misplaced(runTime).subtracting(["p"]))
        let findings = scene.findings(checked)
        XCTAssertFalse(findings.contains { $0.kind == "misplaced" && $0.objectId == "p" })
        XCTAssertTrue(findings.contains { $0.kind == "misplaced" && $0.objectId == "m" })
        XCTAssertTrue(findings.contains { $0.kind == "ambiguity" && $0.objectId == "p" && $0.message.contains("ph (line") })
    }
}

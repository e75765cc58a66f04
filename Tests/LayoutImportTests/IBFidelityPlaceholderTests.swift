import LayoutScene
import TestSupport
import XCTest
@testable import LayoutImport

/// A view a placeholder constraint names is where Interface Builder's canvas,
/// which keeps the placeholder, put it: `IBFidelity` names the miss
/// `placeholder` and counts its run-time ambiguity apart from the views
/// Xcode should have flagged (docs/importers.md, "Placeholder constraints").
final class IBFidelityPlaceholderTests: XCTestCase {
    static let document = Array(PlaceholderDocument.xib.utf8)

    func testAViewAPlaceholderNamesIsNamedSoAndCountedApart() {
        let measured = IBFidelity.measure(Self.document, source: "placeholder.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.misses.first { $0.view == "p" }?.reason, .placeholder)
        XCTAssertEqual(measured.tally.ambiguousByPlaceholder, 1)
        XCTAssertEqual(measured.unflaggedAmbiguous.map(\.view), ["b"], "b has no placeholder: still unflagged")
        XCTAssertEqual(measured.tally.unflaggedAmbiguous, 1)
    }

    /// The placeholder document with `c`, 20 high, pinned below `p`.
    static var withViewBelowThePlaceholder: String {
        let c = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="0" y="59" width="200" height="20"/>
                <constraints><constraint firstAttribute="height" constant="20" id="ch"/></constraints>
            </view>
            """
        let pinned = """
            <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
            <constraint firstItem="c" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="cr"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="p" secondAttribute="bottom" id="ct"/>
            """
        let bView = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="b">"#
        let bConstraint = #"<constraint firstItem="b" firstAttribute="leading""#
        return PlaceholderDocument.xib.replacingOccurrences(of: bView, with: c + bView)
            .replacingOccurrences(of: bConstraint, with: pinned + bConstraint)
    }

    /// A view no placeholder names can still owe its place to one: `c`
    /// sits below `p`, whose height only the placeholder holds, so it is
    /// ambiguous at run time and not on the canvas, where Xcode saved it
    /// unflagged. It is counted with the placeholder's, not as a flag Xcode
    /// missed; `b`, ambiguous on the canvas too, stays unflagged.
    func testAViewOnlyAPlaceholderSettlesIsCountedApart() throws {
        let xib = Self.withViewBelowThePlaceholder
        XCTAssertNotEqual(xib, PlaceholderDocument.xib)
        let document = Array(xib.utf8)
        let scene = try XCTUnwrap(IBImporter().read(document, source: "placeholder.xib").scenes.first)
        let runTime = SceneSolver.solve(try XCTUnwrap(scene.document), options: SolveOptions())
        XCTAssertTrue(runTime.diagnostics.contains { $0.ambiguity?.view == "c" }, "without the placeholder c moves with p's height")
        XCTAssertEqual(scene.ambiguousOnTheCanvas(), ["b"])
        let measured = IBFidelity.measure(document, source: "placeholder.xib", withoutSavedSizes: false)
        XCTAssertEqual(measured.tally.ambiguousByPlaceholder, 2, "p, named by the placeholder, and c, settled by it")
        XCTAssertEqual(measured.unflaggedAmbiguous.map(\.view), ["b"])
        // `layoutd check` names the placeholder in c's finding, not in b's.
        let findings = scene.findings(runTime).filter { $0.kind == "ambiguity" }
        let ofC = try XCTUnwrap(findings.first { $0.objectId == "c" })
        XCTAssertTrue(ofC.message.hasSuffix("; Interface Builder's canvas places it through ph (line 11) (a placeholder, removed at build time)"),
                      ofC.message)
        XCTAssertFalse(try XCTUnwrap(findings.first { $0.objectId == "b" }).message.contains("placeholder"))
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

    /// A miss that Interface Builder's canvas, where the placeholders hold,
    /// puts at its saved frame is named `placeholder` though no placeholder
    /// names it: `c` sits below `p`, whose height only the placeholder
    /// holds, so Xcode saved it 59 down and the run time moves it (Element's
    /// and MatrixKit's MXKAuthenticationViewController, openfoodfacts'
    /// ProductAdd, green's UserSettings, nextcloud-talk's BaseChatTableViewCell).
    /// `m`, off on the canvas too, keeps its own reason.
    func testAMissTheCanvasPutsAtItsSavedFrameIsAPlaceholders() throws {
        let measured = IBFidelity.measure(Array(Self.withViewBelowThePlaceholder.utf8), source: "placeholder.xib", withoutSavedSizes: false)
        let reasons = Dictionary(uniqueKeysWithValues: measured.misses.map { ($0.view, $0.reason) })
        XCTAssertEqual(reasons["p"], .placeholder)
        XCTAssertEqual(reasons["c"], .placeholder, "placed through the placeholder")
        XCTAssertNotNil(reasons["m"])
        XCTAssertNotEqual(reasons["m"], .placeholder, "the canvas moves it too")
    }
}

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

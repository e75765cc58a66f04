import Foundation
import XCTest
@testable import LayoutScene

/// A warm re-solve gives exactly the bytes a cold solve gives, or declines.
final class WarmSceneTests: XCTestCase {
    private func document(_ name: String) throws -> SceneDocument {
        let url = ExampleSceneTests.fixtures.appendingPathComponent(name)
        return try SceneDecoder.decode(Array(try Data(contentsOf: url)))
    }

    private func options(width: Double, height: Double?) -> SolveOptions {
        var options = SolveOptions()
        options.measureTime = false
        options.size = SceneSize(width: width, height: height)
        return options
    }

    func testWarmResizeMatchesColdSolveByteForByte() throws {
        for name in ["hugging-tie-fixed.json", "rtl-mirror.json", "hugging-image.json", "self-sizing-cell.json"] {
            let doc = try document(name)
            let first = options(width: 320, height: name == "self-sizing-cell.json" ? nil : 480)
            let (coldFirst, warm) = try WarmScene.solve(doc, options: first)
            XCTAssertEqual(coldFirst.jsonBytes(), SceneSolver.solve(doc, options: first).jsonBytes(), name)
            let scene = try XCTUnwrap(warm, "\(name) is solvable warm")
            for width in [375.0, 414, 300, 768, 320] {
                let next = options(width: width, height: name == "self-sizing-cell.json" ? nil : 600)
                let cold = SceneSolver.solve(doc, options: next)
                let reused = try XCTUnwrap(scene.resolve(doc, options: next), "\(name) at \(width)")
                XCTAssertEqual(String(decoding: reused.jsonBytes(), as: UTF8.self),
                               String(decoding: cold.jsonBytes(), as: UTF8.self), "\(name) at \(width)")
            }
            XCTAssertEqual(scene.warmSolves, 5)
        }
    }

    func testDeclinesWhatOnlyAColdSolveGetsRight() throws {
        // Something was broken: order of addition matters, so never warm.
        let conflict = try document("conflict-label-width.json")
        XCTAssertNil(try WarmScene.solve(conflict, options: options(width: 320, height: 480)).warm)

        // Ambiguous at the new size: declined, and the caller solves cold.
        let tie = try document("hugging-tie-fixed.json")
        let (_, warm) = try WarmScene.solve(tie, options: options(width: 375, height: 100))
        let scene = try XCTUnwrap(warm)
        var other = options(width: 375, height: 100)
        other.layoutDirection = .rightToLeft
        XCTAssertNil(try scene.resolve(tie, options: other), "another direction is not a resize")
        var full = options(width: 400, height: 100)
        full.detail = .full
        XCTAssertNil(try scene.resolve(tie, options: full), "detail=full reads the basis")

        // A size that makes the required set unsatisfiable: declined, and the
        // solver is not trusted afterwards.
        let narrow = options(width: 10, height: 100)
        XCTAssertNil(try scene.resolve(tie, options: narrow))
        XCTAssertEqual(SceneSolver.solve(tie, options: narrow).status, .conflicting)
        XCTAssertNil(try scene.resolve(tie, options: options(width: 375, height: 100)))
    }

    /// The scene's `exactFitTolerance` holds on a warm re-solve as on a cold
    /// one; a document that differs in it is another scene, solved cold.
    func testWarmResolveKeepsTheScenesExactFitTolerance() throws {
        func cell(tolerance: Double) throws -> SceneDocument {
            try SceneDecoder.decode(Array("""
            {"exactFitTolerance": \(tolerance),
             "views": [{"id": "root"},
                       {"id": "a", "parent": "root", "intrinsicContentSize": {"width": 100, "height": \(40 + 2.0 / 3)}},
                       {"id": "b", "parent": "root", "intrinsicContentSize": {"width": 100, "height": 60}}],
             "constraints": ["a.left == root.left", "b.left == root.left", {"visualFormat": "V:|[a][b]|"}]}
            """.utf8))
        }
        let rounded = try cell(tolerance: 0.167667), strict = try cell(tolerance: 0)
        let scene = try XCTUnwrap(try WarmScene.solve(rounded, options: options(width: 100, height: 100 + 2.0 / 3)).warm)
        // A cell's height as Interface Builder saves it, in single precision.
        let saved = options(width: 100, height: Double(Float(100 + 2.0 / 3)))
        let reused = try XCTUnwrap(try scene.resolve(rounded, options: saved), "an exact fit within the tolerance")
        XCTAssertEqual(String(decoding: reused.jsonBytes(), as: UTF8.self),
                       String(decoding: SceneSolver.solve(rounded, options: saved).jsonBytes(), as: UTF8.self))
        XCTAssertFalse(reused.diagnostics.contains { $0.kind == .ambiguous })
        XCTAssertNil(try scene.resolve(strict, options: saved), "another tolerance is another scene")
        XCTAssertTrue(SceneSolver.solve(strict, options: saved).diagnostics.contains { $0.kind == .ambiguous })
    }
}

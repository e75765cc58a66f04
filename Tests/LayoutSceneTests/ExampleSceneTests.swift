@testable import JSON
import TestSupport
import XCTest
@testable import LayoutScene

/// Every scene in the shared examples gives what its README names.
final class ExampleSceneTests: XCTestCase {
    static let fixtures = TestFixtures.folder

    func solve(_ name: String, _ options: SolveOptions = SolveOptions(measureTime: false)) throws -> SceneResult {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        return SceneSolver.solve(try SceneDecoder.decode(bytes), options: options)
    }

    func assertFrame(_ result: SceneResult, _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = result.frame(id) else { return XCTFail("no frame for \(id)", file: file, line: line) }
        let expected = SceneRect(x: x, y: y, width: w, height: h)
        let close = abs(frame.x - x) < 1e-6 && abs(frame.y - y) < 1e-6
            && abs(frame.width - w) < 1e-6 && abs(frame.height - h) < 1e-6
        XCTAssertTrue(close, "\(id): \(frame) != \(expected)", file: file, line: line)
    }

    func origins(_ result: SceneResult, _ ids: [String]) -> [ConstraintOrigin] {
        ids.compactMap { id in result.constraints.first { $0.id == id }?.origin }
    }

    /// The result of a conflicting scene and its one `unsatisfiable` diagnostic.
    func conflict(_ name: String, broken: String) throws -> (SceneResult, Diagnostic.Conflict) {
        let result = try solve(name)
        XCTAssertEqual(result.status, .conflicting)
        let found = DiagnosticTestSupport.conflicts(result)
        XCTAssertEqual(found.count, 1)
        let conflict = try XCTUnwrap(found.first)
        XCTAssertEqual(conflict.broken, broken)
        return (result, conflict)
    }

    /// The fidelity case: a guide related to itself is measured in its
    /// owner's bounds, so `g0.top` is 6 there and the height must be 40.
    func testGuideRelatedToItselfIsMeasuredInItsOwner() throws {
        let (_, conflict) = try conflict("guide-self-relation.json", broken: "#10")
        XCTAssertEqual(conflict.constraints, ["#6", "#7", "#10"])
    }

    func testConflictLabelWidth() throws {
        let (result, conflict) = try conflict("conflict-label-width.json", broken: "Label Width")
        let set = conflict.constraints
        let named = set.filter { !$0.contains("@") && !$0.contains(">=0") }
        XCTAssertEqual(named, ["Label Leading", "Space Between Controls.0", "Text Field Trailing", "Label Width"])
        XCTAssertEqual(set.count, 6, "\(set)")
        XCTAssertEqual(Set(origins(result, set)), [.scene, .visualFormat, .rootSize, .implicit])
        XCTAssertTrue(set.contains("root.width@rootSize") && set.contains("field.width>=0"), "\(set)")
        assertFrame(result, "name", 20, 20, 42, 21)
        assertFrame(result, "field", 70, 15.5, 230, 30)
    }

    func testAmbiguousVerticalFrames() throws {
        let result = try solve("ambiguous-vertical.json")
        XCTAssertNotEqual(result.status, .conflicting)
        guard let frame = result.frame("v0") else { return XCTFail("no v0") }
        XCTAssertEqual([frame.x, frame.width, frame.height], [211, 50, 50])
    }

    func testHuggingImage() throws {
        assertFrame(try solve("hugging-image.json"), "image", 110, 202, 100, 100)
        assertFrame(try solve("hugging-image-750.json"), "image", 128, 220, 64, 64)
    }

    func testHuggingTieFixed() throws {
        let result = try solve("hugging-tie-fixed.json")
        XCTAssertEqual(result.status, .satisfied)
        assertFrame(result, "field", 20, 35, 267, 30)
        assertFrame(result, "button", 295, 35, 60, 30)
    }

    func testHuggingTieSolves() throws {
        let result = try solve("hugging-tie.json")
        XCTAssertNotEqual(result.status, .conflicting)
        let field = try XCTUnwrap(result.frame("field")), button = try XCTUnwrap(result.frame("button"))
        XCTAssertEqual(field.width + button.width, 327, accuracy: 1e-6)
    }

    func testAutoresizingConflict() throws {
        let (result, conflict) = try conflict("autoresizing-conflict.json", broken: "#0")
        let set = conflict.constraints
        XCTAssertTrue(origins(result, set).contains(.autoresizing), "\(set)")
        XCTAssertTrue(set.contains("root.width@rootSize"), "\(set)")
        XCTAssertTrue((conflict.hints ?? []).contains { $0.contains("translatesAutoresizingMaskIntoConstraints") })
        assertFrame(result, "label", 0, 0, 100, 21)
        XCTAssertEqual(result.constraints.first { $0.origin == .autoresizing }?.description, "h=--- v=---")
    }

    func testRTLMirror() throws {
        let result = try solve("rtl-mirror.json")
        XCTAssertEqual(result.status, .satisfied)
        assertFrame(result, "a", 20, 10, 100, 40)
        assertFrame(result, "b", 128, 10, 50, 40)
        XCTAssertEqual(result.variants.map(\.name), ["rtl"])
        guard let rtl = result.variants.first else { return }
        assertFrame(rtl, "a", 200, 10, 100, 40)
        assertFrame(rtl, "b", 142, 10, 50, 40)
    }

    func testSelfSizingCell() throws {
        let result = try solve("self-sizing-cell.json")
        XCTAssertEqual(result.status, .satisfied)
        assertFrame(result, "cell", 0, 0, 320, 64)
        assertFrame(result, "title", 20, 12, 280, 40)
        XCTAssertEqual(result.constraints.first { $0.origin == .fitting }?.equation, "cell.height <= 0 @50")
    }

    func testOutputIsDeterministic() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        where name.hasSuffix(".json") {
            let first = try solve(name).jsonBytes(), second = try solve(name).jsonBytes()
            XCTAssertEqual(first, second, name)
            XCTAssertNoThrow(try JSONParser().parse(first), name)
        }
    }

    /// The result's bytes are canonical: read back and written again by
    /// the generic writer they come out the same, compact and indented,
    /// with full detail too (affecting lists, misses). Explanations nest a
    /// result this way.
    func testResultBytesRoundTrip() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        where name.hasSuffix(".json") {
            for detail in [SolveOptions(measureTime: false), SolveOptions(detail: .full, measureTime: false)] {
                let result = try solve(name, detail)
                for indent in [0, 2] {
                    let bytes = result.jsonBytes(indent: indent)
                    XCTAssertEqual(JSONWriter(indent: indent).bytes(try JSONParser().parse(bytes)), bytes, name)
                }
            }
        }
    }
}

final class TextReportTests: XCTestCase {
    func testReportShowsConflictTreeAndSections() throws {
        let bytes = try [UInt8](Data(contentsOf: ExampleSceneTests.fixtures.appendingPathComponent("conflict-label-width.json")))
        let doc = try SceneDecoder.decode(bytes)
        let text = TextReport(result: SceneSolver.solve(doc, options: SolveOptions(measureTime: false)), document: doc).render()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "status: conflicting")
        XCTAssertEqual(lines[2], "conflicts:")
        XCTAssertTrue(lines[3].contains("Label Width was broken"), lines[3])
        XCTAssertTrue(lines.contains("  root (0, 0, 320, 480)"), text)
        XCTAssertTrue(lines.contains("    field (70, 15.5, 230, 30)"), text)
        XCTAssertTrue(lines.contains("name (UILabel) \"Name\""), text)
        XCTAssertTrue(lines.contains("  [1000] Label Width: name.width >= 400   H:[name(>=400)]"), text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    - root.width@rootSize: root.width == 320 (rootSize)") }, text)
        XCTAssertTrue(lines.allSatisfy { $0.count <= TextWrapper.columns }, text)
    }
}

import TestSupport
import XCTest
import LayoutSolver
@testable import LayoutScene

/// Properties over generated scenes: right-to-left mirroring, required
/// constraints holding in the reported frames, identical output across runs.
final class ScenePropertyTests: XCTestCase {
    /// A tree of views placed only with leading/trailing/centerX/size
    /// constraints (centres without constants) and symmetric margins.
    func mirrorScene(seed: UInt64) -> String {
        var g = SeededGenerator(seed: seed)
        var views = [#"{"id": "root"}"#]
        var constraints: [String] = []
        let count = g.int(2...8)
        for i in 1...count {
            let parent = i == 1 ? "root" : (g.int(0...2) == 0 ? "v\(g.int(1...(i - 1)))" : "root")
            let margin = g.int(0...12)
            views.append(#"{"id": "v\#(i)", "parent": "\#(parent)", "layoutMargins": {"left": \#(margin), "right": \#(margin)}}"#)
            let w = g.int(1...60), c = g.int(0...30)
            switch g.int(0...3) {
            case 0: constraints += ["v\(i).leading == \(parent).leading + \(c)", "v\(i).width == \(w)"]
            case 1: constraints += ["v\(i).centerX == \(parent).centerX", "v\(i).width == \(w)"]
            case 2: constraints += ["v\(i).leadingMargin == \(parent).leadingMargin + \(c)",
                                    "v\(i).trailing == \(parent).trailingMargin - \(g.int(0...10))"]
            default:
                if i > 1 && parent == "root" {
                    constraints += ["v\(i).leading == v\(i - 1).trailing + \(c)", "v\(i).width == \(w) @750",
                                    "v\(i).trailing <= root.trailing"]
                } else {
                    constraints += ["v\(i).trailing == \(parent).trailing - \(c)", "v\(i).width == \(w)"]
                }
            }
            constraints += ["v\(i).top == \(parent).top + \(g.int(0...20))", "v\(i).height == \(g.int(1...40))"]
        }
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"size": {"width": \#(g.int(200...400)), "height": 300}, "views": [\#(views.joined(separator: ", "))], "constraints": [\#(list)]}"#
    }

    func testRightToLeftMirrorsExactly() throws {
        for seed in 0..<60 as Range<UInt64> {
            let doc = try SceneDecoder.decode(Array(mirrorScene(seed: seed).utf8))
            let options = SolveOptions(measureTime: false)
            let ltr = SceneSolver.solve(doc, options: options)
            var flipped = options
            flipped.layoutDirection = .rightToLeft
            let rtl = SceneSolver.solve(doc, options: flipped)
            XCTAssertEqual(ltr.status, rtl.status)
            for view in doc.views where view.parent != nil {
                let a = try XCTUnwrap(ltr.frame(view.id)), b = try XCTUnwrap(rtl.frame(view.id))
                let parentWidth = try XCTUnwrap(ltr.frame(view.parent!)).width
                XCTAssertEqual(b.x, parentWidth - a.x - a.width, accuracy: 1e-6, "seed \(seed) \(view.id)")
                XCTAssertEqual(b.width, a.width, accuracy: 1e-6, "seed \(seed) \(view.id)")
                XCTAssertEqual(b.y, a.y, accuracy: 1e-6, "seed \(seed) \(view.id)")
            }
        }
    }

    /// Maps reported frames back to alignment rects in root coordinates and
    /// checks every required constraint that was not broken.
    func assertRequiredHold(_ doc: SceneDocument, _ result: SceneResult, _ label: String) {
        let hierarchy = SceneHierarchy(document: doc)
        var lowering = SceneLowering(document: doc, hierarchy: hierarchy)
        let lowered = lowering.lower()
        var origin = Array(repeating: (0.0, 0.0), count: hierarchy.ids.count)
        var rects: [SceneRect] = []
        for (i, id) in hierarchy.ids.enumerated() {
            let frame = result.frame(id)!
            let p = hierarchy.parent[i]
            // Parents come before children only in well-ordered documents; walk up instead.
            var x = frame.x, y = frame.y, q = p
            while q >= 0 { let f = result.frame(hierarchy.ids[q])!; x += f.x; y += f.y; q = hierarchy.parent[q] }
            origin[i] = (x, y)
            let insets = lowering.items[i].insets
            rects.append(SceneRect(x: x + insets.left, y: y + insets.top, width: frame.width - insets.left - insets.right,
                                   height: frame.height - insets.top - insets.bottom))
        }
        let broken = Set(result.diagnostics.compactMap { $0.conflict?.broken })
        for c in lowered where c.constraint.priority.isRequired && !broken.contains(c.id) {
            let miss = c.constraint.violation { v in
                let r = rects[v.id / 4]
                return [r.x, r.y, r.width, r.height][v.id % 4]
            }
            XCTAssertLessThanOrEqual(miss, 1e-6, "\(label): \(c.id) \(EquationPrinter().print(c.spec))")
        }
    }

    func testRequiredConstraintsHoldInFrames() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: ExampleSceneTests.fixtures.path).sorted()
        where name.hasSuffix(".json") {
            let doc = try SceneDecoder.decode([UInt8](Data(contentsOf: ExampleSceneTests.fixtures.appendingPathComponent(name))))
            assertRequiredHold(doc, SceneSolver.solve(doc), name)
        }
        for seed in 0..<30 as Range<UInt64> {
            let doc = try SceneDecoder.decode(Array(mirrorScene(seed: seed).utf8))
            for direction in LayoutDirection.allCases {
                var variant = doc
                variant.layoutDirection = direction
                assertRequiredHold(variant, SceneSolver.solve(variant), "seed \(seed) \(direction)")
            }
        }
    }

    func testIdenticalOutputAcrossRuns() throws {
        for seed in 0..<20 as Range<UInt64> {
            let doc = try SceneDecoder.decode(Array(mirrorScene(seed: seed).utf8))
            let options = SolveOptions(detail: .full, measureTime: false)
            XCTAssertEqual(SceneSolver.solve(doc, options: options).jsonBytes(),
                           SceneSolver.solve(doc, options: options).jsonBytes())
        }
    }

    func testDisplayScaleRoundsEdgesHalvesUp() throws {
        let doc = try SceneDecoder.decode(Array(#"""
        {"size": {"width": 100, "height": 100}, "displayScale": 2,
         "views": [{"id": "root"}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "a"}],
         "constraints": ["a.left == root.left + 10.3", "a.width == 20.2", "a.top == root.top + 0.25", "a.height == 10",
                         "b.left == a.left + 0.3", "b.width == 1.1", "b.top == a.top", "b.height == 1"]}
        """#.utf8))
        let result = SceneSolver.solve(doc, options: SolveOptions(measureTime: false))
        // a: left 10.3 -> 10.5, right 30.5 -> 30.5, top 0.25 -> 0.5 (half up).
        XCTAssertEqual(result.frame("a"), SceneRect(x: 10.5, y: 0.5, width: 20, height: 10))
        // b in root coordinates: left 10.6 -> 10.5, right 11.7 -> 11.5; relative to a's rounded left.
        XCTAssertEqual(result.frame("b"), SceneRect(x: 0, y: 0, width: 1, height: 1))
    }
}

import TestSupport
import XCTest
import LayoutSolver
@testable import LayoutScene

final class SceneDecoderTests: XCTestCase {
    func decode(_ text: String) throws(SceneProblem) -> SceneDocument {
        try SceneDecoder.decode(Array(text.utf8))
    }

    func problem(_ text: String) -> SceneProblem? {
        do { _ = try decode(text); return nil } catch { return error }
    }

    func errors(_ text: String) -> [String] {
        problem(text)?.errors.map { "\($0.pointer): \($0.message)" } ?? []
    }

    func testFieldsAndDefaults() throws {
        let doc = try decode(#"""
        {"format": "layoutd.scene/1", "size": {"width": 320}, "layoutDirection": "rightToLeft", "displayScale": 2,
         "standardSpacing": {"sibling": 6}, "prototypeConstraints": false,
         "views": [{"id": "root"},
                   {"id": "name", "parent": "root", "class": "UILabel", "label": "Name",
                    "frame": {"x": 20, "y": 80, "width": 60, "height": 21},
                    "intrinsicContentSize": {"width": 60, "height": -1},
                    "contentHugging": {"horizontal": 251}, "alignmentRectInsets": {"top": 1},
                    "baselineOffsets": {"first": 17, "last": 4}, "layoutMargins": {"left": 4},
                    "translatesAutoresizingMaskIntoConstraints": true, "autoresizingMask": ["flexibleWidth"]}],
         "guides": [{"id": "spacer", "owner": "root"}],
         "constraints": ["name.leading == root.leadingMargin",
                         {"id": "W", "equation": "name.width >= 400 @999", "priority": 10},
                         {"first": "name.width", "relation": "<=", "second": "spacer.width", "multiplier": 0.5,
                          "constant": 20, "priority": 750, "placeholder": true}],
         "variants": [{"name": "wide", "size": {"width": 568, "height": 320}, "intrinsicWidthScale": 2}]}
        """#)
        XCTAssertEqual(doc.root, "root")
        XCTAssertEqual(doc.size, SceneSize(width: 320, height: nil))
        XCTAssertEqual(doc.layoutDirection, .rightToLeft)
        XCTAssertEqual(doc.standardSpacing, StandardSpacing(sibling: 6, superview: 20))
        XCTAssertFalse(doc.prototypeConstraints)
        let name = doc.views[1]
        XCTAssertEqual(name.intrinsicContentSize, SceneSize(width: 60, height: nil))
        XCTAssertEqual(name.contentHugging, AxisValues(horizontal: 251, vertical: 250))
        XCTAssertEqual(name.compressionResistance, AxisValues(horizontal: 750, vertical: 750))
        XCTAssertEqual(name.alignmentRectInsets, EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(name.layoutMargins, EdgeInsets(top: 8, left: 4, bottom: 8, right: 8))
        XCTAssertEqual(name.autoresizingMask, .flexibleWidth)
        XCTAssertEqual(doc.constraints.map(\.id), ["#0", "W", "#2"])
        XCTAssertEqual(doc.constraints[1].specs[0].priority, 999)
        XCTAssertEqual(doc.constraints[2].specs[0], ConstraintSpec(
            first: AttributeRef(item: "name", attribute: .width), relation: .lessOrEqual,
            second: AttributeRef(item: "spacer", attribute: .width), multiplier: 0.5, constant: 20, priority: 750))
        XCTAssertTrue(doc.constraints[2].placeholder)
        XCTAssertEqual(doc.variants, [SceneVariant(name: "wide", size: SceneSize(width: 568, height: 320),
                                                   intrinsicWidthScale: 2)])
    }

    /// Duplicates are found whether the explicit ids seen so far are few
    /// (kept in a list) or many (kept in a table), and across the switch.
    /// Absent is 0 (strict); a number of points in 0...1 otherwise.
    func testExactFitTolerance() throws {
        let views = #""views": [{"id": "root"}]"#
        XCTAssertEqual(try decode("{\(views)}").exactFitTolerance, 0)
        XCTAssertEqual(try decode(#"{"exactFitTolerance": null, \#(views)}"#).exactFitTolerance, 0)
        XCTAssertEqual(try decode(#"{"exactFitTolerance": 0.5, \#(views)}"#).exactFitTolerance, 0.5)
        XCTAssertEqual(try decode(#"{"exactFitTolerance": 1, \#(views)}"#).exactFitTolerance, 1)
        XCTAssertEqual(errors(#"{"exactFitTolerance": -0.1, \#(views)}"#), ["/exactFitTolerance: -0.1 is outside 0...1 (points)"])
        XCTAssertEqual(errors(#"{"exactFitTolerance": 1.5, \#(views)}"#), ["/exactFitTolerance: 1.5 is outside 0...1 (points)"])
        XCTAssertEqual(errors(#"{"exactFitTolerance": "0.5", \#(views)}"#), ["/exactFitTolerance: expected a number, found string"])
    }

    func testDuplicateConstraintIDsFewAndMany() {
        var ids = ConstraintIDs(count: 60)
        for i in 0..<40 { XCTAssertNil(ids.record("c\(i)", index: i)) }
        XCTAssertEqual(ids.record("c3", index: 40), 3)
        XCTAssertEqual(ids.record("c39", index: 41), 39)
        XCTAssertNil(ids.record("#50", index: 42))
        XCTAssertEqual(ids.recordGenerated(index: 50), 42)
        XCTAssertNil(ids.recordGenerated(index: 51))
        XCTAssertEqual(ids.record("#51", index: 52), 51)

        var few = ConstraintIDs(count: 8)
        XCTAssertNil(few.record("Label Top", index: 0))
        XCTAssertNil(few.record("#3", index: 1))
        XCTAssertNil(few.recordGenerated(index: 2))
        XCTAssertEqual(few.recordGenerated(index: 3), 1)
        XCTAssertEqual(few.record("Label Top", index: 4), 0)
        XCTAssertEqual(few.record("#2", index: 5), 2)
        XCTAssertNil(few.record("Label Tops", index: 6))
    }

    /// Generated ids `#N` clash with explicit ones in either order; `#05`
    /// and `#1` on entry 1 itself do not clash.
    func testDuplicateConstraintIDsAgainstGeneratedOnes() {
        let found = errors(#"""
        {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": [{"id": "#2", "equation": "a.width == 1"}, {"id": "#1", "equation": "a.height == 1"},
                         "a.left == root.left", "a.top == root.top", {"id": "#3", "equation": "a.width == 2"},
                         {"id": "#05", "equation": "a.width == 3"}, {"equation": "a.width == 4"},
                         {"id": "#6", "equation": "a.width == 5"}, {"id": "#2", "equation": "a.width == 6"}]}
        """#)
        XCTAssertEqual(found, [
            "/constraints/2: duplicate constraint id \"#2\" (first at /constraints/0)",
            "/constraints/4: duplicate constraint id \"#3\" (first at /constraints/3)",
            "/constraints/7: duplicate constraint id \"#6\" (first at /constraints/6)",
            "/constraints/8: duplicate constraint id \"#2\" (first at /constraints/0)",
        ])
        for n in [0, 9, 10, 99, 100, 12_345, Int.max] {
            XCTAssertEqual(ConstraintIDs.generatedID(n), "#" + String(n))
            XCTAssertEqual(ConstraintIDs.generatedIndex("#" + String(n)), n)
        }
        XCTAssertNil(ConstraintIDs.generatedIndex("#07"))
        XCTAssertNil(ConstraintIDs.generatedIndex("#-1"))
    }

    func testEveryErrorWithPointer() {
        let found = errors(#"""
        {"views": [{"id": "root", "colour": 1},
                   {"id": "a", "parent": "root", "frame": {"x": "1", "y": 0, "width": 1}},
                   {"id": "a", "parent": "nowhere"},
                   {"id": ".bad", "parent": "root", "contentHugging": {"horizontal": 1001}}],
         "extra": true,
         "constraints": ["a.left == root.top", "a.left == root.width", "a.leading == root.left",
                         "a.left == 10", "a.left == 0 * root.left", "ghost.width == 1", "a.width == 1e308",
                         {"first": "a.width", "relation": "=", "priority": 0}, {"equation": "a.width = 3"},
                         {"id": "x", "equation": "a.width == 1", "first": "a.width"}]}
        """#)
        XCTAssertEqual(found, [
            "/extra: unknown field",
            "/views/0/colour: unknown field",
            "/views/1/frame/x: expected a number, found string",
            "/views/1/frame/height: required",
            "/views/3/id: an id must not start with '.'",
            "/views/3/contentHugging/horizontal: priority 1001 is outside 1...1000",
            "/views/2/id: duplicate id \"a\" (first at /views/1)",
            "/views/2/parent: unknown view \"nowhere\"",
            "/constraints/6: 1e+308 is out of range: numbers must lie within ±1000000000",
            "/constraints/7/relation: expected \"==\", \"<=\" or \">=\", found \"=\"",
            "/constraints/7/priority: priority 0 is outside 1...1000",
            "/constraints/7/relation: required",
            "/constraints/8/equation: column 9: expected '==', '<=' or '>=', found '='",
            "/constraints/9: \"equation\", \"first\"/\"relation\"/\"second\" and \"visualFormat\" exclude each other",
        ])
        // The hierarchy is broken above, so constraint checks wait; with a good tree they all show.
        let checks = errors(#"""
        {"views": [{"id": "root"}, {"id": "a", "parent": "root"}], "guides": [{"id": "g", "owner": "root"}],
         "constraints": ["a.left == root.top", "a.left == root.width", "a.leading == root.left",
                         "a.left == 10", "a.left == 0 * root.left", "ghost.width == 1", "a.width == 1e308",
                         "g.leftMargin == a.left", "a.width == 2 * root.height"]}
        """#)
        XCTAssertEqual(checks, [
            "/constraints/0: an x-axis location cannot be related to a y-axis location (left, top)",
            "/constraints/1: a location attribute cannot be related to a size attribute (left, width)",
            "/constraints/2: leading/trailing cannot be mixed with left/right (leading, left)",
            "/constraints/3: a location attribute (left) cannot equal a constant",
            "/constraints/4: a location attribute cannot have multiplier 0",
            "/constraints/5: unknown view or guide \"ghost\"",
            "/constraints/6: 1e+308 is out of range: numbers must lie within ±1000000000",
            "/constraints/7: a layout guide has no margins (g.leftMargin)",
        ])
    }

    /// Found by schemathesis: a null id used to pass decoding and crash the solver.
    func testNullIdsAreMissingIds() throws {
        let p = try XCTUnwrap(problem(#"{"views": [{"id": null}]}"#))
        XCTAssertTrue(p.errors.contains { $0.pointer == "/views/0/id" && $0.message == "required" }, "\(p.errors)")
        let q = try XCTUnwrap(problem(#"{"views": [{"id": "root"}, {"id": null, "parent": "root"}]}"#))
        XCTAssertTrue(q.errors.contains { $0.pointer == "/views/1/id" }, "\(q.errors)")
    }

    func testRootsAndCycles() {
        XCTAssertEqual(errors(#"{"views": [{"id": "a"}, {"id": "b"}]}"#),
                       ["/views/1: several roots: \"b\" and \"a\" have no parent"])
        XCTAssertEqual(errors(#"{"views": [{"id": "r"}, {"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#),
                       ["/views/1/parent: cycle of 2 views: \"a\" -> \"b\""])
        XCTAssertEqual(errors(#"{"root": "b", "views": [{"id": "a"}, {"id": "b"}]}"#),
                       ["/views/0: several roots: \"a\" has no parent but the root is \"b\""])
        XCTAssertEqual(errors(#"{"views": [{"id": "r"}, {"id": "a", "parent": "r", "translatesAutoresizingMaskIntoConstraints": true}]}"#),
                       ["/views/1/frame: required when translatesAutoresizingMaskIntoConstraints is true"])
        XCTAssertEqual(errors(#"{"views": []}"#), ["/views: the scene needs at least one view"])
        XCTAssertEqual(errors(#"[]"#), [": expected an object, found array"])
    }

    func testDeepChainIsLinear() throws {
        let n = 100_000
        func chain(rootParent: String) -> String {
            let views = (1..<n).map { #"{"id": "v\#($0)", "parent": "v\#($0 - 1)"}"# }.joined(separator: ", ")
            return #"{"views": [{"id": "v0"\#(rootParent)}, \#(views)], "#
                + #""constraints": ["v\#(n - 1).left == v0.left", "v\#(n - 1).left == v\#(n / 2).left"]}"#
        }
        var limits = SceneLimits()
        limits.maxViews = n
        let start = ContinuousClock.now
        let doc = try SceneDecoder.decode(Array(chain(rootParent: "").utf8), limits: limits)
        XCTAssertEqual(doc.views.count, n)
        let hierarchy = SceneHierarchy(document: doc)
        XCTAssertEqual(hierarchy.depth[n - 1], n - 1)
        XCTAssertEqual(hierarchy.commonAncestor(n - 1, n / 2), n / 2)
        // A cycle through the whole chain.
        let cyclic = chain(rootParent: #", "parent": "v\#(n - 1)""#)
        XCTAssertThrowsError(try SceneDecoder.decode(Array(cyclic.utf8), limits: limits)) { error in
            XCTAssertEqual((error as? SceneProblem)?.errors.map(\.message),
                           ["no root: every view has a parent",
                            "cycle of 100000 views: \"v0\" -> \"v99999\" -> \"v99998\" -> \"v99997\" -> \"v99996\" -> …"])
        }
        XCTAssertLessThan(ContinuousClock.now - start, TimeLimit.seconds(20))
    }

    func testMalformedAndLimits() {
        XCTAssertEqual(problem(#"{"views": [1,]}"#)?.kind, .malformed)
        XCTAssertEqual(problem(#"{"views": [1,]}"#)?.errors.first?.message,
                       "unexpected ']' at byte 13, expected a value")
        XCTAssertEqual(problem(#"{"views": [{"id": "r", "frame": {"x": 1e400}}]}"#)?.errors.first?.message,
                       "number 1e400 at byte 38 is out of range")
        let long = #"{"views": [{"id": "r", "label": ""# + String(repeating: "x", count: 10 << 20) + #""}]}"#
        XCTAssertEqual(problem(long)?.kind, .tooLarge)
        var limits = SceneLimits()
        limits.maxViews = 1
        XCTAssertThrowsError(try SceneDecoder.decode(Array(#"{"views": [{"id": "a"}, {"id": "b", "parent": "a"}]}"#.utf8),
                                                     limits: limits)) { error in
            XCTAssertEqual((error as? SceneProblem)?.kind, .tooLarge)
            XCTAssertEqual((error as? SceneProblem)?.errors.first?.message, "2 entries; the limit is 1")
        }
    }
}

final class SceneDecoderFormatTests: XCTestCase {
    func testVisualFormatEntries() throws {
        let doc = try SceneDecoder.decode(Array(#"""
        {"views": [{"id": "root"}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root"}],
         "standardSpacing": {"sibling": 6},
         "constraints": [{"id": "Row", "visualFormat": "H:|[a]-[b(==40@500)]", "priority": 700}]}
        """#.utf8))
        let row = doc.constraints[0]
        XCTAssertEqual(row.specs.count, 3)
        XCTAssertEqual((0..<3).map(row.specID), ["Row.0", "Row.1", "Row.2"])
        XCTAssertEqual(row.specs.map { EquationPrinter().print($0) },
                       ["a.leading == root.leading @700", "b.leading == a.trailing + 6 @700", "b.width == 40 @500"])
    }

    func testVisualFormatErrors() {
        XCTAssertThrowsError(try SceneDecoder.decode(Array(#"""
        {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": [{"visualFormat": "H:[a]-["}, {"visualFormat": "H:[ghost(==10)]"}]}
        """#.utf8))) { error in
            let entries = (error as? SceneProblem)?.errors ?? []
            XCTAssertEqual(entries.map(\.pointer), ["/constraints/0/visualFormat", "/constraints/1/visualFormat"])
            XCTAssertTrue(entries.first?.message.hasPrefix("column ") ?? false, "\(entries)")
        }
    }
}

final class SceneDecoderBadInputTests: XCTestCase {
    func testMegabyteVisualFormatHitsTheLimitFast() {
        let views = (0..<2000).map { #"{"id": "v\#($0)", "parent": "root"}"# }.joined(separator: ",")
        var format = "H:|"
        var i = 0
        while format.utf8.count < 1_000_000 { format += "-[v\(i % 2000)(>=10)]"; i += 1 }
        let text = #"{"views": [{"id": "root"}, \#(views)], "constraints": [{"visualFormat": "\#(format)"}]}"#
        let start = ContinuousClock.now
        XCTAssertThrowsError(try SceneDecoder.decode(Array(text.utf8))) { error in
            let problem = error as? SceneProblem
            XCTAssertEqual(problem?.kind, .tooLarge)
            XCTAssertEqual(problem?.errors.map(\.pointer), ["/constraints/0/visualFormat"])
        }
        XCTAssertLessThan(ContinuousClock.now - start, TimeLimit.seconds(15))
    }

    func testWrongTypesEverywhere() {
        XCTAssertThrowsError(try SceneDecoder.decode(Array(#"""
        {"format": 1, "size": [], "layoutDirection": "up", "displayScale": 0, "prototypeConstraints": "yes",
         "views": [{"id": 7}], "guides": {}, "constraints": [3], "variants": [{"size": {"width": -1}}]}
        """#.utf8))) { error in
            XCTAssertEqual((error as? SceneProblem)?.errors.map { "\($0.pointer): \($0.message)" }, [
                "/format: expected a string, found number",
                "/size: expected an object, found array",
                "/layoutDirection: expected \"leftToRight\" or \"rightToLeft\", found \"up\"",
                "/displayScale: must be greater than 0",
                "/prototypeConstraints: expected true or false, found string",
                "/variants/0/size/width: must not be negative",
                "/variants/0/name: required",
                "/views/0/id: expected a string, found number",
                "/guides: expected an array, found object",
                "/constraints/0: expected an object, found number",
            ])
        }
    }
}

import XCTest
import LayoutSolver
@testable import LayoutScene

final class SceneLoweringTests: XCTestCase {
    func lower(_ text: String) throws -> (SceneLowering, [LoweredConstraint]) {
        let doc = try SceneDecoder.decode(Array(text.utf8))
        var lowering = SceneLowering(document: doc, hierarchy: SceneHierarchy(document: doc))
        let lowered = lowering.lower()
        return (lowering, lowered)
    }

    func testOrderOfAddition() throws {
        let (lowering, lowered) = try lower(#"""
        {"size": {"width": 320}, "views": [
            {"id": "root", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}},
            {"id": "ar", "parent": "root", "frame": {"x": 10, "y": 10, "width": 100, "height": 20},
             "translatesAutoresizingMaskIntoConstraints": true, "autoresizingMask": ["flexibleWidth", "flexibleTopMargin"]},
            {"id": "proto", "parent": "root", "frame": {"x": 5, "y": 6, "width": 7, "height": 8}},
            {"id": "label", "parent": "root", "intrinsicContentSize": {"width": 40, "height": 20}}],
         "guides": [{"id": "g", "owner": "root"}],
         "constraints": ["label.left == root.left", {"equation": "label.top == root.top", "placeholder": true}]}
        """#)
        XCTAssertEqual(lowered.map(\.id), [
            "root.width@rootSize", "root.height@fitting", "root.left@origin", "root.top@origin",
            "root.width>=0", "root.height>=0", "ar.width>=0", "ar.height>=0", "proto.width>=0", "proto.height>=0",
            "label.width>=0", "label.height>=0", "g.width>=0", "g.height>=0",
            "ar.left@autoresizing", "ar.width@autoresizing", "ar.top@autoresizing", "ar.height@autoresizing",
            "proto.left@prototype", "proto.top@prototype", "proto.width@prototype", "proto.height@prototype",
            "label.width@hugging", "label.width@compressionResistance",
            "label.height@hugging", "label.height@compressionResistance", "#0",
        ])
        XCTAssertEqual(lowering.prototyped, ["proto"])
        let printer = EquationPrinter()
        let ar = lowered.filter { $0.origin == .autoresizing }
        XCTAssertEqual(ar.map { printer.print($0.spec) },
                       ["ar.left == 10", "ar.width == root.width - 220", "ar.top == root.height - 470", "ar.height == 20"])
        XCTAssertEqual(ar.map(\.description), Array(repeating: "h=-&- v=&--", count: 4))
    }

    /// Evaluates `lowered` at the alignment rects given per item.
    func violation(_ c: LoweredConstraint, _ rects: [SceneRect]) -> Double {
        c.constraint.violation { v in
            let r = rects[v.id / 4]
            return [r.x, r.y, r.width, r.height][v.id % 4]
        }
    }

    func testCoordinatesAndMirroring() throws {
        let scene = #"""
        {"size": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft", "views": [
            {"id": "root"}, {"id": "box", "parent": "root", "layoutMargins": {"left": 1, "right": 3}},
            {"id": "a", "parent": "box"}],
         "constraints": ["a.leading == box.leadingMargin + 5", "a.centerX == 0.5 * box.centerX", "a.left == box.left + 2"]}
        """#
        let (_, lowered) = try lower(scene)
        let scene_ = lowered.filter { $0.origin == .scene }
        // box at x 100 (width 100); a is 10 wide.
        let root = SceneRect(x: 0, y: 0, width: 300, height: 100), box = SceneRect(x: 100, y: 0, width: 100, height: 100)
        // Right-to-left leading margin is box's right margin (3): a's right edge at 200 - 3 - 5.
        XCTAssertEqual(violation(scene_[0], [root, box, SceneRect(x: 182, y: 0, width: 10, height: 10)]), 0, accuracy: 1e-9)
        // centerX does not flip; in box's bounds a's centre is at a quarter of its width: 125 in root coordinates.
        XCTAssertEqual(violation(scene_[1], [root, box, SceneRect(x: 120, y: 0, width: 10, height: 10)]), 0, accuracy: 1e-9)
        XCTAssertEqual(violation(scene_[2], [root, box, SceneRect(x: 102, y: 0, width: 10, height: 10)]), 0, accuracy: 1e-9)
    }
}

import LayoutSolver
@testable import LayoutScene

/// A small hierarchy and shorthands shared by the visual format tests:
/// root ⊃ {a, b, c, d, box}, box ⊃ {inner}.
enum VisualFormatFixtures {
    static let parents: [String: String] = [
        "a": "root", "b": "root", "c": "root", "d": "root", "box": "root", "inner": "box",
        "my-view.2": "root", "2nd": "root",
    ]

    static func context(metrics: [String: Double] = [:], views: [String: String] = [:],
                        options: [String] = [], priority: Double = 1000) -> VisualFormatContext {
        VisualFormatContext(metrics: metrics, views: views, options: options,
                            parentOf: { parents[$0] }, priority: priority)
    }

    /// `"a.leading"` as a reference; the item is everything before the last dot.
    static func ref(_ text: String) -> AttributeRef {
        let dot = text.lastIndex(of: ".")!
        return AttributeRef(item: String(text[..<dot]),
                            attribute: Attribute(name: String(text[text.index(after: dot)...]))!)
    }

    /// `first REL second + constant @priority`.
    static func spec(_ first: String, _ relation: Relation, _ second: String? = nil,
                     _ constant: Double = 0, _ priority: Double = 1000) -> ConstraintSpec {
        ConstraintSpec(first: ref(first), relation: relation, second: second.map(ref),
                       constant: constant, priority: priority)
    }

    static func parse(_ format: String, _ context: VisualFormatContext = context()) throws -> [ConstraintSpec] {
        try VisualFormatParser.parse(format, context: context)
    }

    /// The error a format fails with, or nil when it parses.
    static func error(_ format: String, _ context: VisualFormatContext = context()) -> VisualFormatError? {
        do {
            _ = try VisualFormatParser.parse(format, context: context)
            return nil
        } catch {
            return error
        }
    }
}

@testable import JSON
import XCTest
@testable import LayoutScene

/// Helpers shared by the diagnostics tests: solving inline scenes and
/// reading diagnostic fields.
enum DiagnosticTestSupport {
    static let options = SolveOptions(measureTime: false)

    static func document(_ json: String) throws -> SceneDocument {
        try SceneDecoder.decode(Array(json.utf8))
    }

    static func solve(_ json: String, _ options: SolveOptions = options) throws -> SceneResult {
        SceneSolver.solve(try document(json), options: options)
    }

    static func fixture(_ name: String) throws -> SceneDocument {
        try SceneDecoder.decode([UInt8](Data(contentsOf: ExampleSceneTests.fixtures.appendingPathComponent(name))))
    }

    static func field(_ d: Diagnostic, _ key: String) -> JSONValue? {
        d.fields.first { $0.key == key }?.value
    }

    static func string(_ d: Diagnostic, _ key: String) -> String? {
        if case .string(let s)? = field(d, key) { return s }
        return nil
    }

    static func number(_ d: Diagnostic, _ key: String) -> Double? {
        if case .number(let n)? = field(d, key) { return n }
        return nil
    }

    static func strings(_ d: Diagnostic, _ key: String) -> [String] {
        guard case .array(let items)? = field(d, key) else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }

    static func rect(_ value: JSONValue?) -> SceneRect? {
        guard case .object(let members)? = value else { return nil }
        func n(_ key: String) -> Double? {
            if case .number(let x)? = members.first(where: { $0.key == key })?.value { return x }
            return nil
        }
        guard let x = n("x"), let y = n("y"), let w = n("width"), let h = n("height") else { return nil }
        return SceneRect(x: x, y: y, width: w, height: h)
    }

    /// The frame of `id` in a diagnostic's `alternative`.
    static func alternative(_ d: Diagnostic, _ id: String) -> SceneRect? {
        guard case .object(let members)? = field(d, "alternative") else { return nil }
        return rect(members.first { $0.key == id }?.value)
    }

    static func ambiguous(_ result: SceneResult, _ view: String? = nil) -> [Diagnostic] {
        result.diagnostics.filter { $0.kind == .ambiguous && (view == nil || string($0, "view") == view) }
    }

    /// The document with equations added to its constraints.
    static func adding(_ equations: [String], to document: SceneDocument) throws -> SceneDocument {
        var copy = document
        for (k, text) in equations.enumerated() {
            let spec = try EquationParser(defaultPriority: 1000).parse(text)
            copy.constraints.append(SceneConstraint(id: "suggestion\(k)", form: .equation(text), priority: spec.priority,
                                                    placeholder: false, specs: [spec]))
        }
        return copy
    }
}

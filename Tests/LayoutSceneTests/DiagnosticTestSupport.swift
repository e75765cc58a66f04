@testable import JSON
import XCTest
@testable import LayoutScene

/// Helpers shared by the diagnostics tests: solving inline scenes and
/// picking diagnostics by kind.
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

    /// The frame of `id` in an ambiguity's `alternative`.
    static func alternative(_ a: Diagnostic.Ambiguity, _ id: String) -> SceneRect? {
        a.alternative.first { $0.id == id }?.rect
    }

    static func ambiguous(_ result: SceneResult, _ view: String? = nil) -> [Diagnostic.Ambiguity] {
        result.diagnostics.compactMap(\.ambiguity).filter { view == nil || $0.view == view }
    }

    static func conflicts(_ result: SceneResult) -> [Diagnostic.Conflict] {
        result.diagnostics.compactMap(\.conflict)
    }

    /// The `omitted` diagnostic counting `kind`, if any.
    static func omitted(_ result: SceneResult, _ kind: Diagnostic.Kind) -> Diagnostic.Omission? {
        result.diagnostics.lazy.compactMap { d -> Diagnostic.Omission? in
            if case .omitted(let o) = d.payload, o.of == kind { return o }
            return nil
        }.first
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

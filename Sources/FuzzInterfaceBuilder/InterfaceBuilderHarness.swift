import JSON
import FuzzSupport
import LayoutImport
import LayoutScene

/// Fuzzes the Interface Builder importer: XML reading (libxml2 through
/// FoundationXML, with the DTD guard), the scenes it makes and their solve.
///
/// Input: a document's bytes. Properties: nothing crashes or hangs; two
/// reads give the same scenes and warnings or the same error; every scene
/// the importer decoded is what its JSON decodes to; every warning has a
/// line inside the document; small scenes solve.
enum InterfaceBuilderHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        var importer = IBImporter()
        // Smaller than the real limit so that the fuzzer reaches the check.
        importer.reader.maximumBytes = 256 << 10
        let first = outcome(importer, bytes)
        FuzzCheck.require(first.map(Summary.init) == outcome(importer, bytes).map(Summary.init), "two reads differ")
        guard case .success(let imported) = first else { return }
        let lines = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        for warning in imported.warnings {
            FuzzCheck.require((1...lines).contains(warning.line), "a warning outside the document: \(warning.text)")
        }
        var options = SolveOptions()
        options.measureTime = false
        options.analyzeAmbiguity = false
        for scene in imported.scenes {
            guard let document = scene.document else { continue }
            FuzzCheck.require((try? SceneDecoder.decode(scene.json)) == document, "the scene JSON is not the document")
            if document.views.count <= 64 && document.constraints.count <= 256 {
                _ = SceneSolver.solve(document, options: options)
            }
        }
    }

    /// What a read gives, comparable: scene names and JSON, warnings, or the error.
    static func outcome(_ importer: IBImporter, _ bytes: [UInt8]) -> Result<IBImport, IBReadError> {
        Result { () throws(IBReadError) in try importer.read(bytes, source: "fuzz") }
    }

    /// A read made comparable: scene names and JSON, and the warnings.
    struct Summary: Equatable {
        var scenes: [[String: JSONValue]]
        var warnings: [IBWarning]

        init(_ imported: IBImport) {
            scenes = imported.scenes.map { [$0.name: $0.json] }
            warnings = imported.warnings
        }
    }
}

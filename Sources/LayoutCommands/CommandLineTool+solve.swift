import Foundation
import LayoutImport
import LayoutScene
import LayoutStore

extension CommandLineTool {
    /// `layoutd solve [FILE|-] [--text] [--detail full] [--no-timing]`
    func solveCommand(_ arguments: [String]) -> Int32 {
        var path: String?
        var text = false
        var options = SolveOptions()
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--text": text = true
            case "--no-timing": options.measureTime = false
            case "--no-ambiguity": options.analyzeAmbiguity = false
            case "--detail":
                guard i + 1 < arguments.count, let detail = SolveOptions.Detail(rawValue: arguments[i + 1]) else {
                    return fail("--detail takes normal or full")
                }
                options.detail = detail
                i += 1
            case "--help", "-h":
                print("usage: layoutd solve [FILE|-] [--text] [--detail full] [--no-timing] [--no-ambiguity]")
                return 0
            case let arg where arg.hasPrefix("--"):
                return fail("unknown option \(arg) for solve")
            case let arg:
                guard path == nil else { return fail("solve takes one file (got \(path!) and \(arg))") }
                path = arg
            }
            i += 1
        }
        let source = path ?? "-"
        guard let bytes = readInput(source) else { return fail("cannot read \(source)") }
        if IBImporter.looksLikeDocument(bytes) {
            return solveInterfaceBuilder(bytes, path: source, options: options, text: text)
        }
        let document: SceneDocument
        switch readScene(bytes, path: source) {
        case .success(let d): document = d
        case .failure(let message): return fail(message)
        }
        let result = SceneSolver.solve(document, options: options)
        if text {
            print(TextReport(result: result, document: document).render(), terminator: "")
        } else {
            io.writeOutput(result.jsonBytes(indent: 2) + [10])
        }
        return 0
    }

    enum SceneRead {
        case success(SceneDocument)
        case failure(String)
    }

    /// Decodes a scene read from `path` (or `-`, stdin); the failure is
    /// a message listing every error with its pointer.
    func readScene(_ bytes: [UInt8], path: String) -> SceneRead {
        // A pasted console message is recognised by its content and made a scene.
        if ConsoleLogReader.looksLikeConsoleMessage(bytes) {
            switch importScene(bytes) {
            case .success(let scene, _): return .success(scene.document)
            case .failure(let message): return .failure("Unreadable console message (\(path)):\n  " + message)
            }
        }
        return decodeScene(bytes, path: path)
    }

    func decodeScene(_ bytes: [UInt8], path: String) -> SceneRead {
        do {
            return .success(try SceneDecoder.decode(bytes))
        } catch {
            let lines = error.errors.map { "  \($0.pointer.isEmpty ? "/" : $0.pointer): \($0.message)" }
            return .failure("\(error.title) (\(path)):\n" + lines.joined(separator: "\n"))
        }
    }
}

/// The one-line verdict `layoutd check` prints per file.
enum CheckLine {
    /// `warnings` counts what the entry lists when it is not the result's
    /// own diagnostics (a document's findings, in Interface Builder's terms).
    static func summary(_ result: SceneResult, warnings listed: Int? = nil) -> String {
        var parts = [result.status.rawValue]
        let broken = result.diagnostics.compactMap { $0.conflict?.broken }
        if !broken.isEmpty { parts.append("broken: " + broken.joined(separator: ", ")) }
        let ambiguous = result.diagnostics.compactMap { $0.ambiguity?.view }
        if !ambiguous.isEmpty { parts.append("ambiguous: " + Array(Set(ambiguous)).sorted().joined(separator: ", ")) }
        let warnings = listed ?? result.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        for variant in result.variants where variant.status != .satisfied {
            parts.append("variant \(variant.name ?? "?"): \(variant.status.rawValue)")
        }
        return parts.joined(separator: "; ")
    }
}

import Foundation
import LayoutImport
import LayoutScene
import LayoutStore

extension CommandLineTool {
    /// `layoutd solve [FILE|-] [--text] [--detail full] [--no-timing]`
    func solveCommand(_ arguments: [String]) -> Int32 {
        let spec = CommandOptions.Spec(flags: ["--text", "--no-timing", "--no-ambiguity"],
                                       valued: ["--detail": ["normal", "full"]], maxOperands: 1)
        let given: CommandOptions
        switch CommandOptions.parse(arguments, spec) {
        case .success(let parsed): given = parsed
        case .failure(.help):
            print("usage: layoutd solve [FILE|-] [--text] [--detail full] [--no-timing] [--no-ambiguity]")
            return 0
        case .failure(.badValue): return fail("--detail takes normal or full")
        case .failure(.unknown(let arg)): return fail("unknown option \(arg) for solve")
        case .failure(.extraOperand(let kept, let arg)): return fail("solve takes one file (got \(kept[0]) and \(arg))")
        }
        let text = given.flags.contains("--text")
        var options = SolveOptions()
        options.measureTime = !given.flags.contains("--no-timing")
        options.analyzeAmbiguity = !given.flags.contains("--no-ambiguity")
        if let detail = given.values["--detail"].flatMap(SolveOptions.Detail.init(rawValue:)) { options.detail = detail }
        let source = given.operands.first ?? "-"
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

    /// `layoutd check FILE… [--fail-on conflicting|ambiguous]`: one line per
    /// file; exit 1 when a file reaches the level, 2 when one is invalid.
    /// `--format` picks the report: text, json, github, junit or sarif.
    func checkCommand(_ arguments: [String]) -> Int32 {
        let spec = CommandOptions.Spec(valued: ["--fail-on": ["conflicting", "ambiguous"],
                                                "--format": Set(CheckFormat.allCases.map(\.rawValue))])
        let given: CommandOptions
        switch CommandOptions.parse(arguments, spec) {
        case .success(let parsed): given = parsed
        case .failure(.help):
            print("usage: layoutd check FILE|FOLDER... [--fail-on conflicting|ambiguous] [--format text|json|github|junit|sarif]")
            return 0
        case .failure(.badValue("--fail-on")): return fail("--fail-on takes conflicting or ambiguous")
        case .failure(.badValue): return fail("--format takes text, json, github, junit or sarif")
        case .failure(.unknown(let arg)), .failure(.extraOperand(_, let arg)): return fail("unknown option \(arg) for check")
        }
        let files = given.operands
        let failOn = given.values["--fail-on"].flatMap(SceneResult.Status.init(rawValue:)) ?? .conflicting
        let format = given.values["--format"].flatMap(CheckFormat.init(rawValue:)) ?? .text
        guard !files.isEmpty else { return fail("check needs at least one scene file") }
        var entries: [CheckEntry] = []
        for file in expandDocuments(files) {
            guard let bytes = readInput(file) else {
                entries.append(.invalid(file, "cannot read \(file)"))
                continue
            }
            if IBImporter.looksLikeDocument(bytes) {
                entries += checkInterfaceBuilder(bytes, path: file)
                continue
            }
            switch readScene(bytes, path: file) {
            case .failure(let message):
                entries.append(.invalid(file, message.split(separator: "\n").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? message))
            case .success(let document):
                var options = SolveOptions()
                options.measureTime = false
                entries.append(CheckEntry(file: file, result: SceneSolver.solve(document, options: options)))
            }
        }
        print(CheckReport(entries: entries).render(format), terminator: "")
        if entries.contains(where: \.invalid) { return 2 }
        return entries.contains { $0.reaches(failOn) } ? 1 : 0
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
    static func summary(_ result: SceneResult) -> String {
        var parts = [result.status.rawValue]
        let broken = result.diagnostics.compactMap { $0.conflict?.broken }
        if !broken.isEmpty { parts.append("broken: " + broken.joined(separator: ", ")) }
        let ambiguous = result.diagnostics.compactMap { $0.ambiguity?.view }
        if !ambiguous.isEmpty { parts.append("ambiguous: " + Array(Set(ambiguous)).sorted().joined(separator: ", ")) }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        for variant in result.variants where variant.status != .satisfied {
            parts.append("variant \(variant.name ?? "?"): \(variant.status.rawValue)")
        }
        return parts.joined(separator: "; ")
    }
}

import JSON
import Foundation
import LayoutImport
import LayoutScene

/// `.xib` and `.storyboard` documents wherever a scene goes in: import,
/// solve and check (docs/importers.md, "Interface Builder documents").
extension CommandLineTool {
    enum IBRead {
        case success(IBImport)
        case failure(String)
    }

    func readInterfaceBuilder(_ bytes: [UInt8], path: String, device: IBDevice? = nil) -> IBRead {
        do {
            return .success(try IBImporter(device: device).read(bytes, source: path))
        } catch {
            return .failure("\(path): \(error.description)")
        }
    }

    /// `layoutd import` of a document: `layoutd.import/1` on stdout.
    func importInterfaceBuilder(_ bytes: [UInt8], path: String) -> Int32 {
        switch readInterfaceBuilder(bytes, path: path) {
        case .failure(let message): return fail(message)
        case .success(let imported):
            io.writeOutput(JSONWriter(indent: 2).bytes(imported.json) + [10])
            for warning in imported.warnings {
                printError("layoutd: note: \(path):\(warning.line): <\(warning.element)>: \(warning.message)")
            }
            return 0
        }
    }

    /// `layoutd solve` of a document: every scene's result, by name.
    func solveInterfaceBuilder(_ bytes: [UInt8], path: String, options: SolveOptions, text: Bool) -> Int32 {
        let imported: IBImport
        switch readInterfaceBuilder(bytes, path: path) {
        case .failure(let message): return fail(message)
        case .success(let value): imported = value
        }
        var scenes: [JSONValue] = []
        if text, let reason = imported.noSceneReason { print("=== no scene: \(reason)") }
        for scene in imported.scenes {
            guard let document = scene.document else {
                // Refused even after dropping constraints: the warnings say why.
                if text { print("=== \(scene.name): not solved (see the warnings)") }
                scenes.append(.object([JSONMember("name", .string(scene.name)), JSONMember("result", .null)]))
                continue
            }
            let result = scene.misplacedAsOnTheCanvas(SceneSolver.solve(document, options: options), options: options)
            if text {
                print("=== \(scene.name)")
                print(TextReport(result: result, document: document).render(), terminator: "")
            } else {
                scenes.append(.object([JSONMember("name", .string(scene.name)), JSONMember("result", result.jsonValue)]))
            }
        }
        if !text {
            var out = JSONValue.object([JSONMember("source", .string(path)), JSONMember("scenes", .array(scenes))])
            if case .object(var members) = out, case .array(let warnings)? = imported.json["warnings"] {
                members.append(JSONMember("warnings", .array(warnings)))
                out = .object(members)
            }
            io.writeOutput(JSONWriter(indent: 2).bytes(out) + [10])
        }
        return 0
    }

    /// `layoutd check` of a document: an entry per scene with its findings
    /// in Interface Builder's terms, or one invalid entry. On `device` when
    /// given: there the saved frames are not Xcode's layout, so no view is
    /// found misplaced.
    func checkInterfaceBuilder(_ bytes: [UInt8], path: String, device: IBDevice? = nil) -> [CheckEntry] {
        let imported: IBImport
        switch readInterfaceBuilder(bytes, path: path, device: device) {
        case .failure(let message): return [.invalid(path, message)]
        case .success(let value): imported = value
        }
        var options = SolveOptions()
        options.measureTime = false
        // What the importer did not understand is reported with the first scene.
        let notes = imported.warnings.map {
            IBFinding(severity: .warning, kind: "import", line: $0.line, message: "<\($0.element)>: \($0.message)")
        }
        if let reason = imported.noSceneReason {
            // No silent document: the reason is the entry's summary and, for
            // formats that carry findings only, an import finding.
            var entry = CheckEntry(file: path, summary: "no scene: \(reason)", invalid: false)
            entry.findings = notes
            return [entry]
        }
        return imported.scenes.enumerated().map { k, scene in
            guard let document = scene.document else {
                var entry = CheckEntry(file: path, scene: scene.name, summary: "not solved (see the import warnings)", invalid: false)
                entry.device = device?.name
                if k == 0 { entry.findings = notes }
                return entry
            }
            var result = scene.misplacedAsOnTheCanvas(SceneSolver.solve(document, options: options), options: options)
            if device != nil && device?.name != imported.designDevice {
                result.diagnostics.removeAll { $0.kind == .misplaced }
            }
            var entry = CheckEntry(file: path, result: result)
            entry.scene = scene.name
            entry.device = device?.name
            entry.findings = (k == 0 ? notes : []) + scene.findings(result)
            // The scene's line counts the warnings listed under it.
            entry.summary = CheckLine.summary(result, warnings: entry.findings.filter { $0.severity == .warning }.count)
            return entry
        }
    }

    /// Files named on the command line, with the documents inside folders.
    func expandDocuments(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = FileManager.default.enumerator(atPath: path) else {
                files.append(path)
                continue
            }
            var found: [String] = []
            while let item = walker.nextObject() as? String {
                if item.hasSuffix(".xib") || item.hasSuffix(".storyboard") { found.append((path as NSString).appendingPathComponent(item)) }
            }
            files += found.sorted()
        }
        return files
    }
}

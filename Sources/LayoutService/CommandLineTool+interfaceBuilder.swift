import Foundation
import LayoutImport
import LayoutScene

/// `.xib` and `.storyboard` documents wherever a scene goes in: import,
/// solve and check (issue 17).
extension CommandLineTool {
    enum IBRead {
        case success(IBImport)
        case failure(String)
    }

    func readInterfaceBuilder(_ bytes: [UInt8], path: String) -> IBRead {
        do {
            return .success(try IBImporter().read(bytes, source: path))
        } catch {
            return .failure("\(path): \(error.description)")
        }
    }

    /// `layoutd import` of a document: `layoutd.import/1` on stdout.
    func importInterfaceBuilder(_ bytes: [UInt8], path: String) -> Int32 {
        switch readInterfaceBuilder(bytes, path: path) {
        case .failure(let message): return fail(message)
        case .success(let imported):
            FileHandle.standardOutput.write(Data(JSONWriter(indent: 2).bytes(imported.json) + [10]))
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
        for scene in imported.scenes {
            guard let document = scene.document else { continue }
            let result = SceneSolver.solve(document, options: options)
            if text {
                print("=== \(scene.name)")
                print(TextReport(result: result, document: document).render(), terminator: "")
            } else {
                scenes.append(.object([JSONMember("name", .string(scene.name)), JSONMember("result", result.json)]))
            }
        }
        if !text {
            let out = JSONValue.object([JSONMember("source", .string(path)), JSONMember("scenes", .array(scenes))])
            FileHandle.standardOutput.write(Data(JSONWriter(indent: 2).bytes(out) + [10]))
        }
        return 0
    }

    /// `layoutd check` of a document: a line per scene, then its findings
    /// as `file:line: severity: message`. Returns whether a scene reached
    /// the level, or nil when the document is unreadable.
    func checkInterfaceBuilder(_ bytes: [UInt8], path: String, failOn: SceneResult.Status) -> Bool? {
        let imported: IBImport
        switch readInterfaceBuilder(bytes, path: path) {
        case .failure(let message):
            print("\(path): invalid: \(message)")
            return nil
        case .success(let value): imported = value
        }
        var reached = false
        var options = SolveOptions()
        options.measureTime = false
        for scene in imported.scenes {
            guard let document = scene.document else {
                print("\(path): scene '\(scene.name)': not solved (see the import warnings)")
                continue
            }
            let result = SceneSolver.solve(document, options: options)
            print("\(path): scene '\(scene.name)': \(CheckLine.summary(result))")
            for finding in scene.findings(result) {
                print("\(path):\(finding.line): \(finding.severity.rawValue): \(finding.message)")
            }
            if result.status == .conflicting || (failOn == .ambiguous && result.status == .ambiguous) { reached = true }
        }
        return reached
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

import JSON
import Foundation
import LayoutImport
import LayoutScene

/// `layoutd explain` and `layoutd import`: a pasted "Unable to
/// simultaneously satisfy constraints" message, explained or made a scene.
extension CommandLineTool {
    static let explainUsage = "usage: layoutd explain [FILE|-] [--format text|json]"
    static let importUsage = "usage: layoutd import [FILE|-]  (a console message, a .xib or a .storyboard)"

    /// `layoutd explain [FILE|-] [--format text|json]`: exit 0 with the
    /// explanation, 2 when the input holds no constraint to explain.
    func explainCommand(_ arguments: [String]) -> Int32 {
        let path: String
        let json: Bool
        switch onePath(arguments, command: "explain", usage: Self.explainUsage, valued: ["--format": ["text", "json"]],
                       valueHelp: "text or json") {
        case .path(let given, let options):
            path = given
            json = options.values["--format"] == "json"
        case .exit(let status): return status
        }
        guard let bytes = readInput(path) else { return fail("cannot read \(path)") }
        do {
            let explanation = try ConsoleExplanation.explain(String(decoding: bytes, as: UTF8.self))
            if json {
                io.writeOutput(JSONWriter(indent: 2).bytes(explanation.json) + [10])
            } else {
                print(explanation.text, terminator: "")
            }
            return 0
        } catch {
            return fail(error.message)
        }
    }

    /// `layoutd import [FILE|-]`: the scene a console message makes, as
    /// JSON on stdout; what was skipped or assumed goes to stderr. A scene
    /// document is checked and printed back.
    func importCommand(_ arguments: [String]) -> Int32 {
        let path: String
        switch onePath(arguments, command: "import", usage: Self.importUsage) {
        case .path(let given, _): path = given
        case .exit(let status): return status
        }
        guard let bytes = readInput(path) else { return fail("cannot read \(path)") }
        if IBImporter.looksLikeDocument(bytes) { return importInterfaceBuilder(bytes, path: path) }
        guard ConsoleLogReader.looksLikeConsoleMessage(bytes) else {
            switch decodeScene(bytes, path: path) {
            case .success: io.writeOutput(bytes)
            case .failure(let message): return fail(message)
            }
            return 0
        }
        switch importScene(bytes) {
        case .failure(let message): return fail(message)
        case .success(let scene, let notes):
            io.writeOutput(JSONWriter(indent: 2).bytes(scene.json) + [10])
            for note in notes { printError("layoutd: note: " + note) }
            return 0
        }
    }

    enum PathArgument {
        case path(String, CommandOptions)
        case exit(Int32)
    }

    /// The one file argument (`-` when none) with the options, or the exit
    /// for `--help`, a bad or unknown option or a second file.
    func onePath(_ arguments: [String], command: String, usage: String,
                 valued: [String: Set<String>?] = [:], valueHelp: String = "") -> PathArgument {
        switch CommandOptions.parse(arguments, CommandOptions.Spec(valued: valued, maxOperands: 1)) {
        case .success(let options): return .path(options.operands.first ?? "-", options)
        case .failure(.help):
            print(usage)
            return .exit(0)
        case .failure(.badValue(let option)):
            return .exit(fail("\(option) takes \(valueHelp)"))
        case .failure(.unknown(let option)): return .exit(fail("unknown option \(option) for \(command)"))
        case .failure(.extraOperand): return .exit(fail(usage))
        }
    }

    enum ImportedScene {
        case success(ConsoleScene, notes: [String])
        case failure(String)
    }

    /// A console message made a scene, with what was skipped or assumed.
    func importScene(_ bytes: [UInt8]) -> ImportedScene {
        do throws(ConsoleExplainError) {
            let message: ConsoleMessage
            do { message = try ConsoleLogReader().read(bytes) } catch { throw .message(error) }
            let scene: ConsoleScene
            do { scene = try ConsoleScene(message: message) } catch { throw .scene(error) }
            let skipped = (message.skipped + scene.skipped).map { "skipped line \($0.line): \($0.reason)" }
            return .success(scene, notes: skipped + message.notes + scene.assumptions)
        } catch {
            return .failure(error.message)
        }
    }

    /// The bytes of a file, or of stdin for `-`.
    func readInput(_ path: String) -> [UInt8]? {
        if path == "-" { return io.readInput() }
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }
}

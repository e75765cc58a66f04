import Foundation
import LayoutImport
import LayoutScene

/// What `layoutd check` did with one document it found: every one is
/// accounted for in every report format.
struct CheckDocument {
    enum State: String {
        /// Imported and solved (its scenes are entries of the report).
        case checked
        /// Left out by `.layoutd.toml`'s include/exclude globs.
        case excluded
        /// A legacy Interface Builder 3 `<archive>`: no constraints to read,
        /// reported without failing the run.
        case unreadable
        /// Not readable as a scene or document at all: exit 2.
        case invalid
    }

    var path: String
    var state: State
    var reason: String?
}

/// The options of `layoutd check`.
struct CheckOptions {
    var paths: [String] = []
    var failOn: SceneResult.Status?
    var format = CheckFormat.text
    var root: String?
    var config: String?
    var devices: [String] = []
    var baseline: String?
    var writeBaseline: String?

    static let usage = """
        usage: layoutd check FILE|FOLDER... [--fail-on conflicting|ambiguous] [--format text|json|github|junit|sarif]
                             [--root DIR] [--config FILE] [--device ID|all]... [--baseline FILE] [--write-baseline FILE]
        """

    enum ParseResult {
        case options(CheckOptions)
        case help
        case failure(String)
    }

    static let spec = CommandOptions.Spec(
        valued: [
            "--fail-on": [SceneResult.Status.conflicting.rawValue, SceneResult.Status.ambiguous.rawValue],
            "--format": Set(CheckFormat.allCases.map(\.rawValue)),
            "--root": nil, "--config": nil, "--device": nil, "--baseline": nil, "--write-baseline": nil,
        ],
        repeatable: ["--device"])

    static func parse(_ arguments: [String]) -> ParseResult {
        let given: CommandOptions
        switch CommandOptions.parse(arguments, spec) {
        case .success(let options): given = options
        case .failure(.help): return .help
        case .failure(.badValue("--fail-on")): return .failure("--fail-on takes conflicting or ambiguous")
        case .failure(.badValue("--format")): return .failure("--format takes text, json, github, junit or sarif")
        case .failure(.badValue(let option)): return .failure("\(option) needs a value")
        case .failure(.unknown(let option)): return .failure("unknown option \(option) for check")
        // Any number of operands: never reached.
        case .failure(.extraOperand(_, let extra)): return .failure("unexpected \(extra)")
        }
        var o = CheckOptions()
        o.paths = given.operands
        o.failOn = given.values["--fail-on"].flatMap(SceneResult.Status.init(rawValue:))
        o.format = given.values["--format"].flatMap(CheckFormat.init(rawValue:)) ?? .text
        o.root = given.values["--root"]
        o.config = given.values["--config"]
        o.devices = given.lists["--device"] ?? []
        o.baseline = given.values["--baseline"]
        o.writeBaseline = given.values["--write-baseline"]
        return .options(o)
    }
}

extension CommandLineTool {
    /// `layoutd check FILE|FOLDER…`: a line per scene and its findings; exit
    /// 1 when a scene reaches the level (`conflicting` by default) or a new
    /// finding is an error, 2 when an input is not a valid scene or document.
    func checkCommand(_ arguments: [String]) -> Int32 {
        let options: CheckOptions
        switch CheckOptions.parse(arguments) {
        case .help:
            print(CheckOptions.usage)
            return 0
        case .failure(let message): return fail(message)
        case .options(let o): options = o
        }
        guard !options.paths.isEmpty else { return fail("check needs at least one scene file") }
        let here = FileManager.default.currentDirectoryPath
        let display = PathDisplay(root: options.root ?? here)
        var config = CheckConfiguration(folder: here)
        if let file = options.config ?? CheckConfiguration.find(from: here) {
            do {
                config = try CheckConfiguration(contentsOf: file, shownAs: display.show(file))
            } catch {
                return fail(error.description)
            }
        }
        var devices: [IBDevice] = []
        let names = options.devices.isEmpty ? config.devices : options.devices
        for name in names {
            if name == "all" {
                devices += IBDevice.ids.compactMap { IBDevice(named: $0) }
            } else if let device = IBDevice(named: name) {
                devices.append(device)
            } else {
                return fail("unknown device \(name): one of \(IBDevice.ids.joined(separator: ", ")), Xcode's name for one, or all; :landscape turns it")
            }
        }

        var documents: [CheckDocument] = []
        var entries: [CheckEntry] = []
        for file in expandDocuments(options.paths) {
            let shown = display.show(file)
            if config.file != nil, config.excludes(file) {
                documents.append(CheckDocument(path: shown, state: .excluded, reason: "by \(config.file ?? "the configuration")"))
                continue
            }
            let checked = checkDocument(file, shown: shown, devices: devices)
            documents.append(checked.document)
            entries += checked.entries
        }

        var findings = Self.merge(entries)
        var suppressed = 0
        findings = findings.compactMap { finding in
            var f = finding
            switch config.levels[f.rule] {
            case .off?: return nil
            case .warning?: f.severity = .warning
            case .error?: f.severity = .error
            case nil: break
            }
            if config.suppression(of: f, documentPath: f.document) != nil {
                suppressed += 1
                return nil
            }
            return f
        }
        var outcome = CheckReport.BaselineOutcome()
        outcome.suppressed = suppressed
        if let path = options.writeBaseline {
            let baseline = CheckBaseline(findings: findings)
            guard FileManager.default.createFile(atPath: path, contents: Data(baseline.bytes)) else {
                return fail("cannot write the baseline \(path)")
            }
            printError("layoutd: baseline \(path) written: \(baseline.entries.count) findings accepted")
        }
        if let path = options.baseline {
            guard let bytes = readInput(path) else { return fail("cannot read the baseline \(path)") }
            do {
                let compared = try CheckBaseline(bytes: bytes, path: path).compare(findings)
                findings = compared.new
                outcome.file = display.show(path)
                outcome.known = compared.known
                outcome.gone = compared.gone
            } catch {
                return fail(error.message)
            }
        }

        let report = CheckReport(entries: entries, findings: findings, documents: documents, baseline: outcome)
        print(report.render(options.format), terminator: "")
        if documents.contains(where: { $0.state == .invalid }) { return 2 }
        if options.writeBaseline != nil { return 0 }
        let failOn = options.failOn ?? config.failOn ?? .conflicting
        let failing = findings.contains { $0.severity == .error || (failOn == .ambiguous && $0.rule == "ambiguity") }
        // A scene whose status reaches the level without a finding that says
        // so (a scene file's variant) fails as it always did.
        let unexplained = entries.contains { e in
            e.reaches(failOn) && !e.findings.contains { $0.kind == "conflict" || (failOn == .ambiguous && $0.kind == "ambiguity") }
        }
        return failing || unexplained ? 1 : 0
    }

    /// One document: its entries (one per scene, per device when devices
    /// are given) and what became of it.
    func checkDocument(_ file: String, shown: String, devices: [IBDevice]) -> (document: CheckDocument, entries: [CheckEntry]) {
        guard let bytes = readInput(file) else {
            let message = "cannot read \(shown)"
            return (CheckDocument(path: shown, state: .invalid, reason: message), [.invalid(shown, message)])
        }
        if Self.isLegacyArchive(bytes) {
            return (CheckDocument(path: shown, state: .unreadable,
                                  reason: "a legacy Interface Builder 3 archive (<archive>, no Auto Layout to read): open it in a current Xcode and save it as a document"), [])
        }
        if IBImporter.looksLikeDocument(bytes) {
            var entries: [CheckEntry] = []
            for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
                let found = checkInterfaceBuilder(bytes, path: shown, device: device)
                if let invalid = found.first(where: \.invalid) {
                    return (CheckDocument(path: shown, state: .invalid, reason: invalid.summary), [invalid])
                }
                entries += found
            }
            return (CheckDocument(path: shown, state: .checked), entries)
        }
        switch readScene(bytes, path: shown) {
        case .failure(let message):
            let entry = CheckEntry.invalid(shown, message.split(separator: "\n").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? message)
            return (CheckDocument(path: shown, state: .invalid, reason: entry.summary), [entry])
        case .success(let document):
            var solveOptions = SolveOptions()
            solveOptions.measureTime = false
            return (CheckDocument(path: shown, state: .checked), [CheckEntry(file: shown, result: SceneSolver.solve(document, options: solveOptions))])
        }
    }

    /// Xcode 3's `.xib` format: `<archive type="com.apple.InterfaceBuilder3…">`.
    static func isLegacyArchive(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        return head.contains("<archive") && head.contains("com.apple.InterfaceBuilder3")
    }

    /// The entries' findings as data, one per document, scene, rule and
    /// objects, with every device it occurs on.
    static func merge(_ entries: [CheckEntry]) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        var index: [String: Int] = [:]
        for e in entries where !e.invalid {
            for raw in e.findings {
                let f = CheckFinding(document: e.file, scene: e.scene, raw)
                if let k = index[f.key] {
                    if let device = e.device, !findings[k].devices.contains(device) { findings[k].devices.append(device) }
                    continue
                }
                index[f.key] = findings.count
                var made = f
                if let device = e.device { made.devices = [device] }
                findings.append(made)
            }
        }
        return findings
    }
}

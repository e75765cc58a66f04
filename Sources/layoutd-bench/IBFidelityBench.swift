import Foundation
import LayoutImport
import LayoutScene

/// `layoutd-bench ib-fidelity DIR...`: how many views of real Interface
/// Builder documents layoutd puts where Xcode saved them, per app (each top
/// folder under a DIR), per platform and in all, with every miss classified
/// (see `IBFidelity`). Platforms are rows of their own, so figures of a newly
/// modelled platform join without changing the others.
struct IBFidelityBench {
    let arguments: [String]

    struct Group: Hashable, Comparable {
        var platform: String
        var app: String
        static func < (a: Group, b: Group) -> Bool { (a.platform, a.app) < (b.platform, b.app) }
    }

    func run() {
        let options = BenchArguments(Array(arguments.drop { !$0.hasPrefix("--") }))
        let dirs = arguments.prefix { !$0.hasPrefix("--") }
        guard !dirs.isEmpty else {
            print("usage: layoutd-bench ib-fidelity DIR... [--misses [REASON...]] [--flags] [--documents]")
            return
        }
        var documents: [(Group, IBFidelity.Document)] = []
        let (seconds, _) = ContinuousClock.seconds {
            for dir in dirs {
                for (app, path) in Self.documents(in: dir) {
                    guard let data = FileManager.default.contents(atPath: path) else { continue }
                    let doc = IBFidelity.measure([UInt8](data), source: String(path.dropFirst(dir.count + 1)))
                    documents.append((Group(platform: doc.platform, app: app), doc))
                }
            }
        }
        var groups: [Group: IBFidelity.Tally] = [:]
        for (group, doc) in documents { groups[group, default: IBFidelity.Tally()] = groups[group, default: IBFidelity.Tally()] + doc.tally }
        printTable(groups)
        printReasons(documents.map(\.1))
        let silent = documents.filter { $0.1.noScene != nil }
        if !silent.isEmpty {
            print("\nDocuments with no scene:")
            for (_, doc) in silent { print("- \(doc.source): \(doc.noScene!)") }
        }
        if options.has("misses") {
            let only = Set(options.strings("misses") ?? [])
            print("\nMisses (saved → solved):")
            for (_, doc) in documents {
                for m in doc.misses where only.isEmpty || only.contains("\(m.reason)") {
                    print("- \(doc.source):\(m.line) \(m.scene) \(m.className) \(m.view) [\(m.reason)] "
                          + "\(Self.show(m.saved)) → \(m.solved.map(Self.show) ?? "none")")
                }
            }
        }
        if options.has("flags") {
            // Each view where layoutd and Xcode disagree on ambiguity, with its
            // line: the table above counts them by kind only.
            print("\nXcode's ambiguous flags not found:")
            for (_, doc) in documents {
                for f in doc.ambiguousNotFound.sorted(by: { $0.line < $1.line }) {
                    print("- \(doc.source):\(f.line) \(f.scene) \(f.view): \(f.what)\(Self.note(f))")
                }
            }
            print("\nAmbiguous in layoutd, not flagged by Xcode:")
            for (_, doc) in documents {
                for f in doc.unflaggedAmbiguous.sorted(by: { $0.line < $1.line }) {
                    print("- \(doc.source):\(f.line) \(f.scene) \(f.view): a \(f.what)")
                }
            }
        }
        if options.has("documents") {
            print("\n| document | views | within |")
            print("|---|---:|---:|")
            for (_, doc) in documents where doc.tally.views > 0 {
                print("| \(doc.source) | \(doc.tally.views) | \(doc.tally.within) |")
            }
        }
        print("\n\(documents.count) documents measured (each imported and solved twice, a UIKit document a third time where a flag its cell does not place is not found) in \(fixed(seconds, 2)) s")
    }

    func printTable(_ groups: [Group: IBFidelity.Tally]) {
        print("| platform | app | documents | no scene | views | within 0.5 pt | without saved sizes | ambiguous flags found "
              + "| misplaced flags found | unflagged ambiguous |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        let platforms = Set(groups.keys.map(\.platform)).sorted()
        var all = IBFidelity.Tally()
        for platform in platforms {
            var total = IBFidelity.Tally()
            for group in groups.keys.filter({ $0.platform == platform }).sorted() {
                let t = groups[group]!
                total = total + t
                print(row(platform, group.app, t))
            }
            if groups.keys.filter({ $0.platform == platform }).count > 1 { print(row(platform, "**all**", total)) }
            all = all + total
        }
        if platforms.count > 1 { print(row("**all**", "", all)) }
    }

    func row(_ platform: String, _ app: String, _ t: IBFidelity.Tally) -> String {
        // An app whose documents make no scene has no share to give.
        let share = { (n: Int, s: Double) in t.views == 0 ? "\(n) (no view)" : "\(n) (\(self.percent(s)))" }
        return "| \(platform) | \(app) | \(t.documents) | \(t.documentsWithoutScene) | \(t.views) | \(share(t.within, t.share)) "
            + "| \(share(t.withinWithoutSavedSizes, t.shareWithoutSavedSizes)) | \(t.ambiguousFound)/\(t.flaggedAmbiguous) "
            + "| \(t.misplacedFound)/\(t.flaggedMisplaced) | \(t.unflaggedAmbiguous) |"
    }

    func printReasons(_ documents: [IBFidelity.Document]) {
        var byReason: [IBFidelity.Reason: Int] = [:]
        for d in documents { byReason.merge(d.tally.misses, uniquingKeysWith: +) }
        if !byReason.isEmpty {
            print("\n| reason of a miss | views |")
            print("|---|---:|")
            for reason in byReason.keys.sorted() { print("| \(reason.rawValue) (`\(reason)`) | \(byReason[reason]!) |") }
            let byPlaceholder = documents.reduce(0) { $0 + $1.tally.ambiguousByPlaceholder }
            print("\nAmbiguous in layoutd through placeholder constraints only (not counted as unflagged): \(byPlaceholder)")
        }
        let conflicting = documents.reduce(0) { $0 + $1.tally.conflictingScenes }
        let clean = documents.reduce(0) { $0 + $1.tally.conflictingScenesSavedClean }
        print("\nScenes layoutd finds conflicting: \(conflicting), \(clean) of them saved clean by Xcode (no saved frame breaks a required constraint)")
        var missed: [String: Int] = [:]
        for d in documents { missed.merge(d.tally.ambiguousMissed, uniquingKeysWith: +) }
        guard !missed.isEmpty else { return }
        print("\n| Xcode's ambiguous flag not found on | views |")
        print("|---|---:|")
        for (what, count) in missed.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { print("| \(what) | \(count) |") }
        let decides = documents.reduce(0) { $0 + $1.tally.ambiguousMissedContentDecides }
        let place = documents.reduce(0) { $0 + $1.tally.ambiguousMissedConstraintsPlace }
        let byCell = documents.reduce(0) { $0 + $1.tally.ambiguousMissedPlacedByCell }
        guard decides + place + byCell > 0 else { return }
        // Solved again with no content size for the flagged views: what
        // could explain each flag (`IBFidelity.FlagDisagreement.contentDecides`).
        print("\n| Xcode's ambiguous flag not found (UIKit), once the flagged views have no content size | views |")
        print("|---|---:|")
        print("| ambiguous then: its content size decides it (Xcode measured it otherwise, or a tie at Xcode's size) | \(decides) |")
        print("| still placed: the document's constraints place it whatever its content | \(place) |")
        print("| not asked: a styled cell's built-in view, placed by its cell at run time (Xcode's canvas alone) | \(byCell) |")
    }

    /// What could explain a flag not found, for `--flags`.
    static func note(_ flag: IBFidelity.FlagDisagreement) -> String {
        if flag.placedByItsCell { return " [its cell places it at run time: Xcode's canvas alone]" }
        return switch flag.contentDecides {
        case true?: " [its content size decides it]"
        case false?: " [placed by its constraints whatever its content]"
        case nil: ""
        }
    }

    func percent(_ share: Double) -> String { fixed(share * 100, 1) + "%" }

    static func show(_ r: SceneRect) -> String {
        "(" + [r.x, r.y, r.width, r.height].map { fixed($0, 1) }.joined(separator: ", ") + ")"
    }

    /// Every `.xib` and `.storyboard` under `dir`, with its app: the first
    /// folder below `dir` (the folder's own name for files directly in it).
    static func documents(in dir: String) -> [(String, String)] {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { return [] }
        var found: [(String, String)] = []
        while let item = walker.nextObject() as? String {
            guard item.hasSuffix(".xib") || item.hasSuffix(".storyboard") else { continue }
            let parts = item.split(separator: "/")
            let app = parts.count > 1 ? String(parts[0]) : (dir.split(separator: "/").last.map(String.init) ?? dir)
            found.append((app, dir + "/" + item))
        }
        return found.sorted { $0.1 < $1.1 }
    }
}

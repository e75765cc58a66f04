import Foundation
import TestSupport
import XCTest
@testable import LayoutImport
import LayoutScene

/// The AppKit documents of the corpus (`Tests/Corpus/appkit`) imported and
/// solved, against the frames Xcode saved, converted to top-left coordinates.
/// `APPKIT_CORPUS` points the measurements at another folder of apps (the
/// held-back apps of BENCHMARKS.md); `APPKIT_CORPUS_PRINT` prints every miss.
final class AppKitCorpusTests: XCTestCase {
    static var corpus: URL {
        ProcessInfo.processInfo.environment["APPKIT_CORPUS"].map { URL(fileURLWithPath: $0) } ?? TestCorpus.appKit
    }

    static func files() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("the AppKit corpus is missing (\(corpus.path))")
        }
        var files: [URL] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let dir = corpus.appendingPathComponent(name)
            guard let entries = try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil) else { continue }
            files += entries.filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return files
    }

    static func name(_ file: URL) -> String { file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent }

    static func load(_ file: URL) throws -> IBImport {
        try IBImporter().read(Array(try Data(contentsOf: file)), source: file.lastPathComponent)
    }

    static func solve(_ document: SceneDocument) -> SceneResult {
        var options = SolveOptions()
        options.measureTime = false
        return SceneSolver.solve(document, options: options)
    }

    /// The share of views within 0.5 pt this importer reaches, flagged views
    /// included (BENCHMARKS.md); NetNewsWire, Maccy and Rectangle, added
    /// unseen, brought it down to 89.2% (90.1% after the rules they showed).
    static let frameTarget = 0.90

    static func near(_ a: SceneRect, _ b: SceneRect) -> Bool {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 0.5 }
    }

    static var printing: Bool { ProcessInfo.processInfo.environment["APPKIT_CORPUS_PRINT"] != nil }

    func testEveryDocumentHasAnAppKitSceneOrSaysWhyNot() throws {
        let files = try Self.files()
        XCTAssertGreaterThanOrEqual(files.count, 150)
        var apps: Set<String> = []
        for file in files {
            let imported = try Self.load(file)
            apps.insert(file.deletingLastPathComponent().lastPathComponent)
            for scene in imported.scenes {
                XCTAssertEqual(scene.platform, .appKit, Self.name(file))
                XCTAssertNotNil(scene.document, "\(Self.name(file)): scene \(scene.name) was refused")
                XCTAssertFalse(scene.classes.values.contains { $0.hasPrefix("UI") }, "\(Self.name(file)): a UIKit class in \(scene.name)")
            }
            if imported.scenes.isEmpty {
                XCTAssertTrue(imported.warnings.contains { $0.message.hasSuffix("no scene") }, "\(Self.name(file)): no scene and no reason")
            }
        }
        XCTAssertGreaterThanOrEqual(apps.count, 8)
    }

    /// At least 97% of the views where Xcode saved them, after converting
    /// AppKit's y-up frames to the scene's top-left ones.
    func testFramesWithinHalfAPoint() throws {
        var total = 0
        var within = 0
        var misses: [String] = []
        for file in try Self.files() {
            for scene in try Self.load(file).scenes {
                guard let document = scene.document else { continue }
                let result = Self.solve(document)
                for view in document.views where view.parent != nil {
                    guard let saved = view.frame else { continue }
                    total += 1
                    let solved = result.frame(view.id)
                    if let solved, Self.near(solved, saved) {
                        within += 1
                    } else {
                        let solved = solved.map(IBScene.rect) ?? "none"
                        misses.append("\(Self.name(file)):\(scene.lines[view.id] ?? 0) \(scene.classes[view.id] ?? "") \(view.id): solved \(solved), saved \(IBScene.rect(saved))")
                    }
                }
            }
        }
        let share = Double(within) / Double(max(1, total))
        if Self.printing { print(misses.joined(separator: "\n")) }
        print("AppKit frames within 0.5 pt: \(within)/\(total) (\(String(format: "%.1f", share * 100))%)")
        XCTAssertGreaterThanOrEqual(share, Self.frameTarget, "\(within)/\(total) views within 0.5 pt")
    }

    /// Per app, as `layoutd-bench ib-fidelity Tests/Corpus/appkit` measures
    /// (views Xcode did not flag, within 0.5 pt, ambiguous flags found, and at
    /// most so many views ambiguous that Xcode did not flag): a change that
    /// worsens one fails here; move a floor when a change improves it.
    static let floors: [(app: String, views: Int, within: Int, ambiguousFound: Int, unflagged: Int)] = [
        ("aerial", 641, 580, 8, 2),
        ("amethyst", 111, 111, 0, 0),
        ("clipy", 202, 202, 1, 1),
        ("coteditor", 70, 63, 0, 0),
        ("hammerspoon", 31, 30, 0, 0),
        ("hexfiend", 109, 93, 2, 0),
        ("hiddenbar", 57, 57, 5, 0),
        ("itsycal", 0, 0, 0, 0),
        ("keepingyouawake", 74, 72, 0, 0),
        ("maccy", 91, 78, 45, 0),
        ("macdown", 91, 44, 0, 6),
        ("monitorcontrol", 191, 191, 0, 0),
        ("netnewswire", 249, 244, 1, 0),
        ("platypus", 240, 240, 0, 0),
        ("quicksilver", 543, 492, 13, 0),
        ("rectangle", 291, 279, 0, 0),
        ("sequel-ace", 1451, 1422, 0, 0),
        ("sparkle", 49, 49, 0, 0),
        ("syncthing", 17, 17, 0, 0),
        ("textual", 1103, 1089, 0, 1),
        ("vienna", 221, 208, 0, 11),
    ]

    func testEachAppKeepsItsFigures() throws {
        var byApp: [String: IBFidelity.Tally] = [:]
        for file in try Self.files() {
            let app = file.deletingLastPathComponent().lastPathComponent
            let measured = IBFidelity.measure(Array(try Data(contentsOf: file)), source: file.lastPathComponent, withoutSavedSizes: false)
            byApp[app, default: IBFidelity.Tally()] = byApp[app, default: IBFidelity.Tally()] + measured.tally
        }
        guard ProcessInfo.processInfo.environment["APPKIT_CORPUS"] == nil else { return }
        XCTAssertEqual(Set(byApp.keys), Set(Self.floors.map(\.app)))
        for floor in Self.floors {
            let app = floor.app
            let tally = byApp[app] ?? IBFidelity.Tally()
            XCTAssertEqual(tally.views, floor.views, app)
            XCTAssertGreaterThanOrEqual(tally.within, floor.within, app)
            XCTAssertGreaterThanOrEqual(tally.ambiguousFound, floor.ambiguousFound, app)
            XCTAssertLessThanOrEqual(tally.unflaggedAmbiguous, floor.unflagged, "\(app): ambiguous views Xcode did not flag")
        }
    }

    /// Xcode's `ambiguous="YES"` views are found ambiguous (the view or one inside it).
    func testViewsXcodeFlaggedAmbiguousAreFound() throws {
        var flagged = 0
        var found = 0
        var missed: [String] = []
        for file in try Self.files() {
            for scene in try Self.load(file).scenes where !scene.flaggedAmbiguous.isEmpty {
                guard let document = scene.document else { continue }
                let ambiguous = Set(Self.solve(document).diagnostics.compactMap { $0.ambiguity?.view })
                    .union(scene.ambiguousInXcode.keys)
                for id in scene.flaggedAmbiguous {
                    flagged += 1
                    if ambiguous.contains(where: { IBCorpusTests.isInside($0, id, document) }) { found += 1 } else {
                        missed.append("\(Self.name(file)) \(scene.name): \(id)")
                    }
                }
            }
        }
        print("AppKit ambiguous flags found: \(found)/\(flagged)")
        if Self.printing { print(missed.joined(separator: "\n")) }
        // Not yet all: the misses are listed with their reasons in BENCHMARKS.md.
        XCTAssertGreaterThanOrEqual(found, 75, "flagged ambiguous by Xcode, not found:\n" + missed.joined(separator: "\n"))
    }
}

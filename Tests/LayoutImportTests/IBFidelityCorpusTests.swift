import Foundation
import TestSupport
import XCTest
@testable import LayoutImport

/// The figures of `layoutd-bench ib-fidelity Tests/Corpus/ib` (BENCHMARKS.md),
/// per app: a change that puts fewer views where Xcode saved them, finds
/// fewer of the views Xcode flagged ambiguous, or finds more that Xcode did
/// not flag, fails here. Move a bound when a change betters its figure.
final class IBFidelityCorpusTests: XCTestCase {
    /// Views measured, views within 0.5 pt of the saved frame, Xcode's
    /// `ambiguous` flags found, views within with no size taken from a saved
    /// frame (text measured from its font), and (a ceiling) views layoutd
    /// finds ambiguous that Xcode did not flag.
    static let floors: [String: (views: Int, within: Int, ambiguousFound: Int, withoutSavedSizes: Int, unflagged: Int)] = [
        "charts": (views: 118, within: 118, ambiguousFound: 0, withoutSavedSizes: 13, unflagged: 0),
        "corona-warn-app": (views: 604, within: 565, ambiguousFound: 15, withoutSavedSizes: 406, unflagged: 2),
        "duckduckgo": (views: 469, within: 449, ambiguousFound: 4, withoutSavedSizes: 353, unflagged: 0),
        "eidolon": (views: 219, within: 219, ambiguousFound: 0, withoutSavedSizes: 217, unflagged: 0),
        "element": (views: 1199, within: 1166, ambiguousFound: 10, withoutSavedSizes: 834, unflagged: 0),
        "ello": (views: 37, within: 37, ambiguousFound: 0, withoutSavedSizes: 31, unflagged: 0),
        "energy": (views: 154, within: 149, ambiguousFound: 0, withoutSavedSizes: 135, unflagged: 7),
        "freeotp": (views: 54, within: 54, ambiguousFound: 0, withoutSavedSizes: 25, unflagged: 0),
        "fscalendar": (views: 178, within: 176, ambiguousFound: 0, withoutSavedSizes: 164, unflagged: 0),
        "githawk": (views: 112, within: 111, ambiguousFound: 0, withoutSavedSizes: 87, unflagged: 0),
        "gomap": (views: 611, within: 603, ambiguousFound: 21, withoutSavedSizes: 390, unflagged: 0),
        "hero": (views: 168, within: 167, ambiguousFound: 0, withoutSavedSizes: 126, unflagged: 0),
        "home-assistant": (views: 3, within: 3, ambiguousFound: 0, withoutSavedSizes: 2, unflagged: 0),
        "ibdecodable": (views: 115, within: 115, ambiguousFound: 6, withoutSavedSizes: 109, unflagged: 0),
        "iblinter": (views: 49, within: 43, ambiguousFound: 5, withoutSavedSizes: 37, unflagged: 1),
        "inaturalist": (views: 293, within: 253, ambiguousFound: 19, withoutSavedSizes: 208, unflagged: 1),
        "iqkeyboardmanager": (views: 390, within: 390, ambiguousFound: 11, withoutSavedSizes: 197, unflagged: 0),
        "jsqmessages": (views: 60, within: 60, ambiguousFound: 0, withoutSavedSizes: 55, unflagged: 0),
        "matrix-ios-kit": (views: 316, within: 299, ambiguousFound: 0, withoutSavedSizes: 231, unflagged: 0),
        "netnewswire": (views: 251, within: 248, ambiguousFound: 10, withoutSavedSizes: 174, unflagged: 1),
        "nhs-covid": (views: 392, within: 362, ambiguousFound: 34, withoutSavedSizes: 223, unflagged: 0),
        "openfoodfacts": (views: 302, within: 269, ambiguousFound: 2, withoutSavedSizes: 161, unflagged: 0),
        "pocket-casts": (views: 334, within: 330, ambiguousFound: 2, withoutSavedSizes: 266, unflagged: 0),
        "researchkit": (views: 23, within: 23, ambiguousFound: 0, withoutSavedSizes: 22, unflagged: 0),
        "rocket-chat": (views: 632, within: 629, ambiguousFound: 1, withoutSavedSizes: 508, unflagged: 0),
        "rxswift": (views: 168, within: 166, ambiguousFound: 0, withoutSavedSizes: 101, unflagged: 0),
        "swiftmessages": (views: 159, within: 159, ambiguousFound: 0, withoutSavedSizes: 88, unflagged: 0),
        "xlpagertabstrip": (views: 48, within: 48, ambiguousFound: 0, withoutSavedSizes: 45, unflagged: 0),
    ]

    func testCorpusFiguresDoNotDrop() throws {
        let corpus = TestCorpus.interfaceBuilder
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("the Interface Builder corpus is missing (\(corpus.path))")
        }
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertEqual(Set(apps.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }), Set(Self.floors.keys), "every app of the corpus has its floors")
        var documents = 0
        for app in apps {
            guard let floor = Self.floors[app] else { continue }
            var tally = IBFidelity.Tally()
            let folder = corpus.appendingPathComponent(app)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            for file in files {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
                let measured = IBFidelity.measure(bytes, source: file)
                tally = tally + measured.tally
                if measured.tally.documentsWithoutScene > 0 {
                    XCTAssertFalse(measured.noScene?.isEmpty ?? true, "\(app)/\(file) makes no scene and does not say why")
                }
            }
            documents += files.count
            XCTAssertEqual(tally.views, floor.views, "\(app): views measured")
            XCTAssertGreaterThanOrEqual(tally.within, floor.within, "\(app): views within 0.5 pt of the saved frame")
            XCTAssertGreaterThanOrEqual(tally.ambiguousFound, floor.ambiguousFound, "\(app): ambiguous flags found")
            XCTAssertGreaterThanOrEqual(tally.withinWithoutSavedSizes, floor.withoutSavedSizes, "\(app): views within without saved sizes")
            XCTAssertLessThanOrEqual(tally.unflaggedAmbiguous, floor.unflagged, "\(app): ambiguous views Xcode did not flag")
        }
        XCTAssertGreaterThanOrEqual(documents, 700)
    }
}

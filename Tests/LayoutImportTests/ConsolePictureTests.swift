import Foundation
import XCTest
@testable import LayoutImport
import LayoutScene

/// The scene a message makes, as the explain page draws it: views in the
/// superview the constraints imply, guides where UIKit puts them.
final class ConsolePictureTests: XCTestCase {
    static func explain(_ url: URL) throws -> ConsoleExplanation {
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(url.lastPathComponent) is missing") }
        return try ConsoleExplanation.explain(try String(contentsOf: url, encoding: .utf8))
    }

    /// A view whose edges line up with a cell's content view is drawn in
    /// that cell, not beside it (four messages from four apps).
    func testViewsPinnedToACellAreInsideIt() throws {
        let pinned = [
            ("muyexi-mysterious-warnings.log", "UIView_0x7f94ec58a840", "UITableViewCellContentView_0x7f94ec58a640"),
            ("iOSCollectionInTableDemo-issue2-masonry.log", "UICollectionView_0x100835600", "UITableViewCellContentView_0x10055dec0"),
            ("DatePickerCell-issue18.log", "UIView_0x7f897b6b0d30", "UITableViewCellContentView_0x7f897b6c6720"),
            ("TableViewCellWithAutoLayoutiOS8-issue38.log", "UILabel_0x17d9b1c0", "UITableViewCellContentView_0x17d99fc0"),
        ]
        for (name, view, cell) in pinned {
            let explanation = try Self.explain(ConsoleHeldOutTests.folder.appendingPathComponent(name))
            XCTAssertEqual(explanation.scene.document.views.first { $0.id == view }?.parent, cell, name)
        }
        // Where the constraints leave room, its frame lies within the cell's.
        for (name, view, cell) in pinned.prefix(2) {
            let frames = try Self.explain(ConsoleHeldOutTests.folder.appendingPathComponent(name)).result.frames
            let inner = try XCTUnwrap(frames.first { $0.id == view }?.rect)
            let outer = try XCTUnwrap(frames.first { $0.id == cell }?.rect)
            XCTAssertTrue(inner.x >= 0 && inner.y >= 0 && inner.x + inner.width <= outer.width
                          && inner.y + inner.height <= outer.height, "\(name): \(inner) in \(outer)")
        }
    }

    /// `V:[UILabel]-(24)-[UIView]` spaces siblings: the one nothing placed is
    /// in the other's superview (three messages from three apps and a blog).
    func testSpacedSiblingsShareTheirSuperview() throws {
        let cases: [(URL, String, String)] = [
            (ConsoleFixesTests.pastes.appendingPathComponent("coderlyn-cell-height.log"), "UIView_0x1555f3420", "UIView_0x1555f2f40"),
            (ConsoleHeldOutTests.folder.appendingPathComponent("LynnBubbleTableView-issue2.log"), "message_gray_0x7f83e5519600",
             "UITableViewCellContentView_0x7f83e55055e0"),
            (ConsoleHeldOutTests.folder.appendingPathComponent("developreference-24102440-cell.log"), "UIView_0x15756ee0",
             "UITableViewCellContentView_0x157563a0"),
            (ConsoleCorpusTests.corpus.appendingPathComponent("Custom-custom9.log"), "UIStackView_0x7f83b9a05c70",
             "UITableViewCellContentView_0x7f83b8171010"),
        ]
        for (url, view, superview) in cases {
            let explanation = try Self.explain(url)
            XCTAssertEqual(explanation.scene.document.views.first { $0.id == view }?.parent, superview, url.lastPathComponent)
        }
    }

    /// A margins guide nothing printed places sits 8 points inside its
    /// view, not at the view's corner or outside it (two corpus messages).
    func testMarginGuidesAreDrawnInsideTheirViews() throws {
        let cases = [("GitHubIssues-issue10.log", "UILayoutGuide_0x600002e401c0", "UITableViewCellContentView_0x7fa67350b050"),
                     ("GitHubIssues-issue13.log", "UILayoutGuide_0x2826f9880", "UIView_0x10f754f20")]
        for (name, guide, owner) in cases {
            let explanation = try Self.explain(ConsoleCorpusTests.corpus.appendingPathComponent(name))
            let frames = explanation.result.frames
            let inner = try XCTUnwrap(frames.first { $0.id == guide }?.rect)
            let outer = try XCTUnwrap(frames.first { $0.id == owner }?.rect)
            XCTAssertEqual(inner.x, 8, name)
            XCTAssertEqual(inner.x + inner.width, outer.width - 8, name)
            XCTAssertTrue(inner.y >= 0 && inner.y + inner.height <= outer.height, "\(name): \(inner) in \(outer)")
        }
    }
}

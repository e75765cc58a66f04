import XCTest
@testable import LayoutImport
import LayoutScene

/// NSGridView rows that align their cells by baseline (docs/importers.md,
/// "AppKit documents"), on a small grid written as Xcode writes it.
final class AppKitGridBaselineTests: XCTestCase {
    /// A 2 × 2 grid of first-baseline rows saved at its content size, 110 ×
    /// 44, 20 from a 300 × 150 root's leading and top edges and held 130
    /// wide by the root: in each row the narrower cell (`a`, `c`, in the
    /// trailing column) was saved 4 (2) below its neighbour's top, where
    /// AppKit put its baseline. `firstRow` and `columns` are the tracks'
    /// own attributes; `translates` leaves the grid to its autoresizing mask;
    /// `extra`, further rows and cells.
    static func document(firstRow: String = "", columns: String = "", translates: Bool = false,
                         extra: (rows: String, cells: String) = ("", ""), constraints: String = "") -> [UInt8] {
        let grid = AppKitImportTests.self
        return grid.document(grid.gridInRoot(#"rowAlignment="firstBaseline""# + (translates ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#),
                                             y: 86, height: 44,
                                             rows: #"<gridRow \#(firstRow) id="r1"/><gridRow id="r2"/>"# + extra.rows,
                                             columns: #"<gridColumn xPlacement="trailing" id="c1"/><gridColumn id="c2"/>"# + columns,
                                             cells: [grid.gridCell("a", row: "r1", column: "c1", x: 0, y: 30, width: 40, height: 10),
                                                     grid.gridCell("b", row: "r1", column: "c2", x: 50, y: 24, width: 60, height: 20),
                                                     grid.gridCell("c", row: "r2", column: "c1", x: 10, y: 4, width: 30, height: 10),
                                                     grid.gridCell("d", row: "r2", column: "c2", x: 50, y: 0, width: 50, height: 16),
                                                     extra.cells].joined(separator: "\n"),
                                             constraints: #"<constraint firstAttribute="trailing" secondItem="g" secondAttribute="trailing" constant="150" id="t3"/>"#
                                                + constraints))
    }

    func solve(_ bytes: [UInt8]) throws -> (IBImport, SceneResult) {
        let imported = try IBImporter().read(bytes, source: "test.xib")
        return (imported, SceneSolver.solve(try XCTUnwrap(imported.scenes.first?.document)))
    }

    /// The cells of a baseline row keep the offsets between their tops that
    /// Xcode saved, the row hugging them; the 20 pt the root adds go to the
    /// first column (Textual's address book sheet, Clocker's and Maccy's
    /// appearance panes), so the trailing cells move right by 20.
    func testABaselineRowKeepsItsSavedOffsetsAndTheFirstColumnTakesTheExtraWidth() throws {
        let (imported, result) = try solve(Self.document())
        XCTAssertFalse(imported.warnings.contains { $0.message.contains("grid") }, "\(imported.warnings)")
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil })
        let expected = [
            "g": SceneRect(x: 20, y: 20, width: 130, height: 44),
            "a": SceneRect(x: 20, y: 4, width: 40, height: 10), "b": SceneRect(x: 70, y: 0, width: 60, height: 20),
            "c": SceneRect(x: 30, y: 30, width: 30, height: 10), "d": SceneRect(x: 70, y: 28, width: 50, height: 16),
        ]
        for (id, frame) in expected { XCTAssertEqual(result.frame(id), frame, id) }
    }

    /// A baseline row of fixed height, 30 here, does not hug its cells: its
    /// `yPlacement` (top) holds the group by its topmost cell, `b`, and `a`
    /// keeps its 4 below (Textual's server and channel sheets).
    func testAFixedBaselineRowIsPlacedByItsTopmostCell() throws {
        let (_, result) = try solve(Self.document(firstRow: #"height="30""#))
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil })
        XCTAssertEqual(result.frame("b")?.y, 0)
        XCTAssertEqual(result.frame("a")?.y, 4)
        XCTAssertEqual(result.frame("d")?.y, 38)
    }

    /// A stack view in a cell that opts out of the row's baseline
    /// (`rowAlignment="none"`) is placed as any cell; its row of two cells
    /// keeps its height when the grid is held taller, and the last row, of
    /// one cell, takes the room (Maccy's storage pane).
    func testARowOfTwoCellsKeepsItsHeightWhenOneOptsOutOfTheBaseline() throws {
        let stack = """
            <stackView key="contentView" distribution="fill" orientation="horizontal" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                <rect key="frame" x="50" y="0.0" width="30" height="12"/>
                <subviews>
            \(AppKitImportTests.fixedView("s", width: 30, height: 12))
                </subviews>
            </stackView>
            """
        let cells = [AppKitImportTests.gridCell("e", row: "r3", column: "c1", width: 20, height: 10),
                     #"<gridCell row="r3" column="c2" rowAlignment="none" id="cell-f">"# + stack + "</gridCell>",
                     AppKitImportTests.gridCell("h", row: "r4", column: "c1", width: 20, height: 10)]
        let (imported, result) = try solve(Self.document(extra: (#"<gridRow id="r3"/><gridRow id="r4"/>"#, cells.joined(separator: "\n")),
                                                         constraints: #"<constraint firstAttribute="bottom" secondItem="g" secondAttribute="bottom" constant="20" id="t4"/>"#))
        XCTAssertFalse(imported.warnings.contains { $0.message.contains("grid") }, "\(imported.warnings)")
        XCTAssertFalse(result.diagnostics.contains { $0.ambiguity != nil }, "\(result.diagnostics.compactMap(\.ambiguity))")
        XCTAssertEqual(result.frame("e")?.y, result.frame("f")?.y)
    }

    /// What one app's frames alone show is not modelled: a third column of
    /// no fixed width (which takes the extra width is then not known), a
    /// grid sized by its autoresizing mask, a token field, a check box at
    /// its column's trailing edge, a slider not filling a column of no fixed
    /// width; the cells keep their saved frames and a warning says why.
    func testABaselineGridOfOneAppsCaseKeepsItsSavedFrames() throws {
        let fixed = #"<gridColumn width="20" id="c3"/>"#
        func extra(_ view: String, row: String = "r2", column: String = "c3") -> (String, String) {
            (row == "r3" ? #"<gridRow id="r3"/>"# : "", #"<gridCell row="\#(row)" column="\#(column)" id="cell-e">"# + view + "</gridCell>")
        }
        let cases: [(String, [UInt8])] = [
            ("more than two columns", Self.document(columns: #"<gridColumn id="c3"/>"#)),
            ("autoresizing mask", Self.document(translates: true)),
            ("tokenField", Self.document(columns: fixed, extra: extra("""
                <tokenField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                    <rect key="frame" x="110" y="0.0" width="20" height="16"/>
                    <tokenFieldCell key="cell" selectable="YES" id="ec"/>
                </tokenField>
                """))),
            ("check box at its column's trailing edge", Self.document(columns: #"<gridColumn xPlacement="trailing" width="20" id="c3"/>"#,
                                                                      extra: extra("""
                <button key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                    <rect key="frame" x="108" y="0.0" width="22" height="18"/>
                    <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="ec"/>
                </button>
                """))),
            ("slider not filling its column", Self.document(extra: extra("""
                <slider key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                    <rect key="frame" x="110" y="0.0" width="20" height="16"/>
                    <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" id="ec"/>
                </slider>
                """, row: "r3", column: "c2"))),
        ]
        for (reason, bytes) in cases {
            let (imported, result) = try solve(bytes)
            XCTAssertTrue(imported.warnings.contains { $0.message.contains(reason) }, "\(reason): \(imported.warnings)")
            XCTAssertEqual(result.frame("a"), SceneRect(x: 0, y: 4, width: 40, height: 10), reason)
            XCTAssertEqual(result.frame("b"), SceneRect(x: 50, y: 0, width: 60, height: 20), reason)
        }
    }
}

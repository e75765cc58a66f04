@testable import LayoutCommands
import XCTest

/// `.layoutd.toml`'s reader and globs.
final class CheckConfigurationTests: XCTestCase {
    func testTheTOMLSubsetReadsWhatTheFileUses() throws {
        let toml = try TOMLSubset("""
            include = ['App/**', "Shared/*.xib"]  # two globs
            devices = [
              "retina4_7",
              "ipad12_9:landscape", # turned
            ]
            count = 1_000
            [rules]
            "misplaced" = "off"
            [[suppress]]
            object = "a#b"
            reason = "a \\"quoted\\" reason \\u00e9"
            [[suppress]]
            object = "c"
            reason = 'r'
            """)
        XCTAssertEqual(toml.tables.map(\.name), ["", "rules", "suppress", "suppress"])
        XCTAssertEqual(toml.tables[0].entries.map(\.key), ["include", "devices", "count"])
        XCTAssertEqual(toml.tables[0].entries[1].value, .array([.string("retina4_7"), .string("ipad12_9:landscape")]))
        XCTAssertEqual(toml.tables[0].entries[2].value, .integer(1000))
        XCTAssertEqual(toml.tables[0].entries[2].line, 6)
        XCTAssertEqual(toml.tables[1].entries.first?.key, "misplaced")
        XCTAssertEqual(toml.tables[2].entries.map(\.value), [.string("a#b"), .string("a \"quoted\" reason é")])
    }

    func testErrorsNameTheLine() {
        let cases: [(String, Int, String)] = [
            ("a = 1\nb = yes\n", 2, "'yes' is not a value (strings are quoted)"),
            ("a = \"open\n", 1, "a string is not closed"),
            ("[rules]\n[rules]\n", 2, "table [rules] is defined twice"),
            ("a = 1\na = 2\n", 2, "a is set twice"),
            ("x.y = 1\n", 1, "'x.y' is not a key (letters, digits, _ and -, or quoted)"),
            ("just words\n", 1, "expected key = value"),
            ("a = [1, 2\n\n", 1, "an array is not closed"),
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try TOMLSubset(text), text) { error in
                XCTAssertEqual(error as? TOMLSubset.ParseError, TOMLSubset.ParseError(line: line, message: message), text)
            }
        }
    }

    func testGlobs() {
        XCTAssertTrue(Glob("Legacy").matches("Legacy/Old/A.xib"), "a folder covers what is inside")
        XCTAssertTrue(Glob("*.xib").matches("App/Views/A.xib"), "a name matches in any folder")
        XCTAssertFalse(Glob("*.xib").matches("App/Main.storyboard"))
        XCTAssertTrue(Glob("App/**/Cell?.xib").matches("App/Cell1.xib"))
        XCTAssertTrue(Glob("App/**/Cell?.xib").matches("App/a/b/Cell2.xib"))
        XCTAssertFalse(Glob("App/*.xib").matches("App/a/Cell.xib"))
        XCTAssertFalse(Glob("App/*.xib").matches("Other/App/Cell.xib"))
    }

    func testSettingsAreChecked() throws {
        let config = try CheckConfiguration(TOMLSubset("""
            fail_on = "ambiguous"
            devices = ["retina4_7"]
            [rules]
            ambiguity = "error"
            [[suppress]]
            document = "App/*.xib"
            object = "c1"
            reason = "known"
            """), file: ".layoutd.toml", folder: "/project")
        XCTAssertEqual(config.failOn, .ambiguous)
        XCTAssertEqual(config.levels["ambiguity"], .error)
        var finding = CheckFinding(document: "App/A.xib", scene: "S", rule: "conflict", objectId: "c2", related: ["c1"], message: "m")
        XCTAssertNotNil(config.suppression(of: finding, documentPath: "/project/App/A.xib"), "any constraint of a conflict's set")
        finding.related = []
        XCTAssertNil(config.suppression(of: finding, documentPath: "/project/App/A.xib"))
        XCTAssertThrowsError(try CheckConfiguration(TOMLSubset("[rules]\nwidth = \"off\"\n"), file: "f", folder: "/")) { error in
            XCTAssertEqual((error as? CheckConfiguration.LoadError)?.description,
                           "f:2: unknown rule width (conflict, ambiguity, misplaced, zeroSize, clipped, import)")
        }
    }
}

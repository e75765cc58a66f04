import XCTest
@testable import LayoutCommands

/// The command line's one option reader: left to right, the first problem
/// where it stands.
final class CommandOptionsTests: XCTestCase {
    let solve = CommandOptions.Spec(flags: ["--text"], valued: ["--detail": ["normal", "full"]], maxOperands: 1)

    func testFlagsValuesAndOperands() throws {
        let options = try CommandOptions.parse(["--text", "a.json", "--detail", "full"], solve).get()
        XCTAssertEqual(options.flags, ["--text"])
        XCTAssertEqual(options.values, ["--detail": "full"])
        XCTAssertEqual(options.operands, ["a.json"])
        XCTAssertEqual(try CommandOptions.parse(["-"], solve).get().operands, ["-"], "- is standard input")
        XCTAssertEqual(try CommandOptions.parse(["-x"], solve).get().operands, ["-x"], "one dash is a file name")
    }

    func testTheFirstProblemWins() {
        XCTAssertEqual(CommandOptions.parse(["--detail"], solve), .failure(.badValue(option: "--detail")))
        XCTAssertEqual(CommandOptions.parse(["--detail", "most"], solve), .failure(.badValue(option: "--detail")))
        XCTAssertEqual(CommandOptions.parse(["--bogus", "--help"], solve), .failure(.unknown("--bogus")))
        XCTAssertEqual(CommandOptions.parse(["-h", "--bogus"], solve), .failure(.help("-h")))
        XCTAssertEqual(CommandOptions.parse(["a", "b", "--bogus"], solve), .failure(.extraOperand(kept: ["a"], extra: "b")))
    }

    func testAnyValueAndADashPrefix() throws {
        let backup = CommandOptions.Spec(valued: ["--data-dir": nil], optionPrefix: "-")
        XCTAssertEqual(try CommandOptions.parse(["--data-dir", "--odd", "f"], backup).get().values, ["--data-dir": "--odd"],
                       "an option's value is the next argument, whatever it looks like")
        XCTAssertEqual(CommandOptions.parse(["-"], backup), .failure(.unknown("-")))
        let none = CommandOptions.Spec(valued: ["--from": nil], maxOperands: 0)
        XCTAssertEqual(CommandOptions.parse(["x"], none), .failure(.extraOperand(kept: [], extra: "x")))
    }

    func testRepeatableOptionsKeepEveryValue() throws {
        let spec = CommandOptions.Spec(valued: ["--device": nil, "--root": nil], repeatable: ["--device"])
        let options = try CommandOptions.parse(["--device", "a", "x", "--root", "r1", "--device", "b", "--root", "r2"], spec).get()
        XCTAssertEqual(options.lists, ["--device": ["a", "b"]])
        XCTAssertEqual(options.values["--root"], "r2", "a single-valued option keeps its last value")
    }

    func testCheckReadsItsOptionsThroughTheOneReader() {
        guard case .options(let o) = CheckOptions.parse(["docs", "--device", "iphone", "--device", "ipad",
                                                         "--format", "sarif", "--fail-on", "ambiguous", "more"]) else {
            return XCTFail("valid check options refused")
        }
        XCTAssertEqual(o.paths, ["docs", "more"])
        XCTAssertEqual(o.devices, ["iphone", "ipad"])
        XCTAssertEqual(o.format, .sarif)
        XCTAssertEqual(o.failOn, .ambiguous)
        for (arguments, message) in [(["--format", "xml"], "--format takes text, json, github, junit or sarif"),
                                     (["--fail-on", "misplaced"], "--fail-on takes conflicting or ambiguous"),
                                     (["a", "--baseline"], "--baseline needs a value"),
                                     (["--strict"], "unknown option --strict for check")] {
            guard case .failure(let said) = CheckOptions.parse(arguments) else { return XCTFail("\(arguments) accepted") }
            XCTAssertEqual(said, message)
        }
        guard case .help = CheckOptions.parse(["a", "-h"]) else { return XCTFail("-h is not help") }
    }
}

import XCTest
@testable import JSON

/// Strings are scanned eight bytes at a time: every byte that ends a plain
/// run must be found in each of the eight lanes, and near the end of input.
final class JSONStringScanTests: XCTestCase {
    let stoppers: [(bytes: [UInt8], error: (Int) -> JSONError?)] = [
        ([0x01], { .unexpectedByte(offset: $0, found: 1, expected: "a string character (control characters must be escaped)") }),
        ([0x1F], { .unexpectedByte(offset: $0, found: 0x1F, expected: "a string character (control characters must be escaped)") }),
        ([0xFF], { .invalidUTF8(offset: $0) }),
        ([0x80], { .invalidUTF8(offset: $0) }),
        (Array("\\q".utf8), { .invalidEscape(offset: $0) }),
    ]

    func testStopperInEveryLane() {
        for prefix in 0..<20 {
            for suffix in [0, 1, 7, 8, 9, 20] {
                for stopper in stoppers {
                    let input = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: prefix) + stopper.bytes
                        + Array(repeating: UInt8(ascii: "b"), count: suffix) + [UInt8(ascii: "\"")]
                    XCTAssertEqual(error(input), stopper.error(1 + prefix), "prefix \(prefix), suffix \(suffix)")
                }
            }
        }
    }

    func testPlainAndEscapedStringsOfEveryLength() throws {
        for length in 0..<40 {
            let text = String((0..<length).map { Character(UnicodeScalar(UInt8(0x20 + $0 % 90))) })
                .replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\\", with: "/")
            XCTAssertEqual(try JSONParser().parse(Array("\"\(text)\"".utf8)), .string(text))
            XCTAssertEqual(try JSONParser().parse(Array("\"\(text)\\u00e9\(text)é\"".utf8)), .string(text + "é" + text + "é"))
            // Unterminated: the end of input is reported, not read past.
            XCTAssertEqual(error(Array("\"\(text)".utf8)), .unexpectedEnd(offset: 1 + length, expected: "'\"'"))
        }
    }

    func testLengthLimitAtEveryLane() {
        for limit in 8..<24 {
            let parser = JSONParser(maxStringBytes: limit)
            let fits = Array("\"\(String(repeating: "x", count: limit - 1))\"".utf8)
            XCTAssertNoThrow(try parser.parse(fits))
            let long = Array("\"\(String(repeating: "x", count: limit + 5))\"".utf8)
            XCTAssertThrowsError(try parser.parse(long)) {
                XCTAssertEqual($0 as? JSONError, .stringTooLong(offset: 0, limit: limit))
            }
        }
    }

    func error(_ bytes: [UInt8]) -> JSONError? {
        do { _ = try JSONParser().parse(bytes); return nil } catch { return error }
    }
}

import TestSupport
import XCTest
@testable import JSON

final class JSONParserTests: XCTestCase {
    func parse(_ text: String) throws(JSONError) -> JSONValue { try JSONParser().parse(text) }

    func testValuesAndOrder() throws {
        let value = try parse(#" {"b": [1, -2.5, 1e2, true, false, null], "a": "x\"\u00e9\ud83d\ude00"} "#)
        XCTAssertEqual(value, .object([
            JSONMember("b", .array([.number(1), .number(-2.5), .number(100), .bool(true), .bool(false), .null])),
            JSONMember("a", .string("x\"é😀")),
        ]))
    }

    func testErrorOffsets() {
        XCTAssertEqual(error("[1, 2"), .unexpectedEnd(offset: 5, expected: "',' or ']'"))
        XCTAssertEqual(error("[1 2]"), .unexpectedByte(offset: 3, found: UInt8(ascii: "2"), expected: "',' or ']'"))
        XCTAssertEqual(error("{} x"), .trailingGarbage(offset: 3))
        XCTAssertEqual(error("[01]"), .unexpectedByte(offset: 2, found: UInt8(ascii: "1"),
                                                      expected: "'.', 'e' or the end of the number (no leading zeros)"))
        XCTAssertEqual(error("[1e400]"), .numberOutOfRange(offset: 1, text: "1e400"))
        XCTAssertEqual(error("[-1e400]"), .numberOutOfRange(offset: 1, text: "-1e400"))
        XCTAssertEqual(error("\"a\\q\""), .invalidEscape(offset: 2))
        XCTAssertEqual(error("\"\u{01}\""), .unexpectedByte(offset: 1, found: 1,
                                                           expected: "a string character (control characters must be escaped)"))
        XCTAssertEqual(error("NaN"), .unexpectedByte(offset: 0, found: UInt8(ascii: "N"), expected: "a value"))
        XCTAssertEqual(error("tru"), .unexpectedEnd(offset: 3, expected: "'true'"))
        XCTAssertEqual(error(""), .unexpectedEnd(offset: 0, expected: "a value"))
        XCTAssertEqual(error("[1.]"), .unexpectedByte(offset: 3, found: UInt8(ascii: "]"), expected: "a digit after '.'"))
    }

    func testInvalidUTF8() {
        XCTAssertThrowsError(try JSONParser().parse([0x22, 0x61, 0xC3, 0x28, 0x22])) { error in
            XCTAssertEqual(error as? JSONError, .invalidUTF8(offset: 3))
        }
        XCTAssertThrowsError(try JSONParser().parse([0x22, 0xED, 0xA0, 0x80, 0x22])) { error in
            XCTAssertEqual(error as? JSONError, .invalidUTF8(offset: 2))
        }
    }

    func testDepthLimit() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(deep), .tooDeep(offset: 512, limit: 512))
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(fine))
    }

    func testLongString() throws {
        let big = "\"" + String(repeating: "a", count: 10 << 20) + "\""
        let start = ContinuousClock.now
        XCTAssertEqual(error(big), .stringTooLong(offset: 0, limit: 1 << 20))
        let parser = JSONParser(maxStringBytes: 20 << 20)
        guard case .string(let s) = try parser.parse(big) else { return XCTFail("not a string") }
        XCTAssertEqual(s.utf8.count, 10 << 20)
        XCTAssertLessThan(ContinuousClock.now - start, TimeLimit.seconds(5))
    }

    /// The limit counts from the opening quote; reaching the end of the input
    /// first is reported as the end.
    func testStringLimitBoundary() {
        let parser = JSONParser(maxStringBytes: 5)
        func error(_ text: String) -> JSONError? {
            do { _ = try parser.parse(text); return nil } catch { return error }
        }
        XCTAssertNil(error(#""abcd""#))
        XCTAssertEqual(error(#""abcde""#), .stringTooLong(offset: 0, limit: 5))
        XCTAssertEqual(error(#"["ab\n", "abcdefgh"]"#), .stringTooLong(offset: 9, limit: 5))
        XCTAssertEqual(error(#""abcd"#), .unexpectedEnd(offset: 5, expected: "'\"'"))
        XCTAssertEqual(error(#""abcde"#), .unexpectedEnd(offset: 6, expected: "'\"'"))
        XCTAssertEqual(error("\"ab\u{01}cdefgh\""), .unexpectedByte(offset: 3, found: 1,
                       expected: "a string character (control characters must be escaped)"))
    }

    func error(_ text: String) -> JSONError? {
        do { _ = try parse(text); return nil } catch { return error }
    }
}

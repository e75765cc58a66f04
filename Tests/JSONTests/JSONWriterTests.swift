import XCTest
@testable import JSON

final class JSONWriterTests: XCTestCase {
    func testNumbers() {
        let cases: [(Double, String)] = [
            (15.4999999999, "15.5"), (15.5, "15.5"), (100, "100"), (-0.0, "0"), (-1e-9, "0"),
            (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333"), (-2.5, "-2.5"), (1e20, "1e+20"), (320, "320"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(JSONWriter().string(.number(value)), text, "\(value)")
        }
    }

    func testOrderAndEscapes() {
        let value = JSONValue.object([
            JSONMember("z", .array([.null, .bool(true)])),
            JSONMember("a", .string("q\"\\\n\u{01}é")),
            JSONMember("e", .object([])),
        ])
        XCTAssertEqual(JSONWriter().string(value), #"{"z":[null,true],"a":"q\"\\\n\u0001é","e":{}}"#)
        XCTAssertEqual(JSONWriter(indent: 2).string(.object([JSONMember("a", .array([.number(1)]))])),
                       "{\n  \"a\": [\n    1\n  ]\n}")
    }

    /// Escapes at the start, the end and between plain runs.
    func testEscapesAroundPlainRuns() {
        XCTAssertEqual(JSONWriter().string(.string("\tab\r\u{1f}cd\"")), #""\tab\r\u001fcd\"""#)
        XCTAssertEqual(JSONWriter().string(.string("")), #""""#)
    }

    /// Each byte that needs an escape, and its neighbours that do not
    /// (' ', '!', '#', '[', ']', 0x7f, UTF-8 bytes), at every offset of a
    /// long string: the plain runs are found eight bytes at a time.
    func testEscapesAtEveryOffset() {
        let special: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\u{1f}", #"\u001f"#),
                                              ("\u{0}", #"\u0000"#), ("\n", #"\n"#)]
        let plain = " !#[]\u{7f}é0123456789abcdefghij"
        for (character, escaped) in special {
            for offset in 0...plain.count {
                var text = plain, expected = plain
                text.insert(character, at: text.index(text.startIndex, offsetBy: offset))
                expected.insert(contentsOf: escaped, at: expected.index(expected.startIndex, offsetBy: offset))
                XCTAssertEqual(JSONWriter().string(.string(text)), "\"" + expected + "\"", "\(offset)")
            }
        }
        XCTAssertEqual(JSONWriter().string(.string(plain)), "\"" + plain + "\"")
    }

    /// Strings of one to seven bytes (most names) are tested in one word
    /// of their overlapping halves: each byte that needs an escape, at
    /// every offset of every such length, is still found.
    func testEscapesInShortStrings() {
        let special: [(UInt8, String)] = [(0x22, #"\""#), (0x5C, #"\\"#), (0x1F, #"\u001f"#), (0x00, #"\u0000"#)]
        for length in 1...7 {
            for (byte, escaped) in special {
                for offset in 0..<length {
                    var bytes = Array("abcdefg".utf8.prefix(length))
                    bytes[offset] = byte
                    var expected = "abcdefg".prefix(length).map(String.init)
                    expected[offset] = escaped
                    let text = String(decoding: bytes, as: UTF8.self)
                    XCTAssertEqual(JSONWriter().string(.string(text)), "\"" + expected.joined() + "\"", "\(length) \(offset)")
                    XCTAssertTrue(bytes.withUnsafeBufferPointer { JSONWriter.anyNeedsEscape($0) }, "\(length) \(offset)")
                }
            }
            let plain = String("abcdefg".prefix(length))
            XCTAssertEqual(JSONWriter().string(.string(plain)), "\"" + plain + "\"")
            XCTAssertFalse(Array(plain.utf8).withUnsafeBufferPointer { JSONWriter.anyNeedsEscape($0) })
        }
    }

    func testRoundTrip() throws {
        let text = #"{"b":[1,-2.5,"x\"y"],"a":{"c":null}}"#
        XCTAssertEqual(JSONWriter().string(try JSONParser().parse(text)), text)
    }
}

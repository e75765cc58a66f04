import XCTest
@testable import LayoutStore

final class StoreHelperTests: XCTestCase {
    func testBase64URLRoundTripsAndMatchesRFC4648() {
        let vectors: [(String, String)] = [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"),
                                           ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")]
        for (plain, encoded) in vectors {
            XCTAssertEqual(Base64URL.encode(Array(plain.utf8)), encoded)
            XCTAssertEqual(Base64URL.decode(encoded), Array(plain.utf8))
        }
        XCTAssertEqual(Base64URL.encode([0xFB, 0xFF]), "-_8")
        XCTAssertEqual(Base64URL.decode("-_8"), [0xFB, 0xFF])
        XCTAssertNil(Base64URL.decode("Zm9v="))
        XCTAssertNil(Base64URL.decode("Z"))
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 * 7) }
        XCTAssertEqual(Base64URL.decode(Base64URL.encode(bytes)), bytes)
    }

    func testSceneNameRule() {
        XCTAssertTrue(SceneName.isValid("a"))
        XCTAssertTrue(SceneName.isValid("Login_Screen-2.v1"))
        XCTAssertTrue(SceneName.isValid("a."))
        XCTAssertFalse(SceneName.isValid(""))
        XCTAssertFalse(SceneName.isValid(".a"))
        XCTAssertFalse(SceneName.isValid("a b"))
        XCTAssertFalse(SceneName.isValid("a%2F"))
        XCTAssertTrue(SceneName.isValid(String(repeating: "z", count: 128)))
        XCTAssertFalse(SceneName.isValid(String(repeating: "z", count: 129)))
    }

    func testETagIsDeterministicAndQuoted() {
        let tag = ETag.make(name: "s", version: 3, document: Array("{}".utf8))
        XCTAssertEqual(tag, ETag.make(name: "s", version: 3, document: Array("{}".utf8)))
        XCTAssertTrue(tag.hasPrefix("\"3-"))
        XCTAssertEqual(tag.count, 2 + 2 + StoreLimits.etagHashDigits)
        XCTAssertNotEqual(tag, ETag.make(name: "s", version: 3, document: Array("{ }".utf8)))
        XCTAssertNotEqual(ETag.make(name: "ab", version: 1, document: Array("c".utf8)),
                          ETag.make(name: "a", version: 1, document: Array("bc".utf8)))
    }

    func testTimestampFormat() {
        XCTAssertEqual(Timestamp.format(seconds: 0, milliseconds: 0), "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(Timestamp.format(seconds: 1_700_000_000, milliseconds: 7), "2023-11-14T22:13:20.007Z")
        XCTAssertEqual(WallClock.system.timestamp().count, 24)
    }
}

import XCTest
@testable import LayoutImport

/// libxml2 decodes a document in the encoding it declares, so the byte scan
/// holds only over UTF-8: each of these once reached the parser in another
/// encoding and either crashed it (a processing instruction in UTF-7) or
/// expanded entities the scan would have refused in UTF-8.
final class IBEncodingTests: XCTestCase {
    func error(_ bytes: [UInt8]) -> IBReadError? {
        do {
            _ = try IBImporter().read(bytes, source: "x.xib")
            return nil
        } catch {
            return error
        }
    }

    func testDeclaredEncodingsOtherThanUTF8AreRefusedByName() {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?><document>+ADw-?x?+AD4-</document>"
        XCTAssertEqual(error(Array(utf7.utf8))?.message,
                       "the document declares encoding \"UTF-7\"; only UTF-8 is read (Interface Builder writes UTF-8)")
        for encoding in ["ISO-8859-1", "utf-16", "US-ASCII", "EBCDIC-US"] {
            let text = "<?xml version='1.0' encoding='\(encoding)'?>\n<document/>"
            XCTAssertTrue(error(Array(text.utf8))?.message.contains("\"\(encoding)\"") ?? false, encoding)
        }
        // The name inside another value is not the encoding; the pair after it is.
        let hidden = #"<?xml version="encoding" encoding="UTF-7"?><document/>"#
        XCTAssertTrue(error(Array(hidden.utf8))?.message.contains("\"UTF-7\"") ?? false)
        XCTAssertEqual(error(Array(#"<?xml version="1.0" encoding=UTF-7?><document/>"#.utf8))?.message,
                       "the XML declaration's encoding cannot be read; only UTF-8 is read")
        for encoding in ["UTF-8", "utf-8", "UTF8"] {
            let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>"
            XCTAssertNil(error(Array(text.utf8)), encoding)
        }
    }

    /// The forms a hostile client used: DOCTYPE, ENTITY and ATTLIST written
    /// in UTF-7 so that no `<!` appears in the bytes.
    func testDeclarationsHiddenInUTF7AreNeverExpanded() {
        let bodies = [
            "+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY a 'x'+AD4-+AF0-+AD4-<document><label text='&a;'/></document>",
            "+ADw-!DOCTYPE document +AFs-+ADw-!ATTLIST view id CDATA 'renamed'+AD4-+AF0-+AD4-<document/>",
        ]
        for body in bodies {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + body
            XCTAssertEqual(error(Array(text.utf8))?.line, 1)
        }
        // A quadratic expansion (each reference of a long entity many times), in UTF-7.
        let long = String(repeating: "a", count: 50_000)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY a '\(long)'+AD4-+AF0-+AD4-<document>"
            + String(repeating: "&a;", count: 50_000) + "</document>"
        XCTAssertNotNil(error(Array(text.utf8)))
    }

    func testWideEncodingsAreNamedWithOrWithoutAByteOrderMark() {
        let text = "<?xml version=\"1.0\"?><document/>"
        let cases: [(String.Encoding, String)] = [
            (.utf16LittleEndian, "UTF-16LE"), (.utf16BigEndian, "UTF-16BE"),
            (.utf32LittleEndian, "UTF-32LE"), (.utf32BigEndian, "UTF-32BE"),
        ]
        for (encoding, name) in cases {
            let bare = Array(text.data(using: encoding)!)
            XCTAssertEqual(error(bare)?.message, "the document is \(name); Interface Builder documents are UTF-8, and only UTF-8 is read")
            XCTAssertTrue(IBImporter.looksLikeDocument(bare), name)
        }
        let marked = Array(text.data(using: .utf16)!)
        XCTAssertTrue(error(marked)?.message.hasPrefix("the document is UTF-16") ?? false)
    }

    func testNulAndTooManyAttributesAreRefusedWithTheirPlace() {
        XCTAssertEqual(error(Array("<document>\n  <a\0/>\n</document>".utf8)),
                       IBReadError(message: "a NUL character, which XML does not allow", line: 2, column: 5))
        let attributes = (0..<300).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let found = error(Array("<document>\n<view \(attributes)/></document>".utf8))
        XCTAssertEqual(found?.message, "an element with more than 256 attributes")
        XCTAssertEqual(found?.line, 2)
        // `=` and `>` inside quoted values are not attributes or tag ends.
        let quoted = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label text=\"a=b>c\" id=\"x\"/></objects></document>"
        XCTAssertNil(error(Array(quoted.utf8)))
    }

    /// FuzzInterfaceBuilder: a processing instruction after a broken
    /// attribute, inside the tag, reached FoundationXML's NULL read.
    func testProcessingInstructionsInsideTagsAndValuesAreRefused() {
        for text in [#"<document><view key="a b"contentMode<?xm?>"#, #"<document><view key="<?x?>"/></document>"#,
                     #"<document><view a='1' <!DOCTYPE x>/></document>"#] {
            let found = error(Array(text.utf8))
            XCTAssertEqual(found?.line, 1, text)
            XCTAssertTrue(found?.message.contains("is refused") ?? false, text)
        }
    }

    func testAttributeListAndElementDeclarationsAreRefusedInUTF8Too() {
        for mark in ["ATTLIST", "ELEMENT", "NOTATION", "doctype"] {
            let found = error(Array("<?xml version=\"1.0\"?>\n<!\(mark) x>\n<document/>".utf8))
            XCTAssertEqual(found?.line, 2, mark)
            XCTAssertTrue(found?.message.contains("<!\(mark.uppercased()) declaration is refused") ?? false, mark)
        }
    }

    /// A broken declaration runs on to the first `?>`: bytes that are not
    /// UTF-8 (and markup) inside it never reach the parser, which trapped on
    /// them (`Tests/fuzz-corpus/FuzzInterfaceBuilder/found-non-ascii-in-declaration`).
    func testDeclarationsHoldOnlyASCIIPseudoAttributes() throws {
        let broken: [UInt8] = Array(#"<?xml version="1.0" encm"#.utf8) + [1, 1] + Array(#"ng="x"><document/>"#.utf8)
            + [0xFF, 0xFF] + Array(#" encoding="UTF-8"?><document/>"#.utf8)
        XCTAssertEqual(error(broken)?.message,
                       "the XML declaration holds a character no declaration has; only version, encoding and standalone are read")
        let found = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fuzz-corpus/FuzzInterfaceBuilder/found-non-ascii-in-declaration")
        XCTAssertNotNil(error(Array(try Data(contentsOf: found))))
        let plain = #"<?xml version="1.0" encoding="UTF-8" standalone="no"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#
        XCTAssertNotEqual(error(Array(plain.utf8))?.message.contains("declaration"), true, "a real declaration is read")
    }
}

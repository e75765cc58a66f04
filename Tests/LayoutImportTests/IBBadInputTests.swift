import XCTest
@testable import LayoutImport

/// Hostile and broken documents: a clear error with line and column, never
/// a crash, a hang, a fetch or an expansion.
final class IBBadInputTests: XCTestCase {
    func read(_ text: String) -> IBReadError? {
        do {
            _ = try IBImporter().read(Array(text.utf8), source: "bad.xib")
            return nil
        } catch {
            return error
        }
    }

    func testBillionLaughsIsRefusedUnexpanded() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for k in 1...9 { text += " <!ENTITY lol\(k) \"" + String(repeating: "&lol\(k - 1 == 0 ? "" : String(k - 1));", count: 10) + "\">\n" }
        text += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&lol9;</document>"
        let clock = ContinuousClock()
        let start = clock.now
        let error = read(text)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 1)
        XCTAssertTrue(error?.message.contains("never expanded") ?? false)
        XCTAssertLessThan(clock.now - start, .seconds(2))
    }

    func testExternalEntityIsNeverFetched() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>&xxe;</objects></document>
            """
        let error = read(text)
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("never fetched") ?? false)
    }

    func testMalformedXMLSaysWhere() {
        let error = read("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n")
        // libxml2 notices the mismatch at `</objects>` or at the end of its line.
        XCTAssertTrue((5...6).contains(error?.line ?? 0), "\(String(describing: error))")
        XCTAssertGreaterThan(error?.column ?? 0, 0)
        XCTAssertEqual(error?.message, "malformed XML: an end tag does not match the element it closes")
    }

    /// FoundationXML traps on element names that are not UTF-8: refused first.
    func testBytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        var bytes = Array("<?xml version=\"1.0\"?>\n<document>\n  <ca".utf8)
        bytes += [0xDD, 0xDD]
        bytes += Array("/>\n</document>".utf8)
        XCTAssertThrowsError(try IBImporter().read(bytes, source: "x")) { error in
            XCTAssertEqual(error as? IBReadError, IBReadError(message: "not UTF-8", line: 3, column: 6))
        }
    }

    /// FoundationXML crashed on a processing instruction without data
    /// (FuzzInterfaceBuilder): every one but the XML declaration is refused
    /// before the parser sees it.
    func testProcessingInstructionsAreRefusedWithTheirPlace() {
        for (text, line, column) in [("<?xm?>\n<document type=\"x\"/>", 1, 1),
                                     ("<?xml version=\"1.0\"?>\n<document>\n  <?x?>\n</document>", 3, 3),
                                     ("\u{FEFF}<?xml version=\"1.0\"?><?xml-stylesheet href=\"a\"?><document/>", 1, 25)] {
            XCTAssertEqual(read(text), IBReadError(
                message: "a processing instruction (<?…?>) is refused: Interface Builder writes none", line: line, column: column), text)
        }
        // The declaration alone, with or without a byte-order mark, is fine.
        XCTAssertNotEqual(read("\u{FEFF}<?xml version=\"1.0\"?>\n<document type=\"x\"/>")?.message.hasPrefix("a processing"), true)
    }

    func testNotAnInterfaceBuilderDocument() {
        XCTAssertEqual(read("<plist version=\"1.0\"><dict/></plist>")?.message,
                       "the root element is <plist>, not an Interface Builder <document>")
        XCTAssertNotNil(read(""))
    }

    func testSizeAndDepthLimits() {
        var reader = IBXMLReader()
        reader.maximumBytes = 1000
        XCTAssertThrowsError(try reader.read(Array(repeating: UInt8(ascii: " "), count: 1001)))
        let deep = String(repeating: "<v>", count: 300) + String(repeating: "</v>", count: 300)
        XCTAssertThrowsError(try IBXMLReader().read(Array(deep.utf8))) { error in
            XCTAssertTrue((error as? IBReadError)?.message.contains("nested deeper") ?? false)
        }
    }

    func testUnknownElementsAndDanglingIDsAreWarningsNotRefusals() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" useAutolayout="YES">
                <device id="retina9_9" orientation="portrait"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                        <subviews><frobnicator id="f"/></subviews>
                        <constraints><constraint firstItem="ghost" firstAttribute="width" constant="1" id="c"/></constraints>
                    </view>
                </objects>
            </document>
            """
        let imported = try IBImporter().read(Array(text.utf8), source: "t.xib")
        XCTAssertEqual(imported.scenes.count, 1)
        XCTAssertNotNil(imported.scenes[0].document)
        XCTAssertEqual(imported.warnings.map(\.line), [3, 6, 7], imported.warnings.map(\.text).joined(separator: "\n"))
        XCTAssertEqual(imported.scenes[0].classes["f"], "UIFrobnicator", "an unknown element under subviews is still a view")
    }

    /// libxml2 refuses more than 10 MB handed over at once; the reader
    /// streams, so a large (legal) document still reads.
    func testADocumentOverTenMegabytesReads() throws {
        var text = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>"#
        text += #"<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>"#
        let view = #"<view id="vID" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="1" y="2" width="3" height="4"/>"#
            + "<!--" + String(repeating: "x", count: 900) + "--></view>\n"
        for k in 0..<11_000 { text += view.replacingOccurrences(of: "ID", with: String(k)) }
        text += "</subviews></view></objects></document>"
        XCTAssertGreaterThan(text.utf8.count, 10_500_000)
        let imported = try IBImporter().read(Array(text.utf8), source: "big.xib")
        XCTAssertEqual(imported.scenes.first?.document?.views.count, 11_001)
    }

    func testLooksLikeDocument() {
        XCTAssertTrue(IBImporter.looksLikeDocument(Array(IBDocumentTests.xib("").prefix(300))))
        XCTAssertFalse(IBImporter.looksLikeDocument(Array("{\"format\": \"layoutd.scene/1\"}".utf8)))
        XCTAssertTrue(IBImporter.looksLikeDocument(Array("\n<?xml version=\"1.0\"?><plist/>".utf8)), "any XML gets the XML reader's error")
        XCTAssertFalse(IBImporter.looksLikeDocument(Array("<NSLayoutConstraint:0x6000 UILabel:0x7f.width == 20>".utf8)),
                       "a console line is not XML")
    }
}

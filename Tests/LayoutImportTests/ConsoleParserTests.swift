import LayoutSolver
import XCTest
@testable import LayoutImport

/// The console reader's pieces on their own: the paste cleaner, one
/// constraint line, the equation and visual-format display forms
/// (docs/importers.md, "Console messages").
final class ConsolePasteTests: XCTestCase {
    func text(_ paste: ConsolePaste) -> String { String(decoding: paste.bytes, as: UTF8.self) }

    func testWebPageFormsBecomeWhatXcodePrinted() {
        XCTAssertEqual(text(ConsolePaste("&lt;NSLayoutConstraint:0x1 &#39;a&#x27; &amp;&gt;")), "<NSLayoutConstraint:0x1 'a' &>")
        XCTAssertEqual(text(ConsolePaste("\u{201C}x\u{201D} \u{2018}y\u{2019} a\u{2014}b \u{2212}8 \u{2026}")), "\"x\" 'y' a-b -8 ...")
        XCTAssertEqual(text(ConsolePaste("a\u{00A0}b\u{200B}c\td")), "a bc d", "non-breaking and tab spaces, zero-width dropped")
        XCTAssertEqual(text(ConsolePaste("&bogus; &#xZZ; & lt;")), "&bogus; &#xZZ; & lt;", "what is no entity stays")
    }

    func testLineEndingsAndLineNumbers() {
        let paste = ConsolePaste("one\r\ntwo\rthree\nfour")
        XCTAssertEqual(text(paste), "one\ntwo\nthree\nfour")
        XCTAssertEqual(paste.lineStarts, [0, 4, 8, 14])
        XCTAssertEqual(paste.line(at: 0), 1)
        XCTAssertEqual(paste.line(at: 3), 1, "the newline belongs to its line")
        XCTAssertEqual(paste.line(at: 4), 2)
        XCTAssertEqual(paste.line(at: 15), 4)
    }
}

final class ConsoleEquationTests: XCTestCase {
    let label = ConsoleTerm.Reference.item(ConsoleItem(className: "UILabel", address: "0xa1"))
    let view = ConsoleTerm.Reference.item(ConsoleItem(className: "UIView", address: "0xb2", identifier: "card"))

    func testMultiplierBeforeOrAfterAndConstants() throws {
        let before = try ConsoleEquation.relation("UILabel:0xa1.width == 0.5*UIView:0xb2'card'.width + 8")
        XCTAssertEqual(before, ConsoleRelation(first: ConsoleTerm(reference: label, attribute: "width"), relation: .equal,
                                               second: ConsoleTerm(reference: view, attribute: "width"),
                                               multiplier: 0.5, constant: 8))
        let after = try ConsoleEquation.relation("UILabel:0xa1.width >= UIView:0xb2'card'.width * 0.25 - 4")
        XCTAssertEqual(after.relation, .greaterOrEqual)
        XCTAssertEqual(after.multiplier, 0.25)
        XCTAssertEqual(after.constant, -4)
        let constant = try ConsoleEquation.relation("UILabel:0xa1.height == 24")
        XCTAssertNil(constant.second)
        XCTAssertEqual(constant.constant, 24)
    }

    func testSystemSpacingAndUnspacedOperators() throws {
        let spaced = try ConsoleEquation.relation("UILabel:0xa1.bottom == UIView:0xb2'card'.bottom NSSpace(8)")
        XCTAssertTrue(spaced.systemSpacing)
        XCTAssertEqual(spaced.constant, 8)
        let tight = try ConsoleEquation.relation("UILabel:0xa1.leading<=UIView:0xb2'card'.leading")
        XCTAssertEqual(tight.relation, .lessOrEqual)
        XCTAssertEqual(tight.second?.attribute, "leading")
    }

    func testWhatCannotBeReadSaysWhy() {
        for (line, reason) in [("UILabel:0xa1.width 100", "no relation"), ("UILabel:0xa1.width ==", "ends after its relation"),
                               ("UILabel:0xa1.width == ", "ends after its relation"), ("8 == UILabel:0xa1.width", "names no item")] {
            XCTAssertThrowsError(try ConsoleEquation.relation(Substring(line)), line) { error in
                XCTAssertTrue((error as? ConsoleLineError)?.reason.contains(reason) ?? false, "\(line): \(error)")
            }
        }
    }
}

final class ConsoleVisualFormatTests: XCTestCase {
    func relations(_ text: String) throws -> [ConsoleRelation] {
        var format = ConsoleVisualFormat(text: Substring(text))
        return try format.relations()
    }

    func testSpacingsBetweenViewsAndTheSuperview() throws {
        let edges = try relations("H:|-(15)-[UILabel:0xa1]-(>=8)-[UIView:0xb2]-|")
        let label = ConsoleTerm.Reference.item(ConsoleItem(className: "UILabel", address: "0xa1"))
        let view = ConsoleTerm.Reference.item(ConsoleItem(className: "UIView", address: "0xb2"))
        XCTAssertEqual(edges, [
            ConsoleRelation(first: ConsoleTerm(reference: label, attribute: "leading"), relation: .equal,
                            second: ConsoleTerm(reference: .superview, attribute: "leading"), constant: 15),
            ConsoleRelation(first: ConsoleTerm(reference: view, attribute: "leading"), relation: .greaterOrEqual,
                            second: ConsoleTerm(reference: label, attribute: "trailing"), constant: 8),
            ConsoleRelation(first: ConsoleTerm(reference: .superview, attribute: "trailing"), relation: .equal,
                            second: ConsoleTerm(reference: view, attribute: "trailing"), constant: 8, systemSpacing: true),
        ])
    }

    func testSizesPrioritiesAndDirections() throws {
        var format = ConsoleVisualFormat(text: "V:[UIButton:0xc3(44@750)]")
        let size = try format.relations()
        XCTAssertEqual(size.map(\.first.attribute), ["height"])
        XCTAssertEqual(size.first?.constant, 44)
        XCTAssertEqual(format.priority, 750)
        let rtl = try relations("H:[A]-(10)-[B](RTL)")
        XCTAssertEqual(rtl.first?.first.attribute, "right", "right to left, a gap runs from right to left")
        XCTAssertEqual(rtl.first?.second?.attribute, "left")
        XCTAssertEqual(rtl.first?.constant, -10)
        XCTAssertEqual(try relations("H:[A][B](LTR)").first?.first.attribute, "left")
    }

    func testCutAndOddFormsAreRefused() {
        for text in ["H:[A", "H:[A]-(8", "H:[A]-(8)-", "H:|-|", "H:[A]", "H:[A](XYZ)"] {
            XCTAssertThrowsError(try relations(text), text)
        }
    }
}

final class ConsoleLineParserTests: XCTestCase {
    func testEveryPartOfALine() throws {
        var parser = ConsoleLineParser(
            text: "NSLayoutConstraint:0x600@Cell.swift#12 h=--& 'Label Width' UILabel:0xa1.width >= 400 @999   (active, names: card:0xb2 )",
            line: 3)
        let constraint = try parser.constraint()
        XCTAssertEqual(constraint.className, "NSLayoutConstraint")
        XCTAssertEqual(constraint.address, "0x600")
        XCTAssertEqual(constraint.source, "Cell.swift#12")
        XCTAssertEqual(constraint.mask, "h=--&")
        XCTAssertEqual(constraint.identifier, "Label Width")
        XCTAssertEqual(constraint.priority, 999)
        XCTAssertEqual(constraint.active, true)
        XCTAssertEqual(constraint.names, [ConsoleName(name: "card", item: ConsoleItem(className: "card", address: "0xb2"))])
        XCTAssertEqual(constraint.display, .equation)
        XCTAssertEqual(constraint.relations.first?.relation, .greaterOrEqual)
        XCTAssertEqual(constraint.line, 3)
        XCTAssertTrue(parser.notes.isEmpty)
    }

    func testContentSizePrioritiesAndVisualFormat() throws {
        var sized = ConsoleLineParser(text: "NSContentSizeLayoutConstraint:0x7 UILabel:0xa1.width == 60 Hug:250 CompressionResistance:750",
                                      line: 1)
        let content = try sized.constraint()
        XCTAssertEqual(content.hugging, 250)
        XCTAssertEqual(content.compressionResistance, 750)
        var visual = ConsoleLineParser(text: "NSLayoutConstraint:0x8 H:|-(20)-[UILabel:0xa1]   (inactive)", line: 2)
        let format = try visual.constraint()
        XCTAssertEqual(format.display, .visualFormat)
        XCTAssertEqual(format.active, false)
    }

    func testAnOddAddressIsKeptAndNotedAndBrokenLinesSayWhy() throws {
        var odd = ConsoleLineParser(text: "NSLayoutConstraint:0x6g0 UILabel:0xa1.width == 5", line: 9)
        XCTAssertEqual(try odd.constraint().address, "0x6g0")
        XCTAssertEqual(odd.notes, ["line 9: the address 0x6g0 is not hexadecimal; it is kept as printed"])
        for (text, reason) in [("width == 5", "no constraint class"), ("NSLayoutConstraint: x", "no address"),
                               ("NSLayoutConstraint:0x1   (active)", "no relation")] {
            var parser = ConsoleLineParser(text: text, line: 1)
            XCTAssertThrowsError(try parser.constraint(), text) { error in
                XCTAssertTrue((error as? ConsoleLineError)?.reason.contains(reason) ?? false, "\(text): \(error)")
            }
        }
    }
}

import XCTest
import LayoutSolver
@testable import LayoutScene

final class EquationParserTests: XCTestCase {
    func ref(_ item: String, _ attribute: Attribute) -> AttributeRef { AttributeRef(item: item, attribute: attribute) }

    func testShapes() throws {
        let parser = EquationParser()
        XCTAssertEqual(try parser.parse("name.leading == root.leadingMargin"),
                       ConstraintSpec(first: ref("name", .leading), relation: .equal, second: ref("root", .leadingMargin)))
        XCTAssertEqual(try parser.parse("a.width <= 0.5*b.width - 3 @ 750"),
                       ConstraintSpec(first: ref("a", .width), relation: .lessOrEqual, second: ref("b", .width),
                                      multiplier: 0.5, constant: -3, priority: 750))
        XCTAssertEqual(try parser.parse("a.width>=b.height * 2 + 1"),
                       ConstraintSpec(first: ref("a", .width), relation: .greaterOrEqual, second: ref("b", .height),
                                      multiplier: 2, constant: 1))
        XCTAssertEqual(try parser.parse("name.width >= 400 @999"),
                       ConstraintSpec(first: ref("name", .width), relation: .greaterOrEqual, constant: 400, priority: 999))
        XCTAssertEqual(try parser.parse("my.view-1.baseline == x.top"),
                       ConstraintSpec(first: ref("my.view-1", .lastBaseline), relation: .equal, second: ref("x", .top)))
        XCTAssertEqual(try EquationParser(defaultPriority: 20).parse("a.width == -1e-07").priority, 20)
        XCTAssertEqual(try parser.parse("a.width == -1e-07").constant, -1e-07)
    }

    /// The byte matcher of the lexer agrees with the attribute's own names.
    func testAttributeBytesMatchNames() {
        for attribute in Attribute.allCases {
            XCTAssertEqual(self.attribute(attribute.rawValue), attribute)
            XCTAssertNil(self.attribute(String(attribute.rawValue.dropLast())))
            XCTAssertNil(self.attribute(attribute.rawValue + "s"))
        }
        XCTAssertEqual(attribute("baseline"), .lastBaseline)
        XCTAssertNil(attribute("Top"))
        XCTAssertNil(attribute(""))
    }

    func attribute(_ name: String) -> Attribute? {
        Array(name.utf8).withUnsafeBufferPointer(EquationWord.attribute)
    }

    func testIntegersMatchTheStandardParse() throws {
        let parser = EquationParser()
        for text in ["0", "-0", "007", "123456789012345", "1234567890123456", "-99999999999999999999", "12.5"] {
            let constant = try parser.parse("a.width == \(text)").constant
            XCTAssertEqual(constant, Double(text)!, text)
            XCTAssertEqual(constant.sign, Double(text)!.sign, text)
        }
    }

    func testErrors() {
        XCTAssertEqual(error("a.width = 3"), .syntax(column: 9, message: "expected '==', '<=' or '>=', found '='"))
        XCTAssertEqual(error("a.widht == 3"), .syntax(column: 3, message: "unknown attribute 'widht'"))
        XCTAssertEqual(error("a.width == b.width-3"),
                       .syntax(column: 14, message: "unknown attribute 'width-3' (put spaces around '-')"))
        XCTAssertEqual(error("a.width == 3 @1001"), .syntax(column: 15, message: "priority 1001 is outside 1...1000"))
        XCTAssertEqual(error("a.width == 3 x"), .syntax(column: 14, message: "expected the end of the equation"))
        XCTAssertEqual(error("a.width == 1e400"), .syntax(column: 12, message: "number 1e400 is out of range"))
        XCTAssertEqual(error("a.width == NaN"),
                       .syntax(column: 12, message: "expected 'item.attribute' or a number, found 'NaN'"))
        XCTAssertEqual(error("a.width == 2 * 3"), .syntax(column: 16, message: "expected 'item.attribute' after '*'"))
        XCTAssertEqual(error("a.width =="), .syntax(column: 11, message: "expected a number or 'item.attribute', found the end"))
    }

    func testRoundTripEveryKind() throws {
        let parser = EquationParser(), printer = EquationPrinter()
        let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        let numbers: [Double] = [0, 1, -1, 0.5, 1.0 / 3, -2.75, 1e-7, 123456.789, 2.0 / 3 * 1e9]
        for (i, attribute) in Attribute.allCases.enumerated() {
            for relation in relations {
                for (j, number) in numbers.enumerated() {
                    let other = Attribute.allCases[(i + j) % Attribute.allCases.count]
                    let priority = [1000, 999, 1, 250.5][j % 4]
                    let specs = [
                        ConstraintSpec(first: ref("v-\(i)", attribute), relation: relation, second: ref("w.x", other),
                                       multiplier: numbers[(j + 3) % numbers.count], constant: number, priority: priority),
                        ConstraintSpec(first: ref("a", attribute), relation: relation, constant: number, priority: priority),
                    ]
                    for spec in specs {
                        let text = printer.print(spec)
                        XCTAssertEqual(try parser.parse(text), spec, text)
                    }
                }
            }
        }
        XCTAssertEqual(printer.print(ConstraintSpec(first: ref("a", .width), relation: .equal, second: ref("b", .width),
                                                    multiplier: 0.5, constant: -20, priority: 750)),
                       "a.width == 0.5 * b.width - 20 @750")
    }

    func error(_ text: String) -> EquationError? {
        do { _ = try EquationParser().parse(text); return nil } catch { return error }
    }
}

@testable import JSON
import XCTest
@testable import LayoutScene

final class SceneResultEncodingTests: XCTestCase {
    /// The encoder's names of origins are written by hand; they must stay the raw values.
    func testOriginNamesAreTheRawValues() {
        let origins: [ConstraintOrigin] = [.scene, .visualFormat, .rootSize, .implicit, .autoresizing, .prototype,
                                           .contentHugging, .compressionResistance, .fitting]
        for origin in origins {
            XCTAssertEqual(SceneResult.name(of: origin).description, origin.rawValue)
        }
    }

    /// Reports made from a lowered constraint encode as those given their texts.
    func testLoweredReportEncodesAsGivenOne() throws {
        let spec = ConstraintSpec(first: AttributeRef(item: "a", attribute: .width), relation: .lessOrEqual,
                                  constant: 40, priority: 250)
        let lowered = SceneResult.ConstraintReport(
            name: .generated(item: "a", attribute: .width, suffix: .hugging), origin: .contentHugging, priority: 250,
            violation: nil, text: .lowered(spec, .described(.init(firstInSecond: false, secondInFirst: false))))
        let given = SceneResult.ConstraintReport(
            id: "a.width@hugging", origin: .contentHugging, priority: 250, equation: "a.width <= 40 @250",
            description: "H:[a(<=40@250)]", items: ["a"])
        XCTAssertEqual(lowered, given)
        XCTAssertTrue(lowered.mentions("a") && given.mentions("a"))
        XCTAssertFalse(lowered.mentions("b") || given.mentions("b"))
        XCTAssertEqual(lowered.hashValue, given.hashValue)
        var result = SceneResult(name: nil, status: .satisfied, frames: [], diagnostics: [], constraints: [lowered],
                                 stats: .init(views: 1, constraints: 1), variants: [])
        let bytes = result.jsonBytes()
        result.constraints = [given]
        XCTAssertEqual(bytes, result.jsonBytes())
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), #"{"format":"layoutd.result/1","status":"satisfied","frames":{},"diagnostics":[],"constraints":[{"id":"a.width@hugging","origin":"contentHugging","priority":250,"equation":"a.width <= 40 @250","description":"H:[a(<=40@250)]"}],"stats":{"views":1,"constraints":1,"solveMicroseconds":0},"variants":[]}"#)
    }

    /// Texts printed straight into the output are escaped there too, and a
    /// constraint with no description leaves the member out, in both forms.
    func testLoweredTextsAreEscapedAndOmittedInPlace() throws {
        let odd = "a\"b\\c\n"
        let sized = ConstraintSpec(first: AttributeRef(item: odd, attribute: .height), relation: .equal,
                                   second: AttributeRef(item: "root", attribute: .height), multiplier: 0.5, constant: -3)
        let gap = ConstraintSpec(first: AttributeRef(item: "b", attribute: .leading), relation: .equal,
                                 second: AttributeRef(item: odd, attribute: .trailing), constant: 8)
        let kinship = ConstraintDescriber.Kinship(firstInSecond: false, secondInFirst: false)
        let lowered = [
            SceneResult.ConstraintReport(name: .generated(item: odd, attribute: .height, suffix: .fitting),
                                         origin: .fitting, priority: 1000, violation: 0.25,
                                         text: .lowered(sized, .described(kinship))),
            SceneResult.ConstraintReport(name: .spec("V\"", 2), origin: .visualFormat, priority: 1000,
                                         violation: nil, text: .lowered(gap, .described(kinship))),
        ]
        let given = lowered.map {
            SceneResult.ConstraintReport(id: $0.id, origin: $0.origin, priority: $0.priority, equation: $0.equation,
                                         description: $0.description, violation: $0.violation, items: $0.items)
        }
        XCTAssertNil(given[0].description)
        XCTAssertEqual(given[1].description, "H:[\(odd)]-(8)-[b]")
        var result = SceneResult(name: nil, status: .satisfied, frames: [], diagnostics: [], constraints: lowered,
                                 stats: .init(views: 1, constraints: 2), variants: [])
        let forms = [0, 2].map { result.jsonBytes(indent: $0) }
        result.constraints = given
        for (form, indent) in zip(forms, [0, 2]) {
            XCTAssertEqual(form, result.jsonBytes(indent: indent))
        }
    }

    /// A result longer than its estimated size moves out of the array it
    /// was being written into, and comes out whole all the same.
    func testResultOutgrowingItsEstimateIsWhole() throws {
        let long = String(repeating: "wide", count: 300)
        let spec = ConstraintSpec(first: AttributeRef(item: long, attribute: .width), relation: .equal, constant: 1)
        let reports = (0..<4).map { k in
            SceneResult.ConstraintReport(name: .spec(long, k), origin: .scene, priority: 1000, violation: nil,
                                         text: .lowered(spec, .described(.init(firstInSecond: false, secondInFirst: false))))
        }
        let result = SceneResult(name: nil, status: .satisfied, frames: [], diagnostics: [], constraints: reports,
                                 stats: .init(views: 1, constraints: 4), variants: [])
        for indent in [0, 2] {
            let bytes = result.jsonBytes(indent: indent)
            XCTAssertGreaterThan(bytes.count, result.estimatedBytes(indent: indent))
            // Whole: it reads back, with every constraint and the closing members.
            let value = try JSONParser(maxStringBytes: 1 << 24).parse(bytes)
            guard case .array(let constraints)? = value["constraints"] else { return XCTFail("no constraints") }
            XCTAssertEqual(constraints.count, 4)
            XCTAssertEqual(constraints.last?["id"], .string("\(long).3"))
            XCTAssertNotNil(value["variants"])
        }
    }

    /// The attribute names the printers copy from literals are the raw values.
    func testAttributeNamesAreTheRawValues() {
        for attribute in Attribute.allCases {
            XCTAssertEqual(TextBuilder.name(of: attribute).description, attribute.rawValue)
        }
    }
}

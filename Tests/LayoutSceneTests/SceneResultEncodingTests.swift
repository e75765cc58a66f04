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
        XCTAssertEqual(bytes, JSONWriter().bytes(result.json))
    }
}

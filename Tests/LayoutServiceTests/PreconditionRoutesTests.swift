import XCTest
@testable import LayoutService

/// RFC 9110 §13.1 and §13.2.2 on PUT /v1/scenes/{name}: lists, `*`, strong
/// comparison for If-Match, weak for If-None-Match, malformed values 400,
/// both fields together.
final class PreconditionRoutesTests: XCTestCase {
    /// Headers to send, with `E` standing for the scene's current ETag
    /// (`W/E` its weak form), and the status expected.
    private struct Case {
        var headers: [(String, String)]
        var status: Int
        var existing = true
    }

    static let other = "\"9-0000000000000000\""

    private static let cases: [Case] = [
        Case(headers: [("If-Match", "E")], status: 200),
        Case(headers: [("If-Match", other)], status: 412),
        Case(headers: [("If-Match", "\(other), E")], status: 200),
        Case(headers: [("If-Match", other), ("If-Match", "E")], status: 200),
        Case(headers: [("If-Match", ",E ,")], status: 200),
        Case(headers: [("If-Match", "W/E")], status: 412),
        Case(headers: [("If-Match", "*")], status: 200),
        Case(headers: [("If-Match", "")], status: 400),
        Case(headers: [("If-Match", "*, E")], status: 400),
        Case(headers: [("If-Match", "unquoted")], status: 400),
        Case(headers: [("If-Match", "\"open")], status: 400),
        Case(headers: [("If-Match", "E E")], status: 400),
        Case(headers: [("If-None-Match", "*")], status: 412),
        Case(headers: [("If-None-Match", "*, \"x\"")], status: 400),
        Case(headers: [("If-None-Match", "")], status: 400),
        Case(headers: [("If-None-Match", other)], status: 200),
        Case(headers: [("If-None-Match", "W/E")], status: 412),
        Case(headers: [("If-None-Match", "\(other), E")], status: 412),
        Case(headers: [("If-Match", "E"), ("If-None-Match", "E")], status: 412),
        Case(headers: [("If-Match", "E"), ("If-None-Match", other)], status: 200),
        Case(headers: [("If-Match", other), ("If-None-Match", other)], status: 412),
        Case(headers: [("If-Match", "E"), ("If-None-Match", "*, E")], status: 400),
        Case(headers: [("If-Match", "*")], status: 412, existing: false),
        Case(headers: [("If-Match", other)], status: 412, existing: false),
        Case(headers: [("If-None-Match", "*")], status: 201, existing: false),
        Case(headers: [("If-None-Match", other)], status: 201, existing: false),
        Case(headers: [("If-Match", "")], status: 400, existing: false),
    ]

    func testPreconditionMatrix() throws {
        let harness = try RouteHarness()
        for (index, test) in Self.cases.enumerated() {
            let name = "p\(index)"
            var etag = "\"1-ffffffffffffffff\""
            if test.existing {
                let created = try harness.request("PUT", "/v1/scenes/\(name)", json: SceneRoutesTests.scene)
                etag = try XCTUnwrap(created.header("ETag"))
            }
            let headers = test.headers.map { field in
                (field.0, field.1.replacingOccurrences(of: "W/E", with: "W/" + etag)
                    .replacingOccurrences(of: "E", with: etag))
            }
            let reply = try harness.request("PUT", "/v1/scenes/\(name)", json: SceneRoutesTests.scene, headers: headers)
            XCTAssertEqual(reply.status, test.status, "case \(index) \(headers): \(reply.text)")
            let stored = try harness.request("GET", "/v1/scenes/\(name)")
            let wrote = test.status == 200 || test.status == 201
            let expectedVersion = wrote ? (test.existing ? "2" : "1") : (test.existing ? "1" : nil)
            XCTAssertEqual(stored.header("Layoutd-Scene-Version"), expectedVersion, "case \(index): nothing stored unless it held")
        }
    }
}

extension PreconditionRoutesTests {
    func testDeleteHonoursPreconditions() throws {
        let harness = try RouteHarness()
        let etag = try XCTUnwrap(harness.request("PUT", "/v1/scenes/d", json: SceneRoutesTests.scene).header("ETag"))
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-Match", Self.other)]).status, 412)
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-Match", "W/" + etag)]).status, 412)
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-None-Match", "*")]).status, 412)
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-Match", "")]).status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/d").status, 200, "still there")
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-Match", "\(Self.other), \(etag)")]).status, 204)
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d", headers: [("If-Match", "*")]).status, 412, "If-Match needs the scene")
        XCTAssertEqual(try harness.request("DELETE", "/v1/scenes/d").status, 404)
    }
}

extension PreconditionRoutesTests {
    func testConditionalGet() throws {
        let harness = try RouteHarness()
        let etag = try XCTUnwrap(harness.request("PUT", "/v1/scenes/g", json: SceneRoutesTests.scene).header("ETag"))
        let notModified = try harness.request("GET", "/v1/scenes/g", headers: [("If-None-Match", "W/" + etag)])
        XCTAssertEqual(notModified.status, 304)
        XCTAssertEqual(notModified.header("ETag"), etag)
        XCTAssertEqual(notModified.body, [])
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/g", headers: [("If-None-Match", "*")]).status, 304)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/g", headers: [("If-None-Match", Self.other)]).text, SceneRoutesTests.scene)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/g", headers: [("If-Match", Self.other)]).status, 412)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/g", headers: [("If-Match", etag), ("If-None-Match", etag)]).status, 304)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/g", headers: [("If-None-Match", "nope")]).status, 400)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/missing", headers: [("If-None-Match", "*")]).status, 404)
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/missing", headers: [("If-Match", "*")]).status, 412)
    }
}

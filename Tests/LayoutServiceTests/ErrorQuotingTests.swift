import XCTest
@testable import LayoutService

/// Problem documents quote a short prefix of what the client sent, never all of it.
final class ErrorQuotingTests: XCTestCase {
    func testHugeIdentifierIsNotEchoedWhole() throws {
        let harness = try RouteHarness()
        let id = String(repeating: "v", count: 100_000)
        let scenes = [
            #"{"format": "layoutd.scene/1", "size": {"width": 10, "height": 10}, "views": [{"id": "root"}, {"id": "\#(id)", "parent": "root"}, {"id": "\#(id)", "parent": "root"}], "constraints": []}"#,
            #"{"format": "layoutd.scene/1", "size": {"width": 10, "height": 10}, "views": [{"id": "root"}], "constraints": ["\#(id).width == 10"]}"#,
            #"{"format": "layoutd.scene/1", "size": {"width": 10, "height": 10}, "views": [{"id": "root", "\#(id)": 1}], "constraints": []}"#,
        ]
        for scene in scenes {
            for (method, path) in [("POST", "/v1/solve"), ("PUT", "/v1/scenes/big")] {
                let reply = try harness.request(method, path, json: scene)
                XCTAssertTrue((400...499).contains(reply.status), "\(reply.status)")
                XCTAssertLessThan(reply.body.count, 4_096, "\(method) \(path): \(reply.text.prefix(300))")
            }
        }
    }
}

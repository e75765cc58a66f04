import Foundation
import XCTest
@testable import LayoutService

final class AuthRoutesTests: XCTestCase {
    func testDuplicateAuthorizationIsRefused() throws {
        let harness = try RouteHarness { $0.authToken = "s3cret"; $0.protectReads = true }
        let right = ("Authorization", "Bearer s3cret"), wrong = ("Authorization", "Bearer nope")
        for pair in [[right, wrong], [wrong, right], [right, right]] {
            let put = try harness.request("PUT", "/v1/scenes/a", json: SceneRoutesTests.scene, headers: pair)
            XCTAssertEqual(put.status, 400, "\(pair): \(put.text)")
            XCTAssertEqual(try harness.request("GET", "/v1/scenes", headers: pair).status, 400)
        }
        XCTAssertEqual(try harness.request("GET", "/v1/scenes/a", headers: [right]).status, 404, "nothing was stored")
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/a", json: SceneRoutesTests.scene, headers: [right]).status, 201)
    }

    /// The liveness and readiness paths the Kubernetes manifest probes answer
    /// without a token even when reads are protected.
    func testDeployProbesNeedNoTokenUnderProtectReads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("deploy/kubernetes/deployment.yaml"), encoding: .utf8)
        let probes = manifest.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("httpGet:"), let path = line.range(of: "path: ") else { return nil }
            return String(line[path.upperBound...].prefix { $0 != "," && $0 != "}" && $0 != " " })
        }
        XCTAssertEqual(Set(probes), ["/healthz", "/readyz"])
        let harness = try RouteHarness { $0.authToken = "s3cret"; $0.protectReads = true }
        for path in probes {
            XCTAssertEqual(try harness.request("GET", path).status, 200, path)
        }
        XCTAssertEqual(try harness.request("GET", "/metrics").status, 401, "other reads stay protected")
        XCTAssertEqual(try harness.request("GET", "/v1/scenes").status, 401)
    }
}

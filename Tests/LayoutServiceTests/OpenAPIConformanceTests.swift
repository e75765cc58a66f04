import Foundation
import XCTest
@testable import LayoutService

/// openapi.yaml must list exactly the routes the daemon serves.
final class OpenAPIConformanceTests: XCTestCase {
    /// `(method, path)` pairs from the `paths:` section: a path at indent 2,
    /// its operations at indent 4.
    static func documentedOperations() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        var inPaths = false
        var path: String?
        var out = Set<String>()
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "paths:" { inPaths = true; continue }
            guard inPaths else { continue }
            if !line.isEmpty && !line.hasPrefix(" ") { break }
            if line.hasPrefix("  /") && line.hasSuffix(":") && !line.hasPrefix("   ") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    ") && !line.hasPrefix("     ") && line.hasSuffix(":"),
                      let path, methods.contains(String(line.dropFirst(4).dropLast())) {
                out.insert("\(line.dropFirst(4).dropLast().uppercased()) \(path)")
            }
        }
        return out
    }

    func testEveryRouteIsDocumentedAndNothingElse() throws {
        let harness = try RouteHarness()
        let served = Set(harness.routeTable.map { route in
            let path = route.pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
            }.joined(separator: "/")
            return "\(route.method) \(path)"
        })
        let documented = try Self.documentedOperations()
        XCTAssertFalse(served.isEmpty)
        XCTAssertEqual(served.subtracting(documented).sorted(), [], "served but not in openapi.yaml")
        XCTAssertEqual(documented.subtracting(served).sorted(), [], "in openapi.yaml but not served")
    }
}

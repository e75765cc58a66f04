import Foundation
import XCTest
@testable import LayoutService

/// Writes the dashboard's files to a folder, as scripts/browser-test's mock
/// server serves them: `DASHBOARD_EXPORT=dir swift test --filter DashboardExportTests`.
/// Without the variable it exports to a temporary folder and checks the copy.
final class DashboardExportTests: XCTestCase {
    func testExportWritesEveryAssetAndTheHeaders() throws {
        let environment = ProcessInfo.processInfo.environment["DASHBOARD_EXPORT"]
        let folder = URL(fileURLWithPath: environment ?? NSTemporaryDirectory() + "dashboard-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if environment == nil { try? FileManager.default.removeItem(at: folder) } }
        let files = ["index.html": "/", "app.js": "/ui/assets/app.js", "app.css": "/ui/assets/app.css"]
        for (file, path) in files.sorted(by: { $0.key < $1.key }) {
            let asset = try XCTUnwrap(Dashboard.asset(for: path))
            try Data(asset.body).write(to: folder.appendingPathComponent(file))
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(file)), Data(asset.body), file)
        }
        let headers = Dashboard.securityHeaders.map { [$0.0, $0.1] }
        let json = try JSONSerialization.data(withJSONObject: headers, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: folder.appendingPathComponent("headers.json"))
        let back = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("headers.json")))
        XCTAssertEqual(back as? [[String]], headers)
    }
}

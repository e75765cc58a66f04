import Foundation
import LayoutService
import XCTest

/// `layoutd serve` as the built binary joins it: the daemon's flags and
/// their checks come from LayoutService.
final class ServeCommandTests: XCTestCase {
    func testServeHelpListsFlagsAndBadFlagsFail() throws {
        let help = try LayoutdBinary.run(["serve", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--auth-token"))
        let badConfig = try LayoutdBinary.run(["serve", "--port", "99999"])
        XCTAssertEqual(badConfig.status, 2)
        XCTAssertTrue(badConfig.stderr.contains("server.port"), badConfig.stderr)
        let defaults = try LayoutdBinary.run(["config-defaults"])
        XCTAssertEqual(defaults.stdout, ConfigurationLoader.defaultFile())
    }
}

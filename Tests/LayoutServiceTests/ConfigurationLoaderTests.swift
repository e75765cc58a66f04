import Foundation
import XCTest
@testable import LayoutService

final class ConfigurationLoaderTests: XCTestCase {
    private func load(_ args: [String] = [], env: [String: String] = [:],
                      files: [String: String] = [:]) throws -> ServiceConfiguration {
        try ConfigurationLoader(arguments: args, environment: env, readFile: { path in
            guard let text = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return text
        }).load()
    }

    func testDefaults() throws {
        let c = try load()
        XCTAssertEqual(c.host, "127.0.0.1")
        XCTAssertEqual(c.port, 8080)
        XCTAssertEqual(c.dataDirectory, "./data")
        XCTAssertEqual(c.maxBodyBytes, 8 << 20)
        XCTAssertEqual(c.authToken, "")
    }

    func testPrecedenceFlagsOverEnvironmentOverFile() throws {
        let file = "[server]\nport = 1000 # comment\nhost = \"0.0.0.0\"\n[solver]\nworkers = 3\n"
        let env = ["LAYOUTD_SERVER_PORT": "2000", "LAYOUTD_CONFIG": "f.toml", "LAYOUTD_AUTH_TOKEN": "s3cret"]
        let c = try load(["--port", "3000"], env: env, files: ["f.toml": file])
        XCTAssertEqual(c.port, 3000)
        XCTAssertEqual(c.host, "0.0.0.0")
        XCTAssertEqual(c.workers, 3)
        XCTAssertEqual(c.authToken, "s3cret")
        let noFlag = try load([], env: env, files: ["f.toml": file])
        XCTAssertEqual(noFlag.port, 2000)
        let fileOnly = try load(["--config", "f.toml"], files: ["f.toml": file])
        XCTAssertEqual(fileOnly.port, 1000)
    }

    func testUnknownKeysAreErrorsNamingTheKey() {
        XCTAssertThrowsError(try load(["--config", "f"], files: ["f": "[server]\nprot = 1\n"])) { error in
            XCTAssertEqual(error as? ConfigurationError, .unknownKey(key: "server.prot", source: "f:2"))
        }
        XCTAssertThrowsError(try load(env: ["LAYOUTD_SERVER_PROT": "1"])) { error in
            XCTAssertEqual(error as? ConfigurationError, .unknownKey(key: "LAYOUTD_SERVER_PROT", source: "environment"))
        }
        XCTAssertEqual(try load(env: ["LAYOUTD_BIN": "/usr/bin/x", "LAYOUTD_SANITIZER": "thread"]), ServiceConfiguration(),
                       "variables outside the settings' sections belong to other tools")
        XCTAssertThrowsError(try load(["--prot", "1"])) { error in
            XCTAssertEqual(error as? ConfigurationError, .unknownFlag("--prot"))
        }
    }

    func testInvalidValuesAreRejected() {
        XCTAssertThrowsError(try load(["--port", "70000"]))
        XCTAssertThrowsError(try load(["--workers", "many"]))
        XCTAssertThrowsError(try load(["--log-level", "chatty"]))
        XCTAssertThrowsError(try load(["--solve-deadline", "nan"]))
        XCTAssertThrowsError(try load(["--port"])) { error in
            XCTAssertEqual(error as? ConfigurationError, .missingFlagValue(flag: "--port"))
        }
        XCTAssertThrowsError(try load(["--config", "f"], files: ["f": "[server\n"]))
    }

    func testBooleanAndInlineFlags() throws {
        let c = try load(["--protect-reads", "--port=9001", "--log-level=debug"])
        XCTAssertTrue(c.protectReads)
        XCTAssertEqual(c.port, 9001)
        XCTAssertEqual(c.logLevel, .debug)
    }

    func testHelpListsEverySetting() {
        let help = ConfigurationLoader.help()
        for s in Setting.all() {
            XCTAssertTrue(help.contains(s.flag), s.flag)
            XCTAssertTrue(help.contains(s.environmentName), s.environmentName)
        }
    }

    /// The shipped config/layoutd.toml documents every setting and parses back to the defaults.
    func testShippedDefaultFileMatchesTheSettings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("config/layoutd.toml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text, ConfigurationLoader.defaultFile(),
                       "regenerate with: layoutd config-defaults > config/layoutd.toml")
        let c = try load(["--config", "x"], files: ["x": text])
        XCTAssertEqual(c, ServiceConfiguration())
    }
}

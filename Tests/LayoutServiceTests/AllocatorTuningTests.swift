import Foundation
import XCTest
@testable import LayoutService

final class AllocatorTuningTests: XCTestCase {
    func testTheCacheSizeIsAddedToWhateverTunablesAreSet() {
        XCTAssertEqual(AllocatorTuning.tunables(from: nil), "glibc.malloc.tcache_count=64")
        XCTAssertEqual(AllocatorTuning.tunables(from: ""), "glibc.malloc.tcache_count=64")
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.arena_max=2"),
                       "glibc.malloc.arena_max=2:glibc.malloc.tcache_count=64")
    }

    func testAUsersOwnCacheSizeWins() {
        XCTAssertNil(AllocatorTuning.tunables(from: "glibc.malloc.tcache_count=7"))
        XCTAssertNil(AllocatorTuning.tunables(from: "glibc.malloc.arena_max=2:glibc.malloc.tcache_count=0"))
        // A longer name that merely starts the same is another tunable.
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.tcache_count_x=1"),
                       "glibc.malloc.tcache_count_x=1:glibc.malloc.tcache_count=64")
    }

    func testOnlyTheDaemonRestartsItself() {
        XCTAssertTrue(AllocatorTuning.appliesTo([]))
        XCTAssertTrue(AllocatorTuning.appliesTo(["serve", "--port", "0"]))
        XCTAssertTrue(AllocatorTuning.appliesTo(["--port", "0"]))
        XCTAssertFalse(AllocatorTuning.appliesTo(["solve", "scene.json"]))
        XCTAssertFalse(AllocatorTuning.appliesTo(["check", "a.json"]))
        XCTAssertFalse(AllocatorTuning.appliesTo(["config-defaults"]))
    }

    /// The running daemon (same pid the parent started) carries the tunable.
    func testTheServingDaemonRunsWithTheLargerCache() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-tune-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try DaemonProcess(dataDirectory: dir)
        defer { _ = daemon.terminate() }
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(daemon.process.processIdentifier)/environ"))
        let entries = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let expected = AllocatorTuning.tunables(from: ProcessInfo.processInfo.environment["GLIBC_TUNABLES"])
            ?? ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]!
        XCTAssertTrue(entries.contains("GLIBC_TUNABLES=" + expected), "environment: \(entries.filter { $0.hasPrefix("GLIBC") })")
        XCTAssertEqual(try daemon.client.request("GET", "/healthz").status, 200)
    }
}

import Foundation
import XCTest
@testable import LayoutService

final class AllocatorTuningTests: XCTestCase {
    func testTheSettingsAreAddedToWhateverTunablesAreSet() {
        let ours = "glibc.malloc.tcache_count=64:glibc.malloc.hugetlb=1"
        XCTAssertEqual(AllocatorTuning.tunables(from: nil), ours)
        XCTAssertEqual(AllocatorTuning.tunables(from: ""), ours)
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.arena_max=2"), "glibc.malloc.arena_max=2:" + ours)
    }

    func testAUsersOwnValuesWin() {
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.tcache_count=7"),
                       "glibc.malloc.tcache_count=7:glibc.malloc.hugetlb=1")
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.hugetlb=0:glibc.malloc.arena_max=2"),
                       "glibc.malloc.hugetlb=0:glibc.malloc.arena_max=2:glibc.malloc.tcache_count=64")
        XCTAssertNil(AllocatorTuning.tunables(from: "glibc.malloc.hugetlb=0:glibc.malloc.tcache_count=0"))
        // A longer name that merely starts the same is another tunable.
        XCTAssertEqual(AllocatorTuning.tunables(from: "glibc.malloc.tcache_count_x=1"),
                       "glibc.malloc.tcache_count_x=1:glibc.malloc.tcache_count=64:glibc.malloc.hugetlb=1")
    }

    func testTheRestartHappensOnceEvenWhenATunableIsDropped() {
        XCTAssertTrue(AllocatorTuning.needsRestart([:]))
        XCTAssertFalse(AllocatorTuning.needsRestart(["GLIBC_TUNABLES": "glibc.malloc.tcache_count=64:glibc.malloc.hugetlb=1"]))
        // A glibc without hugetlb drops it; the marker stops a second restart.
        XCTAssertFalse(AllocatorTuning.needsRestart(["GLIBC_TUNABLES": "glibc.malloc.tcache_count=64",
                                                      "LAYOUTD_ALLOCATOR_RESTARTED": "1"]))
        XCTAssertTrue(AllocatorTuning.needsRestart(["GLIBC_TUNABLES": "glibc.malloc.tcache_count=64"]))
    }

    /// The daemon says at start-up what it runs with: the tunables it added
    /// on restarting itself (glibc rewrites /proc/PID/environ while parsing
    /// them, so the log is the witness).
    func testTheServingDaemonRunsWithTheTunables() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-tune-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try DaemonProcess(dataDirectory: dir)
        defer { _ = daemon.terminate() }
        let inherited = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]
        let expected = AllocatorTuning.tunables(from: inherited) ?? inherited!
        XCTAssertTrue(daemon.startupLog.contains("allocator: GLIBC_TUNABLES=" + expected + "\n"), daemon.startupLog)
        XCTAssertEqual(try daemon.client.request("GET", "/healthz").status, 200)
    }
}

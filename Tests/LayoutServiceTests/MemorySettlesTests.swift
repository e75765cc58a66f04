import Foundation
import TestSupport
import XCTest
@testable import LayoutService

/// After large solves and large answers the daemon gives the memory back:
/// its resident set settles near where it started.
final class MemorySettlesTests: XCTestCase {
    /// A row of `count` views: 4 constraints each, a ~0.75 KB answer per
    /// view; `width` is each view's width relation (">= 1" leaves it ambiguous).
    static func rowScene(views count: Int, width: (Int) -> String = { "== \(1 + $0 % 5)" }) -> String {
        var views = [#"{"id": "root"}"#]
        var constraints: [String] = []
        for i in 0..<count {
            views.append(#"{"id": "v\#(i)", "parent": "root"}"#)
            let previous = i == 0 ? "root.left" : "v\(i - 1).right"
            constraints += ["\"v\(i).left == \(previous) + 1\"", "\"v\(i).top == root.top + \(i % 7)\"",
                            "\"v\(i).width \(width(i))\"", "\"v\(i).height == 10\""]
        }
        return #"{"format": "layoutd.scene/1", "size": {"width": 320, "height": 480}, "views": ["#
            + views.joined(separator: ",") + #"], "constraints": ["# + constraints.joined(separator: ",") + "]}"
    }

    /// The resident set once it has stopped falling: the lowest reading,
    /// once readings a quarter second apart found nothing a megabyte lower
    /// for 3 s (the daemon trims at most once a second, and once more a
    /// second after: `MemoryReturn`; a loaded machine delays both).
    static func settledResidentBytes(of pid: Int32) -> Int {
        var lowest = ReplyMemoryTests.residentBytes(of: pid)
        var since = 0
        waitUntil(timeout: 20, every: 0.25) {
            let reading = ReplyMemoryTests.residentBytes(of: pid)
            if reading < lowest - (1 << 20) { since = 0 } else { since += 1 }
            lowest = min(lowest, reading)
            return since >= 12
        }
        return lowest
    }

    func testResidentSetSettlesAfterLargeSolvesAndAnswers() throws {
        // A sanitizer's shadow memory and quarantine are part of the resident
        // set: the figure says nothing there (the unit stage measures it).
        try XCTSkipIf(ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] != nil,
                      "resident-set figure: not measurable under a sanitizer")
        let directory = NSTemporaryDirectory() + "layoutd-settle-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(dataDirectory: directory,
                                       extra: ProcessInfo.processInfo.environment["SETTLE_EXTRA"]?.split(separator: " ").map(String.init) ?? [])
        defer { _ = daemon.terminate() }
        let c = daemon.client
        let pid = daemon.process.processIdentifier
        XCTAssertEqual(try c.request("PUT", "/v1/scenes/fat", json: ReplyMemoryTests.fatScene(bytes: 7_800_000)).status, 201)
        let scene = Self.rowScene(views: 5_000)
        let start = Self.settledResidentBytes(of: pid)
        var peak = start
        /// Four large solves and four large reads, then the resident set once it stops falling.
        func round() throws -> Int {
            for _ in 0..<4 {
                let solved = try c.request("POST", "/v1/solve?ambiguity=off", json: scene)
                XCTAssertEqual(solved.status, 200)
                XCTAssertGreaterThan(solved.body.count, 3_000_000)
                XCTAssertEqual(try c.request("GET", "/v1/scenes/fat").body.count, 7_800_000)
                peak = max(peak, ReplyMemoryTests.residentBytes(of: pid))
            }
            return Self.settledResidentBytes(of: pid)
        }
        let first = try round()
        let second = try round()
        print("memory settles: resident \(start >> 20) MB before, peak \(peak >> 20) MB, "
              + "\(first >> 20) MB after one round, \(second >> 20) MB after two")
        // Given back, it settles 47-66 MB above the start (debug daemon);
        // kept, about 125 MB above. 96 MB tells the two apart without
        // failing on a loaded machine (66 MB was seen in a CI dry run).
        XCTAssertLessThan(first - start, 96 << 20, "settled \(first >> 20) MB from \(start >> 20) MB (peak \(peak >> 20) MB)")
        // A round moves some 60 MB of answers, which a kept share would show
        // again in the second; what a second round may keep is the
        // allocator's slack, which varies with which worker threads' arenas
        // the round used: 1 to 12 MB at load 7, 18 and 19 MB in a quiet CI
        // dry run, 25 once at load 7 before the trailing trim.
        XCTAssertLessThan(second - first, 40 << 20, "a second round keeps more: \(first >> 20) -> \(second >> 20) MB")
    }
}

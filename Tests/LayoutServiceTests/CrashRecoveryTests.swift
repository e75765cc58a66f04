import Foundation
import TestSupport
import XCTest
import LayoutStore

/// A 2xx to a write means it survives a crash: kill -9 the daemon in the
/// middle of concurrent writes, start it again, and find every acknowledged
/// write unchanged in a database whose integrity check passes.
final class CrashRecoveryTests: XCTestCase {
    private final class Acknowledged: @unchecked Sendable {
        // @unchecked: guarded by lock.
        private let lock = NSLock()
        private var writes: [String: (body: String, etag: String)] = [:]
        func record(_ name: String, _ body: String, _ etag: String) {
            lock.lock(); writes[name] = (body, etag); lock.unlock()
        }
        var all: [String: (body: String, etag: String)] { lock.lock(); defer { lock.unlock() }; return writes }
    }

    private static func scene(_ n: Int) -> String {
        """
        {"format":"layoutd.scene/1","size":{"width":\(300 + n % 97),"height":480},\
        "views":[{"id":"root"},{"id":"v\(n)","parent":"root"}],\
        "constraints":["v\(n).left == root.left + \(n % 50)","v\(n).top == root.top","v\(n).width == 10","v\(n).height == 10"]}
        """
    }

    func testAcknowledgedWritesSurviveKillNine() throws {
        let dir = NSTemporaryDirectory() + "layoutd-crash-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try DaemonProcess(dataDirectory: dir)
        let acknowledged = Acknowledged()
        let port = daemon.port
        let writers = 4
        let group = DispatchGroup()
        for writer in 0..<writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let client = TestHTTPClient(port: port)
                for i in 0..<10_000 {
                    let n = writer * 100_000 + i
                    // Names repeat so that versions pile up, not only new scenes.
                    let name = "w\(writer)-s\(i % 25)"
                    let body = Self.scene(n)
                    guard let r = try? client.request("PUT", "/v1/scenes/\(name)", json: body) else { return }
                    if (200..<300).contains(r.status), let etag = r.header("ETag") {
                        acknowledged.record(name, body, etag)
                    }
                }
            }
        }
        // Let the writers get going, then pull the plug.
        waitUntil(timeout: 10) { acknowledged.all.count >= 100 }
        daemon.kill9()
        group.wait()
        let writes = acknowledged.all
        XCTAssertGreaterThanOrEqual(writes.count, 50, "writes were acknowledged before the kill")

        let restarted = try DaemonProcess(dataDirectory: dir)
        for (name, write) in writes {
            let r = try restarted.client.request("GET", "/v1/scenes/\(name)")
            XCTAssertEqual(r.status, 200, "\(name) was acknowledged but is gone")
            // A later write to the same name may have landed and been acknowledged
            // only in the kernel's buffers; the acknowledged one or a newer one is fine.
            if r.header("ETag") == write.etag {
                XCTAssertEqual(r.text, write.body, "\(name) changed")
            } else {
                let acknowledgedVersion = Int(write.etag.dropFirst().split(separator: "-")[0])!
                let storedVersion = Int(r.header("ETag")!.dropFirst().split(separator: "-")[0])!
                XCTAssertGreaterThan(storedVersion, acknowledgedVersion, "\(name) went back in time")
            }
        }
        XCTAssertEqual(restarted.terminate(), 0, "SIGTERM stops the daemon cleanly")
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: dir))
        defer { store.close() }
        XCTAssertEqual(try store.integrityCheck(), "ok")
    }

    func testUnwritableDataDirectoryIsAClearStartUpError() throws {
        let file = NSTemporaryDirectory() + "layoutd-notadir-\(UUID().uuidString)"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = try LayoutdBinary.run(["serve", "--port", "0", "--data-dir", file + "/data"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains(file), r.stderr)
        XCTAssertTrue(r.stderr.contains("data directory"), r.stderr)
    }
}

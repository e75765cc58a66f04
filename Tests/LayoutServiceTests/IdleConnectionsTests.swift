import Foundation
import XCTest
@testable import LayoutService
#if canImport(Glibc)
import Glibc
#endif

/// The I/O model holds a thousand idle connections and still answers others quickly.
final class IdleConnectionsTests: XCTestCase {
    func testThousandIdleConnectionsDoNotSlowOthers() throws {
        // This process holds the client ends, so it needs the descriptors too.
        try XCTSkipIf(FileDescriptorLimit.raise() < 1200, "fewer than 1,200 file descriptors allowed")
        let d = try RunningDaemon()
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<1000 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            XCTAssertGreaterThanOrEqual(fd, 0)
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = in_port_t(UInt16(d.daemon.port).bigEndian)
            addr.sin_addr.s_addr = inet_addr("127.0.0.1")
            let ok = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            XCTAssertEqual(ok, 0)
            sockets.append(fd)
        }
        // Let the server accept them all.
        let deadline = Date().addingTimeInterval(10)
        while d.daemon.server.openConnections < 1000 && Date() < deadline { usleep(10_000) }
        XCTAssertGreaterThanOrEqual(d.daemon.server.openConnections, 1000)
        var worst = 0.0
        for _ in 0..<20 {
            let started = Date()
            XCTAssertEqual(try d.client.request("GET", "/healthz").status, 200)
            worst = max(worst, Date().timeIntervalSince(started))
        }
        XCTAssertLessThan(worst, 1.0, "a request among 1,000 idle connections")
    }
}

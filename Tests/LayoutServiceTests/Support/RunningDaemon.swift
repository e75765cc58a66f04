import Foundation
import TestSupport
import XCTest
@testable import LayoutService

/// A daemon on a free port with its own temporary data directory.
final class RunningDaemon {
    let daemon: Daemon
    let directory: String
    var client: TestHTTPClient { TestHTTPClient(port: daemon.port) }

    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws {
        directory = NSTemporaryDirectory() + "layoutd-test-" + UUID().uuidString
        var configuration = ServiceConfiguration()
        configuration.port = 0
        configuration.dataDirectory = directory
        configuration.logLevel = .error
        configuration.workers = 2
        configure(&configuration)
        daemon = try Daemon(configuration: configuration)
        try daemon.start()
    }

    deinit {
        daemon.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }
}

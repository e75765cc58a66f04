import Foundation
import TestSupport
import XCTest
import LayoutStore
@testable import LayoutService

/// A daemon on a free port with its own temporary data directory.
final class RunningDaemon {
    let daemon: Daemon
    let directory: String
    /// Drops the PostgreSQL database the daemon ran on, if it ran on one.
    private var dropDatabase: () -> Void = {}
    var client: TestHTTPClient { TestHTTPClient(port: daemon.port) }

    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws {
        let configuration: ServiceConfiguration
        (configuration, directory, dropDatabase) = try Self.testConfiguration(configure)
        daemon = try Daemon(configuration: configuration)
        try daemon.start()
    }

    /// The tests' daemon configuration: a free port, a fresh data directory
    /// (or a fresh PostgreSQL database, `TestStoreBackend`), two workers,
    /// then `configure`. Returns how to drop that database.
    static func testConfiguration(_ configure: (inout ServiceConfiguration) -> Void) throws
        -> (configuration: ServiceConfiguration, directory: String, dropDatabase: () -> Void) {
        let directory = NSTemporaryDirectory() + "layoutd-test-" + UUID().uuidString
        var configuration = ServiceConfiguration()
        configuration.port = 0
        configuration.dataDirectory = directory
        configuration.logLevel = .error
        configuration.workers = 2
        var dropDatabase: () -> Void = {}
        if let base = TestStoreBackend.postgresBase {
            let database = try TestStoreBackend.createDatabase(base: base)
            configuration.storeURL = database.url
            dropDatabase = database.drop
        }
        configure(&configuration)
        return (configuration, directory, dropDatabase)
    }

    deinit {
        daemon.stop()
        dropDatabase()
        try? FileManager.default.removeItem(atPath: directory)
    }
}

import Foundation

/// Which store the HTTP tests' daemons run on. By default SQLite in a
/// temporary directory; with `LAYOUTD_TEST_HTTP_STORE=postgresql` and
/// `LAYOUTD_TEST_POSTGRES_URL` (scripts/postgres-test-cluster), each daemon
/// gets a fresh PostgreSQL database, dropped when it stops, so the same
/// route tests run against both backends (scripts/test does both).
public enum TestStoreBackend {
    public static var postgresBase: String? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["LAYOUTD_TEST_HTTP_STORE"] == "postgresql" else { return nil }
        guard let url = environment["LAYOUTD_TEST_POSTGRES_URL"], !url.isEmpty else {
            fatalError("LAYOUTD_TEST_HTTP_STORE=postgresql needs LAYOUTD_TEST_POSTGRES_URL (scripts/postgres-test-cluster start)")
        }
        return url
    }

    /// A new empty database on the test cluster: its URL, and how to drop it.
    public static func createDatabase(base: String) throws -> (url: String, drop: () -> Void) {
        let name = "layoutd_http_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try psql(base, "CREATE DATABASE \(name)")
        return (replacingDatabase(of: base, with: name), { try? psql(base, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)") })
    }

    /// `url` naming database `name` instead of its own.
    public static func replacingDatabase(of url: String, with name: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let query = rest.firstIndex(of: "?") ?? rest.endIndex
        let pathStart = rest[..<query].firstIndex(of: "/") ?? query
        return String(url[..<pathStart]) + "/" + name + String(rest[query...])
    }

    private static func psql(_ url: String, _ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", command]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestStoreBackendError(message: "psql \(command): " + String(decoding: message, as: UTF8.self))
        }
    }
}

public struct TestStoreBackendError: Error, CustomStringConvertible {
    public var description: String

    init(message: String) {
        description = message
    }
}

import Foundation

/// A connection together with the lock that makes its owner serial.
///
/// `@unchecked Sendable` is safe because the connection is private and only
/// reached inside `withConnection` / `withConnectionIfAvailable`, which hold
/// the lock for the whole call; no reference to it escapes (the bodies return
/// plain values).
final class GuardedConnection: @unchecked Sendable {
    private let lock = NSLock()
    private let connection: Connection

    init(_ connection: Connection) {
        self.connection = connection
    }

    /// Waits for the connection, then runs `body` on it.
    func withConnection<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }

    /// Runs `body` only if nobody else holds the connection; nil otherwise.
    func withConnectionIfAvailable<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(connection)
    }

    func close() {
        lock.lock()
        defer { lock.unlock() }
        connection.close()
    }
}

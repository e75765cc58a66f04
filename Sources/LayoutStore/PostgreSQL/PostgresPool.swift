import Foundation

/// At most `size` connections to the server, opened when needed. A caller
/// takes an idle one, opens a new one below the bound, or waits for one to
/// come back, at most `waitMilliseconds`; then it gets `.unavailable`.
/// Broken connections are closed when they come back, so after a server
/// restart the pool fills again with fresh ones by itself.
///
/// `@unchecked Sendable`: every stored property is guarded by `condition`;
/// a connection belongs to the one caller that took it until it is put back.
final class PostgresPool: @unchecked Sendable {
    typealias Connect = @Sendable () throws(StoreError) -> PostgresConnection

    private let condition = NSCondition()
    private let size: Int
    private let waitMilliseconds: Int
    private let connect: Connect
    private var idle: [PostgresConnection] = []
    /// Connections open or being opened, idle or taken.
    private var open = 0
    private var closed = false

    init(size: Int, waitMilliseconds: Int, connect: @escaping Connect) {
        self.size = size
        self.waitMilliseconds = waitMilliseconds
        self.connect = connect
    }

    /// A connection for the caller alone, and whether it served before (it
    /// may have been cut since without anybody noticing).
    func take() throws(StoreError) -> (connection: PostgresConnection, reused: Bool) {
        let deadline = Date(timeIntervalSinceNow: Double(waitMilliseconds) / 1_000)
        condition.lock()
        while true {
            if closed {
                condition.unlock()
                throw .closed
            }
            // The most recently used first: the others may time out unused.
            if let connection = idle.popLast() {
                condition.unlock()
                return (connection, true)
            }
            if open < size {
                open += 1
                condition.unlock()
                return (try opened(), false)
            }
            if !condition.wait(until: deadline) {
                condition.unlock()
                throw .unavailable(message: "no database connection free within \(waitMilliseconds) ms (pool of \(size))")
            }
        }
    }

    /// Opens a connection outside the lock (it may take the connect timeout).
    private func opened() throws(StoreError) -> PostgresConnection {
        do {
            return try connect()
        } catch {
            release()
            throw error
        }
    }

    /// Gives `connection` back: kept for the next caller if it is sound and
    /// the pool open, closed otherwise.
    func put(_ connection: PostgresConnection) {
        condition.lock()
        if !closed && connection.isReusable {
            idle.append(connection)
            condition.signal()
            condition.unlock()
            return
        }
        condition.unlock()
        connection.close()
        release()
    }

    /// One connection fewer counts against the bound.
    private func release() {
        condition.lock()
        open -= 1
        condition.signal()
        condition.unlock()
    }

    /// Closes the idle connections now and the others as they come back;
    /// later `take` calls throw `.closed`.
    func close() {
        condition.lock()
        closed = true
        let connections = idle
        idle.removeAll()
        open -= connections.count
        condition.broadcast()
        condition.unlock()
        for connection in connections { connection.close() }
    }
}

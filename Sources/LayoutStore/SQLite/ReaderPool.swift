import Synchronization

/// A few reader connections. A read takes the first idle one; when all are
/// busy it waits on one chosen round-robin. In WAL mode readers and the
/// writer never block each other.
final class ReaderPool: Sendable {
    private let readers: [GuardedConnection]
    private let nextReader = Atomic<Int>(0)

    init(_ readers: [GuardedConnection]) {
        precondition(!readers.isEmpty, "a reader pool needs at least one connection")
        self.readers = readers
    }

    /// Runs `body` on a reader inside one read transaction (one snapshot).
    func read<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        try statement { (db: Connection) throws(StoreError) -> T in
            try db.readTransaction { () throws(StoreError) -> T in try body(db) }
        }
    }

    /// Runs `body` on a reader without BEGIN/COMMIT: for a single statement,
    /// which SQLite runs in one snapshot of its own anyway.
    func statement<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        for reader in readers {
            if let result = try reader.withConnectionIfAvailable(body) { return result }
        }
        let index = nextReader.wrappingAdd(1, ordering: .relaxed).newValue
        return try readers[abs(index % readers.count)].withConnection(body)
    }

    /// Runs `body` on a reader without opening a transaction (for work that
    /// manages its own, such as `sqlite3_backup`).
    func withReader<T>(_ body: (Connection) throws(StoreError) -> T) throws(StoreError) -> T {
        try readers[0].withConnection(body)
    }

    func close() {
        for reader in readers { reader.close() }
    }
}

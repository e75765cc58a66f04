import XCTest
@testable import LayoutStore

/// The session's prepared statements: each SQL text is prepared once, at
/// most `maxPrepared` of them, and statements past the bound still run.
final class PostgresConnectionTests: XCTestCase {
    func testStatementsArePreparedOnceAndBounded() throws {
        let db = try PostgresTestBackend.connect(try PostgresTestBackend.serverURL())
        defer { db.close() }
        for round in 0..<2 {
            for k in 0..<(PostgresConnection.maxPrepared + 6) {
                let value = try db.first("SELECT $1::int8 + \(k)", [.integer(Int64(round))]) { $0.int64(0) }
                XCTAssertEqual(value, Int64(round + k))
            }
        }
        XCTAssertEqual(db.preparedCount, PostgresConnection.maxPrepared)
        // A failed statement inside a transaction leaves the prepared ones usable.
        try db.execute("BEGIN")
        XCTAssertThrowsError(try db.execute("SELECT 1 / $1::int", [.integer(0)]))
        try db.execute("ROLLBACK")
        XCTAssertEqual(try db.first("SELECT $1::int8 + 0", [.integer(7)]) { $0.int64(0) }, 7)
    }
}

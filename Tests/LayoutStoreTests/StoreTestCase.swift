import XCTest
@testable import LayoutStore

/// What every store test uses: documents from text, exact error checks.
class StoreAssertingTestCase: XCTestCase {
    func document(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// Asserts that `body` throws exactly `expected`.
    func assertThrows<T>(
        _ expected: StoreError, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws(StoreError) -> T
    ) {
        do {
            _ = try body()
            XCTFail("expected \(expected), nothing thrown", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}

/// Gives each test a `SQLiteSceneStore` in its own temporary directory, for
/// the tests of what only SQLite has (WAL, the history queue, backups,
/// files). The tests every store must pass derive from `SceneStorageTestCase`.
class StoreTestCase: StoreAssertingTestCase {
    var directory: TemporaryDirectory!
    var store: SQLiteSceneStore!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore()
    }

    override func tearDown() {
        store?.close()
        store = nil
        directory?.remove()
    }

    func makeStore(retention: Int = 1000, readOnly: Bool = false, maxBytes: Int? = nil) throws -> SQLiteSceneStore {
        try SQLiteSceneStore(configuration: StoreConfiguration(
            directory: directory.appending("data"), historyRetention: retention,
            readerCount: 2, readOnly: readOnly, maxDatabaseBytes: maxBytes))
    }
}

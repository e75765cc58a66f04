import XCTest
@testable import LayoutStore

/// The suites every store must pass, run against PostgreSQL
/// (`PostgresTestBackend`; skipped without a server). Each declares one test
/// of its own: Linux test discovery lists a class's inherited tests only
/// when it has one, and that test checks the override took effect.

final class PostgresSceneTests: SceneStoreSceneTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

final class PostgresHistoryTests: SceneStoreHistoryTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

final class PostgresHistoryBudgetTests: SceneStoreHistoryBudgetTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

final class PostgresArchiveTests: SceneStoreArchiveTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

final class PostgresConcurrencyTests: SceneStoreConcurrencyTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

final class PostgresListingTests: SceneStoreListingTests {
    override class var backendKind: StoreTestBackendKind { .postgres }
    func testRunsOnPostgreSQL() { XCTAssertTrue(store is PostgresSceneStore) }
}

import XCTest
@testable import LayoutStore

class SceneStoreSceneTests: SceneStorageTestCase {
    func testPutCreatesThenAddsVersions() throws {
        let first = try store.putScene(name: "login", document: document("{\"v\":1}"), precondition: .none)
        XCTAssertEqual(first.version, 1)
        XCTAssertTrue(first.created)
        let second = try store.putScene(name: "login", document: document("{\"v\":2}"), precondition: .none)
        XCTAssertEqual(second.version, 2)
        XCTAssertFalse(second.created)
        XCTAssertNotEqual(first.etag, second.etag)

        let latest = try XCTUnwrap(store.scene(name: "login"))
        XCTAssertEqual(latest.version, 2)
        XCTAssertEqual(latest.document, document("{\"v\":2}"))
        XCTAssertEqual(latest.etag, second.etag)
        let old = try XCTUnwrap(store.scene(name: "login", version: 1))
        XCTAssertEqual(old.document, document("{\"v\":1}"))
        XCTAssertEqual(old.etag, first.etag)
        XCTAssertEqual(old.createdAt, latest.createdAt)
        XCTAssertNil(try store.scene(name: "login", version: 3))
        XCTAssertNil(try store.scene(name: "missing"))
    }

    func testVersionsListsEveryVersionOldestFirst() throws {
        for index in 1...3 {
            _ = try store.putScene(name: "s", document: document(String(repeating: "x", count: index)), precondition: .none)
        }
        let versions = try XCTUnwrap(store.versions(name: "s"))
        XCTAssertEqual(versions.map(\.version), [1, 2, 3])
        XCTAssertEqual(versions.map(\.byteCount), [1, 2, 3])
        XCTAssertEqual(versions.last?.etag, try store.scene(name: "s")?.etag)
        XCTAssertNil(try store.versions(name: "other"))
    }

    func testETagIsStrongAndDependsOnVersionAndDocument() throws {
        let result = try store.putScene(name: "a", document: document("same"), precondition: .none)
        XCTAssertTrue(result.etag.hasPrefix("\"1-"))
        XCTAssertTrue(result.etag.hasSuffix("\""))
        let again = try store.putScene(name: "a", document: document("same"), precondition: .none)
        XCTAssertTrue(again.etag.hasPrefix("\"2-"))
        let other = try store.putScene(name: "b", document: document("same"), precondition: .none)
        XCTAssertNotEqual(result.etag, other.etag)
    }

    func testStaleIfMatchIsRefusedAndChangesNothing() throws {
        let first = try store.putScene(name: "s", document: document("1"), precondition: .none)
        let second = try store.putScene(name: "s", document: document("2"), precondition: .ifMatch(first.etag))
        XCTAssertEqual(second.version, 2)
        assertThrows(.preconditionFailed(currentETag: second.etag)) { () throws(StoreError) in
            try store.putScene(name: "s", document: document("3"), precondition: .ifMatch(first.etag))
        }
        XCTAssertEqual(try store.scene(name: "s")?.document, document("2"))
        XCTAssertEqual(try store.versions(name: "s")?.count, 2)
    }

    func testIfMatchOnMissingSceneFails() throws {
        assertThrows(.preconditionFailed(currentETag: nil)) { () throws(StoreError) in
            try store.putScene(name: "s", document: document("1"), precondition: .ifMatch("*"))
        }
        XCTAssertNil(try store.scene(name: "s"))
    }

    func testIfMatchStarMatchesAnyExistingScene() throws {
        _ = try store.putScene(name: "s", document: document("1"), precondition: .none)
        XCTAssertEqual(try store.putScene(name: "s", document: document("2"), precondition: .ifMatch("*")).version, 2)
    }

    func testIfNoneMatchAnyCreatesOnly() throws {
        let created = try store.putScene(name: "s", document: document("1"), precondition: .ifNoneMatchAny)
        XCTAssertTrue(created.created)
        assertThrows(.preconditionFailed(currentETag: created.etag)) { () throws(StoreError) in
            try store.putScene(name: "s", document: document("2"), precondition: .ifNoneMatchAny)
        }
        XCTAssertEqual(try store.versions(name: "s")?.count, 1)
    }

    func testInvalidNamesAreRefused() throws {
        for name in ["", ".hidden", "a/b", "with space", "é", String(repeating: "a", count: 129), "a'; DROP TABLE scene; --"] {
            assertThrows(.invalidName(name)) { () throws(StoreError) in
                try store.putScene(name: name, document: document("{}"), precondition: .none)
            }
        }
        XCTAssertEqual(try store.putScene(name: String(repeating: "a", count: 128), document: [], precondition: .none).version, 1)
        XCTAssertEqual(try store.putScene(name: "a.b-c_D9", document: [], precondition: .none).version, 1)
    }

    func testEmptyAndBinaryDocumentsRoundTrip() throws {
        _ = try store.putScene(name: "empty", document: [], precondition: .none)
        XCTAssertEqual(try store.scene(name: "empty")?.document, [])
        let binary: [UInt8] = [0, 255, 0, 10, 13, 0]
        _ = try store.putScene(name: "binary", document: binary, precondition: .none)
        XCTAssertEqual(try store.scene(name: "binary")?.document, binary)
    }

    func testDeleteRemovesSceneVersionsAndHistory() throws {
        _ = try store.putScene(name: "s", document: document("1"), precondition: .none)
        _ = try store.putScene(name: "s", document: document("2"), precondition: .none)
        let id = try store.recordSolve(name: "s", version: 2, status: "ok", durationMicroseconds: 5,
                                       diagnosticCounts: ["ambiguous": 1], overrides: nil, result: document("r"))
        XCTAssertTrue(try store.deleteScene(name: "s"))
        XCTAssertFalse(try store.deleteScene(name: "s"))
        XCTAssertNil(try store.scene(name: "s"))
        XCTAssertNil(try store.scene(name: "s", version: 1))
        XCTAssertNil(try store.history(name: "s", limit: 10))
        XCTAssertNil(try store.historyEntry(name: "s", id: id))
        XCTAssertEqual(try number("SELECT count(*) FROM scene_version"), 0)
        XCTAssertEqual(try number("SELECT count(*) FROM history"), 0)

        // Re-created, the scene starts over at version 1 with no history.
        let again = try store.putScene(name: "s", document: document("new"), precondition: .ifNoneMatchAny)
        XCTAssertEqual(again.version, 1)
        XCTAssertEqual(try store.history(name: "s", limit: 10), [])
    }

    func testDataSurvivesReopening() throws {
        let put = try store.putScene(name: "s", document: document("kept"), precondition: .none)
        store.close()
        store = try makeStore()
        let scene = try XCTUnwrap(store.scene(name: "s"))
        XCTAssertEqual(scene.document, document("kept"))
        XCTAssertEqual(scene.etag, put.etag)
    }

    func testLatestVersionIsVersionAndETagWithoutDocument() throws {
        XCTAssertNil(try store.latestVersion(name: "s"))
        _ = try store.putScene(name: "s", document: document("one"), precondition: .none)
        let second = try store.putScene(name: "s", document: document("two"), precondition: .none)
        let latest = try XCTUnwrap(store.latestVersion(name: "s"))
        XCTAssertEqual(latest.version, 2)
        XCTAssertEqual(latest.etag, second.etag)
        XCTAssertTrue(try store.deleteScene(name: "s"))
        XCTAssertNil(try store.latestVersion(name: "s"))
    }
}

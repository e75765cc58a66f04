import XCTest
@testable import LayoutStore

/// Start-up and write failures must be clear and must not corrupt anything.
/// Tests run as root, so permissions cannot make a directory unwritable;
/// these use failures root cannot override.
final class SceneStoreFailureTests: StoreTestCase {
    func testDirectoryUnderARegularFileCannotBeCreated() throws {
        let file = directory.appending("plain-file")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let path = file + "/data"
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: path))) { error in
            XCTAssertEqual(error as? StoreError, .cannotCreateDirectory(path: path, errno: ENOTDIR))
            XCTAssertTrue("\(error)".contains(path), "\(error)")
            XCTAssertTrue("\(error)".contains("Not a directory"), "\(error)")
        }
    }

    func testDirectoryInProcCannotBeCreated() throws {
        let path = "/proc/layoutd-test/data"
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: path))) { error in
            guard case let .cannotCreateDirectory(reported, code)? = error as? StoreError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(reported, path)
            XCTAssertNotEqual(code, 0)
        }
    }

    func testReadOnlyFileSystemIsReported() throws {
        // /proc/sys is read-only even for root in most containers; skip where it is not.
        guard access("/proc/sys", W_OK) != 0 else { throw XCTSkip("/proc/sys is writable here") }
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: "/proc/sys"))) { error in
            guard case .directoryNotWritable("/proc/sys", _)? = error as? StoreError else {
                return XCTFail("unexpected \(error)")
            }
        }
    }

    func testReadOnlyDatabaseRefusesWritesAndKeepsData() throws {
        let put = try store.putScene(name: "s", document: document("v1"), precondition: .none)
        store.close()
        store = try makeStore(readOnly: true)
        XCTAssertThrowsError(try store.putScene(name: "s", document: document("v2"), precondition: .none)) { error in
            guard case .readOnly? = error as? StoreError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertThrowsError(try store.recordSolve(name: "s", version: 1, status: "ok", durationMicroseconds: 1,
                                                   diagnosticCounts: [:], overrides: nil, result: []))
        XCTAssertEqual(try store.scene(name: "s")?.etag, put.etag)
        XCTAssertEqual(try store.integrityCheck(), "ok")
        store.close()
        store = try makeStore()
        XCTAssertEqual(try store.versions(name: "s")?.count, 1)
    }

    func testReadOnlyOpenOfMissingDatabaseFails() throws {
        store.close()
        let path = directory.appending("empty")
        XCTAssertEqual(mkdir(path, 0o755), 0)
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: path, readOnly: true))) { error in
            guard case .open(path + "/" + StoreLimits.databaseFileName, _, _)? = error as? StoreError else {
                return XCTFail("unexpected \(error)")
            }
        }
    }

    func testFullDatabaseRefusesWriteAndStaysSound() throws {
        store.close()
        store = try makeStore(maxBytes: 256 * 1024)
        let chunk = [UInt8](repeating: 0xAB, count: 16 * 1024)
        var stored: [String: String] = [:]
        var failure: StoreError?
        for index in 0..<100 {
            do {
                stored["s\(index)"] = try store.putScene(name: "s\(index)", document: chunk, precondition: .none).etag
            } catch {
                failure = error
                break
            }
        }
        guard case .diskFull? = failure else { return XCTFail("expected diskFull, got \(String(describing: failure))") }
        XCTAssertTrue("\(failure!)".contains("full"))
        XCTAssertGreaterThan(stored.count, 0)
        // The failed write left nothing behind; everything before it is intact.
        let listed = try store.listScenes(prefix: nil, limit: 1000, cursor: nil).items
        XCTAssertEqual(listed.count, stored.count)
        for (name, etag) in stored {
            let scene = try XCTUnwrap(store.scene(name: name))
            XCTAssertEqual(scene.etag, etag)
            XCTAssertEqual(scene.document, chunk)
        }
        XCTAssertEqual(try store.integrityCheck(), "ok")
        // Space freed by a delete is usable again.
        XCTAssertTrue(try store.deleteScene(name: "s0"))
        XCTAssertEqual(try store.putScene(name: "again", document: chunk, precondition: .none).version, 1)
    }

    func testInvalidConfigurationIsRefused() {
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory.path, historyRetention: 0)))
        XCTAssertThrowsError(try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory.path, readerCount: 0)))
    }
}

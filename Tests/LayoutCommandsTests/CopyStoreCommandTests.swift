import Foundation
import LayoutStore
import TestSupport
import XCTest
@testable import LayoutCommands

/// `layoutd copy-store`: every scene with its versions, times and history
/// into another store (PostgreSQL too when the test cluster is there), and
/// again without harm.
final class CopyStoreCommandTests: XCTestCase {
    /// copy-store never reaches the daemon.
    static let noDaemon = DaemonCommands(serve: { _ in fatalError("copy-store ran the daemon") },
                                         defaultConfiguration: { "" })
    private var folders: [String] = []
    private var drops: [() -> Void] = []

    override func tearDown() {
        drops.forEach { $0() }
        folders.forEach { try? FileManager.default.removeItem(atPath: $0) }
    }

    private func folder() -> String {
        let path = NSTemporaryDirectory() + "layoutd-copy-" + UUID().uuidString
        folders.append(path)
        return path
    }

    /// A fresh target: a PostgreSQL database when the test cluster is
    /// configured, else another data directory.
    private func target() throws -> String {
        guard let base = ProcessInfo.processInfo.environment["LAYOUTD_TEST_POSTGRES_URL"], !base.isEmpty else {
            return folder()
        }
        let database = try TestStoreBackend.createDatabase(base: base)
        drops.append(database.drop)
        return database.url
    }

    func testCopiesEveryScenePageByPageAndSkipsWhatIsThere() throws {
        let source = folder()
        let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: source))
        // More than one page of names.
        let count = StoreLimits.maxPageSize + 3
        for index in 0..<count {
            _ = try store.putScene(name: "s\(index)", document: Array("{\"i\":\(index)}".utf8), precondition: .none)
        }
        _ = try store.putScene(name: "s7", document: Array("{\"v\":2}".utf8), precondition: .none)
        for index in 0..<3 {
            _ = try store.recordSolve(name: "s7", version: 2, status: "ok", durationMicroseconds: index,
                                      diagnosticCounts: ["zeroSize": index], overrides: nil, result: Array("r\(index)".utf8))
        }
        let expected = try XCTUnwrap(try store.archive(name: "s7"))
        store.close()

        let destination = try target()
        let tool = CommandLineTool(environment: [:], daemon: Self.noDaemon)
        XCTAssertEqual(tool.run(["copy-store", "--from", source, "--to", destination]), 0)
        let copied = try StoreOpener.open(CommandLineTool.storeConfiguration(destination, readOnly: false))
        XCTAssertEqual(try copied.archive(name: "s7")?.versions, expected.versions)
        let history = try XCTUnwrap(try copied.archive(name: "s7")?.history)
        XCTAssertEqual(history.map(\.result), expected.history.map(\.result))
        XCTAssertEqual(history.map { $0.summary.at }, expected.history.map { $0.summary.at })
        XCTAssertEqual(history.map(\.diagnosticCounts), expected.history.map(\.diagnosticCounts))
        var names: [String] = []
        var cursor: String?
        repeat {
            let page = try copied.listScenes(prefix: nil, limit: 1000, cursor: cursor)
            names += page.items.map(\.name)
            cursor = page.nextCursor
        } while cursor != nil
        XCTAssertEqual(names.count, count)
        // A scene written in the target meanwhile is kept, and named as skipped.
        _ = try copied.deleteScene(name: "s1")
        _ = try copied.putScene(name: "s2", document: Array("{\"mine\":1}".utf8), precondition: .none)
        copied.close()
        XCTAssertEqual(tool.run(["copy-store", "--from", source, "--to", destination]), 0)
        let again = try StoreOpener.open(CommandLineTool.storeConfiguration(destination, readOnly: false))
        defer { again.close() }
        XCTAssertEqual(try again.scene(name: "s1")?.version, 1, "a missing scene is copied on the second run")
        XCTAssertEqual(try again.scene(name: "s2")?.version, 2, "a scene already there is left alone")
    }

    func testRefusesWhatItCannotOpen() {
        let tool = CommandLineTool(environment: [:], daemon: Self.noDaemon)
        XCTAssertEqual(tool.run(["copy-store", "--from", folder()]), 2, "no target and no LAYOUTD_STORE_URL")
        XCTAssertEqual(tool.run(["copy-store", "--from", folder(), "--to", folder()]), 1, "a source that does not exist")
        XCTAssertEqual(tool.run(["copy-store", "--to", folder(), "--from"]), 2)
    }
}

import Foundation
import TestSupport
import XCTest

/// The commands the README and docs/ show stay runnable: each fenced `sh`
/// block marked `<!-- runnable -->` on the line before it is run with bash
/// (`-euo pipefail`) from the repository root, `layoutd` on the PATH and a
/// daemon of the test's own standing in for the documented address.
final class RunnableDocsTests: XCTestCase {
    static let repository = TestFixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
    static let documentedAddress = "http://127.0.0.1:8080"

    struct Block {
        var file: String
        var line: Int
        var script: String
    }

    /// Every marked block of the README and of docs/*.md.
    static func blocks() throws -> [Block] {
        let docs = repository.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        let files = [repository.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
        var blocks: [Block] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var k = 0
            while k < lines.count {
                defer { k += 1 }
                guard lines[k].trimmingCharacters(in: .whitespaces) == "<!-- runnable -->" else { continue }
                guard k + 1 < lines.count, lines[k + 1] == "```sh" else {
                    XCTFail("\(file.lastPathComponent):\(k + 1): the runnable marker must stand right above a ```sh block")
                    continue
                }
                guard let end = lines[(k + 2)...].firstIndex(of: "```") else {
                    XCTFail("\(file.lastPathComponent):\(k + 2): the block never closes")
                    break
                }
                let path = String(file.path.dropFirst(repository.path.count + 1))
                blocks.append(Block(file: path, line: k + 2, script: lines[(k + 2)..<end].joined(separator: "\n")))
                k = end
            }
        }
        return blocks
    }

    func testEveryRunnableBlockRuns() throws {
        let blocks = try Self.blocks()
        XCTAssertGreaterThanOrEqual(blocks.count, 3, "the README and docs/http-api.md mark their commands")
        let daemon = try RunningDaemon()
        let address = "http://127.0.0.1:\(daemon.daemon.port)"
        let binaries = LayoutdBinary.url.deletingLastPathComponent().path
        for block in blocks {
            let script = block.script.replacingOccurrences(of: Self.documentedAddress, with: address)
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            let run = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-euo", "pipefail", "-c", script],
                                           directory: Self.repository, environment: environment, mergeErrors: true)
            XCTAssertEqual(run.status, 0, "\(block.file):\(block.line) failed:\n\(script)\n---\n\(run.stdout.suffix(2000))")
        }
    }
}

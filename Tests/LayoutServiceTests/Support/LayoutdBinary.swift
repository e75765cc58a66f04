import Foundation
import TestSupport

/// Runs the `layoutd` executable built beside the test bundle.
enum LayoutdBinary {
    static var url: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("layoutd")
    }

    static var fixtures: URL { TestFixtures.folder }

    typealias Output = ChildProcess.Output

    /// In `directory` when given (a project folder with its `.layoutd.toml`).
    static func run(_ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil) throws -> Output {
        try ChildProcess.run(url, arguments, stdin: stdin, directory: directory)
    }
}

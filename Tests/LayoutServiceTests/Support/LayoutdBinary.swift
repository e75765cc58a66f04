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

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// In `directory` when given (a project folder with its `.layoutd.toml`).
    static func run(_ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // stderr drained on its own thread: read after stdout, a command
        // that writes more notes than a pipe holds would block forever.
        let errors = ErrorDrain(err.fileHandleForReading)
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorDrain: @unchecked Sendable {
    // @unchecked: `data` is written once by the thread before `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

import Foundation

/// Runs a program to its end and keeps what it wrote: the tests' one way
/// to start a child process.
public enum ChildProcess {
    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `executable` with `arguments`, feeding it `stdin` (nothing when
    /// nil); `mergeErrors` sends standard error into `stdout`.
    public static func run(_ executable: URL, _ arguments: [String], stdin: [UInt8]? = nil,
                           directory: URL? = nil, environment: [String: String]? = nil,
                           mergeErrors: Bool = false) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = mergeErrors ? out : err
        process.standardInput = input
        try process.run()
        // Standard error is read on another thread, from the start: a child
        // that fills one pipe while the other is being read (or written)
        // would otherwise never finish.
        let errors = ErrorReader(mergeErrors ? nil : err)
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.finish()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    private final class ErrorReader: @unchecked Sendable {
        // @unchecked: `data` is written by the reading thread before `done`
        // is signalled, and read only after waiting for it.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ pipe: Pipe?) {
            guard let pipe else { done.signal(); return }
            Thread.detachNewThread { [self] in
                data = pipe.fileHandleForReading.readDataToEndOfFile()
                done.signal()
            }
        }

        func finish() -> Data {
            done.wait()
            return data
        }
    }
}

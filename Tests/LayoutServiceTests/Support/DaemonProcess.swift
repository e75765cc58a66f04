import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The real `layoutd serve` in a child process, for tests that kill it.
final class DaemonProcess {
    let process = Process()
    private(set) var port = 0
    /// Everything the daemon wrote to stderr up to its "listening on" line.
    private(set) var startupLog = ""
    private let stderr = Pipe()

    init(dataDirectory: String, extra: [String] = []) throws {
        process.executableURL = LayoutdBinary.url
        process.arguments = ["serve", "--port", "0", "--data-dir", dataDirectory, "--log-level", "info"] + extra
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The start-up line names the port it was given.
        let deadline = Date().addingTimeInterval(20)
        while port == 0 && Date() < deadline && process.isRunning {
            // Blocks until the daemon writes; empty only once it has exited.
            let data = stderr.fileHandleForReading.availableData
            if data.isEmpty { break }
            startupLog += String(decoding: data, as: UTF8.self)
            if let range = startupLog.range(of: #"listening on [0-9.]+:(\d+)"#, options: .regularExpression) {
                port = Int(startupLog[range].split(separator: ":").last!)!
            }
        }
        guard port != 0 else {
            process.terminate()
            throw NSError(domain: "DaemonProcess", code: 1, userInfo: [NSLocalizedDescriptionKey: "no port: \(startupLog)"])
        }
        // Keep draining stderr so the daemon never blocks on a full pipe.
        stderr.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    }

    var client: TestHTTPClient { TestHTTPClient(port: port) }

    func kill9() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        stderr.fileHandleForReading.readabilityHandler = nil
    }

    func terminate() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        stderr.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }
}

import Foundation
import LayoutCommands

/// Runs the `layoutd` command line in process: standard input from bytes,
/// output and error into buffers, and a stand-in for the daemon that
/// records what reached it.
enum LayoutdCommand {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The arguments each `serve` was handed, in order.
        var served: [[String]]
    }

    /// What the stand-in daemon prints for `config-defaults`.
    static let defaultConfiguration = "# the daemon's documented defaults\n"

    static func run(_ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:]) -> Output {
        let out = Buffer(), err = Buffer(), served = Calls()
        let input = stdin ?? []
        let io = CommandIO(readInput: { input }, writeOutput: { out.append($0) }, writeError: { err.append($0) })
        let daemon = DaemonCommands(
            serve: { arguments in
                served.append(arguments)
                return 0
            },
            defaultConfiguration: { defaultConfiguration })
        let status = CommandLineTool(environment: environment, daemon: daemon, io: io).run(arguments)
        return Output(status: status, stdout: out.text, stderr: err.text, served: served.all)
    }

    /// Bytes written from the command's closures.
    final class Buffer: @unchecked Sendable {
        // @unchecked: `bytes` is guarded by `lock`.
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func append(_ more: [UInt8]) {
            lock.lock(); bytes += more; lock.unlock()
        }

        var text: String {
            lock.lock(); defer { lock.unlock() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The argument lists the stand-in daemon was handed.
    final class Calls: @unchecked Sendable {
        // @unchecked: `calls` is guarded by `lock`.
        private let lock = NSLock()
        private var calls: [[String]] = []

        func append(_ arguments: [String]) {
            lock.lock(); calls.append(arguments); lock.unlock()
        }

        var all: [[String]] {
            lock.lock(); defer { lock.unlock() }
            return calls
        }
    }
}

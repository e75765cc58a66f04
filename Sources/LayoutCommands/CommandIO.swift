import Foundation

/// Where a command reads its input and writes its output: the process's
/// standard streams, or buffers in a test, so the commands run in process.
public struct CommandIO: Sendable {
    public var readInput: @Sendable () -> [UInt8]
    public var writeOutput: @Sendable ([UInt8]) -> Void
    public var writeError: @Sendable ([UInt8]) -> Void

    public init(readInput: @escaping @Sendable () -> [UInt8],
                writeOutput: @escaping @Sendable ([UInt8]) -> Void,
                writeError: @escaping @Sendable ([UInt8]) -> Void) {
        self.readInput = readInput
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// Standard input, output and error, written unbuffered.
    public static let standard = CommandIO(
        readInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
        writeOutput: { FileHandle.standardOutput.write(Data($0)) },
        writeError: { FileHandle.standardError.write(Data($0)) }
    )
}

/// What the daemon's layer gives the command line, which does not know it:
/// running the daemon (`serve`, or options alone) and the documented
/// default configuration file (`config-defaults`). `layoutd` joins the two.
public struct DaemonCommands: Sendable {
    public var serve: @Sendable ([String]) -> Int32
    public var defaultConfiguration: @Sendable () -> String

    public init(serve: @escaping @Sendable ([String]) -> Int32,
                defaultConfiguration: @escaping @Sendable () -> String) {
        self.serve = serve
        self.defaultConfiguration = defaultConfiguration
    }
}

extension CommandLineTool {
    /// Text on the tool's output, as Swift's `print` would write it.
    func print(_ text: String, terminator: String = "\n") {
        io.writeOutput(Array((text + terminator).utf8))
    }

    /// A diagnostic line on the tool's error stream.
    func printError(_ text: String) {
        io.writeError(Array((text + "\n").utf8))
    }
}

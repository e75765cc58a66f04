#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a harness over saved inputs, for builds without libFuzzer.
///
/// A fuzz executable built plainly (`swift build`, CI's debug build) has no
/// libFuzzer to drive it, so its `main` replays the files named on the command
/// line instead: each file is one input, each directory stands for the files in
/// it (sorted by name, so the order is the same on every machine). Arguments
/// that start with `-` are libFuzzer flags and are skipped, so one command line
/// works for both builds. A failing check in the harness traps, which makes the
/// process exit non-zero, exactly as it would under libFuzzer.
public enum FuzzReplay {
    /// The `main` of a plain build: replays the command line's inputs and exits.
    public static func main(harness: ([UInt8]) -> Void) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), harness: harness))
    }

    /// Replays every input and returns the process exit status:
    /// 0 when all ran, 2 when an argument could not be read.
    public static func run(arguments: [String], harness: ([UInt8]) -> Void) -> Int32 {
        let paths = arguments.filter { !$0.hasPrefix("-") }
        if paths.isEmpty {
            printError("usage: \(CommandLine.arguments.first ?? "fuzzer") FILE_OR_DIRECTORY...")
            return 2
        }
        var count = 0
        for path in paths {
            do throws(FuzzSupportError) {
                for file in try FuzzFiles.inputs(at: path) {
                    harness(try FuzzFiles.contents(of: file))
                    count += 1
                }
            } catch {
                printError("\(error)")
                return 2
            }
        }
        print("replayed \(count) input(s) without a failure")
        return 0
    }

    static func printError(_ line: String) {
        // write(2) on descriptor 2: Glibc's `stderr` is a mutable global Swift 6 rejects.
        let text = Array((line + "\n").utf8)
        _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

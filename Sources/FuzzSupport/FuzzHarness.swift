/// One fuzz target: a function of arbitrary bytes that traps (through
/// `FuzzCheck`) when a property breaks.
public protocol FuzzHarness {
    static func run(_ bytes: [UInt8])
}

extension FuzzHarness {
    /// The body of `LLVMFuzzerTestOneInput`, which each fuzz executable must
    /// declare itself: libFuzzer looks the symbol up in the binary it drives.
    public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        run(FuzzInput.bytes(data, size))
        return 0
    }
}

/// The `@main` of a plain build: replays the inputs named on the command line.
public protocol FuzzReplayMain {
    associatedtype Harness: FuzzHarness
}

extension FuzzReplayMain {
    public static func main() {
        FuzzReplay.main(harness: Harness.run)
    }
}

/// The oracle of a harness: a property that must hold for every input.
///
/// A broken property traps like a crash does, so libFuzzer saves the input and
/// a replay exits non-zero.
public enum FuzzCheck {
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String,
                               file: StaticString = #fileID, line: UInt = #line) {
        if !condition { fatalError("fuzz property broken: \(message())", file: file, line: line) }
    }
}

/// Splits one fuzz input into the parts a harness needs.
///
/// Inputs are text lines so that seed files stay readable: a harness takes the
/// first line as its main subject and later lines as extras (options and such).
/// Bytes that are not UTF-8 become U+FFFD, as they would when the service
/// decodes a request.
public struct FuzzInput {
    public let lines: [String]

    public init(_ bytes: [UInt8]) {
        lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`, copied.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The first line (empty for an empty input).
    public var head: String { lines.first ?? "" }

    /// Every line after the first.
    public var rest: ArraySlice<String> { lines.dropFirst() }
}

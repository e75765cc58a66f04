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

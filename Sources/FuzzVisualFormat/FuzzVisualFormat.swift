import FuzzSupport

/// libFuzzer's entry point; in a plain build, `Replay` below calls the same harness.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    VisualFormatHarness.run(FuzzInput.bytes(data, size))
    return 0
}

// libFuzzer brings its own `main`; scripts/fuzz defines LIBFUZZER_MAIN to leave ours out.
#if !LIBFUZZER_MAIN
@main
enum Replay {
    static func main() { FuzzReplay.main(harness: VisualFormatHarness.run) }
}
#endif

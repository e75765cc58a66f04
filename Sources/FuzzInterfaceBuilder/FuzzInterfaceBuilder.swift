import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    InterfaceBuilderHarness.fuzz(data, size)
}

// libFuzzer brings its own `main`; scripts/fuzz defines LIBFUZZER_MAIN to leave ours out.
#if !LIBFUZZER_MAIN
@main enum Replay: FuzzReplayMain { typealias Harness = InterfaceBuilderHarness }
#endif

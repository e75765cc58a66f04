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

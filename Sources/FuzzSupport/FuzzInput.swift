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

/// A cursor over the Unicode scalars of a format. Reading works on an array
/// and indices so that even a megabyte-long format is read in linear time.
struct VisualFormatScanner {
    private let scalars: [Unicode.Scalar]
    private(set) var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// 1-based column of the next scalar.
    var column: Int { index + 1 }
    var isAtEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    func peek(ahead offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance(by count: Int = 1) {
        index = min(index + count, scalars.count)
    }

    /// Consumes `scalar` when it is next.
    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        index += 1
        return true
    }

    /// Consumes `scalar` or fails saying that `expectation` was expected.
    mutating func expect(_ scalar: Unicode.Scalar, _ expectation: String) throws(VisualFormatError) {
        guard skip(scalar) else { throw failure(expecting: expectation) }
    }

    /// An error at the current position naming what was found there.
    func failure(expecting expectation: String) -> VisualFormatError {
        VisualFormatError(message: "expected \(expectation), found \(foundDescription)", column: column)
    }

    private var foundDescription: String {
        guard let scalar = peek else { return "end of format" }
        return "'\(Character(scalar))'"
    }

    /// The text between two indices.
    /// Encodes the scalars itself: appending them to a `UnicodeScalarView`
    /// went through unspecialized generic code and runtime type lookups.
    func text(from start: Int, to end: Int) -> String {
        String(unsafeUninitializedCapacity: (end - start) * 4) { buffer in
            var count = 0
            for scalar in scalars[start..<end] {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// Consumes scalars while `accept` holds and returns how many.
    mutating func skip(while accept: (Unicode.Scalar) -> Bool) -> Int {
        let start = index
        while let scalar = peek, accept(scalar) { index += 1 }
        return index - start
    }
}

import XCTest
@testable import JSON

/// The digit-writing fast paths print exactly what the standard library's
/// shortest form printed before them.
final class NumberTextTests: XCTestCase {
    /// The former definition: round, then `description` unless integral.
    func reference(_ value: Double) -> String {
        var v = value
        if v.isFinite && abs(v) < 1e9 { v = (v * 1e6).rounded() / 1e6 }
        if v == 0 { return "0" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return v.description
    }

    func testRoundedMatchesShortestForm() {
        var samples: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e-4, 9.9e-5, 1e-5, 5e-7, 4e-7, -5e-7, 0.1, 0.2, 0.3,
                                 15.4999999999, 999_999_999.999999, 1e9, -1e9, 1e15, 1e16, 123456789.123456,
                                 .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        var generator = SystemRandomNumberGenerator()
        for scale in [1e-6, 1e-4, 1e-2, 1, 100, 1e4, 1e6, 1e8, 1e9, 1e12] {
            for _ in 0..<2000 { samples.append(Double.random(in: -scale...scale, using: &generator)) }
        }
        for k in -3000...3000 { samples.append(Double(k) / 1e6) }
        // Around the short whole numbers' inlined path.
        let limit = NumberText.shortWholeLimit
        samples += [limit, -limit, limit - 1, limit - 0.5, limit - 1e-7, limit + 0.5, 9_999.9999999, 0.9999999]
        for sample in samples {
            XCTAssertEqual(NumberText.rounded(sample), reference(sample), "\(sample)")
        }
    }

    func testExactMatchesShortestForm() {
        for sample: Double in [0, -0.0, 3, -3, 0.5, 1e-7, 1e15, 1e16, -2.5e20, 1.0 / 3,
                               999_999_999_999_999, -999_999_999_999_999, 123_456_789_012, .nan, .infinity,
                               NumberText.shortWholeLimit, NumberText.shortWholeLimit - 1,
                               NumberText.shortWholeLimit - 0.5, 9_999.000001, -9_999] {
            let expected = sample == 0 ? "0"
                : (sample == sample.rounded() && abs(sample) < 1e15 ? String(Int64(sample)) : sample.description)
            XCTAssertEqual(NumberText.exact(sample), expected)
        }
    }
}

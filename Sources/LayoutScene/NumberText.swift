#if canImport(Glibc)
// Links libm, which `Double.rounded()` needs on Linux; nothing else pulls it in.
import Glibc
#endif

/// How the scene layer prints numbers.
enum NumberText {
    /// Output precision of results: values are rounded to 1/outputScale first so
    /// solver noise (15.4999999999) does not reach the output.
    static let outputScale = 1e6
    /// Integral values up to this magnitude print without a fraction or exponent.
    static let plainIntegerLimit = 1e15

    /// Rounded to 1/outputScale, then the shortest form; integers without
    /// ".0"; -0 prints as 0.
    static func rounded(_ value: Double) -> String {
        var v = value
        if v.isFinite && abs(v) < plainIntegerLimit / outputScale {
            // An integer divided by the exact 1e6 is the double closest to
            // the decimal, so the shortest form is that decimal.
            v = (v * outputScale).rounded() / outputScale
        }
        return exact(v)
    }

    /// The shortest form that reads back as exactly `value`; integers
    /// without ".0"; -0 prints as 0. Used where a round trip must be exact.
    static func exact(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded() && abs(value) < plainIntegerLimit { return String(Int64(value)) }
        return value.description
    }
}

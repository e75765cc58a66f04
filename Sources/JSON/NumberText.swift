#if canImport(Glibc)
// Links libm, which `Double.rounded()` needs on Linux; nothing else pulls it in.
import Glibc
#endif

/// How the scene layer prints numbers.
public enum NumberText {
    /// Output precision of results: values are rounded to 1/outputScale first so
    /// solver noise (15.4999999999) does not reach the output.
    public static let outputScale = 1e6
    /// `outputScale` as an integer, for the digits after the point.
    public static let outputScaleDigits = 6
    public static let outputScaleInteger: UInt64 = 1_000_000
    /// Integral values up to this magnitude print without a fraction or exponent.
    public static let plainIntegerLimit = 1e15
    /// Below this magnitude (in 1/outputScale units, i.e. 1e-4) the standard
    /// library prints an exponent (`1e-05`), so such values take the slow path.
    public static let plainDecimalMinimum: UInt64 = 100

    /// Rounded to 1/outputScale, then the shortest form; integers without
    /// ".0"; -0 prints as 0.
    public static func rounded(_ value: Double) -> String {
        var bytes = ByteBuffer(capacity: ByteBuffer.minimumCapacity)
        appendRounded(value, to: &bytes)
        return bytes.string
    }

    /// Whole numbers below this (priorities, gaps, most frames) take the
    /// inlined path of `appendRounded` and `appendExact`.
    public static let shortWholeLimit = 10_000.0

    /// `rounded(value)`, appended as UTF-8. Inlined: a short whole number
    /// (-0 included, which prints as 0) is its digits; the call and the
    /// general tests cost more than writing them.
    @inline(__always)
    public static func appendRounded(_ value: Double, to out: inout ByteBuffer) {
        if value >= 0, value < shortWholeLimit, Double(Int(value)) == value {
            out.appendDecimal(UInt64(Int(value)))
            return
        }
        appendRoundedInGeneral(value, to: &out)
    }

    private static func appendRoundedInGeneral(_ value: Double, to out: inout ByteBuffer) {
        guard value.isFinite && abs(value) < plainIntegerLimit / outputScale else {
            appendExact(value, to: &out)
            return
        }
        // Whole numbers (priorities, most frames) need no scaling nor
        // rounding: |value| < 1e9, so the conversion is exact when integral.
        let whole = Int64(value)
        if Double(whole) == value {
            appendWhole(whole, to: &out)
            return
        }
        // An integer divided by the exact 1e6 is the double closest to the
        // decimal, so the shortest form is that decimal: its digits can be
        // written directly. |scaled| < 1e15 < 2^53, so it is an exact integer.
        let scaled = (value * outputScale).rounded()
        if scaled == 0 { out.append(UInt8(ascii: "0")); return }
        let magnitude = UInt64(abs(scaled))
        guard magnitude >= plainDecimalMinimum else {
            appendExact(scaled / outputScale, to: &out)
            return
        }
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDecimal(magnitude / outputScaleInteger)
        var fraction = magnitude % outputScaleInteger
        guard fraction != 0 else { return }
        var width = outputScaleDigits
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        out.append(UInt8(ascii: "."))
        out.appendDecimal(fraction, width: width)
    }

    /// An integer's digits; -0 has come here as 0.
    private static func appendWhole(_ whole: Int64, to out: inout ByteBuffer) {
        if whole < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDecimal(whole.magnitude)
    }

    /// The shortest form that reads back as exactly `value`; integers
    /// without ".0"; -0 prints as 0. Used where a round trip must be exact.
    public static func exact(_ value: Double) -> String {
        var bytes = ByteBuffer(capacity: ByteBuffer.minimumCapacity)
        appendExact(value, to: &bytes)
        return bytes.string
    }

    /// `exact(value)`, appended as UTF-8; inlined as `appendRounded` is.
    @inline(__always)
    public static func appendExact(_ value: Double, to out: inout ByteBuffer) {
        if value >= 0, value < shortWholeLimit, Double(Int(value)) == value {
            out.appendDecimal(UInt64(Int(value)))
            return
        }
        appendExactInGeneral(value, to: &out)
    }

    private static func appendExactInGeneral(_ value: Double, to out: inout ByteBuffer) {
        if abs(value) < plainIntegerLimit {
            // Exact below 1e15 < 2^63; integral when it converts back (no
            // call of `rounded()`, which is one of libm on Linux).
            let whole = Int64(value)
            if Double(whole) == value {
                appendWhole(whole, to: &out)
                return
            }
        }
        var text = value.description
        text.withUTF8 { out.append($0) }
    }
}

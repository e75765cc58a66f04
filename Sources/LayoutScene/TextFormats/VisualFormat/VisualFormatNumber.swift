/// Prints numbers the way a visual format writes them: integers without a
/// fraction (`20`, not `20.0`), others in Swift's shortest round-trip form
/// (`15.5`), which the reader accepts back, exponents included.
enum VisualFormatNumber {
    /// Beyond this, integral doubles no longer fit comfortably in `Int64` text.
    private static let largestIntegralPrinted = 1e15

    static func text(_ value: Double) -> String {
        if abs(value) < largestIntegralPrinted, let integral = Int64(exactly: value) {
            return String(integral)
        }
        return "\(value)"
    }
}

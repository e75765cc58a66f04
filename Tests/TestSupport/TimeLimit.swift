import Foundation

/// Wall-clock bounds of the "no quadratic blow-up" tests. They guard against
/// orders of magnitude, not speed; under a sanitizer (scripts/robustness sets
/// LAYOUTD_SANITIZER) everything runs many times slower, so they widen.
public enum TimeLimit {
    public static let factor = ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] == nil ? 1 : 20

    public static func seconds(_ s: Int) -> Duration { .seconds(s * factor) }
}

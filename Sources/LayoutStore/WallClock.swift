import Glibc

/// The time of day the store writes into scene versions and history
/// entries. A value passed in with the configuration (`system` by default),
/// so that tests set the time those records carry instead of reading it off
/// the machine (docs/architecture.md, "Clocks").
public struct WallClock: Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSinceEpoch: @Sendable () -> Int64

    public init(millisecondsSinceEpoch: @escaping @Sendable () -> Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// CLOCK_REALTIME.
    public static let system = WallClock {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec / 1_000_000)
    }

    /// Now, as a `Timestamp`.
    func timestamp() -> String {
        let milliseconds = millisecondsSinceEpoch()
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (whole, rest) = seconds.remainder < 0 ? (seconds.quotient - 1, seconds.remainder + 1000) : seconds
        return Timestamp.format(seconds: Int(whole), milliseconds: Int(rest))
    }
}

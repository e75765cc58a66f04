import Glibc

/// Seconds on CLOCK_MONOTONIC: the package's one clock for timeouts,
/// deadlines and durations (the server's, and the daemon's workers').
public enum MonotonicClock {
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

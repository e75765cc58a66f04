import Foundation
import Glibc

/// Seconds on a monotonic time line: the package's one clock for timeouts,
/// deadlines and durations (the server's, and the daemon's workers'). It is
/// passed in, `SystemClock` by default, so that tests advance time by hand
/// instead of sleeping (docs/architecture.md, "Clocks").
public protocol MonotonicClock: Sendable {
    /// Seconds since an arbitrary start; never goes back.
    func now() -> Double
    /// Waits on `condition`, which the caller has locked (and holds again on
    /// return), until it is signalled or this clock reads `deadline`. It may
    /// return early, so callers wait in a loop that looks at their state.
    func wait(on condition: NSCondition, until deadline: Double)
}

/// CLOCK_MONOTONIC: the clock of a running daemon.
public struct SystemClock: MonotonicClock {
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    public func wait(on condition: NSCondition, until deadline: Double) {
        _ = condition.wait(until: Date(timeIntervalSinceNow: max(0, deadline - now())))
    }
}

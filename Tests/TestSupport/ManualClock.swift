import Foundation

/// A clock that moves only when a test advances it, for timeouts, deadlines
/// and budgets tested without waiting on real time (docs/testing.md,
/// "Time in tests").
/// Thread-safe. Each test target that hands it to the code under test
/// declares its conformance to the clock protocol there (`HTTPServer`'s
/// `MonotonicClock`), so this target depends on no layer. Threads waiting
/// on it (`wait(on:until:)`) are woken at each advance to look again.
public final class ManualClock: @unchecked Sendable {
    // @unchecked: `seconds` and `waiters` are guarded by `lock`.
    private let lock = NSLock()
    private var seconds: Double
    private var waiters: [NSCondition] = []
    private var waitCount = 0

    public init(startingAt seconds: Double = 1_000) {
        self.seconds = seconds
    }

    public func now() -> Double {
        lock.lock(); defer { lock.unlock() }
        return seconds
    }

    /// Moves the time on and wakes every thread waiting on the clock.
    public func advance(by interval: Double) {
        precondition(interval >= 0, "a monotonic clock never goes back")
        lock.lock()
        seconds += interval
        let woken = waiters
        lock.unlock()
        // Locking each condition first: a waiter that registered holds it
        // until it waits, so the broadcast cannot fall before its wait.
        for condition in woken {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Threads waiting on the clock now (a test waits for the code under
    /// test to be waiting before it advances).
    public var waiting: Int {
        lock.lock(); defer { lock.unlock() }
        return waiters.count
    }

    /// Waits begun so far, finished or not: once it has grown past an
    /// advance, a thread that waits in a loop has looked at the new time
    /// and waits again.
    public var waitsBegun: Int {
        lock.lock(); defer { lock.unlock() }
        return waitCount
    }

    /// Waits on `condition` (locked by the caller) until it is signalled or
    /// an advance reaches `deadline`; it may return early, as the protocol allows.
    public func wait(on condition: NSCondition, until deadline: Double) {
        lock.lock()
        guard seconds < deadline else { lock.unlock(); return }
        waitCount += 1
        waiters.append(condition)
        lock.unlock()
        condition.wait()
        lock.lock()
        if let index = waiters.firstIndex(where: { $0 === condition }) { waiters.remove(at: index) }
        lock.unlock()
    }
}

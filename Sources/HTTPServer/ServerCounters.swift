import Synchronization

/// Counts shared by the loops of one server.
final class ServerCounters: Sendable {
    /// Accepted connections being served (rejected ones excluded).
    let open = Atomic<Int>(0)
    /// Connections taken past the limit to answer a health probe.
    let reserved = Atomic<Int>(0)
    /// Connections answered 503 that are draining before close.
    let lingeringRejects = Atomic<Int>(0)
    /// Loops still running; the last one out closes the listener.
    let runningLoops = Atomic<Int>(0)

    /// Takes a served-connection slot under `limit`, or reports that there is none.
    func tryOpen(limit: Int) -> Bool {
        Self.increment(open, below: limit)
    }

    func tryReserve(limit: Int) -> Bool {
        Self.increment(reserved, below: limit)
    }

    func tryLingerReject() -> Bool {
        Self.increment(lingeringRejects, below: HTTPLimits.maxLingeringRejects)
    }

    private static func increment(_ counter: borrowing Atomic<Int>, below limit: Int) -> Bool {
        var current = counter.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = counter.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing
            )
            if exchanged { return true }
            current = original
        }
        return false
    }
}

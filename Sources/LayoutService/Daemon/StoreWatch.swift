import Foundation
import HTTPServer
import LayoutStore

/// Whether the store answers, for /readyz. A thread asks the store once per
/// `interval` (`checkReachable`) on the daemon's clock (docs/architecture.md,
/// "Clocks"), so the probe itself never waits on the database; a request
/// that finds the store unreachable marks it at once.
/// A shared database can go away while the daemon runs; SQLite only if its
/// disk does.
final class StoreWatch: @unchecked Sendable {
    // @unchecked: the mutable fields are guarded by `condition`.
    private let condition = NSCondition()
    private var problem: String?
    private var stopping = false
    private var thread: Thread?
    private let store: any SceneStorage
    private let interval: Double
    private let clock: any MonotonicClock

    init(store: any SceneStorage, interval: Double = 1, clock: any MonotonicClock = SystemClock()) {
        self.store = store
        self.interval = interval
        self.clock = clock
    }

    /// Why the store is not answering, or nil when it did at the last check.
    var unreachable: String? {
        condition.lock(); defer { condition.unlock() }
        return problem
    }

    /// A request could not reach the store: unready until the next check
    /// succeeds.
    func failed(_ message: String) {
        condition.lock(); problem = message; condition.unlock()
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "layoutd-store-watch"
        condition.lock(); self.thread = thread; condition.unlock()
        thread.start()
    }

    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            let outcome: String?
            do {
                try store.checkReachable()
                outcome = nil
            } catch {
                outcome = error.description
            }
            condition.lock()
            problem = outcome
            let next = clock.now() + interval
            while !stopping && clock.now() < next {
                clock.wait(on: condition, until: next)
            }
            let done = stopping
            condition.unlock()
            if done { return }
        }
    }
}

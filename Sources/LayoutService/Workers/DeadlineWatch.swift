import Foundation
import HTTPServer
import Synchronization

/// One thread that answers requests whose deadline passed before their work
/// did, in place of a timer per request (a GCD timer costs a heap insert, a
/// timerfd update and often a thread wake-up each). Every request waits the
/// same number of seconds, so deadlines arrive in submission order and a FIFO
/// suffices: the thread sleeps until the oldest unanswered deadline, and
/// under steady load it is never woken by a submission at all.
final class DeadlineWatch: Sendable {
    private let core: DeadlineWatchCore

    /// `onExpiry` runs on the watch thread for each request still unanswered
    /// `seconds` after it was watched, on `clock`.
    init(seconds: Double, clock: any MonotonicClock = SystemClock(),
         onExpiry: @escaping @Sendable (FirstAnswer) -> Void) {
        core = DeadlineWatchCore(seconds: seconds, clock: clock, onExpiry: onExpiry)
        let core = self.core
        let thread = Thread { core.run() }
        thread.name = "layoutd-deadlines"
        thread.start()
    }

    deinit {
        core.stop()
    }

    /// Starts the clock for `answer`; cheap enough to call for every request.
    func watch(_ answer: FirstAnswer) {
        core.append(answer)
    }

    /// Ends the thread; requests still watched get no deadline answer.
    func stop() {
        core.stop()
    }
}

/// The watch's queue and thread body, apart from `DeadlineWatch` so that the
/// thread keeps only this alive and the owner's deinit can stop it.
final class DeadlineWatchCore: @unchecked Sendable {
    // @unchecked: `entries`, `head` and `stopping` are guarded by `condition`.
    private struct Entry {
        let deadline: Double
        let answer: FirstAnswer

        /// Answered, or its client left: nothing to answer at the deadline.
        var isSettled: Bool { answer.isAnswered || answer.sink.isCancelled }
    }

    private let condition = NSCondition()
    private var entries: [Entry] = []
    /// Index of the oldest live entry; the prefix before it is spent.
    private var head = 0
    private var stopping = false
    private let seconds: Double
    private let clock: any MonotonicClock
    private let onExpiry: @Sendable (FirstAnswer) -> Void

    init(seconds: Double, clock: any MonotonicClock, onExpiry: @escaping @Sendable (FirstAnswer) -> Void) {
        self.seconds = seconds
        self.clock = clock
        self.onExpiry = onExpiry
    }

    func append(_ answer: FirstAnswer) {
        condition.lock()
        // The deadline is taken under the lock, so the queue stays in deadline order.
        let wasEmpty = head == entries.count
        entries.append(Entry(deadline: clock.now() + seconds, answer: answer))
        // Answered requests at the front are dropped here, so the queue holds
        // about as many entries as there are requests in flight.
        dropAnsweredPrefix()
        condition.unlock()
        // A sleeping thread already waits for an earlier deadline than this one.
        if wasEmpty { condition.signal() }
    }

    func stop() {
        condition.lock()
        stopping = true
        condition.unlock()
        condition.signal()
    }

    func run() {
        condition.lock()
        while !stopping {
            dropAnsweredPrefix()
            guard head < entries.count else {
                condition.wait()
                continue
            }
            let first = entries[head]
            if first.deadline > clock.now() {
                clock.wait(on: condition, until: first.deadline)
                continue
            }
            head += 1
            condition.unlock()
            if !first.isSettled { onExpiry(first.answer) }
            condition.lock()
        }
        condition.unlock()
    }

    /// Skips answered entries at the front and reclaims the spent prefix.
    private func dropAnsweredPrefix() {
        while head < entries.count && entries[head].isSettled { head += 1 }
        if head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= DeadlineWatchCore.compactionThreshold && head * 2 >= entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Spent entries kept before the array is compacted (amortised O(1) per entry).
    private static let compactionThreshold = 256
}

/// Lets two racers (the worker and the deadline watch) answer one request:
/// the first wins, and the loser learns it lost, so only real misses count.
final class FirstAnswer: Sendable {
    private let answered = Atomic<Bool>(false)
    let sink: ResponseSink

    init(_ sink: ResponseSink) { self.sink = sink }

    /// Whether something was sent already (or is being sent).
    var isAnswered: Bool { answered.load(ordering: .acquiring) }

    /// Sends `response` unless something was sent already; true when it was sent.
    /// `won` runs once the race is won and before the answer leaves, so what
    /// it records (a metric) is there for a client that asks right after.
    @discardableResult
    func send(_ response: @autoclosure () -> HTTPResponse, won: () -> Void = {}) -> Bool {
        guard !answered.exchange(true, ordering: .acquiringAndReleasing) else { return false }
        won()
        sink.send(response())
        return true
    }
}

import Foundation
import HTTPServer
import TestSupport
import XCTest
@testable import LayoutService

final class WorkerPoolTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        // @unchecked: guarded by lock.
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    func job(_ run: @escaping @Sendable () -> Void, deadline: Double = SystemClock().now() + 60,
                     cancelled: @escaping @Sendable () -> Bool = { false },
                     expired: @escaping @Sendable () -> Void = {}) -> WorkerPool.Job {
        WorkerPool.Job(deadline: deadline, isCancelled: cancelled, run: run, expired: expired)
    }

    func testRunsEveryAcceptedJob() {
        let pool = WorkerPool(workers: 2, queueLength: 100)
        let counter = Counter()
        for _ in 0..<50 { XCTAssertTrue(pool.submit(job { counter.add() })) }
        pool.shutdown()
        XCTAssertEqual(counter.count, 50)
    }

    func testFullQueueIsRefused() {
        let pool = WorkerPool(workers: 1, queueLength: 2)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        XCTAssertTrue(pool.submit(job { started.signal(); gate.wait() }))
        started.wait()
        XCTAssertEqual(pool.busyWorkers, 1)
        XCTAssertTrue(pool.submit(job {}))
        XCTAssertTrue(pool.submit(job {}))
        XCTAssertEqual(pool.queueDepth, 2)
        XCTAssertFalse(pool.submit(job {}), "third queued job must be refused")
        gate.signal()
        pool.shutdown()
        XCTAssertFalse(pool.submit(job {}), "a stopped pool takes nothing")
    }

    func testCancelledJobsAreDroppedAndExpiredOnesReported() {
        let pool = WorkerPool(workers: 1, queueLength: 10)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let ran = Counter()
        let expired = Counter()
        XCTAssertTrue(pool.submit(job { started.signal(); gate.wait() }))
        started.wait()
        XCTAssertTrue(pool.submit(job({ ran.add() }, cancelled: { true })))
        XCTAssertTrue(pool.submit(job({ ran.add() }, deadline: SystemClock().now() - 1, expired: { expired.add() })))
        XCTAssertTrue(pool.submit(job { ran.add() }))
        gate.signal()
        pool.shutdown()
        XCTAssertEqual(ran.count, 1)
        XCTAssertEqual(expired.count, 1)
        XCTAssertEqual(pool.dropped, 1)
    }

    /// A job is expired by the pool's clock when a worker takes it, not by the machine's.
    func testDeadlinesAreReadOnThePoolsClock() {
        let clock = ManualClock()
        let pool = WorkerPool(workers: 1, queueLength: 10, clock: clock)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let ran = Counter()
        let expired = Counter()
        XCTAssertTrue(pool.submit(job { started.signal(); gate.wait() }))
        started.wait()
        XCTAssertTrue(pool.submit(job({ ran.add() }, deadline: clock.now() + 5, expired: { expired.add() })))
        XCTAssertTrue(pool.submit(job({ ran.add() }, deadline: clock.now() + 20, expired: { expired.add() })))
        clock.advance(by: 10)
        gate.signal()
        pool.shutdown()
        XCTAssertEqual(ran.count, 1, "the later deadline had not passed")
        XCTAssertEqual(expired.count, 1, "ten seconds passed on the clock while the first waited")
    }
}

extension WorkerPoolTests {
    /// A worker freed while one lane floods takes the other lane's job
    /// first, though it was queued last; a lane alone uses every worker.
    func testLanesShareTheWorkers() {
        let pool = WorkerPool(workers: 2, queueLength: 16, laneShares: [0.5, 0.5])
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let order = OrderLog()
        for index in 0..<8 {
            XCTAssertTrue(pool.submit(job { order.append("flood\(index)"); started.signal(); gate.wait() }, lane: 0))
        }
        started.wait()
        started.wait()
        XCTAssertEqual(pool.busyWorkers, 2, "one lane alone takes both workers")
        XCTAssertTrue(pool.submit(job { order.append("other") }, lane: 1))
        for _ in 0..<15 { XCTAssertTrue(pool.submit(job {}, lane: 1)) }
        XCTAssertFalse(pool.submit(job {}, lane: 1), "each lane has its own queue")
        gate.signal()
        started.wait()
        // The first two ran at once, in either order (a CI dry run under
        // ASan logged flood1 first); the freed worker took the other lane's.
        let first = order.entries
        XCTAssertEqual(Set(first.prefix(2)), ["flood0", "flood1"])
        XCTAssertEqual(first.dropFirst(2).first, "other")
        for _ in 0..<8 { gate.signal() }
        pool.shutdown()
    }

    private final class OrderLog: @unchecked Sendable {
        // @unchecked: guarded by lock.
        private let lock = NSLock()
        private var list: [String] = []
        func append(_ entry: String) { lock.lock(); list.append(entry); lock.unlock() }
        var entries: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }
}

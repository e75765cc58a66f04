import Foundation
import HTTPServer

/// Solver threads behind bounded queues. The HTTP I/O threads only enqueue;
/// solving happens here. A full queue is refused at once (the caller answers
/// 503 with Retry-After); a job whose client went away or whose deadline
/// passed while it waited is dropped without running.
///
/// Jobs come in lanes, each with its own queue and a share of the workers.
/// A free worker takes the oldest job of the lane furthest behind its share
/// (stride scheduling: each start moves a lane's pass on by 1/share), so a
/// flood in one lane neither fills the other's queue nor keeps its jobs
/// waiting behind the whole flood, and a lane alone may use every worker.
public final class WorkerPool: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `condition`.
    public struct Job: Sendable {
        /// Seconds on the pool's clock.
        public var deadline: Double
        public var isCancelled: @Sendable () -> Bool
        /// Runs on a worker thread.
        public var run: @Sendable () -> Void
        /// Called instead of `run` when the deadline passed in the queue.
        public var expired: @Sendable () -> Void

        public init(deadline: Double, isCancelled: @escaping @Sendable () -> Bool,
                    run: @escaping @Sendable () -> Void, expired: @escaping @Sendable () -> Void) {
            self.deadline = deadline
            self.isCancelled = isCancelled
            self.run = run
            self.expired = expired
        }
    }

    /// One lane's ring of queued jobs, numbered in submission order.
    private struct Lane {
        let share: Double
        var ring: [(sequence: UInt64, job: Job)?]
        var head = 0
        var count = 0
        /// Virtual time of the lane's next start.
        var pass = 0.0
    }

    private let condition = NSCondition()
    private var lanes: [Lane]
    private var nextSequence: UInt64 = 0
    /// Pass of the latest start; a lane that was empty starts from here, so
    /// idle time banks no credit.
    private var virtualTime = 0.0
    private var count = 0
    private var busy = 0
    private var stopping = false
    private var threads: [Thread] = []
    private var running = 0
    public let capacity: Int
    public let workerCount: Int
    private var droppedCount = 0
    private let clock: any MonotonicClock

    /// `queueLength` bounds each lane's queue; `laneShares` (positive) weigh
    /// the lanes against each other; `clock` reads the jobs' deadlines.
    public init(workers: Int, queueLength: Int, laneShares: [Double] = [1],
                clock: any MonotonicClock = SystemClock()) {
        self.clock = clock
        precondition(workers > 0 && queueLength > 0 && !laneShares.isEmpty && laneShares.allSatisfy { $0 > 0 })
        capacity = queueLength
        workerCount = workers
        lanes = laneShares.map { Lane(share: $0, ring: Array(repeating: nil, count: queueLength)) }
        for index in 0..<workers {
            let thread = Thread { [unowned self] in self.workerLoop() }
            thread.name = "layoutd-worker-\(index)"
            thread.stackSize = 16 << 20  // deep scenes recurse in places; be generous
            threads.append(thread)
        }
        running = workers
        threads.forEach { $0.start() }
    }

    /// False when the lane's queue is full or the pool is stopping.
    public func submit(_ job: Job, lane: Int = 0) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, lanes[lane].count < capacity else { return false }
        if lanes[lane].count == 0 { lanes[lane].pass = max(lanes[lane].pass, virtualTime) }
        lanes[lane].ring[(lanes[lane].head + lanes[lane].count) % capacity] = (nextSequence, job)
        nextSequence += 1
        lanes[lane].count += 1
        count += 1
        condition.signal()
        return true
    }

    /// The lane to serve next (caller holds the lock; some lane has a job).
    private func nextLane() -> Int {
        var best = -1
        for index in lanes.indices where lanes[index].count > 0 {
            guard best >= 0 else { best = index; continue }
            let (lane, other) = (lanes[index], lanes[best])
            if lane.pass < other.pass
                || (lane.pass == other.pass && lane.ring[lane.head]!.sequence < other.ring[other.head]!.sequence) {
                best = index
            }
        }
        return best
    }

    public var queueDepth: Int {
        condition.lock(); defer { condition.unlock() }
        return count
    }

    public var busyWorkers: Int {
        condition.lock(); defer { condition.unlock() }
        return busy
    }

    /// Jobs dropped because their client went away.
    public var dropped: Int {
        condition.lock(); defer { condition.unlock() }
        return droppedCount
    }

    /// Lets queued and running jobs finish, then stops the threads.
    public func shutdown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func workerLoop() {
        while true {
            condition.lock()
            while count == 0 && !stopping { condition.wait() }
            if count == 0 && stopping {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let lane = nextLane()
            let job = lanes[lane].ring[lanes[lane].head]!.job
            lanes[lane].ring[lanes[lane].head] = nil
            lanes[lane].head = (lanes[lane].head + 1) % capacity
            lanes[lane].count -= 1
            count -= 1
            let cancelled = job.isCancelled()
            if cancelled {
                droppedCount += 1
            } else {
                busy += 1
                virtualTime = lanes[lane].pass
                lanes[lane].pass += 1 / lanes[lane].share
            }
            condition.unlock()
            if cancelled { continue }
            if clock.now() > job.deadline {
                job.expired()
            } else {
                job.run()
            }
            condition.lock()
            busy -= 1
            condition.unlock()
        }
    }
}

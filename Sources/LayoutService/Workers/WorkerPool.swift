import Foundation

/// Solver threads behind a bounded queue. The HTTP I/O threads only enqueue;
/// solving happens here. A full queue is refused at once (the caller answers
/// 503 with Retry-After); a job whose client went away or whose deadline
/// passed while it waited is dropped without running.
public final class WorkerPool: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `condition`.
    public struct Job: Sendable {
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

    private let condition = NSCondition()
    private var queue: [Job?]
    private var head = 0
    private var count = 0
    private var busy = 0
    private var stopping = false
    private var threads: [Thread] = []
    private var running = 0
    public let capacity: Int
    public let workerCount: Int
    private var droppedCount = 0

    public init(workers: Int, queueLength: Int) {
        precondition(workers > 0 && queueLength > 0)
        capacity = queueLength
        workerCount = workers
        queue = Array(repeating: nil, count: queueLength)
        for index in 0..<workers {
            let thread = Thread { [unowned self] in self.workerLoop() }
            thread.name = "layoutd-worker-\(index)"
            thread.stackSize = 16 << 20  // deep scenes recurse in places; be generous
            threads.append(thread)
        }
        running = workers
        threads.forEach { $0.start() }
    }

    /// Monotonic seconds, the clock of `Job.deadline`.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// False when the queue is full or the pool is stopping.
    public func submit(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, count < capacity else { return false }
        queue[(head + count) % capacity] = job
        count += 1
        condition.signal()
        return true
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
            let job = queue[head]!
            queue[head] = nil
            head = (head + 1) % capacity
            count -= 1
            let cancelled = job.isCancelled()
            if cancelled { droppedCount += 1 } else { busy += 1 }
            condition.unlock()
            if cancelled { continue }
            if WorkerPool.now() > job.deadline {
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

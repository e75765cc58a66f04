import Foundation
import HTTPServer
import LayoutScene
import LayoutSolver
import LayoutStore

/// What every route handler needs, owned by the daemon and shared read-only.
final class ServiceContext: Sendable {
    let configuration: ServiceConfiguration
    let store: any SceneStorage
    /// Solving, costly, store and write threads (Workers/WorkerPools).
    let pools: WorkerPools
    var solvePool: WorkerPool { pools.solve }
    var storePool: WorkerPool { pools.store }
    var writePool: WorkerPool { pools.write }
    var costlyPool: WorkerPool { pools.costly }
    let metrics: ServiceMetrics
    let auth: BearerAuthenticator
    let readiness = ReadinessState()
    /// Whether the store answers (/readyz).
    let storeWatch: StoreWatch
    let serverHandle = ServerHandle()
    let engine: SolveEngine
    let limits: SceneLimits
    /// Answers requests whose work missed `solveDeadlineSeconds`.
    let deadlines: DeadlineWatch
    /// Hands memory back to the system after large solves and answers.
    let memory: MemoryReturn
    /// Raised when the daemon stops: every budget from `solveBudget()`
    /// holds it, so work still running after the grace period ends.
    let cancellation = SolverCancellation()
    /// Deadlines, the memory return's pace and the durations in metrics and
    /// history; tests pass a clock they advance by hand.
    let clock: any MonotonicClock

    init(configuration: ServiceConfiguration, store: any SceneStorage, clock: any MonotonicClock = SystemClock()) {
        self.configuration = configuration
        self.store = store
        self.clock = clock
        storeWatch = StoreWatch(store: store, clock: clock)
        pools = WorkerPools(configuration: configuration, clock: clock)
        let metrics = ServiceMetrics()
        self.metrics = metrics
        let seconds = configuration.solveDeadlineSeconds
        deadlines = DeadlineWatch(seconds: seconds, clock: clock) { answer in
            Self.expire(answer, seconds: seconds, metrics: metrics)
        }
        auth = BearerAuthenticator(token: configuration.authToken, protectReads: configuration.protectReads)
        var limits = SceneLimits.standard
        limits.maxViews = configuration.maxViews
        limits.maxConstraints = configuration.maxConstraints
        limits.maxDocumentBytes = configuration.maxBodyBytes
        self.limits = limits
        engine = SolveEngine(limits: limits, cacheEntries: configuration.cacheEntries, clock: clock)
        memory = MemoryReturn(heldReplyBytes: { [serverHandle] in serverHandle.heldReplyBytes }, clock: clock)
    }

    /// Runs `work` on `pool` and answers with its response; a full queue is
    /// 503 with Retry-After, a missed deadline 503 saying so. The deadline
    /// answer goes out on time even while a worker is still solving (the
    /// solver cannot be interrupted; its late answer is then dropped, the
    /// first answer winning).
    func dispatch(on pool: WorkerPool, lane: Int = 0, _ sink: ResponseSink,
                  _ work: @escaping @Sendable () -> HTTPResponse) {
        let answer = FirstAnswer(sink)
        deadlines.watch(answer)
        let accepted = pool.submit(WorkerPool.Job(
            deadline: clock.now() + configuration.solveDeadlineSeconds,
            isCancelled: { sink.isCancelled },
            run: {
                // Work first, outside the race, so the watch can answer meanwhile.
                let started = self.clock.now()
                var response = work()
                // Past the deadline the watch has answered and this answer is
                // dropped: it reserves nothing, nor counts as refused for want of room.
                if !answer.isAnswered { response = self.admitted(response, sink) }
                self.memory.workDone(seconds: self.clock.now() - started, answerBytes: response.body.count)
                answer.send(response)
            },
            expired: {
                // The watch answers; nothing to run.
            }), lane: lane)
        if !accepted {
            metrics.recordQueueFull()
            answer.send(Self.unavailable("the solve queue is full (solver.queue_length); try again shortly"))
        }
    }

    /// `response`, or a 503 when its bytes do not fit the reply budgets
    /// (server.max_reply_bytes, server.max_connection_reply_bytes): answers
    /// that clients do not read must not pile up. Small answers are not counted.
    func admitted(_ response: HTTPResponse, _ sink: ResponseSink) -> HTTPResponse {
        guard response.body.count >= Self.accountedReplyBytes, !sink.reserve(bytes: response.body.count) else {
            return response
        }
        metrics.recordReplyRefused()
        return Self.unavailable("too many answers wait for their clients to read them (server.max_reply_bytes); try again shortly")
    }

    /// Answers shorter than this are not counted against the reply budgets.
    static let accountedReplyBytes = 16 << 10

    /// The deadline answer, sent by the watch thread.
    private static func expire(_ answer: FirstAnswer, seconds: Double, metrics: ServiceMetrics) {
        // Counted before the answer leaves: a client reading /metrics right
        // after its 503 must see it (counted after, it raced the client).
        answer.send(deadlineMissed(seconds: seconds),
                    won: { metrics.recordDeadlineExceeded() })
    }

    /// Scene bodies larger than this are solved on `costlyPool`: the small
    /// scenes a client sends interactively are a few hundred bytes, and a
    /// body this size already holds hundreds of constraints.
    static let costlyBodyBytes = 16 << 10

    typealias SolveLane = WorkerPools.SolveLane

    /// Once no request can arrive: what still runs stops at its solver's
    /// next check instead of holding the exit (and the store) open, then the
    /// workers, watches and store close.
    func shutDown() {
        cancellation.cancel()
        pools.shutdown()
        deadlines.stop()
        memory.stop()
        storeWatch.stop()
        store.close()
    }

    /// The 503 of a request past its deadline (sent by the watch, or by a
    /// solver that stopped there first).
    static func deadlineMissed(seconds: Double) -> HTTPResponse {
        unavailable("the request took longer than its deadline of \(seconds)s (solver.deadline)")
    }

    static func unavailable(_ detail: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("Retry-After", "1")
        return .problem(status: 503, detail: detail, headers: headers)
    }
}

/// The running server, known only after the routes were built (the server
/// needs the router first); read by /metrics for the connection gauge.
final class ServerHandle: @unchecked Sendable {
    // @unchecked: `server` is guarded by `lock`.
    private let lock = NSLock()
    private weak var server: HTTPServer?

    func attach(_ server: HTTPServer) {
        lock.lock(); self.server = server; lock.unlock()
    }

    var heldReplyBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return server?.heldReplyBytes ?? 0
    }

    var openConnections: Int {
        lock.lock(); defer { lock.unlock() }
        return server?.openConnections ?? 0
    }
}

extension ServiceContext {
    func openConnections() -> Int { serverHandle.openConnections }
}

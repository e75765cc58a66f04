import HTTPServer

/// The daemon's worker threads, by kind of work; the I/O threads never
/// solve nor wait on the store. Sized from the configuration once.
struct WorkerPools: Sendable {
    /// Solver threads. Two lanes (`SolveLane`): anonymous and stored-scene
    /// solves share the workers by `solver.stored_share`, so neither kind
    /// starves the other.
    let solve: WorkerPool
    /// Work that may run for its whole budget: imports, explanations and
    /// `POST /v1/solve` bodies over `ServiceContext.costlyBodyBytes`.
    /// Threads of their own, so that however many such requests clients
    /// send, small solves still find a free worker and share the cores with
    /// them instead of queueing behind them.
    let costly: WorkerPool
    /// SQLite work (it blocks on fsync), kept off the I/O threads and apart
    /// from solving so that a busy solver does not stall reads.
    let store: WorkerPool
    /// Scene writes: validating a PUT body costs about a solve's parse and
    /// checks, so writes have their own threads rather than waiting behind
    /// solves (or taking the store readers' threads).
    let write: WorkerPool

    init(configuration: ServiceConfiguration, clock: any MonotonicClock) {
        solve = WorkerPool(workers: configuration.effectiveWorkers, queueLength: configuration.queueLength,
                           laneShares: SolveLane.shares(stored: configuration.storedSolveShare), clock: clock)
        costly = WorkerPool(workers: configuration.effectiveWorkers, queueLength: configuration.queueLength,
                            clock: clock)
        // SQLite has one writer and two readers; a shared database as many
        // connections as the pool allows, each waiting on a round trip.
        let storeThreads = configuration.storeURL.isEmpty ? 2 : configuration.storePoolSize
        store = WorkerPool(workers: storeThreads, queueLength: max(64, configuration.queueLength * 4), clock: clock)
        write = WorkerPool(workers: storeThreads, queueLength: max(64, configuration.queueLength), clock: clock)
    }

    /// Stops every pool, each waiting for its running work.
    func shutdown() {
        solve.shutdown()
        costly.shutdown()
        store.shutdown()
        write.shutdown()
    }

    /// The lanes of `solve`.
    enum SolveLane {
        /// `POST /v1/solve`.
        static let anonymous = 0
        /// `POST /v1/scenes/{name}/solve`.
        static let stored = 1

        static func shares(stored share: Double) -> [Double] { [1 - share, share] }
    }
}

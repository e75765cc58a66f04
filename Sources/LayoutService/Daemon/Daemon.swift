import Foundation
import HTTPServer
import LayoutStore

/// The running service: store, worker pools, routes and the HTTP server, with
/// an explicit lifecycle. SIGTERM/SIGINT (or `stop()`) stop accepting, let
/// in-flight requests finish within the grace period, cancel the work still
/// running, then close the store.
public final class Daemon: @unchecked Sendable {
    // @unchecked: `state` is guarded by `lock`; everything else is immutable.
    public enum State: Sendable { case created, running, stopping, stopped }

    public let configuration: ServiceConfiguration
    let context: ServiceContext
    let server: HTTPServer
    let logger: Logger
    /// Method and pattern of every route (openapi.yaml is tested against it).
    public let routeTable: [(method: String, pattern: String)]
    private let lock = NSLock()
    private var state = State.created
    private let stopped = DispatchSemaphore(value: 0)
    /// Whether SIGTERM and SIGINT stop this daemon (`catchSignals()`).
    private var catchingSignals = false

    public convenience init(configuration: ServiceConfiguration) throws(DaemonError) {
        let store: any SceneStorage
        do {
            store = try StoreOpener.open(configuration.storeConfiguration)
        } catch {
            throw .store(error)
        }
        self.init(configuration: configuration, store: store)
    }

    /// A daemon on a store opened by the caller, on `clock` (tests advance
    /// one by hand).
    init(configuration: ServiceConfiguration, store: any SceneStorage, clock: any MonotonicClock = SystemClock()) {
        self.configuration = configuration
        logger = Logger(level: configuration.logLevel)
        context = ServiceContext(configuration: configuration, store: store, clock: clock)
        let routes = Routes(context: context)
        routeTable = routes.table
        var http = HTTPServerConfiguration()
        http.host = configuration.host
        http.port = configuration.port
        http.maxConnections = configuration.maxConnections
        http.maxBodyBytes = configuration.maxBodyBytes
        http.requestTimeout = configuration.requestTimeoutSeconds
        http.idleTimeout = configuration.idleTimeoutSeconds
        http.headerTimeout = configuration.headerTimeoutSeconds
        http.reservedConnections = configuration.probeConnections
        http.reservedPaths = ["/healthz", "/readyz"]
        http.maxReplyBytes = configuration.maxReplyBytes
        http.maxReplyBytesPerConnection = configuration.maxConnectionReplyBytes
        http.writeTimeout = configuration.writeTimeoutSeconds
        let logger = self.logger
        var accessLog: (@Sendable (AccessLogEntry) -> Void)?
        if configuration.logLevel >= .info {
            accessLog = { @Sendable entry in logger.access(entry) }
        }
        server = HTTPServer(configuration: http, handler: routes.router, log: accessLog, clock: clock)
        context.serverHandle.attach(server)
    }

    public var port: Int { server.port }

    public func start() throws(DaemonError) {
        lock.lock(); defer { lock.unlock() }
        guard state == .created else { return }
        let descriptors = FileDescriptorLimit.raise()
        if descriptors >= 0 && descriptors < configuration.maxConnections + 64 {
            logger.log(.warning, "only \(descriptors) file descriptors may be open; server.max_connections is \(configuration.maxConnections)")
        }
        do { try server.start() } catch { throw .listen(error) }
        if configuration.returnMemory { context.memory.start() }
        context.storeWatch.start()
        state = .running
        logger.log(.info, "layoutd listening on \(configuration.host):\(server.port), \(configuration.storeDescription), \(context.solvePool.workerCount) workers")
    }

    /// Graceful stop; safe to call more than once and from any thread.
    public func stop() {
        lock.lock()
        guard state == .running || state == .created else { lock.unlock(); return }
        state = .stopping
        lock.unlock()
        logger.log(.info, "stopping: draining for up to \(configuration.graceSeconds)s")
        context.readiness.startDraining()
        server.shutdown(grace: configuration.graceSeconds)
        server.waitUntilStopped()
        // The grace period is over.
        context.shutDown()
        lock.lock(); state = .stopped; lock.unlock()
        stopped.signal()
        logger.log(.info, "stopped")
    }

    /// Watches SIGTERM and SIGINT from now on, to stop gracefully. Called
    /// before `start()`: a signal sent as soon as the daemon says it is
    /// listening must find the handler in place. Each signal reaches the
    /// daemon through `SignalPipe`, whatever thread the kernel gives it to.
    public func catchSignals() {
        lock.lock(); defer { lock.unlock() }
        guard !catchingSignals else { return }
        catchingSignals = true
        // SIGPIPE is a closed peer: each write reports it instead.
        signal(SIGPIPE, SIG_IGN)
        let watched = SignalPipe.watch([SIGTERM, SIGINT]) { [weak self] _ in self?.stop() }
        if !watched { logger.log(.warning, "SIGTERM and SIGINT keep their default action: no pipe for them") }
    }

    /// Blocks until SIGTERM or SIGINT (or `stop()`), then stops gracefully.
    public func runUntilSignalled() {
        catchSignals()
        stopped.wait()
    }
}

/// Why the daemon could not start.
public enum DaemonError: Error, CustomStringConvertible {
    case store(StoreError)
    case listen(HTTPServerError)

    public var description: String {
        switch self {
        case .store(let e): return "cannot open the store: \(e.description)"
        case .listen(let e): return "cannot listen: \(e.description)"
        }
    }
}

/// Every connection is a file descriptor; many systems start processes with a
/// soft limit of 1,024, below `server.max_connections`. Raise the soft limit
/// to the hard one at start-up (allowed without privileges).
enum FileDescriptorLimit {
    /// The soft limit after raising it.
    @discardableResult
    static func raise() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return -1 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(clamping: limit.rlim_cur)
    }
}

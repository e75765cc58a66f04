import Dispatch
import Foundation
import Synchronization

/// An HTTP/1.1 server on non-blocking POSIX sockets: `ioThreads` event loops
/// share one listener (epoll, EPOLLEXCLUSIVE) and each serves the connections
/// it accepted. Handlers run on those threads and answer through a
/// `ResponseSink` from anywhere.
public final class HTTPServer: Sendable {
    enum State: Sendable {
        case idle
        case running(listener: ListeningSocket, mailboxes: [LoopMailbox])
        case stopping(listener: ListeningSocket)
        case stopped
    }

    private let configuration: HTTPServerConfiguration
    private let handler: any HTTPHandler
    private let log: (@Sendable (AccessLogEntry) -> Void)?
    private let counters = ServerCounters()
    private let replyBudget: ServerReplyBudget
    private let state = Mutex<State>(.idle)
    private let loopsFinished = DispatchGroup()
    private let clock: any MonotonicClock

    public init(
        configuration: HTTPServerConfiguration,
        handler: any HTTPHandler,
        log: (@Sendable (AccessLogEntry) -> Void)? = nil,
        clock: any MonotonicClock = SystemClock()
    ) {
        self.configuration = configuration
        self.clock = clock
        self.handler = handler
        self.log = log
        replyBudget = ServerReplyBudget(limit: configuration.maxReplyBytes)
    }

    /// Binds, listens and starts the I/O threads; returns at once.
    public func start() throws(HTTPServerError) {
        try Self.validate(configuration)
        try state.withLock { state throws(HTTPServerError) in
            guard case .idle = state else { throw .alreadyStarted }
            let calls = try LinuxCalls()
            let listener = try ListeningSocket(host: configuration.host, port: configuration.port)
            let context = LoopContext(
                configuration: configuration, handler: handler, log: log,
                counters: counters, calls: calls, listener: listener, replyBudget: replyBudget,
                clock: clock
            )
            var loops: [(Int32, LoopMailbox)] = []
            do throws(HTTPServerError) {
                for _ in 0..<configuration.ioThreads {
                    let epollFD = calls.epollCreate1(O_CLOEXEC)
                    guard epollFD >= 0 else { throw .eventLoopFailed(operation: "epoll_create1", errno: errno) }
                    loops.append((epollFD, try LoopMailbox(calls: calls)))
                }
            } catch {
                for (fd, _) in loops { close(fd) }
                close(listener.fd)
                throw error
            }
            counters.runningLoops.store(loops.count, ordering: .releasing)
            for (index, (epollFD, mailbox)) in loops.enumerated() {
                startThread(index: index, epollFD: epollFD, mailbox: mailbox, context: context)
            }
            state = .running(listener: listener, mailboxes: loops.map(\.1))
        }
    }

    private func startThread(index: Int, epollFD: Int32, mailbox: LoopMailbox, context: LoopContext) {
        loopsFinished.enter()
        let counters = counters
        let group = loopsFinished
        let thread = Thread {
            let loop = EventLoop(context: context, epoll: Epoll(calls: context.calls, fd: epollFD), mailbox: mailbox)
            loop.run()
            if counters.runningLoops.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                close(context.listener.fd)
            }
            group.leave()
        }
        thread.name = "http-io-\(index)"
        thread.start()
    }

    private static func validate(_ configuration: HTTPServerConfiguration) throws(HTTPServerError) {
        if configuration.ioThreads < 1 { throw .invalidConfiguration("ioThreads must be at least 1") }
        if configuration.maxConnections < 1 { throw .invalidConfiguration("maxConnections must be at least 1") }
        if configuration.maxBodyBytes < 0 { throw .invalidConfiguration("maxBodyBytes must not be negative") }
        if configuration.maxHeaderBytes < 64 { throw .invalidConfiguration("maxHeaderBytes must be at least 64") }
        if configuration.maxTargetBytes < 1 { throw .invalidConfiguration("maxTargetBytes must be at least 1") }
        if ![configuration.requestTimeout, configuration.idleTimeout, configuration.headerTimeout,
             configuration.writeTimeout].allSatisfy({ $0 > 0 }) {
            throw .invalidConfiguration("timeouts must be positive")
        }
        if configuration.reservedConnections < 0 { throw .invalidConfiguration("reservedConnections must not be negative") }
        if configuration.maxReplyBytes < 1 || configuration.maxReplyBytesPerConnection < 1 {
            throw .invalidConfiguration("reply budgets must be positive")
        }
    }

    /// The bound port (useful with port 0), or 0 before `start`.
    public var port: Int {
        state.withLock { state in
            switch state {
            case .running(let listener, _), .stopping(let listener): return listener.port
            case .idle, .stopped: return 0
            }
        }
    }

    /// Answer bytes reserved and not yet written out (`ResponseSink.reserve`).
    public var heldReplyBytes: Int {
        replyBudget.heldBytes
    }

    /// Connections being served now (those refused with 503 are not counted).
    public var openConnections: Int {
        counters.open.load(ordering: .relaxed)
    }

    /// Stops accepting, lets requests already handed to the handler finish for up to
    /// `grace` seconds, then closes everything. Returns at once; see `waitUntilStopped`.
    public func shutdown(grace: Double) {
        state.withLock { state in
            switch state {
            case .idle:
                state = .stopped
            case .running(let listener, let mailboxes):
                listener.stopAccepting()
                let deadline = clock.now() + max(0, grace)
                for mailbox in mailboxes {
                    mailbox.deliver(.shutdown(graceDeadline: deadline))
                }
                state = .stopping(listener: listener)
            case .stopping, .stopped:
                break
            }
        }
    }

    /// Blocks until every I/O thread has finished (at once if never started).
    public func waitUntilStopped() {
        loopsFinished.wait()
        state.withLock { state in
            if case .stopping = state { state = .stopped }
        }
    }
}

/// The application side of the server.
public protocol HTTPHandler: Sendable {
    /// Called on an I/O thread once a whole request has arrived: must not block.
    /// Answer through `sink` exactly once, from any thread, now or later.
    func handle(_ request: HTTPRequest, _ sink: ResponseSink)
    /// See the default below; a requirement so that routers are asked.
    func allowedMethods(for target: String) -> [String]?
}

extension HTTPHandler {
    /// The methods the request target's path takes, or nil when no resource
    /// is there. The server
    /// asks this for methods it does not implement, to answer 405 with
    /// `Allow` on a known path and 501 elsewhere.
    public func allowedMethods(for target: String) -> [String]? { nil }
}

/// One line of the access log, produced when a response has been queued for sending.
public struct AccessLogEntry: Sendable {
    /// "-" when the request line could not be read.
    public var method: String
    /// Decoded path, or the raw target when it could not be decoded, or "-".
    public var path: String
    public var status: Int
    /// Body bytes sent (0 for HEAD).
    public var bytes: Int
    /// From the end of the request head to the response being queued.
    public var durationMicroseconds: Int

    public init(method: String, path: String, status: Int, bytes: Int, durationMicroseconds: Int) {
        self.method = method
        self.path = path
        self.status = status
        self.bytes = bytes
        self.durationMicroseconds = durationMicroseconds
    }
}

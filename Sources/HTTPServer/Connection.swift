/// One client connection's state, owned by the event loop that accepted it.
/// Answers leave in request order whatever order handlers finish in.
final class Connection {
    enum Phase {
        /// Reading requests and writing answers.
        case open
        /// Our side is shut for writing; input is drained until EOF or the deadline,
        /// so the client reads our last answer instead of a reset.
        case lingering(deadline: Double)
    }

    /// A request handed to the handler, waiting for (or holding) its answer.
    struct Pending {
        var sequence: UInt64
        var cancellation: CancellationFlag
        var isHead: Bool
        var keepAlive: Bool
        var method: String
        var path: String
        var startedAt: Double
        var response: HTTPResponse?
    }

    /// Which counter holds the connection's slot.
    enum Slot {
        case served
        /// Past the limit, for one health probe (`reservedPaths`).
        case reserve
        /// Answered 503 at accept time, draining before close.
        case rejected
    }

    let id: UInt64
    let fd: Int32
    let slot: Slot
    var parser: RequestParser
    var phase: Phase = .open
    var pending: [Pending] = []
    var nextSequence: UInt64 = 0
    var output: [UInt8] = []
    var outputSent = 0
    /// Reply bytes of the answers in `output`, given back once it is sent.
    var outputReservations: [ReplyReservation] = []
    /// This connection's share of the reply budget.
    let replies: ReplyAccount
    /// No further requests are parsed: the last one asked to close, or one was refused.
    var readingStopped = false
    var closeAfterFlush = false
    /// Listed in the loop's `scheduledFlushes`.
    var flushScheduled = false
    /// When receiving the current request began (or the connection was accepted).
    var requestStartedAt: Double?
    var lastActivity: Double
    var lastWriteProgress: Double
    /// The epoll flags currently registered.
    var interest: UInt32 = 0

    init(id: UInt64, fd: Int32, limits: RequestParser.Limits, now: Double, replies: ReplyAccount, slot: Slot = .served) {
        self.id = id
        self.replies = replies
        self.fd = fd
        self.slot = slot
        parser = RequestParser(limits: limits)
        requestStartedAt = now
        lastActivity = now
        lastWriteProgress = now
    }

    var hasUnsentOutput: Bool { outputSent < output.count }

    var isLingering: Bool {
        if case .lingering = phase { return true }
        return false
    }

    /// Nothing in flight, nothing half-received, nothing to send.
    var isIdle: Bool {
        pending.isEmpty && !hasUnsentOutput && !parser.hasPartialRequest
    }

    /// Whether another buffered request may be handed to the handler: a client
    /// that sends without reading answers is held back here.
    var canDispatch: Bool {
        !readingStopped && pending.count < HTTPLimits.maxPipelinedRequests
            && output.count - outputSent < HTTPLimits.maxUnsentOutputBytes && !replies.isFull
    }

    /// Whether the loop should read from the socket now.
    var wantsInput: Bool {
        isLingering || canDispatch
    }

    func cancelPending() {
        for entry in pending {
            entry.cancellation.set()
        }
    }
}

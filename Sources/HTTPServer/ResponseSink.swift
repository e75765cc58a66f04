import Synchronization

/// Given to the handler with each request; `send` delivers the answer, once,
/// from any thread. A sink dropped without an answer sends a 500, so a
/// forgotten path in a handler cannot stall the connection's later answers.
public final class ResponseSink: Sendable {
    enum Destination: Sendable {
        case connection(mailbox: LoopMailbox, connection: UInt64, sequence: UInt64)
        case callback(@Sendable (HTTPResponse) -> Void)
    }

    private let destination: Destination
    private let cancellation: CancellationFlag
    private let sent = Atomic<Bool>(false)
    /// The connection's reply budget; nil for sinks outside a server.
    private let account: ReplyAccount?
    /// The sink an observing sink passes answers to (reservations are its).
    private let parent: ResponseSink?
    private let reservations = Mutex<[ReplyReservation]>([])

    init(destination: Destination, cancellation: CancellationFlag, account: ReplyAccount? = nil,
         parent: ResponseSink? = nil) {
        self.destination = destination
        self.cancellation = cancellation
        self.account = account
        self.parent = parent
    }

    /// A sink that hands the response to `callback`: for testing handlers without a server.
    public convenience init(_ callback: @escaping @Sendable (HTTPResponse) -> Void) {
        self.init(destination: .callback(callback), cancellation: CancellationFlag())
    }

    /// A sink that shows each answer to `observer` (for metrics, say) before
    /// passing it on; it shares this sink's cancellation, so work behind it
    /// still learns that the client went away.
    public func observed(by observer: @escaping @Sendable (HTTPResponse) -> Void) -> ResponseSink {
        ResponseSink(destination: .callback { [self] response in
            observer(response)
            self.send(response)
        }, cancellation: cancellation, parent: self)
    }

    /// Reserves `bytes` of the server's reply budgets (per connection and in
    /// all) for this sink's answer, until it is written out. False when the
    /// budgets are spent: the answer should then be a short refusal (503),
    /// so that clients that do not read cannot pile up answers. Also false
    /// once an answer was sent (a worker that lost the race to the deadline's
    /// 503): a reservation rides on the answer to the event loop, which gives
    /// it back as it writes and then lets held-back requests go on; kept here,
    /// it would hold the connection back with nothing to wake it. Always true
    /// outside a server.
    public func reserve(bytes: Int) -> Bool {
        if let parent { return parent.reserve(bytes: bytes) }
        guard let account else { return true }
        // Under the lock `send` takes the reservations with: either it takes
        // this one, or it had set `sent` before and this one is not made.
        return reservations.withLock { taken in
            guard !sent.load(ordering: .acquiring), let reservation = account.reserve(bytes) else { return false }
            taken.append(reservation)
            return true
        }
    }

    /// Delivers the answer. Calls after the first are ignored.
    public func send(_ response: HTTPResponse) {
        guard !sent.exchange(true, ordering: .acquiringAndReleasing) else { return }
        switch destination {
        case .connection(let mailbox, let connection, let sequence):
            var response = response
            response.reservations += reservations.withLock { taken in
                defer { taken = [] }
                return taken
            }
            mailbox.deliver(.response(connection: connection, sequence: sequence, response: response))
        case .callback(let callback):
            callback(response)
        }
    }

    /// True once the client has gone away (or the server gave up on it): work may stop.
    public var isCancelled: Bool {
        cancellation.isSet
    }

    /// Cancels this sink, for callback sinks in tests.
    public func cancel() {
        cancellation.set()
    }

    deinit {
        if !sent.load(ordering: .acquiring) {
            send(.problem(status: 500, detail: "the handler did not answer"))
        }
    }
}

/// Shared between a connection and the sink of one of its requests, so the
/// connection can cancel without keeping the sink (and its 500 fallback) alive.
final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .relaxed) }

    func set() {
        flag.store(true, ordering: .relaxed)
    }
}

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

    init(destination: Destination, cancellation: CancellationFlag) {
        self.destination = destination
        self.cancellation = cancellation
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
        }, cancellation: cancellation)
    }

    /// Delivers the answer. Calls after the first are ignored.
    public func send(_ response: HTTPResponse) {
        guard !sent.exchange(true, ordering: .acquiringAndReleasing) else { return }
        switch destination {
        case .connection(let mailbox, let connection, let sequence):
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

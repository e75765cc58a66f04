import HTTPServer
import Synchronization

/// Lets two racers (the worker and the deadline watch) answer one request:
/// the first wins, and the loser learns it lost, so only real misses count.
final class FirstAnswer: Sendable {
    private let answered = Atomic<Bool>(false)
    let sink: ResponseSink

    init(_ sink: ResponseSink) { self.sink = sink }

    /// Whether something was sent already (or is being sent).
    var isAnswered: Bool { answered.load(ordering: .acquiring) }

    /// Sends `response` unless something was sent already; true when it was sent.
    /// `won` runs once the race is won and before the answer leaves, so what
    /// it records (a metric) is there for a client that asks right after.
    @discardableResult
    func send(_ response: @autoclosure () -> HTTPResponse, won: () -> Void = {}) -> Bool {
        guard !answered.exchange(true, ordering: .acquiringAndReleasing) else { return false }
        won()
        sink.send(response())
        return true
    }
}

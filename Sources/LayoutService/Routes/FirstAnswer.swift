import Foundation
import HTTPServer

/// Lets two racers (the worker and the deadline timer) answer one request:
/// the first wins, and the loser learns it lost, so only real misses count.
final class FirstAnswer: @unchecked Sendable {
    // @unchecked: `answered` is guarded by `lock`; `sink` is Sendable.
    private let lock = NSLock()
    private var answered = false
    let sink: ResponseSink

    init(_ sink: ResponseSink) { self.sink = sink }

    /// Sends `response` unless something was sent already; true when it was sent.
    @discardableResult
    func send(_ response: @autoclosure () -> HTTPResponse) -> Bool {
        lock.lock()
        if answered { lock.unlock(); return false }
        answered = true
        lock.unlock()
        sink.send(response())
        return true
    }
}

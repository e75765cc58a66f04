import Glibc
import Synchronization

/// The one part of an event loop other threads may touch: answers and commands
/// go in here, and an eventfd wakes the loop.
final class LoopMailbox: Sendable {
    enum Message: Sendable {
        case response(connection: UInt64, sequence: UInt64, response: HTTPResponse)
        case shutdown(graceDeadline: Double)
    }

    let wakeFD: Int32
    private let messages = Mutex<[Message]>([])
    /// True while the loop is (about to be) blocked in epoll_wait. Only then
    /// does a message need the eventfd: a loop that is awake drains the
    /// mailbox before it next waits, so answers arriving while it works (and
    /// sends from its own handlers) cost no system call.
    private let sleeping = Atomic<Bool>(false)

    init(calls: LinuxCalls) throws(HTTPServerError) {
        let fd = calls.eventfd(0, O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .eventLoopFailed(operation: "eventfd", errno: errno) }
        wakeFD = fd
    }

    deinit {
        close(wakeFD)
    }

    func deliver(_ message: Message) {
        messages.withLock { $0.append(message) }
        // The lock orders this against `prepareToSleep`: either the loop saw
        // the message there, or its `sleeping = true` is visible here. Only the
        // first sender to find it asleep writes the eventfd.
        if sleeping.load(ordering: .acquiring),
           sleeping.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged {
            wake()
        }
    }

    /// Called by the loop before epoll_wait: false when messages are already
    /// waiting (the loop should then not block).
    func prepareToSleep() -> Bool {
        sleeping.store(true, ordering: .releasing)
        let empty = messages.withLock { $0.isEmpty }
        if !empty { sleeping.store(false, ordering: .releasing) }
        return empty
    }

    /// Called by the loop when epoll_wait returns.
    func awoke() {
        sleeping.store(false, ordering: .releasing)
    }

    func wake() {
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { write(wakeFD, $0.baseAddress, 8) }
    }

    /// Clears the eventfd counter after a wake-up.
    func acknowledgeWake() {
        var value: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &value) { read(wakeFD, $0.baseAddress, 8) }
    }

    func take() -> [Message] {
        messages.withLock { pending in
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
    }
}

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
    /// pthread_self of the loop thread while it runs handlers: sends from there
    /// need no wake-up, since the loop drains the mailbox right after.
    private let loopThread = Atomic<UInt>(0)

    init(calls: LinuxCalls) throws(HTTPServerError) {
        let fd = calls.eventfd(0, O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .eventLoopFailed(operation: "eventfd", errno: errno) }
        wakeFD = fd
    }

    deinit {
        close(wakeFD)
    }

    func deliver(_ message: Message) {
        // Only the first message after a drain needs a wake-up: the loop takes
        // everything queued at once.
        let wasEmpty = messages.withLock { queue in
            queue.append(message)
            return queue.count == 1
        }
        if wasEmpty && loopThread.load(ordering: .acquiring) != UInt(pthread_self()) {
            wake()
        }
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

    func setLoopThread(running: Bool) {
        loopThread.store(running ? UInt(pthread_self()) : 0, ordering: .releasing)
    }
}

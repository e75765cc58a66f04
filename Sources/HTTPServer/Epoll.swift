import Glibc

/// One epoll instance, owned by one event loop thread. Each registration
/// carries a 64-bit token the loop uses to find the connection.
final class Epoll {
    struct Event {
        var token: UInt64
        var flags: UInt32
    }

    let calls: LinuxCalls
    let fd: Int32
    private var events: UnsafeMutableRawPointer
    private let capacity: Int

    /// Takes ownership of `fd`, made by `epoll_create1`.
    init(calls: LinuxCalls, fd: Int32, capacity: Int = 256) {
        self.calls = calls
        self.fd = fd
        self.capacity = capacity
        events = .allocate(byteCount: capacity * LinuxCalls.eventStride, alignment: 8)
    }

    deinit {
        events.deallocate()
        close(fd)
    }

    @discardableResult
    func add(_ descriptor: Int32, token: UInt64, flags: UInt32) -> Bool {
        control(LinuxCalls.controlAdd, descriptor, token: token, flags: flags)
    }

    @discardableResult
    func modify(_ descriptor: Int32, token: UInt64, flags: UInt32) -> Bool {
        control(LinuxCalls.controlModify, descriptor, token: token, flags: flags)
    }

    func remove(_ descriptor: Int32) {
        _ = control(LinuxCalls.controlDelete, descriptor, token: 0, flags: 0)
    }

    private func control(_ operation: Int32, _ descriptor: Int32, token: UInt64, flags: UInt32) -> Bool {
        withUnsafeTemporaryAllocation(byteCount: LinuxCalls.eventStride, alignment: 8) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            raw.storeBytes(of: flags, toByteOffset: 0, as: UInt32.self)
            raw.storeBytes(of: token, toByteOffset: LinuxCalls.eventDataOffset, as: UInt64.self)
            return calls.epollControl(fd, operation, descriptor, raw.baseAddress) == 0
        }
    }

    /// Waits up to `timeoutMilliseconds` and returns the ready registrations.
    func wait(timeoutMilliseconds: Int32, into ready: inout [Event]) {
        ready.removeAll(keepingCapacity: true)
        let count = calls.epollWait(fd, events, Int32(capacity), timeoutMilliseconds)
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let base = index * LinuxCalls.eventStride
            let flags = events.loadUnaligned(fromByteOffset: base, as: UInt32.self)
            let token = events.loadUnaligned(fromByteOffset: base + LinuxCalls.eventDataOffset, as: UInt64.self)
            ready.append(Event(token: token, flags: flags))
        }
    }
}

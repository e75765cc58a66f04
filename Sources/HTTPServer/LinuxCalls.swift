import Glibc

/// Linux calls Swift's Glibc module does not export (<sys/epoll.h>,
/// <sys/eventfd.h>, accept4), looked up once with dlsym in the already-loaded
/// libc. This keeps the target free of a C shim; the signatures are the
/// kernel ABI's and do not change.
struct LinuxCalls: Sendable {
    typealias Create = @convention(c) (Int32) -> Int32
    typealias Control = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
    typealias Wait = @convention(c) (Int32, UnsafeMutableRawPointer?, Int32, Int32) -> Int32
    typealias EventFD = @convention(c) (UInt32, Int32) -> Int32
    typealias Accept4 = @convention(c) (Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32) -> Int32

    let epollCreate1: Create
    let epollControl: Control
    let epollWait: Wait
    let eventfd: EventFD
    let accept4: Accept4

    // Values from <sys/epoll.h>; EPOLL_CLOEXEC, EFD_NONBLOCK and EFD_CLOEXEC
    // are defined by the kernel as the matching O_ flags.
    static let controlAdd: Int32 = 1
    static let controlDelete: Int32 = 2
    static let controlModify: Int32 = 3
    static let readable: UInt32 = 0x001
    static let writable: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010
    static let peerClosed: UInt32 = 0x2000
    static let exclusive: UInt32 = 1 << 28

    /// struct epoll_event is packed (12 bytes) on x86-64 only.
    #if arch(x86_64)
    static let eventStride = 12
    static let eventDataOffset = 4
    #else
    static let eventStride = 16
    static let eventDataOffset = 8
    #endif

    init() throws(HTTPServerError) {
        func symbol<T>(_ name: String, as type: T.Type) throws(HTTPServerError) -> T {
            guard let pointer = dlsym(nil, name) else {
                throw .eventLoopFailed(operation: "dlsym \(name)", errno: ENOSYS)
            }
            return unsafeBitCast(pointer, to: type)
        }
        epollCreate1 = try symbol("epoll_create1", as: Create.self)
        epollControl = try symbol("epoll_ctl", as: Control.self)
        epollWait = try symbol("epoll_wait", as: Wait.self)
        eventfd = try symbol("eventfd", as: EventFD.self)
        accept4 = try symbol("accept4", as: Accept4.self)
    }
}

import Glibc

/// The bound, listening, non-blocking socket and the port it got.
struct ListeningSocket: Sendable {
    let fd: Int32
    let port: Int

    init(host: String, port: Int) throws(HTTPServerError) {
        guard (0...65535).contains(port) else {
            throw .invalidConfiguration("port \(port) is outside 0...65535")
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .invalidAddress(host: host)
        }
        defer { freeaddrinfo(list) }

        var lastError: HTTPServerError = .invalidAddress(host: host)
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else {
                lastError = .socketFailed(operation: "socket", errno: errno)
                continue
            }
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
                lastError = .bindFailed(host: host, port: port, errno: errno)
                close(fd)
                continue
            }
            guard listen(fd, HTTPLimits.listenBacklog) == 0 else {
                lastError = .listenFailed(host: host, port: port, errno: errno)
                close(fd)
                continue
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            self.fd = fd
            self.port = Self.boundPort(fd) ?? port
            return
        }
        throw lastError
    }

    private static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
        default:
            return nil
        }
    }

    /// Stops the kernel from completing new connections for us; the descriptor stays open
    /// until every loop has let go of it.
    func stopAccepting() {
        _ = Glibc.shutdown(fd, Int32(SHUT_RD))
    }
}

import Glibc

extension EventLoop {
    func acceptConnections() {
        while !stopping {
            let fd = context.calls.accept4(
                context.listener.fd, nil, nil, Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
            )
            if fd < 0 {
                switch errno {
                case EAGAIN, EWOULDBLOCK:
                    return
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Level-triggered: without a pause the loop would spin on the backlog.
                    stopListening()
                    acceptResumesAt = now + HTTPLimits.acceptBackoffSeconds
                    return
                default:
                    stopListening()
                    return
                }
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let configuration = context.configuration
            if context.counters.tryOpen(limit: configuration.maxConnections) {
                register(newConnection(fd, slot: .served))
            } else if !configuration.reservedPaths.isEmpty,
                      context.counters.tryReserve(limit: configuration.reservedConnections) {
                register(newConnection(fd, slot: .reserve))
            } else {
                reject(fd)
            }
        }
    }

    private func newConnection(_ fd: Int32, slot: Connection.Slot) -> Connection {
        Connection(id: nextToken, fd: fd, limits: context.parserLimits, now: now, replies: context.replyAccount(), slot: slot)
    }

    private func register(_ connection: Connection) {
        nextToken += 1
        connections[connection.id] = connection
        connection.interest = LinuxCalls.readable | LinuxCalls.peerClosed
        if !epoll.add(connection.fd, token: connection.id, flags: connection.interest) {
            closeConnection(connection)
        }
    }

    /// The answer past maxConnections (and to a reserved connection's non-probe request).
    static func atCapacity(_ configuration: HTTPServerConfiguration) -> HTTPResponse {
        .problem(
            status: 503,
            detail: "the server is at its limit of \(configuration.maxConnections) connections",
            headers: HTTPHeaders([("Retry-After", "1")])
        )
    }

    /// Past maxConnections: a 503 problem, then close.
    private func reject(_ fd: Int32) {
        let response = Self.atCapacity(context.configuration)
        var bytes: [UInt8] = []
        _ = response.serialize(into: &bytes, framing: .init(headOnly: false, closing: true, date: date.current()))
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        context.log?(AccessLogEntry(method: "-", path: "-", status: 503, bytes: response.body.count, durationMicroseconds: 0))
        guard context.counters.tryLingerReject() else {
            close(fd)
            return
        }
        let connection = newConnection(fd, slot: .rejected)
        register(connection)
        startLingering(connection)
    }
}

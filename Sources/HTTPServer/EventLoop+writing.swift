import Glibc

extension EventLoop {
    /// A handler answered request `sequence`. The write waits for the end of the
    /// mailbox batch, so pipelined answers finishing together leave in one send.
    func complete(_ connection: Connection, sequence: UInt64, response: HTTPResponse) {
        guard !connection.isLingering,
              let index = connection.pending.firstIndex(where: { $0.sequence == sequence })
        else { return }
        connection.pending[index].response = response
        emitReadyResponses(connection)
        if !connection.readingStopped && !connection.closeAfterFlush {
            processInput(connection, flushNow: false)
        }
        if !connection.flushScheduled {
            connection.flushScheduled = true
            scheduledFlushes.append(connection)
        }
    }

    func flushScheduled() {
        let connections = scheduledFlushes
        scheduledFlushes.removeAll(keepingCapacity: true)
        for connection in connections {
            connection.flushScheduled = false
            if self.connections[connection.id] != nil {
                flush(connection)
            }
        }
    }

    /// Moves answers that are next in line into the output buffer.
    func emitReadyResponses(_ connection: Connection) {
        let emittedAt = context.clock.now()
        while let first = connection.pending.first, let response = first.response {
            connection.pending.removeFirst()
            let closing = !first.keepAlive || response.requestsClose
                || (stopping && connection.pending.isEmpty)
            let bytes = response.serialize(
                into: &connection.output,
                framing: .init(headOnly: first.isHead, closing: closing, date: date.current())
            )
            connection.outputReservations += response.reservations
            context.log?(AccessLogEntry(
                method: first.method,
                path: first.path,
                status: response.status,
                bytes: bytes,
                durationMicroseconds: Int(((emittedAt - first.startedAt) * 1e6).rounded())
            ))
            if closing {
                connection.closeAfterFlush = true
                connection.readingStopped = true
                connection.cancelPending()
                connection.pending.removeAll()
                return
            }
        }
        if connection.pending.isEmpty && connection.parser.hasPartialRequest {
            connection.requestStartedAt = now
        }
    }

    /// Writes what is queued, and dispatches the requests that waited in the
    /// parser while the output was full: the client sent them long ago, so
    /// no later read would wake them. Each round dispatches only after a
    /// write let the connection go on, so it ends.
    func flush(_ connection: Connection) {
        while true {
            let wasHeldBack = !connection.canDispatch
            writeOutput(connection)
            guard wasHeldBack, connections[connection.id] != nil, connection.canDispatch else { return }
            processInput(connection, flushNow: false)
        }
    }

    /// One send for everything ready, the rest on EPOLLOUT.
    private func writeOutput(_ connection: Connection) {
        if connection.hasUnsentOutput {
            let sent = connection.output.withUnsafeBytes { raw in
                send(
                    connection.fd,
                    raw.baseAddress! + connection.outputSent,
                    raw.count - connection.outputSent,
                    Int32(MSG_NOSIGNAL)
                )
            }
            if sent > 0 {
                connection.outputSent += sent
                connection.lastWriteProgress = now
                connection.lastActivity = now
                if connection.outputSent == connection.output.count {
                    // Keep a small buffer for the next answers; let big ones go.
                    let keep = connection.output.capacity <= HTTPLimits.readChunkBytes
                    connection.output.removeAll(keepingCapacity: keep)
                    connection.outputSent = 0
                    connection.outputReservations = []
                }
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                closeConnection(connection)
                return
            }
        }
        if !connection.hasUnsentOutput {
            if connection.closeAfterFlush && !connection.isLingering {
                startLingering(connection)
                return
            }
            if stopping && connection.pending.isEmpty && !connection.isLingering {
                startLingering(connection)
                return
            }
        }
        updateInterest(connection)
    }

    func startLingering(_ connection: Connection) {
        _ = shutdown(connection.fd, Int32(SHUT_WR))
        var deadline = now + HTTPLimits.lingerSeconds
        if let graceDeadline { deadline = min(deadline, graceDeadline) }
        connection.phase = .lingering(deadline: deadline)
        connection.cancelPending()
        connection.pending.removeAll()
        connection.output = []
        connection.outputSent = 0
        connection.outputReservations = []
        connection.parser = RequestParser(limits: context.parserLimits)
        updateInterest(connection)
    }

    func updateInterest(_ connection: Connection) {
        var flags = LinuxCalls.peerClosed
        if connection.wantsInput { flags |= LinuxCalls.readable }
        if connection.hasUnsentOutput { flags |= LinuxCalls.writable }
        if flags != connection.interest {
            connection.interest = flags
            epoll.modify(connection.fd, token: connection.id, flags: flags)
        }
    }

    func closeConnection(_ connection: Connection) {
        guard connections.removeValue(forKey: connection.id) != nil else { return }
        connection.cancelPending()
        close(connection.fd)
        switch connection.slot {
        case .served: context.counters.open.subtract(1, ordering: .relaxed)
        case .reserve: context.counters.reserved.subtract(1, ordering: .relaxed)
        case .rejected: context.counters.lingeringRejects.subtract(1, ordering: .relaxed)
        }
    }
}

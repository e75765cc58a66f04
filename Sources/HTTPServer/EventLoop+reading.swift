import Glibc

extension EventLoop {
    func readInput(_ connection: Connection) {
        let count = recv(connection.fd, readBuffer.baseAddress, readBuffer.count, 0)
        if count > 0 {
            guard !connection.isLingering, !connection.readingStopped else { return }
            connection.lastActivity = now
            if connection.requestStartedAt == nil && connection.pending.isEmpty {
                connection.requestStartedAt = now
            }
            connection.parser.append(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]))
            processInput(connection)
        } else if count == 0 {
            // The client has gone (a half-close is taken as leaving too): drop its work.
            closeConnection(connection)
        } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
            closeConnection(connection)
        }
    }

    /// Parses and dispatches what is buffered, up to the pipelining limit, then
    /// writes (or, with `flushNow` false, leaves the write to the caller).
    func processInput(_ connection: Connection, flushNow: Bool = true) {
        var completedAny = false
        while connection.canDispatch {
            let parsed: RequestParser.Parsed
            do {
                guard let next = try connection.parser.next() else { break }
                parsed = next
            } catch {
                refuse(connection, error)
                break
            }
            completedAny = true
            // A reserved slot serves one request, so it is free again soon.
            if !parsed.keepAlive || stopping || connection.slot == .reserve {
                connection.readingStopped = true
            }
            dispatch(parsed, on: connection)
        }
        if connection.parser.wantsContinue && connection.pending.isEmpty && !connection.readingStopped {
            connection.output.append(contentsOf: HTTPResponse.continueResponse)
            connection.parser.continueHandled()
        }
        if connection.parser.hasPartialRequest {
            if completedAny || connection.requestStartedAt == nil { connection.requestStartedAt = now }
        } else {
            connection.requestStartedAt = nil
        }
        if flushNow { flush(connection) }
    }

    private func dispatch(_ parsed: RequestParser.Parsed, on connection: Connection) {
        let sequence = connection.nextSequence
        connection.nextSequence += 1
        let cancellation = CancellationFlag()
        connection.pending.append(.init(
            sequence: sequence,
            cancellation: cancellation,
            isHead: parsed.isHead,
            keepAlive: parsed.keepAlive && connection.slot != .reserve,
            method: parsed.request.method,
            path: parsed.request.path,
            startedAt: context.clock.now(),
            response: nil
        ))
        let sink = ResponseSink(
            destination: .connection(mailbox: mailbox, connection: connection.id, sequence: sequence),
            cancellation: cancellation,
            account: connection.replies
        )
        if connection.slot == .reserve && !context.configuration.reservedPaths.contains(parsed.request.path) {
            sink.send(Self.atCapacity(context.configuration))
            return
        }
        guard HTTPLimits.implementedMethods.contains(parsed.request.method) else {
            sink.send(Self.unimplemented(parsed.request, handler: context.handler))
            return
        }
        context.handler.handle(parsed.request, sink)
    }

    /// The answer to a method the server does not implement.
    static func unimplemented(_ request: HTTPRequest, handler: any HTTPHandler) -> HTTPResponse {
        if let allowed = handler.allowedMethods(for: request.target) {
            return .problem(status: 405, detail: "\(request.path) does not take \(request.method)",
                            headers: HTTPHeaders([("Allow", allowed.joined(separator: ", "))]))
        }
        return .problem(status: 501, detail: "this server does not implement \(request.method)")
    }

    /// Queues the server's own problem answer after those already in flight; nothing
    /// more is read from this connection, which closes once the answer is out.
    func refuse(_ connection: Connection, _ error: HTTPServerError) {
        let line = connection.parser.currentRequestLine
        connection.pending.append(.init(
            sequence: connection.nextSequence,
            cancellation: CancellationFlag(),
            isHead: false,
            keepAlive: false,
            method: line?.method ?? "-",
            path: line?.target ?? "-",
            startedAt: context.clock.now(),
            response: .problem(for: error)
        ))
        connection.nextSequence += 1
        connection.readingStopped = true
        connection.requestStartedAt = nil
        emitReadyResponses(connection)
    }
}

import Glibc

/// One I/O thread: an epoll set holding the shared listener, this loop's
/// connections and its mailbox. Everything here is touched by that thread only;
/// other threads reach it through `LoopMailbox`.
final class EventLoop {
    static let listenerToken: UInt64 = 0
    static let mailboxToken: UInt64 = 1

    let context: LoopContext
    let epoll: Epoll
    let mailbox: LoopMailbox
    var connections: [UInt64: Connection] = [:]
    /// Connections with answers queued during this mailbox batch.
    var scheduledFlushes: [Connection] = []
    var nextToken: UInt64 = 2
    var now: Double
    var date = HTTPDate()
    let readBuffer: UnsafeMutableRawBufferPointer
    /// Set while accepting is paused after running out of descriptors.
    var acceptResumesAt: Double?
    var listening = true
    var graceDeadline: Double?
    var stopping: Bool { graceDeadline != nil }

    init(context: LoopContext, epoll: Epoll, mailbox: LoopMailbox) {
        self.context = context
        self.epoll = epoll
        self.mailbox = mailbox
        now = context.clock.now()
        readBuffer = .allocate(byteCount: HTTPLimits.readChunkBytes, alignment: 16)
    }

    deinit {
        readBuffer.deallocate()
    }

    func run() {
        epoll.add(context.listener.fd, token: Self.listenerToken, flags: LinuxCalls.readable | LinuxCalls.exclusive)
        epoll.add(mailbox.wakeFD, token: Self.mailboxToken, flags: LinuxCalls.readable)
        let tick = context.tickSeconds
        var nextTick = now + tick
        var ready: [Epoll.Event] = []
        while true {
            let wait = mailbox.prepareToSleep() ? max(0, Int32(((nextTick - now) * 1000).rounded(.up))) : 0
            epoll.wait(timeoutMilliseconds: wait, into: &ready)
            mailbox.awoke()
            now = context.clock.now()
            for event in ready {
                switch event.token {
                case Self.listenerToken:
                    acceptConnections()
                case Self.mailboxToken:
                    mailbox.acknowledgeWake()
                default:
                    if let connection = connections[event.token] {
                        handle(event.flags, on: connection)
                    }
                }
            }
            drainMailbox()
            if now >= nextTick {
                checkTimeouts()
                nextTick = now + tick
            }
            if let graceDeadline, connections.isEmpty || now >= graceDeadline {
                for connection in Array(connections.values) {
                    closeConnection(connection)
                }
                return
            }
        }
    }

    func handle(_ flags: UInt32, on connection: Connection) {
        if flags & (LinuxCalls.error | LinuxCalls.hangUp) != 0 {
            closeConnection(connection)
            return
        }
        if flags & LinuxCalls.writable != 0 {
            flush(connection)
            guard connections[connection.id] != nil else { return }
        }
        if flags & LinuxCalls.readable != 0 {
            readInput(connection)
        } else if flags & LinuxCalls.peerClosed != 0 {
            // Not reading at the moment, and the client has gone: stop its work.
            closeConnection(connection)
        }
    }

    /// Answers from handlers (possibly sent from this very thread) and commands.
    func drainMailbox() {
        while true {
            let messages = mailbox.take()
            if messages.isEmpty {
                if scheduledFlushes.isEmpty { return }
                // Writing may start more requests whose answers arrive synchronously.
                flushScheduled()
                continue
            }
            for message in messages {
                switch message {
                case .response(let id, let sequence, let response):
                    if let connection = connections[id] {
                        complete(connection, sequence: sequence, response: response)
                    }
                case .shutdown(let deadline):
                    beginShutdown(graceDeadline: deadline)
                }
            }
        }
    }

    func checkTimeouts() {
        let configuration = context.configuration
        for connection in Array(connections.values) {
            switch connection.phase {
            case .lingering(let deadline):
                if now >= deadline { closeConnection(connection) }
            case .open:
                if connection.hasUnsentOutput {
                    if now - connection.lastWriteProgress > configuration.writeTimeout {
                        closeConnection(connection)
                    }
                } else if let started = connection.requestStartedAt, connection.pending.isEmpty,
                          !connection.readingStopped {
                    let headOverdue = (connection.parser.isReceivingHead || !connection.parser.hasPartialRequest)
                        && now - started > configuration.headerTimeout
                    guard headOverdue || now - started > configuration.requestTimeout else { continue }
                    if connection.parser.hasPartialRequest {
                        let seconds = headOverdue ? configuration.headerTimeout : configuration.requestTimeout
                        refuse(connection, .requestTimeout(seconds: seconds))
                        flush(connection)
                    } else {
                        closeConnection(connection)
                    }
                } else if connection.isIdle, now - connection.lastActivity > configuration.idleTimeout {
                    closeConnection(connection)
                }
            }
        }
        if let resume = acceptResumesAt, now >= resume, !stopping {
            acceptResumesAt = nil
            listening = epoll.add(context.listener.fd, token: Self.listenerToken, flags: LinuxCalls.readable | LinuxCalls.exclusive)
        }
    }

    /// Stop accepting; close what is idle; let in-flight requests finish until the deadline.
    func beginShutdown(graceDeadline deadline: Double) {
        guard !stopping else { return }
        graceDeadline = deadline
        stopListening()
        for connection in Array(connections.values) {
            switch connection.phase {
            case .lingering(let lingerDeadline):
                connection.phase = .lingering(deadline: min(lingerDeadline, deadline))
            case .open:
                if connection.pending.isEmpty && !connection.hasUnsentOutput {
                    closeConnection(connection)
                } else {
                    connection.readingStopped = true
                    if connection.pending.isEmpty { connection.closeAfterFlush = true }
                    updateInterest(connection)
                }
            }
        }
    }

    func stopListening() {
        if listening {
            epoll.remove(context.listener.fd)
            listening = false
        }
    }
}

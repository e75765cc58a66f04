import Foundation
import HTTPServer

/// The running server, known only after the routes were built (the server
/// needs the router first); read by /metrics for the connection gauge.
final class ServerHandle: @unchecked Sendable {
    // @unchecked: `server` is guarded by `lock`.
    private let lock = NSLock()
    private weak var server: HTTPServer?

    func attach(_ server: HTTPServer) {
        lock.lock(); self.server = server; lock.unlock()
    }

    var heldReplyBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return server?.heldReplyBytes ?? 0
    }

    var openConnections: Int {
        lock.lock(); defer { lock.unlock() }
        return server?.openConnections ?? 0
    }
}

extension ServiceContext {
    func openConnections() -> Int { serverHandle.openConnections }
}

import Dispatch
import Foundation
import Synchronization
@testable import HTTPServer
import TestSupport

/// Answers "METHOD path body" and obeys a few query switches:
/// `delay=ms` answers later from another thread, `hold=1` keeps the sink in `held`.
final class EchoHandler: HTTPHandler {
    let held = Mutex<[ResponseSink]>([])
    let handled = Atomic<Int>(0)

    func handle(_ request: HTTPRequest, _ sink: ResponseSink) {
        handled.add(1, ordering: .relaxed)
        if request.queryValue("hold") != nil {
            held.withLock { $0.append(sink) }
            return
        }
        if request.queryValue("drop") != nil {
            return
        }
        var headers = HTTPHeaders()
        headers.add("Content-Type", "text/plain")
        let text = "\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))"
        let response = HTTPResponse(status: 200, headers: headers, body: Array(text.utf8))
        if let delay = request.queryValue("delay").flatMap(Int.init) {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delay)) { sink.send(response) }
        } else {
            sink.send(response)
        }
    }

    func waitForHeld(_ count: Int, timeout: Double = 5) -> [ResponseSink] {
        var sinks: [ResponseSink] = []
        waitUntil(timeout: timeout) {
            sinks = held.withLock { $0 }
            return sinks.count >= count
        }
        return sinks
    }
}

/// Collects access log entries.
final class LogCollector: Sendable {
    let entries = Mutex<[AccessLogEntry]>([])

    var log: @Sendable (AccessLogEntry) -> Void {
        { entry in self.entries.withLock { $0.append(entry) } }
    }
}

/// Starts a server on a free port with short timeouts; stops it at the end of the test.
struct TestServer {
    let server: HTTPServer
    let handler: EchoHandler
    let logs: LogCollector
    /// The server's clock when the test moves time by hand (`init(clock:)`).
    let clock: ManualClock?
    var port: Int { server.port }

    init(_ adjust: (inout HTTPServerConfiguration) -> Void = { _ in }, handler: (any HTTPHandler)? = nil) throws {
        try self.init(clock: nil, adjust, handler: handler)
    }

    /// A server on `clock`, with one I/O thread so that `settle()` knows
    /// which loop to wait for.
    init(clock: ManualClock?, _ adjust: (inout HTTPServerConfiguration) -> Void = { _ in },
         handler: (any HTTPHandler)? = nil) throws {
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        configuration.requestTimeout = 2
        configuration.idleTimeout = 5
        if clock != nil { configuration.ioThreads = 1 }
        adjust(&configuration)
        let echo = EchoHandler()
        self.handler = echo
        self.clock = clock
        logs = LogCollector()
        server = HTTPServer(configuration: configuration, handler: handler ?? echo, log: logs.log,
                            clock: clock ?? SystemClock())
        try server.start()
    }

    /// Moves the manual clock on by `seconds` (more than a tick, at most a
    /// quarter second: `LoopContext.tickSeconds`) once the
    /// loop has taken in what the test sent before, and returns once it has
    /// checked its timeouts at the new time (docs/testing.md, "Time in tests").
    func advance(by seconds: Double) throws {
        try settle()
        clock!.advance(by: seconds)
        try settle()
    }

    /// Two requests on fresh connections, one after the other. The loop
    /// reads a connection's request in a pass that started after everything
    /// sent before the connection was made had arrived, and reads the second
    /// one in a later pass than the first; a pass that starts more than a
    /// tick after the last check checks the timeouts before it ends.
    private func settle() throws {
        for _ in 0..<2 {
            let probe = try client()
            probe.send("GET /settle HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            _ = try probe.readResponse()
        }
    }

    func client(timeout: Double = 5) throws -> TestClient {
        try TestClient(port: port, timeout: timeout)
    }

    func stop() {
        server.shutdown(grace: 0)
        server.waitUntilStopped()
    }
}

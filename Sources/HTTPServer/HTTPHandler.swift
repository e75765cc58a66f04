/// The application side of the server.
public protocol HTTPHandler: Sendable {
    /// Called on an I/O thread once a whole request has arrived: must not block.
    /// Answer through `sink` exactly once, from any thread, now or later.
    func handle(_ request: HTTPRequest, _ sink: ResponseSink)
}

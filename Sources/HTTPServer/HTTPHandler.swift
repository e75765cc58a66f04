/// The application side of the server.
public protocol HTTPHandler: Sendable {
    /// Called on an I/O thread once a whole request has arrived: must not block.
    /// Answer through `sink` exactly once, from any thread, now or later.
    func handle(_ request: HTTPRequest, _ sink: ResponseSink)
    /// See the default below; a requirement so that routers are asked.
    func allowedMethods(for target: String) -> [String]?
}

extension HTTPHandler {
    /// The methods the request target's path takes, or nil when no resource
    /// is there. The server
    /// asks this for methods it does not implement, to answer 405 with
    /// `Allow` on a known path and 501 elsewhere.
    public func allowedMethods(for target: String) -> [String]? { nil }
}

/// What a deployment may tune. Limits apply per request; timeouts are in seconds.
public struct HTTPServerConfiguration: Sendable {
    /// IPv4 or IPv6 literal, or "localhost".
    public var host: String = "127.0.0.1"
    /// 0 picks a free port; read it back from `HTTPServer.port`.
    public var port: Int = 8080
    /// Open connections; one more is answered 503 and closed.
    public var maxConnections: Int = 2048
    /// Request body bytes (413 past it).
    public var maxBodyBytes: Int = 8 << 20
    /// Header section bytes, request line excluded (431 past it).
    public var maxHeaderBytes: Int = 16 << 10
    /// Request-target bytes (414 past it).
    public var maxTargetBytes: Int = 8 << 10
    /// Time to receive a whole request once it has begun (or since accept): 408 then close.
    public var requestTimeout: Double = 10
    /// Time to receive a request's head (request line and header fields) from
    /// accept or from its first byte: 408 (or, with nothing sent, a plain
    /// close) after it, so that silent connections do not hold slots for long.
    public var headerTimeout: Double = 2
    /// Connections past `maxConnections` that may still be taken, each for one
    /// request to `reservedPaths` (a health probe) and closed after it; other
    /// requests on them get the 503 a connection past the limit gets.
    public var reservedConnections: Int = 8
    /// Paths a reserved connection answers; empty means no reserve.
    public var reservedPaths: Set<String> = []
    /// Answer bytes produced and not yet written out, per connection and in
    /// all (`ResponseSink.reserve`); past the connection's, no further
    /// request of it is started.
    public var maxReplyBytesPerConnection: Int = 16 << 20
    public var maxReplyBytes: Int = 64 << 20
    /// A connection whose unsent output makes no progress for this long
    /// (the client does not read) is closed, and its answers dropped.
    public var writeTimeout: Double = 10
    /// A keep-alive connection with nothing in flight is closed after this long.
    public var idleTimeout: Double = 60
    /// Threads running event loops; connections are spread over them.
    /// Two: on 2 cores one loop spent a third of its time in send(2) and
    /// held GET /healthz near 30,000-40,000 req/s at 16 connections; two
    /// reached 43,000-78,000 in the same runs (BENCHMARKS.md, "Event loops:
    /// two (first session, kept)").
    public var ioThreads: Int = 2

    public init() {}
}

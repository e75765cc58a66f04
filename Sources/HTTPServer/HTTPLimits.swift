/// Fixed limits and timings of the protocol layer, in one place. The limits a
/// deployment tunes live in `HTTPServerConfiguration`.
enum HTTPLimits {
    /// Room for method, spaces and version beyond `maxTargetBytes` in a request line.
    static let requestLineOverhead = 32
    /// Longest method token we bother reading (the longest we implement is 7).
    static let maxMethodBytes = 16
    /// Header fields per request; the byte limit binds first in practice.
    static let maxHeaderCount = 256
    /// A chunk-size line with extensions longer than this is treated as an attack.
    static let maxChunkLineBytes = 4096
    /// Hex digits in a chunk size; 15 keep the value far from Int overflow.
    static let maxChunkSizeDigits = 15
    /// Requests parsed ahead of their answers on one connection before reading pauses.
    static let maxPipelinedRequests = 16
    /// Answer bytes waiting to be sent past which no further request is started.
    static let maxUnsentOutputBytes = 1 << 20
    /// Bytes read from a socket per call.
    static let readChunkBytes = 64 << 10
    /// How long a closing connection keeps draining input so the peer sees our
    /// last answer instead of a reset.
    static let lingerSeconds = 2.0
    /// Connections rejected with 503 that may linger at once; past it they are closed at once.
    static let maxLingeringRejects = 256
    /// Pause before accepting again after the process ran out of descriptors.
    static let acceptBackoffSeconds = 0.1
    /// Bounds of the timeout scan interval (a quarter of the shortest timeout).
    static let minTickSeconds = 0.01
    static let maxTickSeconds = 0.25
    /// Backlog for listen(2).
    static let listenBacklog: Int32 = 1024
    /// Methods this server implements (others get 501).
    static let implementedMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]
    /// Methods that must announce a body length (411 otherwise). PUT replaces
    /// a resource with its body, so a missing length is a client bug; a POST
    /// without one has an empty body (RFC 9112 §6.3), as `curl -X POST` sends.
    static let methodsRequiringLength: Set<String> = ["PUT"]
}

extension HTTPLimits {
    /// Problem-document strings (detail, pointer, message) longer than this
    /// keep their first and last scalars only: a 100 KB identifier must not
    /// come back whole.
    static let maxProblemTextScalars = 200
    /// Entries of a problem document's `errors`; the rest are counted in a
    /// last entry. A paste of many bad lines once made a 33 MB answer.
    static let maxProblemErrors = 100
    static let problemTextHeadScalars = 128
    static let problemTextTailScalars = 64

    /// Empty lines tolerated before a request line (RFC 9112 §2.2 asks for at least one).
    static let maxLeadingEmptyLines = 4
}

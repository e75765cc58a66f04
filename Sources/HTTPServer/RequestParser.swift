/// Incremental HTTP/1.1 request parser (RFC 9112). Bytes go in with `append`
/// in pieces of any size; `next()` yields each complete request in order, or
/// nil until more bytes arrive, or throws on the first framing error, after
/// which the parser stays failed: the connection must be closed, since what
/// follows can no longer be told apart from a new request.
struct RequestParser {
    struct Limits: Sendable {
        var maxTargetBytes: Int
        var maxHeaderBytes: Int
        var maxBodyBytes: Int
    }

    /// A request with what the connection needs to know about it.
    struct Parsed {
        var request: HTTPRequest
        /// False when the client asked to close (or spoke HTTP/1.0 without keep-alive).
        var keepAlive: Bool
        var isHead: Bool { request.method == "HEAD" }
    }

    enum State {
        case requestLine
        case headers
        case body(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case failed(HTTPServerError)
    }

    /// The head being read, and kept while its body arrives.
    struct Head {
        var method = ""
        var target: [UInt8] = []
        var minorVersion = 1
        var headers = HTTPHeaders()
        var headerBytes = 0
    }

    let limits: Limits
    var state: State = .requestLine
    var buffer: [UInt8] = []
    var position = 0
    /// Where scanning for the end of the current line resumes.
    var scanFrom = 0
    /// Buffer index of the current request's first byte, for error offsets.
    var requestStart = 0
    var head = Head()
    var headComplete = false
    var body: [UInt8] = []
    var keepAlive = true
    var targetParts: RequestTarget?
    var emptyLinesSkipped = 0
    /// Set when a head asking for 100-continue is read and its body has not begun.
    var wantsContinue = false

    init(limits: Limits) {
        self.limits = limits
    }

    /// True once any byte of a request that is not yet complete has arrived.
    var hasPartialRequest: Bool {
        if case .requestLine = state { return position < buffer.count }
        if case .failed = state { return false }
        return true
    }

    /// Method and target of the request being read, once its request line is known.
    /// Bytes of a request head have arrived and the head is not complete yet.
    var isReceivingHead: Bool {
        switch state {
        case .requestLine: return position < buffer.count
        case .headers: return true
        default: return false
        }
    }

    var currentRequestLine: (method: String, target: String)? {
        head.method.isEmpty ? nil : (head.method, String(decoding: head.target, as: UTF8.self))
    }

    var isFailed: Bool {
        if case .failed = state { return true }
        return false
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The connection answered (or dropped) the 100-continue wish.
    mutating func continueHandled() {
        wantsContinue = false
    }

    /// The next complete request, or nil when more input is needed.
    mutating func next() throws(HTTPServerError) -> Parsed? {
        do {
            return try advance()
        } catch {
            state = .failed(error)
            wantsContinue = false
            throw error
        }
    }

    mutating func advance() throws(HTTPServerError) -> Parsed? {
        while true {
            switch state {
            case .failed(let error):
                throw error
            case .requestLine:
                guard try readRequestLine() else { return nil }
                state = .headers
            case .headers:
                guard let line = try nextLine(limit: limits.maxHeaderBytes - head.headerBytes, tooLong: .headerSectionTooLarge(limit: limits.maxHeaderBytes)) else {
                    return nil
                }
                head.headerBytes += line.count + 2
                if line.isEmpty {
                    state = try finishHead()
                    if case .body(0) = state { return finishRequest() }
                } else {
                    try Self.readField(line, requestStart: requestStart, into: &head.headers)
                }
            case .body(let remaining):
                let available = min(remaining, buffer.count - position)
                body.append(contentsOf: buffer[position..<(position + available)])
                position += available
                if available > 0 { wantsContinue = false }
                if available == remaining { return finishRequest() }
                state = .body(remaining: remaining - available)
                return nil
            case .chunkSize:
                guard let line = try nextLine(limit: HTTPLimits.maxChunkLineBytes, tooLong: .invalidChunkSize(offset: offset(position))) else {
                    return nil
                }
                wantsContinue = false
                let size = try chunkSize(line)
                if size == 0 {
                    head.headerBytes = 0
                    state = .trailers
                } else {
                    guard body.count + size <= limits.maxBodyBytes else {
                        throw .bodyTooLarge(limit: limits.maxBodyBytes)
                    }
                    state = .chunkData(remaining: size)
                }
            case .chunkData(let remaining):
                let available = min(remaining, buffer.count - position)
                body.append(contentsOf: buffer[position..<(position + available)])
                position += available
                if available < remaining {
                    state = .chunkData(remaining: remaining - available)
                    return nil
                }
                state = .chunkDataEnd
            case .chunkDataEnd:
                guard buffer.count - position >= 2 else {
                    if buffer.count > position && buffer[position] != ASCII.cr {
                        throw .malformedChunk(offset: offset(position))
                    }
                    return nil
                }
                guard buffer[position] == ASCII.cr, buffer[position + 1] == ASCII.lf else {
                    throw .malformedChunk(offset: offset(position))
                }
                position += 2
                scanFrom = position
                state = .chunkSize
            case .trailers:
                // Trailer fields are checked like header fields, then dropped:
                // nothing here needs them and merging them is risky.
                guard let line = try nextLine(limit: limits.maxHeaderBytes - head.headerBytes, tooLong: .headerSectionTooLarge(limit: limits.maxHeaderBytes)) else {
                    return nil
                }
                head.headerBytes += line.count + 2
                if line.isEmpty { return finishRequest() }
                var ignored = HTTPHeaders()
                try Self.readField(line, requestStart: requestStart, into: &ignored)
            }
        }
    }

    func offset(_ index: Int) -> Int {
        index - requestStart
    }

    /// Drops consumed bytes so the buffer does not grow over a long connection.
    mutating func compact() {
        guard position > 0, position == buffer.count || position >= HTTPLimits.readChunkBytes else { return }
        if position == buffer.count {
            // Idle connections should not keep the memory of a large body.
            buffer.removeAll(keepingCapacity: buffer.capacity <= HTTPLimits.readChunkBytes)
        } else {
            buffer.removeSubrange(0..<position)
        }
        scanFrom -= position
        requestStart -= position
        position = 0
    }

    /// The next CRLF-terminated line without its ending, or nil if incomplete.
    /// `limit` bounds the line including its ending.
    mutating func nextLine(limit: Int, tooLong: HTTPServerError) throws(HTTPServerError) -> ArraySlice<UInt8>? {
        var index = max(scanFrom, position)
        while index < buffer.count, buffer[index] != ASCII.lf {
            index += 1
        }
        guard index < buffer.count else {
            scanFrom = index
            if buffer.count - position > limit { throw tooLong }
            return nil
        }
        if index + 1 - position > limit { throw tooLong }
        guard index > position, buffer[index - 1] == ASCII.cr else {
            throw .bareLineFeed(offset: offset(index))
        }
        let line = buffer[position..<(index - 1)]
        position = index + 1
        scanFrom = position
        return line
    }
}

/// The server's request parser on its own, for fuzzers and tools: bytes go in
/// in pieces of any size, complete requests come out in order, and the first
/// framing error ends the stream (as it ends a connection).
public struct HTTPRequestStream {
    private var parser: RequestParser

    public init(maxTargetBytes: Int, maxHeaderBytes: Int, maxBodyBytes: Int) {
        parser = RequestParser(limits: .init(maxTargetBytes: maxTargetBytes, maxHeaderBytes: maxHeaderBytes,
                                             maxBodyBytes: maxBodyBytes))
    }

    public mutating func append(_ bytes: [UInt8]) {
        parser.append(bytes)
    }

    /// The next complete request and whether the connection would stay open;
    /// nil until more bytes arrive.
    public mutating func next() throws(HTTPServerError) -> (request: HTTPRequest, keepAlive: Bool)? {
        guard let parsed = try parser.next() else { return nil }
        // A stream has no one to send 100 Continue to.
        parser.continueHandled()
        return (parsed.request, parsed.keepAlive)
    }
}

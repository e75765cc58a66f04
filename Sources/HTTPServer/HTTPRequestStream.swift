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

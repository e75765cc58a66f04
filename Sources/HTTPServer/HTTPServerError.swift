/// Every failure of this target: setting up the server, and requests the server
/// refuses itself. Protocol cases carry what was wrong and map to a status.
public enum HTTPServerError: Error, Sendable, Equatable {
    // Start-up.
    case alreadyStarted
    case invalidConfiguration(String)
    case invalidAddress(host: String)
    case socketFailed(operation: String, errno: Int32)
    case bindFailed(host: String, port: Int, errno: Int32)
    case listenFailed(host: String, port: Int, errno: Int32)
    case eventLoopFailed(operation: String, errno: Int32)

    // Requests (the byte offset counts from the start of the request).
    case malformedRequestLine(offset: Int)
    case invalidMethod(offset: Int)
    case methodNotImplemented(String)
    case unsupportedVersion(String)
    case targetTooLong(bytes: Int, limit: Int)
    case invalidTarget(String)
    case bareLineFeed(offset: Int)
    case invalidHeaderName(offset: Int)
    case whitespaceBeforeColon(offset: Int)
    case obsoleteLineFolding(offset: Int)
    case invalidHeaderValue(name: String)
    case headerSectionTooLarge(limit: Int)
    case tooManyHeaders(limit: Int)
    case missingHost
    case repeatedHost
    case contentLengthWithTransferEncoding
    case invalidContentLength(String)
    case differingContentLengths([String])
    case unsupportedTransferEncoding(String)
    case transferEncodingInHTTP10
    case lengthRequired(method: String)
    case bodyTooLarge(limit: Int)
    case invalidChunkSize(offset: Int)
    case malformedChunk(offset: Int)
    case unsupportedExpectation(String)
    case requestTimeout(seconds: Double)

    /// The status the server answers with for a protocol failure (500 for start-up cases).
    public var status: Int {
        switch self {
        case .alreadyStarted, .invalidConfiguration, .invalidAddress, .socketFailed,
             .bindFailed, .listenFailed, .eventLoopFailed:
            return 500
        case .methodNotImplemented, .unsupportedTransferEncoding:
            return 501
        case .unsupportedVersion:
            return 505
        case .targetTooLong:
            return 414
        case .headerSectionTooLarge, .tooManyHeaders:
            return 431
        case .lengthRequired:
            return 411
        case .bodyTooLarge:
            return 413
        case .unsupportedExpectation:
            return 417
        case .requestTimeout:
            return 408
        case .malformedRequestLine, .invalidMethod, .invalidTarget, .bareLineFeed,
             .invalidHeaderName, .whitespaceBeforeColon, .obsoleteLineFolding,
             .invalidHeaderValue, .missingHost, .repeatedHost,
             .contentLengthWithTransferEncoding, .invalidContentLength,
             .differingContentLengths, .transferEncodingInHTTP10, .invalidChunkSize,
             .malformedChunk:
            return 400
        }
    }
}

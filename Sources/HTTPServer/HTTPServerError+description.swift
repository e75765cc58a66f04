extension HTTPServerError: CustomStringConvertible {
    /// One sentence for logs and for the `detail` of the problem document.
    public var description: String {
        switch self {
        case .alreadyStarted:
            return "the server was already started"
        case .invalidConfiguration(let reason):
            return "invalid configuration: \(reason)"
        case .invalidAddress(let host):
            return "cannot use \"\(host)\" as an address to listen on"
        case .socketFailed(let operation, let code):
            return "\(operation) failed with errno \(code)"
        case .bindFailed(let host, let port, let code):
            return "cannot bind \(host):\(port) (errno \(code))"
        case .listenFailed(let host, let port, let code):
            return "cannot listen on \(host):\(port) (errno \(code))"
        case .eventLoopFailed(let operation, let code):
            return "event loop: \(operation) failed with errno \(code)"
        case .malformedRequestLine(let offset):
            return "malformed request line at byte \(offset)"
        case .invalidMethod(let offset):
            return "invalid method token at byte \(offset)"
        case .methodNotImplemented(let method):
            return "method \(method) is not implemented"
        case .unsupportedVersion(let version):
            return "HTTP version \(version) is not supported; use HTTP/1.1"
        case .targetTooLong(let bytes, let limit):
            return "request target of \(bytes) bytes exceeds \(limit)"
        case .invalidTarget(let target):
            return "invalid request target \(target.prefix(200))"
        case .bareLineFeed(let offset):
            return "line ending without CR at byte \(offset)"
        case .invalidHeaderName(let offset):
            return "invalid header field name at byte \(offset)"
        case .whitespaceBeforeColon(let offset):
            return "whitespace between header field name and colon at byte \(offset)"
        case .obsoleteLineFolding(let offset):
            return "obsolete line folding at byte \(offset)"
        case .invalidHeaderValue(let name):
            return "invalid characters in the value of \(name)"
        case .headerSectionTooLarge(let limit):
            return "header section exceeds \(limit) bytes"
        case .tooManyHeaders(let limit):
            return "more than \(limit) header fields"
        case .missingHost:
            return "HTTP/1.1 request without Host"
        case .repeatedHost:
            return "more than one Host field"
        case .contentLengthWithTransferEncoding:
            return "both Content-Length and Transfer-Encoding"
        case .invalidContentLength(let value):
            return "invalid Content-Length \(value.prefix(100))"
        case .differingContentLengths(let values):
            return "differing Content-Length values \(values.joined(separator: ", ").prefix(200))"
        case .unsupportedTransferEncoding(let value):
            return "Transfer-Encoding \(value.prefix(100)) is not supported; only chunked is"
        case .transferEncodingInHTTP10:
            return "Transfer-Encoding in an HTTP/1.0 request"
        case .lengthRequired(let method):
            return "\(method) needs Content-Length or chunked Transfer-Encoding"
        case .bodyTooLarge(let limit):
            return "request body exceeds \(limit) bytes"
        case .invalidChunkSize(let offset):
            return "invalid chunk size at byte \(offset)"
        case .malformedChunk(let offset):
            return "malformed chunk at byte \(offset)"
        case .unsupportedExpectation(let value):
            return "expectation \(value.prefix(100)) is not supported"
        case .requestTimeout(let seconds):
            return "request not received within \(seconds) seconds"
        }
    }
}

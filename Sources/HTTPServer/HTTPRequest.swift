/// A complete request as the handler sees it: head decoded, body de-chunked.
public struct HTTPRequest: Sendable {
    /// "GET", "POST", ... (case-sensitive, as sent).
    public var method: String
    /// The raw request-target.
    public var target: String {
        didSet { rawPath = (try? RequestTarget(Array(target.utf8)))?.rawPath }
    }
    /// Percent-decoded path without the query ("*" for an asterisk-form target).
    public var path: String
    /// Decoded query pairs in order; "+" reads as a space.
    public var query: [(name: String, value: String)]
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The path of `target` as sent, still percent-encoded, so the router need
    /// not parse the target again; nil when `target` was set to one that does not parse.
    var rawPath: [UInt8]?

    /// Builds a request from a raw target, decoding path and query as the server does.
    public init(
        method: String, target: String, headers: HTTPHeaders = .init(), body: [UInt8] = []
    ) throws(HTTPServerError) {
        let parts = try RequestTarget(Array(target.utf8))
        self.init(method: method, target: target, parts: parts, headers: headers, body: body)
    }

    init(method: String, target: String, parts: RequestTarget, headers: HTTPHeaders, body: [UInt8]) {
        self.method = method
        self.target = target
        self.path = parts.path
        self.query = parts.query
        self.rawPath = parts.rawPath
        self.headers = headers
        self.body = body
    }

    /// The first query value called `name`.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}

/// Routes requests by method and path pattern. Knows nothing of the application:
/// 404 for unknown paths, 405 with `Allow` for a known path and another method,
/// HEAD wherever GET is (the server drops the body), and OPTIONS answered
/// with `Allow` unless a route takes it.
public struct Router: HTTPHandler {
    public typealias Handler = @Sendable (HTTPRequest, [String: String], ResponseSink) -> Void

    struct Route: Sendable {
        var method: String
        var pattern: RoutePattern
        var handler: Handler
    }

    private var routes: [Route] = []

    public init() {}

    /// Adds a route; `pattern` segments starting with ":" are parameters.
    /// Among routes matching a path, a literal segment beats a parameter; among
    /// equals, the first added wins.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), handler: handler))
    }

    public func handle(_ request: HTTPRequest, _ sink: ResponseSink) {
        guard let target = try? RequestTarget(Array(request.target.utf8)),
              let path = RoutePattern.segments(ofRawPath: target.rawPath)
        else {
            sink.send(.problem(status: 400, detail: "the request target cannot be decoded"))
            return
        }
        var matching: [(route: Route, parameters: [String: String])] = []
        for route in routes {
            if let parameters = route.pattern.match(path) {
                matching.append((route, parameters))
            }
        }
        guard !matching.isEmpty else {
            sink.send(.problem(status: 404, detail: "no resource at \(request.path)"))
            return
        }
        let takesMethod = matching.filter { $0.route.method == request.method }
        let candidates = takesMethod.isEmpty && request.method == "HEAD"
            ? matching.filter { $0.route.method == "GET" }
            : takesMethod
        if var best = candidates.first {
            for candidate in candidates.dropFirst() where candidate.route.pattern.isMoreSpecific(than: best.route.pattern) {
                best = candidate
            }
            best.route.handler(request, best.parameters, sink)
            return
        }
        let allow = Self.allowValue(matching.map(\.route.method))
        if request.method == "OPTIONS" {
            sink.send(HTTPResponse(status: 204, headers: HTTPHeaders([("Allow", allow)])))
            return
        }
        sink.send(.problem(
            status: 405,
            detail: "\(request.path) does not take \(request.method); it takes \(allow)",
            headers: HTTPHeaders([("Allow", allow)])
        ))
    }

    public func allowedMethods(for target: String) -> [String]? {
        guard let parsed = try? RequestTarget(Array(target.utf8)),
              let segments = RoutePattern.segments(ofRawPath: parsed.rawPath) else { return nil }
        let methods = routes.filter { $0.pattern.match(segments) != nil }.map(\.method)
        return methods.isEmpty ? nil : Self.allowValue(methods).components(separatedBy: ", ")
    }

    /// The methods a path takes, in a fixed order, with HEAD beside GET and OPTIONS last.
    static func allowValue(_ methods: [String]) -> String {
        var all = Set(methods)
        if all.contains("GET") { all.insert("HEAD") }
        all.insert("OPTIONS")
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        let known = order.filter(all.contains)
        let others = all.subtracting(order).sorted()
        return (known + others).joined(separator: ", ")
    }
}

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
        guard let rawPath = request.rawPath, let path = RoutePattern.segments(ofRawPath: rawPath) else {
            sink.send(.problem(status: 400, detail: "the request target cannot be decoded"))
            return
        }
        // One pass, no lists: the most specific route taking the method, and
        // for HEAD the most specific GET route in case none takes HEAD itself.
        // Routes are read in place and remembered by index: copying each one
        // out retained its handler and pattern.
        var best: (index: Int, parameters: [String: String])?
        var bestGet: (index: Int, parameters: [String: String])?
        var anyMatch = false
        for index in routes.indices {
            guard let parameters = routes[index].pattern.match(path) else { continue }
            anyMatch = true
            if routes[index].method == request.method {
                if best.map({ routes[index].pattern.isMoreSpecific(than: routes[$0.index].pattern) }) ?? true {
                    best = (index, parameters)
                }
            } else if request.method == "HEAD" && routes[index].method == "GET" {
                if bestGet.map({ routes[index].pattern.isMoreSpecific(than: routes[$0.index].pattern) }) ?? true {
                    bestGet = (index, parameters)
                }
            }
        }
        if let chosen = best ?? bestGet {
            routes[chosen.index].handler(request, chosen.parameters, sink)
            return
        }
        guard anyMatch else {
            sink.send(.problem(status: 404, detail: "no resource at \(request.path)"))
            return
        }
        let allow = Self.allowValue(routes.filter { $0.pattern.match(path) != nil }.map(\.method))
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

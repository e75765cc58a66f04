import HTTPServer

/// The daemon's route table. Each route is wrapped so that its requests are
/// counted and timed under the route's pattern (not the raw path, which would
/// make one series per scene name).
struct Routes {
    /// Method and pattern of every route, as openapi.yaml must list them.
    private(set) var table: [(method: String, pattern: String)] = []
    private(set) var router = Router()
    let context: ServiceContext

    init(context: ServiceContext) {
        self.context = context
        addHealthRoutes()
        addSolveRoutes()
        addReadSolveRoutes()
        addExplainRoutes()
        addImportRoutes()
        addSceneRoutes()
        addHistoryRoutes()
        addDashboardRoutes()
    }

    typealias Handler = @Sendable (HTTPRequest, [String: String], ResponseSink) -> Void

    /// Adds a route; `changesState` decides whether the bearer token is needed.
    mutating func add(_ method: String, _ pattern: String, changesState: Bool, _ handler: @escaping Handler) {
        add(method, pattern, access: changesState ? .write : .read, handler)
    }

    mutating func add(_ method: String, _ pattern: String, access: BearerAuthenticator.Access, _ handler: @escaping Handler) {
        table.append((method, pattern))
        let context = self.context
        let metrics = context.metrics
        let clock = context.clock
        let series = metrics.series(route: pattern, method: method)
        router.add(method, pattern) { request, parameters, sink in
            let started = clock.now()
            let instrumented = sink.observed { response in
                metrics.recordRequest(series, status: response.status, seconds: clock.now() - started)
            }
            if let refusal = context.auth.check(request, access: access) {
                instrumented.send(refusal)
                return
            }
            handler(request, parameters, instrumented)
        }
    }
}

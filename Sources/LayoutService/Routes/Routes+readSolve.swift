import HTTPServer
import LayoutScene

extension Routes {
    /// `GET /v1/scenes/{name}/solve`: the latest version solved for looking
    /// at it (the dashboard's pages and variants). A read: it records no
    /// history and leaves the listed status alone, needs the token only where
    /// reads are protected, and answers a repeated look from a cache keyed by
    /// the version and the choice.
    mutating func addReadSolveRoutes() {
        let context = self.context
        add("GET", "/v1/scenes/:name/solve", changesState: false) { request, parameters, sink in
            let name = parameters["name"]!
            if let refusal = context.refuseName(name) { sink.send(refusal); return }
            guard case .accepted(var options, let format) = context.solveOptions(request) else {
                if case .refused(let response) = context.solveOptions(request) { sink.send(response) }
                return
            }
            // The overrides of the recorded solve's body, as one query value.
            let overrides = request.queryValue("overrides") ?? ""
            if !overrides.isEmpty {
                do throws(SceneProblem) {
                    try SolveOverrides.decode(Array(overrides.utf8), into: &options, limits: context.limits)
                } catch {
                    sink.send(.problem(error.pointing(into: "/query/overrides")))
                    return
                }
            }
            let choice = [request.queryValue("detail") ?? "normal", request.queryValue("ambiguity") ?? "on",
                          format == .text ? "text" : "json", overrides].joined(separator: "\u{0}")
            options.budget = context.solveBudget()
            let solveOptions = options
            context.dispatch(on: context.solvePool, lane: ServiceContext.SolveLane.stored, sink) {
                context.storeResponse {
                    // The version first: a cached answer is only as good as its version.
                    guard let latest = try context.store.latestVersion(name: name) else { return context.unknownScene(name) }
                    let key = SolutionCache.Key(etag: latest.etag, choice: choice)
                    if let answer = context.engine.solutions.answer(key) { return .looked(answer) }
                    switch try context.solveLatest(name: name, options: solveOptions, format: format) {
                    case .refused(let response):
                        return response
                    case .solved(let outcome, let solved):
                        let answer = SolutionCache.Answer(body: outcome.body, contentType: outcome.contentType,
                                                          status: outcome.result.status.rawValue, version: solved.version)
                        context.engine.solutions.insert(SolutionCache.Key(etag: solved.etag, choice: choice), answer: answer)
                        return .looked(answer)
                    }
                }
            }
        }
    }
}

extension HTTPResponse {
    static func looked(_ answer: SolutionCache.Answer) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("Content-Type", answer.contentType)
        headers.set("Layoutd-Status", answer.status)
        headers.set("Layoutd-Scene-Version", String(answer.version))
        return HTTPResponse(status: 200, headers: headers, body: answer.body)
    }
}

extension SceneProblem {
    /// The problem with its pointers moved under `prefix` (a query value read as JSON).
    func pointing(into prefix: String) -> SceneProblem {
        var moved = self
        moved.errors = errors.map { .init(pointer: prefix + $0.pointer, message: $0.message) }
        return moved
    }
}

import HTTPServer
import LayoutScene
import LayoutSolver
import LayoutStore

extension Routes {
    mutating func addSolveRoutes() {
        let context = self.context
        add("POST", "/v1/solve", changesState: false) { request, _, sink in
            if let refusal = context.refuseContentType(request) { sink.send(refusal); return }
            guard case .accepted(var options, let format) = context.solveOptions(request) else {
                if case .refused(let response) = context.solveOptions(request) { sink.send(response) }
                return
            }
            options.budget = context.solveBudget()
            let pool = request.body.count > ServiceContext.costlyBodyBytes ? context.costlyPool : context.solvePool
            context.dispatch(on: pool, lane: ServiceContext.SolveLane.anonymous, sink) { [options] in
                let document: SceneDocument
                switch context.engine.validate(request.body) {
                case .success(let d): document = d
                case .failure(let problem): return .problem(problem)
                }
                let outcome: SolveEngine.Outcome
                // A Result: closures cannot yet infer typed throws.
                switch Result(catching: { () throws(SolverStop) in
                    try context.engine.solve(document, options: options, format: format)
                }) {
                case .success(let solved): outcome = solved
                case .failure(let stop): return context.stoppedAnswer(stop)
                }
                context.metrics.recordSolve(status: outcome.result.status.rawValue, seconds: outcome.seconds)
                return .solved(outcome)
            }
        }

        add("POST", "/v1/scenes/:name/solve", changesState: true) { request, parameters, sink in
            let name = parameters["name"]!
            if let refusal = context.refuseName(name) ?? context.refuseContentType(request) {
                sink.send(refusal)
                return
            }
            guard case .accepted(var options, let format) = context.solveOptions(request) else {
                if case .refused(let response) = context.solveOptions(request) { sink.send(response) }
                return
            }
            if !request.body.isEmpty {
                do {
                    try SolveOverrides.decode(request.body, into: &options, limits: context.limits)
                } catch let problem as SceneProblem {
                    sink.send(.problem(problem))
                    return
                } catch {
                    sink.send(.problem(status: 400, detail: String(describing: error)))
                    return
                }
            }
            let overrides = request.body.isEmpty ? nil : request.body
            options.budget = context.solveBudget()
            let solveOptions = options
            context.dispatch(on: context.solvePool, lane: ServiceContext.SolveLane.stored, sink) {
                context.storeResponse {
                    let outcome: SolveEngine.Outcome
                    let latest: SceneStore.LatestVersion
                    switch try context.solveLatest(name: name, options: solveOptions, format: .json) {
                    case .solved(let solved, let version): (outcome, latest) = (solved, version)
                    case .refused(let response): return response
                    }
                    let id = try context.store.recordSolve(
                        of: latest, name: name, status: outcome.result.status.rawValue,
                        durationMicroseconds: Int(outcome.seconds * 1e6),
                        diagnosticCounts: outcome.result.diagnosticCounts, overrides: overrides, result: outcome.body)
                    // History keeps the JSON; a terminal gets the report of the same solve.
                    var response = HTTPResponse.solved(format == .text ? context.engine.textReport(of: outcome) : outcome)
                    response.headers.set("Location", "/v1/scenes/\(name)/history/\(id)")
                    response.headers.set("Layoutd-Scene-Version", String(latest.version))
                    return response
                }
            }
        }
    }
}

extension ServiceContext {
    /// What a solve dispatched now may spend: the configured work and
    /// memory, and the request's deadline less a margin (a twentieth of a
    /// second at most), so that the solver has stopped and its worker is free
    /// by the time the deadline's 503 reaches the client, which may send its
    /// next request at once.
    func solveBudget() -> SolverBudget {
        let seconds = configuration.solveDeadlineSeconds
        return SolverBudget(maxWork: configuration.maxSolveWork, maxTerms: configuration.maxSolveTerms,
                            deadline: .now + .seconds(seconds - min(0.05, seconds / 10)), cancellation: cancellation)
    }

    /// The answer to a solve that went past its budget. Past the deadline
    /// the watch has already answered 503 and this one is dropped.
    func stoppedAnswer(_ stop: SolverStop) -> HTTPResponse {
        switch stop {
        case .deadline:
            return Self.deadlineMissed(seconds: configuration.solveDeadlineSeconds)
        case .cancelled:
            return Self.unavailable("the daemon is stopping; try again on another replica or once it is back")
        case .work:
            metrics.recordBudgetExceeded()
            return .problem(status: 422, title: "Scene too costly to solve",
                            detail: "the solver stopped after \(configuration.maxSolveWork) units of work (solver.max_work); "
                                + "the scene needs more than a solve may spend: split it or remove redundant constraints",
                            errors: [("", "the solve's work budget ran out")])
        case .memory:
            metrics.recordBudgetExceeded()
            return .problem(status: 422, title: "Scene too costly to solve",
                            detail: "the solver held more than \(configuration.maxSolveTerms) terms (solver.max_terms); "
                                + "the scene needs more memory than a solve may hold: split it or remove redundant constraints",
                            errors: [("", "the solve's memory budget ran out")])
        }
    }

    /// `?detail=`, `?ambiguity=` and the Accept header, or the 400 to send.
    enum SolveRequest {
        case accepted(SolveOptions, SolveEngine.Format)
        case refused(HTTPResponse)
    }

    func solveOptions(_ request: HTTPRequest) -> SolveRequest {
        var options = SolveOptions()
        switch request.queryValue("detail") ?? "normal" {
        case "normal": options.detail = .normal
        case "full": options.detail = .full
        case let other:
            return .refused(.problem(status: 400, detail: "detail is normal or full, not \(other)",
                                     errors: [("/query/detail", "expected normal or full")]))
        }
        switch request.queryValue("ambiguity") ?? "on" {
        case "on": options.analyzeAmbiguity = true
        case "off": options.analyzeAmbiguity = false
        case let other:
            return .refused(.problem(status: 400, detail: "ambiguity is on or off, not \(other)",
                                     errors: [("/query/ambiguity", "expected on or off")]))
        }
        let accept = request.headers["Accept"] ?? ""
        let wantsText = accept.contains("text/plain") && !accept.contains("application/json")
        return .accepted(options, wantsText ? .text : .json)
    }
}

extension HTTPResponse {
    static func solved(_ outcome: SolveEngine.Outcome) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("Content-Type", outcome.contentType)
        headers.set("Layoutd-Status", outcome.result.status.rawValue)
        return HTTPResponse(status: 200, headers: headers, body: outcome.body)
    }
}

extension SceneResult {
    /// Diagnostics by kind, for the history listing.
    var diagnosticCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for d in diagnostics { counts[d.kind.rawValue, default: 0] += 1 }
        return counts
    }
}

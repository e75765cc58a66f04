import JSON
import HTTPServer
import LayoutImport
import LayoutScene
import LayoutStore

/// `POST /v1/explain`: a pasted console message (`text/plain`) explained;
/// `?store=NAME` also stores the scene it makes, as `PUT /v1/scenes/NAME` would.
extension Routes {
    mutating func addExplainRoutes() {
        let context = self.context
        add("POST", "/v1/explain", changesState: false) { request, _, sink in
            if let refusal = context.refuseTextType(request) { sink.send(refusal); return }
            let name = request.queryValue("store")
            var precondition = SceneStore.Precondition.none
            if let name {
                // Storing changes state: the token is needed as for PUT, and
                // If-Match / If-None-Match hold as they do for PUT.
                if let refusal = context.refuseName(name) ?? context.auth.check(request, access: .write) {
                    sink.send(refusal)
                    return
                }
                guard let given = context.precondition(of: request, refusingOn: sink) else { return }
                precondition = given
            }
            let wantsText = context.wantsText(request)
            let budget = context.solveBudget()
            context.dispatch(on: context.costlyPool, sink) { [precondition] in
                let explanation: ConsoleExplanation
                // A Result: closures cannot yet infer typed throws.
                switch Result(catching: { () throws(ConsoleExplainError) in
                    try ConsoleExplanation.explain(String(decoding: request.body, as: UTF8.self), budget: budget)
                }) {
                case .success(let explained): explanation = explained
                case .failure(.stopped(let stop)): return context.stoppedAnswer(stop)
                case .failure(let error): return .explainProblem(error)
                }
                guard let name else { return .explained(explanation, text: wantsText) }
                let bytes = JSONWriter(indent: 2).bytes(explanation.scene.json)
                // The limits a PUT of the same scene would meet.
                if case .failure(let problem) = context.engine.validate(bytes) { return .problem(problem) }
                return context.storeResponse {
                    let put = try context.store.putScene(name: name, document: bytes, precondition: precondition)
                    var response = HTTPResponse.explained(explanation, text: wantsText, stored: (name, put.version, put.etag))
                    response.status = put.created ? 201 : 200
                    response.headers.set("Location", "/v1/scenes/\(name)")
                    response.headers.set("ETag", put.etag)
                    return response
                }
            }
        }
    }
}

extension ServiceContext {
    /// Text bodies only; a missing Content-Type is taken as text.
    func refuseTextType(_ request: HTTPRequest) -> HTTPResponse? {
        guard let type = request.headers["Content-Type"] else { return nil }
        let media = Self.mediaType(type)
        if media == "text/plain" { return nil }
        return .problem(status: 415, detail: "send the console message as Content-Type: text/plain (got \(media))")
    }

    func wantsText(_ request: HTTPRequest) -> Bool {
        let accept = request.headers["Accept"] ?? ""
        return accept.contains("text/plain") && !accept.contains("application/json")
    }
}

extension HTTPResponse {
    static func explained(_ explanation: ConsoleExplanation, text: Bool,
                          stored: (name: String, version: Int, etag: String)? = nil) -> HTTPResponse {
        var response: HTTPResponse
        if text {
            response = .text(explanation.text)
        } else {
            var json = explanation.json
            if let stored, case .object(var members) = json {
                members.append(JSONMember("stored", .object([
                    JSONMember("name", .string(stored.name)),
                    JSONMember("version", .number(Double(stored.version))),
                    JSONMember("etag", .string(stored.etag)),
                ])))
                json = .object(members)
            }
            response = .json(json)
        }
        response.headers.set("Layoutd-Status", explanation.conflicting ? "conflicting" : "notConflicting")
        return response
    }

    /// 413 past the reader's size limit; 422 for a paste without a constraint
    /// to explain, with the lines it skipped.
    static func explainProblem(_ error: ConsoleExplainError) -> HTTPResponse {
        switch error {
        case .message(.tooLarge):
            return .problem(status: 413, title: "Console message too large", detail: error.message,
                            errors: [("", error.message)])
        case .message(.noConstraints(let skipped)) where !skipped.isEmpty:
            return .problem(status: 422, title: "No constraint to explain", detail: error.message,
                            errors: skipped.map { ("/line/\($0.line)", $0.reason) })
        default:
            return .problem(status: 422, title: "No constraint to explain", detail: error.message,
                            errors: [("", error.message)])
        }
    }
}

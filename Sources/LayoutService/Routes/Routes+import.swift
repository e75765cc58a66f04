import JSON
import HTTPServer
import LayoutImport
import LayoutScene
import LayoutSolver
import LayoutStore

/// `POST /v1/import`: an Interface Builder document (XML) in, its scenes
/// out (`layoutd.import/1`); `?solve=true` adds each scene's result and
/// `?store=PREFIX` stores each scene as `PREFIX-<scene name>`. The import
/// and every solve it makes share the request's budget and deadline.
extension Routes {
    mutating func addImportRoutes() {
        let context = self.context
        add("POST", "/v1/import", changesState: false) { request, _, sink in
            if let type = request.headers["Content-Type"],
               !["application/xml", "text/xml", "application/octet-stream"].contains(ServiceContext.mediaType(type)) {
                sink.send(.problem(status: 415, detail: "send the .xib or .storyboard as Content-Type: application/xml"))
                return
            }
            let prefix = request.queryValue("store")
            if let prefix, let refusal = context.refuseName(prefix) ?? context.auth.check(request, access: .write) {
                sink.send(refusal)
                return
            }
            var precondition = SceneStore.Precondition.none
            if prefix != nil {
                guard let given = context.precondition(of: request, refusingOn: sink) else { return }
                precondition = given
            }
            let solve = request.queryValue("solve") == "true"
            let budget = context.solveBudget()
            context.dispatch(on: context.costlyPool, sink) { [precondition] in
                var importer = IBImporter()
                importer.deadline = budget.deadline
                let imported: IBImport
                switch Result(catching: { () throws(IBReadError) in try importer.read(request.body, source: "body") }) {
                case .success(let value): imported = value
                case .failure(let error): return context.importProblem(error)
                }
                var json = imported.json
                guard solve || prefix != nil, case .object(var members) = json,
                      let k = members.firstIndex(where: { $0.key == "scenes" }), case .array(var scenes) = members[k].value else {
                    return .json(json)
                }
                var options = SolveOptions()
                options.measureTime = false
                options.budget = budget
                var toStore: [(index: Int, name: String, bytes: [UInt8])] = []
                for (i, scene) in imported.scenes.enumerated() {
                    guard case .object(var entry) = scenes[i], let document = scene.document else { continue }
                    if solve {
                        // Misplaced as `layoutd check` says it: where the canvas,
                        // placeholders held, moves the view too (docs/importers.md).
                        switch Result(catching: { () throws(SolverStop) in
                            try scene.misplacedAsOnTheCanvasWithinBudget(
                                SceneSolver.solveWithinBudget(document, options: options), options: options)
                        }) {
                        case .success(let result): entry.append(JSONMember("result", result.jsonValue))
                        case .failure(let stop): return context.stoppedAnswer(stop)
                        }
                    }
                    if let prefix {
                        let bytes = JSONWriter(indent: 2).bytes(scene.json)
                        // The limits a PUT of the same scene would meet.
                        if case .failure(let problem) = context.engine.validate(bytes) { return .problem(problem) }
                        toStore.append((i, Self.storedName(prefix, scene.name), bytes))
                    }
                    scenes[i] = .object(entry)
                }
                if !toStore.isEmpty {
                    var versions: [Int] = []
                    let refused = context.storeResponse {
                        versions = try context.store(toStore.map { ($0.name, $0.bytes) }, precondition: precondition)
                        return HTTPResponse(status: 200)
                    }
                    guard refused.status == 200 else { return refused }
                    for (stored, version) in zip(toStore, versions) {
                        guard case .object(var entry) = scenes[stored.index] else { continue }
                        entry.append(JSONMember("stored", .object([JSONMember("name", .string(stored.name)),
                                                                   JSONMember("version", .number(Double(version)))])))
                        scenes[stored.index] = .object(entry)
                    }
                }
                members[k].value = .array(scenes)
                json = .object(members)
                return .json(json)
            }
        }
    }

    /// A stored scene's name: the prefix and the Interface Builder name,
    /// with what the name rule refuses made `_`.
    static func storedName(_ prefix: String, _ scene: String) -> String {
        let cleaned = String(scene.map { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) ? $0 : "_" })
        return String((prefix + "-" + cleaned).prefix(128))
    }
}

extension ServiceContext {
    /// Why a document was not imported: 413 over a limit, the deadline's
    /// 503 (already sent by the watch), else 422 with the place.
    func importProblem(_ error: IBReadError) -> HTTPResponse {
        switch error.kind {
        case .tooLarge:
            return .problem(status: 413, title: "Interface Builder document too large", detail: error.description,
                            errors: [("/line/\(error.line)/column/\(error.column)", error.message)])
        case .stopped:
            return stoppedAnswer(.deadline)
        case .unreadable:
            return .problem(status: 422, title: "Unreadable Interface Builder document", detail: error.description,
                            errors: [("/line/\(error.line)/column/\(error.column)", error.message)])
        }
    }

    /// Stores several scenes under one precondition, checked for every name
    /// before any is written, so that a refusal stores nothing; each write
    /// checks it again (a write that raced in between still gets its 412).
    /// The version of each scene stored.
    func store(_ scenes: [(name: String, bytes: [UInt8])], precondition: SceneStore.Precondition) throws -> [Int] {
        if precondition != .none {
            for (name, _) in scenes {
                let current = try store.latestVersion(name: name)?.etag
                guard precondition.evaluate(currentETag: current) == .holds else {
                    throw StoreError.preconditionFailed(currentETag: current)
                }
            }
        }
        return try scenes.map { try store.putScene(name: $0.name, document: $0.bytes, precondition: precondition).version }
    }
}

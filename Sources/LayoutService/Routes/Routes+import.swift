import JSON
import HTTPServer
import LayoutImport
import LayoutScene
import LayoutStore

/// `POST /v1/import`: an Interface Builder document (XML) in, its scenes
/// out (`layoutd.import/1`); `?solve=true` adds each scene's result and
/// `?store=PREFIX` stores each scene as `PREFIX-<scene name>`.
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
            let solve = request.queryValue("solve") == "true"
            context.dispatch(on: context.solvePool, lane: ServiceContext.SolveLane.anonymous, sink) {
                let imported: IBImport
                switch Result(catching: { () throws(IBReadError) in try IBImporter().read(request.body, source: "body") }) {
                case .success(let value): imported = value
                case .failure(let error):
                    return .problem(status: 422, title: "Unreadable Interface Builder document", detail: error.description,
                                    errors: [("/line/\(error.line)/column/\(error.column)", error.message)])
                }
                var json = imported.json
                if solve || prefix != nil, case .object(var members) = json,
                   let k = members.firstIndex(where: { $0.key == "scenes" }), case .array(var scenes) = members[k].value {
                    var options = SolveOptions()
                    options.measureTime = false
                    for (i, scene) in imported.scenes.enumerated() {
                        guard case .object(var entry) = scenes[i] else { continue }
                        if solve, let document = scene.document {
                            entry.append(JSONMember("result", SceneSolver.solve(document, options: options).jsonValue))
                        }
                        if let prefix, scene.document != nil {
                            let name = Self.storedName(prefix, scene.name)
                            do {
                                let put = try context.store.putScene(name: name, document: JSONWriter(indent: 2).bytes(scene.json),
                                                                     precondition: .none)
                                entry.append(JSONMember("stored", .object([JSONMember("name", .string(name)),
                                                                           JSONMember("version", .number(Double(put.version)))])))
                            } catch {
                                return context.storeResponse { throw error }
                            }
                        }
                        scenes[i] = .object(entry)
                    }
                    members[k].value = .array(scenes)
                    json = .object(members)
                }
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

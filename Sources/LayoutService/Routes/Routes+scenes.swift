import JSON
import HTTPServer
import LayoutScene
import LayoutStore

extension Routes {
    mutating func addSceneRoutes() {
        let context = self.context
        add("GET", "/v1/scenes", changesState: false) { request, _, sink in
            let limitText = request.queryValue("limit") ?? "50"
            guard let limit = Int(limitText), (1...1000).contains(limit) else {
                sink.send(.problem(status: 400, detail: "limit must be an integer from 1 to 1000",
                                   errors: [("/query/limit", "expected 1...1000, got \(limitText)")]))
                return
            }
            let prefix = request.queryValue("prefix").flatMap { $0.isEmpty ? nil : $0 }
            // A prefix of a name follows the name rule's characters (it may start with '.').
            if let prefix, prefix.utf8.count > 128
                || !prefix.utf8.allSatisfy({ $0 < 128 && SceneName.isValid("a" + String(UnicodeScalar($0))) }) {
                sink.send(.problem(status: 400, detail: "prefix is at most 128 letters, digits, '_', '-' or '.'",
                                   errors: [("/query/prefix", "not the start of a scene name")]))
                return
            }
            let cursor = request.queryValue("cursor").flatMap { $0.isEmpty ? nil : $0 }
            context.dispatch(on: context.storePool, sink) {
                context.storeResponse {
                    let page = try context.store.listScenes(prefix: prefix, limit: limit, cursor: cursor)
                    return .json(.object([
                        JSONMember("items", .array(page.items.map(\.json))),
                        JSONMember("nextCursor", page.nextCursor.map { .string($0) } ?? .null),
                    ]))
                }
            }
        }

        add("PUT", "/v1/scenes/:name", changesState: true) { request, parameters, sink in
            let name = parameters["name"]!
            if let refusal = context.refuseName(name) ?? context.refuseContentType(request) {
                sink.send(refusal)
                return
            }
            guard let precondition = context.precondition(of: request, refusingOn: sink) else { return }
            // Validation parses and checks the whole scene: on the write lane,
            // never behind solves.
            context.dispatch(on: context.writePool, sink) {
                if case .failure(let problem) = context.engine.validate(request.body) {
                    return .problem(problem)
                }
                return context.storeResponse {
                    let put = try context.store.putScene(name: name, document: request.body, precondition: precondition)
                    var headers = HTTPHeaders()
                    headers.set("ETag", put.etag)
                    headers.set("Location", "/v1/scenes/\(name)")
                    return .json(.object([
                        JSONMember("name", .string(name)),
                        JSONMember("version", .number(Double(put.version))),
                        JSONMember("etag", .string(put.etag)),
                    ]), status: put.created ? 201 : 200, headers: headers)
                }
            }
        }

        add("GET", "/v1/scenes/:name", changesState: false) { request, parameters, sink in
            let name = parameters["name"]!
            guard let precondition = context.precondition(of: request, refusingOn: sink) else { return }
            context.withScene(named: name, sink) {
                let scene = try context.store.scene(name: name)
                switch precondition.evaluate(currentETag: scene?.etag) {
                case .holds:
                    guard let scene else { return context.unknownScene(name) }
                    return .document(scene)
                case .ifMatchFailed:
                    throw StoreError.preconditionFailed(currentETag: scene?.etag)
                case .ifNoneMatchFailed:
                    // Not modified: the client's copy is current (RFC 9110 §15.4.5).
                    var headers = HTTPHeaders()
                    headers.set("ETag", scene!.etag)
                    return HTTPResponse(status: 304, headers: headers)
                }
            }
        }

        add("GET", "/v1/scenes/:name/versions", changesState: false) { _, parameters, sink in
            let name = parameters["name"]!
            context.withScene(named: name, sink) {
                guard let versions = try context.store.versions(name: name) else { return context.unknownScene(name) }
                return .json(.object([JSONMember("items", .array(versions.map(\.json)))]))
            }
        }

        add("GET", "/v1/scenes/:name/versions/:version", changesState: false) { _, parameters, sink in
            let name = parameters["name"]!
            if let refusal = context.refuseName(name) { sink.send(refusal); return }
            guard let version = Int(parameters["version"]!), version > 0 else {
                sink.send(.problem(status: 404, detail: "versions are positive integers"))
                return
            }
            context.dispatch(on: context.storePool, sink) {
                context.storeResponse {
                    guard let scene = try context.store.scene(name: name, version: version) else {
                        return .problem(status: 404, detail: "scene '\(name)' has no version \(version)")
                    }
                    return .document(scene)
                }
            }
        }

        add("DELETE", "/v1/scenes/:name", changesState: true) { request, parameters, sink in
            let name = parameters["name"]!
            guard let precondition = context.precondition(of: request, refusingOn: sink) else { return }
            context.withScene(named: name, sink) {
                guard try context.store.deleteScene(name: name, precondition: precondition) else {
                    return context.unknownScene(name)
                }
                context.engine.forget(scene: name)
                return HTTPResponse(status: 204)
            }
        }
    }
}

extension HTTPResponse {
    /// A stored scene document, byte for byte as it was PUT, with its ETag.
    static func document(_ scene: SceneStore.StoredScene) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("ETag", scene.etag)
        headers.set("Layoutd-Scene-Version", String(scene.version))
        headers.set("Last-Modified-At", scene.createdAt)
        return .json(bytes: scene.document, headers: headers)
    }
}

extension SceneStore.SceneSummary {
    var json: JSONValue {
        .object([
            JSONMember("name", .string(name)),
            JSONMember("version", .number(Double(version))),
            JSONMember("updatedAt", .string(updatedAt)),
            JSONMember("lastStatus", lastStatus.map { .string($0) } ?? .null),
            JSONMember("lastSolvedAt", lastSolvedAt.map { .string($0) } ?? .null),
        ])
    }
}

extension SceneStore.VersionInfo {
    var json: JSONValue {
        .object([
            JSONMember("version", .number(Double(version))),
            JSONMember("etag", .string(etag)),
            JSONMember("createdAt", .string(createdAt)),
            JSONMember("bytes", .number(Double(byteCount))),
        ])
    }
}

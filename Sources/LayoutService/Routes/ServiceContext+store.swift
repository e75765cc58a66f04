import HTTPServer
import LayoutStore

extension ServiceContext {
    /// Runs a store operation and turns its typed errors into problems.
    func storeResponse(_ body: () throws -> HTTPResponse) -> HTTPResponse {
        do {
            return try body()
        } catch let error as StoreError {
            switch error {
            case .preconditionFailed(let current):
                var headers = HTTPHeaders()
                if let current { headers.set("ETag", current) }
                return .problem(status: 412, detail: current == nil
                                    ? "the scene does not exist, so If-Match cannot match"
                                    : "the scene changed: its current ETag is \(current!); nothing was stored",
                                headers: headers)
            case .invalidName, .invalidCursor, .invalidArgument:
                return .problem(status: 400, detail: error.description)
            case .unavailable:
                // Nothing was written (unless the detail says the connection
                // broke while committing); the same request may succeed
                // shortly, on another replica or here once the database is back.
                storeWatch.failed(error.description)
                metrics.recordStoreUnavailable()
                return Self.unavailable("the store cannot be reached: \(error.description)")
            default:
                return .problem(status: 500, title: "Storage error", detail: error.description)
            }
        } catch {
            return .problem(status: 500, detail: String(describing: error))
        }
    }

    /// The common shape of the scene routes: check the name, then run `body`
    /// against the store on the store pool and answer with what it returns.
    func withScene(named name: String, _ sink: ResponseSink, _ body: @escaping @Sendable () throws -> HTTPResponse) {
        if let refusal = refuseName(name) {
            sink.send(refusal)
            return
        }
        dispatch(on: storePool, sink) { self.storeResponse(body) }
    }

    func unknownScene(_ name: String) -> HTTPResponse {
        .problem(status: 404, detail: "no scene named '\(name)'")
    }

    /// Scene names follow the contract's id rule.
    func refuseName(_ name: String) -> HTTPResponse? {
        if SceneName.isValid(name) { return nil }
        return .problem(status: 400, detail: "scene names are 1 to 128 letters, digits, '_', '-' or '.', not starting with '.'",
                        errors: [("/path/name", "invalid scene name")])
    }

    /// JSON bodies only; a missing Content-Type is taken as JSON (curl users).
    func refuseContentType(_ request: HTTPRequest) -> HTTPResponse? {
        guard let type = request.headers["Content-Type"] else { return nil }
        // The usual value, accepted without taking it apart.
        if type == "application/json" { return nil }
        let media = Self.mediaType(type)
        if media == "application/json" || media.hasSuffix("+json") { return nil }
        return .problem(status: 415, detail: "send the scene as Content-Type: application/json (got \(media))")
    }

    /// The media type of a Content-Type value, lowercased, without parameters
    /// or surrounding blanks. Byte-level: Foundation's trimming cost a quarter
    /// of the HTTP path of a small solve.
    static func mediaType(_ value: String) -> String {
        let bytes = value.utf8.prefix { $0 != UInt8(ascii: ";") }
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
              let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        let lowered = bytes[first...last].map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        return String(decoding: lowered, as: UTF8.self)
    }
}

extension ServiceContext {
    /// The request's If-Match and If-None-Match as a store precondition, or
    /// nil after answering 400 on `sink` for a malformed one (guessing could
    /// let a write through).
    func precondition(of request: HTTPRequest, refusingOn sink: ResponseSink) -> SceneStore.Precondition? {
        func tagList(_ field: String) throws(EntityTagCondition.Malformed) -> SceneStore.Precondition.TagList? {
            switch try EntityTagCondition.parse(field, in: request.headers) {
            case nil: return nil
            case .any: return .any
            case .tags(let tags): return .tags(tags.map { ($0.opaque, $0.isWeak) })
            }
        }
        do {
            return SceneStore.Precondition(ifMatch: try tagList("If-Match"), ifNoneMatch: try tagList("If-None-Match"))
        } catch {
            sink.send(.problem(status: 400, detail: "\(error.field) is `*` or a list of entity tags: \(error.reason)",
                               errors: [("/headers/\(error.field)", error.reason)]))
            return nil
        }
    }
}

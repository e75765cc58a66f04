import JSON
import HTTPServer
import LayoutScene
import LayoutStore

extension Routes {
    mutating func addHistoryRoutes() {
        let context = self.context
        add("GET", "/v1/scenes/:name/history", changesState: false) { request, parameters, sink in
            let name = parameters["name"]!
            let limitText = request.queryValue("limit") ?? "100"
            guard let limit = Int(limitText), (1...10_000).contains(limit) else {
                sink.send(.problem(status: 400, detail: "limit must be an integer from 1 to 10000",
                                   errors: [("/query/limit", "expected 1...10000, got \(limitText)")]))
                return
            }
            context.withScene(named: name, sink) {
                guard let items = try context.store.history(name: name, limit: limit) else {
                    return context.unknownScene(name)
                }
                return .json(.object([JSONMember("items", .array(items.map(\.json)))]))
            }
        }

        add("GET", "/v1/scenes/:name/history/:id", changesState: false) { _, parameters, sink in
            let name = parameters["name"]!
            guard let id = Int64(parameters["id"]!) else {
                sink.send(.problem(status: 404, detail: "history ids are integers"))
                return
            }
            context.withScene(named: name, sink) {
                guard let entry = try context.store.historyEntry(name: name, id: id) else {
                    return .problem(status: 404, detail: "scene '\(name)' has no history entry \(id)")
                }
                // A result too long to keep: its summary, which says so.
                if entry.omittedResultBytes != nil { return .json(entry.summary.json) }
                return .json(bytes: entry.result)
            }
        }
    }
}

extension SceneStore.HistorySummary {
    var json: JSONValue {
        .object([
            JSONMember("id", .number(Double(id))),
            JSONMember("at", .string(at)),
            JSONMember("version", .number(Double(version))),
            JSONMember("status", .string(status)),
            JSONMember("durationMicroseconds", .number(Double(durationMicroseconds))),
            JSONMember("counts", .object(diagnosticCounts.keys.sorted().map {
                JSONMember($0, .number(Double(diagnosticCounts[$0]!)))
            })),
            JSONMember("resultOmitted", .bool(omittedResultBytes != nil)),
        ] + (omittedResultBytes.map { [JSONMember("resultBytes", .number(Double($0)))] } ?? []))
    }
}

import JSON
import HTTPServer
import LayoutScene

/// Building JSON answers with the scene layer's deterministic writer.
extension HTTPResponse {
    static func json(_ value: JSONValue, status: Int = 200, headers: HTTPHeaders = .init()) -> HTTPResponse {
        json(bytes: JSONWriter().bytes(value), status: status, headers: headers)
    }

    static func json(bytes: [UInt8], status: Int = 200, headers: HTTPHeaders = .init()) -> HTTPResponse {
        var all = headers
        all.set("Content-Type", "application/json")
        return HTTPResponse(status: status, headers: all, body: bytes)
    }

    static func text(_ text: String, contentType: String = "text/plain; charset=utf-8", status: Int = 200) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("Content-Type", contentType)
        return HTTPResponse(status: status, headers: headers, body: Array(text.utf8))
    }

    /// 422 (or 400 for malformed JSON) with every error and its pointer.
    static func problem(_ problem: SceneProblem) -> HTTPResponse {
        let status = problem.kind == .malformed ? 400 : 422
        return .problem(status: status, title: problem.title,
                        detail: problem.errors.count == 1 ? problem.errors[0].message
                            : "\(problem.errors.count) problems; see errors",
                        errors: problem.errors.map { ($0.pointer, $0.message) })
    }
}
